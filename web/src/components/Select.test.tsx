// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Select } from './Select';

afterEach(cleanup);

function Reason({ error }: { error?: string }) {
  const [v, setV] = useState('');
  return (
    <>
      <Select label="Reason" value={v} onChange={(e) => setV(e.target.value)} error={error} hint="Pick the closest" required>
        <option value="">Choose…</option>
        <option value="damaged">Arrived damaged</option>
        <option value="late">Arrived late</option>
      </Select>
      <output>{v}</output>
    </>
  );
}

describe('Select', () => {
  it('is a labelled combobox whose options are its children and whose choice reaches the form', () => {
    render(<Reason />);
    const select = screen.getByRole('combobox', { name: 'Reason' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Arrived damaged', 'Arrived late']);
    fireEvent.change(select, { target: { value: 'late' } });
    expect(screen.getByRole('status').textContent).toBe('late');
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Pick the closest');
  });

  it('marks an error as invalid and describes the control with it', () => {
    render(<Reason error="Choose a reason" />);
    const select = screen.getByRole('combobox', { name: 'Reason' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Choose a reason');
    expect(screen.getByRole('alert').textContent).toBe('Choose a reason');
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TextArea } from './TextArea';

afterEach(cleanup);

function Counted() {
  const [v, setV] = useState('');
  return <TextArea label="Message" value={v} onChange={(e) => setV(e.target.value)} maxLength={200} counter={{ value: v.length, max: 200 }} />;
}

describe('TextArea', () => {
  it('is named by its label and described by its hint', () => {
    render(<TextArea label="Message" hint="Shown to the shop" required />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box.getAttribute('aria-required')).toBe('true');
    expect(box.getAttribute('aria-invalid')).toBeNull();
    const hint = document.getElementById(box.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe('Shown to the shop');
  });

  it('marks an error as invalid, announces it and points at it instead of the hint', () => {
    render(<TextArea label="Message" hint="Shown to the shop" error="Write at least 5 characters" />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Write at least 5 characters');
    const ids = box.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Write at least 5 characters']);
    expect(screen.queryByText('Shown to the shop')).toBeNull();
  });

  it('counts what was typed against the limit', () => {
    render(<Counted />);
    const box = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Hello' } });
    const counter = document.getElementById(box.getAttribute('aria-describedby')!);
    expect(counter?.textContent).toBe('5 / 200');
  });

  it('keeps a hidden label as the accessible name', () => {
    render(<TextArea label="Note" hideLabel />);
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeTruthy();
    expect(screen.getByText('Note').className).toBe('visually-hidden');
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TabPanel, Tabs } from './Tabs';

afterEach(cleanup);

const ITEMS = [
  { key: 'all', label: 'All' },
  { key: 'unpaid', label: 'Unpaid' },
  { key: 'deleted', label: 'Deleted by the shopper' },
];

function Harness() {
  const [active, setActive] = useState('all');
  return (
    <>
      <Tabs items={ITEMS} active={active} onChange={setActive} label="Order states" idPrefix="t" />
      <TabPanel idPrefix="t" active={active}>
        <p>{active}</p>
      </TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('names the row, selects one tab, and ties it to its panel', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Order states' })).toBeTruthy();
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all.getAttribute('aria-selected')).toBe('true');
    expect(all.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Unpaid' }).tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(all.id);
  });

  it('moves and selects with the arrows, wrapping, and with Home and End', () => {
    render(<Harness />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    fireEvent.keyDown(tab('All'), { key: 'ArrowRight' });
    expect(tab('Unpaid').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Unpaid'));
    fireEvent.keyDown(tab('Unpaid'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Deleted by the shopper'));
    fireEvent.keyDown(tab('Deleted by the shopper'), { key: 'ArrowRight' });
    expect(tab('All').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('All'), { key: 'ArrowLeft' });
    expect(tab('Deleted by the shopper').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Deleted by the shopper'), { key: 'Home' });
    expect(screen.getByRole('tabpanel').textContent).toBe('all');
  });
});

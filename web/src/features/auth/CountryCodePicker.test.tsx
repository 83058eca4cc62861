// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { CountryCode } from 'libphonenumber-js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CountryCodePicker } from './CountryCodePicker';
import { Modal } from '../../components/Modal';
import { setupI18n } from './testing';

function Harness({ locale = 'en', onPick }: { locale?: string; onPick?: (c: CountryCode) => void }) {
  const [code, setCode] = useState<CountryCode>('GB');
  return (
    <CountryCodePicker
      value={code}
      locale={locale}
      onChange={(c) => {
        setCode(c);
        onPick?.(c);
      }}
    />
  );
}

beforeAll(setupI18n);
afterEach(cleanup);

const trigger = () => screen.getByRole('button', { name: /^Country code/ });
const search = () => screen.getByRole('combobox', { name: 'Search country or code' });
const options = () => screen.getAllByRole('option');

describe('CountryCodePicker', () => {
  it('shows the default +44 and opens a searchable list', () => {
    render(<Harness />);
    expect(trigger().textContent).toContain('+44');
    expect(trigger().textContent).toBe('Country code: United KingdomGB+44');
    fireEvent.click(trigger());
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(search());
    expect(options().length).toBeGreaterThan(200);
    expect(screen.getByRole('option', { name: /United Kingdom/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('filters by name and picks with the keyboard', () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    fireEvent.click(trigger());
    fireEvent.change(search(), { target: { value: 'fran' } });
    expect(options().map((o) => o.textContent)).toEqual(['France+33']);
    fireEvent.keyDown(search(), { key: 'Enter' });
    expect(onPick).toHaveBeenCalledWith('FR');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().textContent).toContain('+33');
    expect(document.activeElement).toBe(trigger());
  });

  it('filters by dial code and moves the active option with the arrows', () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    fireEvent.click(trigger());
    fireEvent.change(search(), { target: { value: '+86' } });
    const first = options()[0]!;
    expect(first.textContent).toBe('China+86');
    expect(search().getAttribute('aria-activedescendant')).toBe(first.id);
    fireEvent.change(search(), { target: { value: '44' } });
    const names = options().map((o) => o.textContent);
    expect(names).toEqual(expect.arrayContaining(['United Kingdom+44', 'Jersey+44']));
    fireEvent.keyDown(search(), { key: 'ArrowDown' });
    expect(search().getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    fireEvent.click(screen.getByRole('option', { name: 'Jersey +44' }));
    expect(onPick).toHaveBeenCalledWith('JE');
  });

  it('says so when nothing matches, and Escape closes without a change', () => {
    const onPick = vi.fn();
    render(<Harness onPick={onPick} />);
    fireEvent.click(trigger());
    fireEvent.change(search(), { target: { value: 'qqqq' } });
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByText('No country matches')).toBeTruthy();
    fireEvent.keyDown(search(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onPick).not.toHaveBeenCalled();
    expect(trigger().textContent).toContain('+44');
  });

  it('names countries in the page language and still finds English names', () => {
    render(<Harness locale="zh-CN" />);
    fireEvent.click(trigger());
    fireEvent.change(search(), { target: { value: '法国' } });
    expect(options().map((o) => o.textContent)).toEqual(['法国+33']);
    fireEvent.change(search(), { target: { value: 'germany' } });
    expect(options().map((o) => o.textContent)).toEqual(['德国+49']);
  });

  it('Escape closes only what is on top: the list first, then the dialog around it', () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Sign in">
        <Harness />
      </Modal>,
    );
    fireEvent.click(trigger());
    fireEvent.keyDown(search(), { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(trigger());

    // Focus left the list (a click on its scrollbar): Escape still closes the list only.
    fireEvent.click(trigger());
    (document.activeElement as HTMLElement).blur();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.keyDown(trigger(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
  it('closes on a press outside it, not on one in its list or on its button', () => {
    render(<Harness />);
    fireEvent.click(trigger());
    fireEvent.mouseDown(search());
    fireEvent.mouseDown(options()[0]!);
    expect(screen.queryByRole('listbox')).not.toBeNull();
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });
});

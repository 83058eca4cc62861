// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { CartLine } from '../../api/cart';
import { renderWithProviders, setupI18n } from '../../components/testing';
import { InvalidLines } from './InvalidLines';
import { QuantityStepper } from './QuantityStepper';

const line = (id: number, storeName: string, invalidReason: string): CartLine => ({
  id,
  productId: id,
  productAttrUnique: id,
  cartNum: 1,
  image: '',
  storeName,
  suk: 'Blue',
  price: '10.00',
  attrStatus: false,
  stock: 0,
  invalidReason,
});

afterEach(cleanup);

describe('InvalidLines', () => {
  const lines = [line(1, 'Lamp', 'offSale'), line(2, 'Mug', 'outOfStock'), line(3, 'Tee', 'specChanged'), line(4, 'Scarf', '')];

  it('says why each line is invalid and offers only the action that helps', async () => {
    await setupI18n('en');
    const onReselect = vi.fn();
    const onRemove = vi.fn();
    renderWithProviders(<InvalidLines lines={lines} onRemove={onRemove} onReselect={onReselect} />);
    const rows = screen.getAllByTestId('invalid-line');
    const row = (i: number) => within(rows[i]!);
    expect(row(0).getByText('Off sale')).toBeTruthy();
    expect(row(0).getByText('This product has been taken off sale')).toBeTruthy();
    expect(row(1).getByText('Sold out')).toBeTruthy();
    expect(row(1).getByText('This specification is sold out')).toBeTruthy();
    expect(row(2).getByText('Spec changed')).toBeTruthy();
    // Without a reason (an upstream that does not send one) the line is only removable.
    expect(row(3).getByText('Off sale')).toBeTruthy();
    for (const i of [0, 3]) expect(row(i).queryByRole('button', { name: 'Reselect specification' }), `row ${i}`).toBeNull();
    expect(row(1).getByRole('button', { name: 'Reselect specification' })).toBeTruthy();
    fireEvent.click(row(2).getByRole('button', { name: 'Reselect specification' }));
    expect(onReselect).toHaveBeenCalledWith(lines[2]);
    fireEvent.click(row(0).getByRole('button', { name: 'Delete Lamp' }));
    expect(onRemove).toHaveBeenCalledWith([1]);
  });

  it('is in the shopper’s language', async () => {
    await setupI18n('th');
    renderWithProviders(<InvalidLines lines={lines.slice(0, 1)} onRemove={() => {}} onReselect={() => {}} />);
    expect(screen.getByText('สินค้านี้หยุดจำหน่ายแล้ว')).toBeTruthy();
  });
});

describe('QuantityStepper above the limit', () => {
  it('brings a typed 999 down to the limit and names the limit', async () => {
    await setupI18n('en');
    const onChange = vi.fn();
    renderWithProviders(<QuantityStepper value={2} max={99} onChange={onChange} label="Quantity of Tee" />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    fireEvent.change(input, { target: { value: '999' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith(99);
    expect(screen.getByRole('alert').textContent).toBe('You can buy at most 99');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('says nothing for a number within the limit, and clears the message on the next step', async () => {
    await setupI18n('en');
    const onChange = vi.fn();
    renderWithProviders(<QuantityStepper value={2} max={5} onChange={onChange} label="Quantity of Tee" />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(input, { target: { value: '50' } });
    fireEvent.blur(input);
    expect(screen.getByRole('alert').textContent).toBe('You can buy at most 5');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

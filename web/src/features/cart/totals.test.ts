import { describe, expect, it } from 'vitest';
import type { CartGroup } from '../../api/cart';
import { cartTotals } from './totals';

const line = (id: number, price: string, cartNum: number) => ({
  id,
  productId: id,
  productAttrUnique: id,
  cartNum,
  image: '',
  storeName: `p${id}`,
  suk: '',
  price,
  attrStatus: true,
  stock: 99,
  invalidReason: '',
});

const groups: CartGroup[] = [
  { merId: 1, merName: 'A', cartInfoList: [line(1, '0.10', 3), line(2, '19.99', 2)] },
  { merId: 2, merName: 'B', cartInfoList: [line(3, '0.20', 1), line(4, '1234567.89', 1)] },
];

describe('cart totals', () => {
  it('adds the selected lines exactly, with no floating-point drift', () => {
    // 0.1 * 3 + 0.2 is 0.5000000000000001 in floating point.
    expect(cartTotals(groups, new Set([1, 3]))).toEqual({ lines: 2, quantity: 4, amount: '0.50' });
  });

  it('handles large amounts and ignores unselected lines', () => {
    expect(cartTotals(groups, new Set([2, 4]))).toEqual({ lines: 2, quantity: 3, amount: '1234607.87' });
    expect(cartTotals(groups, new Set())).toEqual({ lines: 0, quantity: 0, amount: '0.00' });
  });
});

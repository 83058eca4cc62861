import Decimal from 'decimal.js';
import type { CartGroup } from '../../api/cart';

export interface CartTotals {
  /** Selected lines. */
  lines: number;
  /** Sum of the selected quantities. */
  quantity: number;
  /** Decimal string with two places. */
  amount: string;
}

/**
 * Totals of the selected valid lines, from the server's own price and cartNum: the page never
 * adds up a quantity it has not yet written, so what it shows is what checkout will charge.
 */
export function cartTotals(groups: CartGroup[], selected: ReadonlySet<number>): CartTotals {
  let amount = new Decimal(0);
  let lines = 0;
  let quantity = 0;
  for (const g of groups) {
    for (const l of g.cartInfoList) {
      if (!selected.has(l.id)) continue;
      lines += 1;
      quantity += l.cartNum;
      amount = amount.plus(new Decimal(l.price || '0').times(l.cartNum));
    }
  }
  return { lines, quantity, amount: amount.toFixed(2) };
}

export function allLineIds(groups: CartGroup[]): number[] {
  return groups.flatMap((g) => g.cartInfoList.map((l) => l.id));
}

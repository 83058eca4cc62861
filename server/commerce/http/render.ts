import { formatMoney } from '../../../shared/money.js';

/** Money on the wire is a decimal string, as the contract's Jackson config renders BigDecimal. */
export const money = (cents: number): string => formatMoney(cents);

export const bool = (v: number): boolean => v === 1;

/** Comma list → trimmed, non-empty strings. */
export function splitList(s: string): string[] {
  return s.split(',').map((x) => x.trim()).filter(Boolean);
}

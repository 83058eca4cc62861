import { formatMoney } from '../../../shared/money.js';

/** Money on the wire is a decimal string, as the contract's Jackson config renders BigDecimal. */
export const money = (cents: number): string => formatMoney(cents);

export const bool = (v: number): boolean => v === 1;

/** A stored list (pictures, ids): the same reading as a sent one. */
export { splitList } from '../../../shared/contract/request-fields.js';

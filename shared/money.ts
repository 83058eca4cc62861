/**
 * Money is integer minor units (cents) in storage and arithmetic, and a decimal string on the wire.
 * These helpers never touch floating point: parsing and formatting work on the digits.
 */
const DECIMAL_RE = /^(-)?(\d{1,15})(?:\.(\d{1,2}))?$/;

export function parseMoney(value: string | number): number {
  const s = typeof value === 'number' ? String(value) : value.trim();
  const m = DECIMAL_RE.exec(s);
  if (!m) throw new RangeError(`Not a money amount: ${JSON.stringify(value)}`);
  const [, sign, whole, frac = ''] = m;
  const cents = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError('Money amount out of range');
  return sign ? -cents : cents;
}

export function isMoneyString(value: string): boolean {
  return DECIMAL_RE.test(value.trim());
}

export function formatMoney(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Minor units must be a safe integer: ${cents}`);
  const neg = cents < 0;
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const frac = String(abs % 100).padStart(2, '0');
  return `${neg ? '-' : ''}${whole}.${frac}`;
}

/** Percentage of an amount, rounded half up, in minor units. `percent` is an integer. */
export function percentOf(cents: number, percent: number): number {
  if (!Number.isInteger(percent)) throw new RangeError('percent must be an integer');
  return Math.floor((cents * percent + 50) / 100);
}

/** Splits `total` over `weights` proportionally; the remainder goes to the largest shares so the parts sum exactly. */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  let rest = total - parts.reduce((a, b) => a + b, 0);
  const order = weights.map((w, i) => [w, i] as const).sort((a, b) => b[0] - a[0]);
  for (let k = 0; rest > 0; k = (k + 1) % order.length, rest--) parts[order[k]![1]]! += 1;
  return parts;
}

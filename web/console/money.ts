/**
 * An amount as the service sends it (a decimal string, "1234.50") in the reader's language, digit for digit:
 * the whole part is grouped as a BigInt and the cents are kept as written, so no amount passes through a float.
 */
export function formatAmount(value: string, lang: string): string {
  const m = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return value;
  const parts = new Intl.NumberFormat(lang, { minimumFractionDigits: 2 }).formatToParts(1.5);
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const whole = new Intl.NumberFormat(lang).format(BigInt(m[2]!));
  return `${m[1] ?? ''}${whole}${decimal}${(m[3] ?? '').padEnd(2, '0')}`;
}

/**
 * Where a language writes a currency around a number, learnt once from Intl on a sample: what stands before
 * and after the digits of a positive and of a negative amount ("$" / "" and "-$" / "" in English,
 * "" / " $US" and "-" / " $US" in French), its decimal sign and how many decimals the currency shows.
 */
interface CurrencyPattern {
  before: string;
  after: string;
  negBefore: string;
  negAfter: string;
  decimal: string;
  digits: number;
  grouping: Intl.NumberFormat;
}

const NUMBER_PARTS = new Set<Intl.NumberFormatPartTypes>(['integer', 'group', 'decimal', 'fraction']);
const patterns = new Map<string, CurrencyPattern | null>();

function around(parts: Intl.NumberFormatPart[]): [string, string] {
  const first = parts.findIndex((p) => NUMBER_PARTS.has(p.type));
  let last = parts.length - 1;
  while (last >= 0 && !NUMBER_PARTS.has(parts[last]!.type)) last--;
  const text = (ps: Intl.NumberFormatPart[]) => ps.map((p) => p.value).join('');
  return [text(parts.slice(0, first)), text(parts.slice(last + 1))];
}

function patternOf(lang: string, currency: string): CurrencyPattern | null {
  const key = `${lang}|${currency}`;
  if (patterns.has(key)) return patterns.get(key)!;
  let pattern: CurrencyPattern | null = null;
  try {
    const nf = new Intl.NumberFormat(lang, { style: 'currency', currency });
    const digits = nf.resolvedOptions().maximumFractionDigits ?? 2;
    const [before, after] = around(nf.formatToParts(1234.5));
    const [negBefore, negAfter] = around(nf.formatToParts(-1234.5));
    const decimal = new Intl.NumberFormat(lang, { style: 'currency', currency, minimumFractionDigits: 2 }).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    // Currency and plain numbers group alike in every language (Spanish leaves 1234 ungrouped in both).
    const grouping = new Intl.NumberFormat(lang);
    pattern = { before, after, negBefore, negAfter, decimal, digits, grouping };
  } catch {
    // A code Intl refuses (malformed) has no pattern: the amount is written after the code instead.
    pattern = null;
  }
  patterns.set(key, pattern);
  return pattern;
}

/**
 * A console amount with its shop currency, as Intl.NumberFormat(lang, {style: 'currency', currency}) would
 * write it ("$1,234.50", "1 234,50 $US", "฿1,234.50") but built from the decimal string, so no cent is ever
 * rounded through a float, however large. The currency's own decimals are shown (none for JPY), and written
 * cents beyond them are kept rather than rounded away. Without a currency (still loading) it is the plain
 * amount; with a code Intl cannot place, the code and the plain amount.
 */
export function formatMoney(value: string, lang: string, currency: string | null | undefined): string {
  const code = currency?.trim() ?? '';
  if (!code) return formatAmount(value, lang);
  const m = /^(-)?(\d+)(?:\.(\d{1,4}))?$/.exec(value.trim());
  if (!m) return value;
  const p = patternOf(lang, code);
  if (!p) return `${code} ${formatAmount(value, lang)}`;
  // Cents a whole-unit currency (JPY, LAK) does not show are dropped only when they are zero.
  const written = m[3] ?? '';
  const frac = /[1-9]/.test(written.slice(p.digits)) ? written.padEnd(Math.max(2, p.digits), '0') : written.slice(0, p.digits).padEnd(p.digits, '0');
  const digits = `${p.grouping.format(BigInt(m[2]!))}${frac ? `${p.decimal}${frac}` : ''}`;
  const negative = m[1] === '-' && /[1-9]/.test(`${m[2]}${m[3] ?? ''}`);
  return negative ? `${p.negBefore}${digits}${p.negAfter}` : `${p.before}${digits}${p.after}`;
}

/** The sign a language writes for the currency ("$", "$US", "฿"), for the side of an amount input; the code when Intl has none. */
export function currencySign(lang: string, currency: string): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency }).formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

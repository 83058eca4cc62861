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

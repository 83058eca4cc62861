import { formatMoney } from '../../../shared/money.js';

/** Money on the wire is a decimal string, as the contract's Jackson config renders BigDecimal. */
export const money = (cents: number): string => formatMoney(cents);

export const bool = (v: number): boolean => v === 1;

/**
 * A stored list (pictures, ids): a comma list, or a JSON array of strings or of `{ sattDir }` as a
 * real client writes it (contract §14). A malformed JSON list falls back to the comma reading.
 */
export function splitList(s: string): string[] {
  const t = s.trim();
  if (t.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(t);
      if (Array.isArray(parsed)) {
        return parsed
          .map((v) => (typeof v === 'string' ? v : v && typeof v === 'object' && typeof (v as { sattDir?: unknown }).sattDir === 'string' ? (v as { sattDir: string }).sattDir : typeof v === 'number' ? String(v) : ''))
          .map((x) => x.trim())
          .filter(Boolean);
      }
    } catch {
      // Not JSON: read it as a comma list below.
    }
  }
  return t.split(',').map((x) => x.trim().replace(/^["[]+|["\]]+$/g, '')).filter(Boolean);
}

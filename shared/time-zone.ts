/**
 * Dates on the wire are `yyyy-MM-dd HH:mm:ss` wall-clock times in the upstream's zone (docs/upstream-contract.md §14
 * "Dates"; GMT+8 in real CRMEB deployments). The zone is one setting of the deployment
 * (SERVER_TIME_ZONE): the embedded service writes its dates in it, and the SPA reads them in it and
 * shows them in the shopper's own zone. IANA zone names only, so daylight saving is handled by Intl.
 */
export const DEFAULT_SERVER_TIME_ZONE = 'Asia/Shanghai';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(zone: string): Intl.DateTimeFormat {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, f);
  }
  return f;
}

export function isTimeZone(zone: string): boolean {
  try {
    formatFor(zone);
    return true;
  } catch {
    return false;
  }
}

interface Wall {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
  s: number;
}

function wallOf(ms: number, zone: string): Wall {
  const p: Record<string, number> = {};
  for (const part of formatFor(zone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') p[part.type] = Number(part.value);
  }
  return { y: p.year!, mo: p.month!, d: p.day!, h: p.hour! % 24, mi: p.minute!, s: p.second! };
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** An instant as the wire's wall-clock text in `zone`. */
export function wallTimeIn(date: Date, zone: string): string {
  const w = wallOf(date.getTime(), zone);
  return `${pad(w.y, 4)}-${pad(w.mo)}-${pad(w.d)} ${pad(w.h)}:${pad(w.mi)}:${pad(w.s)}`;
}

/** How far `zone` is ahead of UTC at the instant `ms`, in milliseconds. */
function offsetAt(ms: number, zone: string): number {
  const w = wallOf(ms, zone);
  return Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s) - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * The instant a wall-clock time in `zone` names. A time the autumn clock change repeats gives the
 * earlier instant; one the spring change skips is read with the offset before the change.
 */
export function instantOfWallTime(y: number, mo: number, d: number, h: number, mi: number, s: number, zone: string): Date {
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  const before = asUtc - offsetAt(asUtc - 86_400_000, zone);
  const after = asUtc - offsetAt(asUtc + 86_400_000, zone);
  const matches = [before, after].filter((t) => offsetAt(t, zone) === asUtc - t);
  return new Date(matches.length > 0 ? Math.min(...matches) : before);
}

const WIRE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Wire text (`yyyy-MM-dd[ HH:mm[:ss]]`) in `zone` → the instant; null when it is not such a text. */
export function parseWireTime(text: string, zone: string): Date | null {
  const m = WIRE.exec(text.trim());
  if (!m) return null;
  const [Y, M, D, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number];
  // A calendar date and a clock time, or nothing: 2024-02-30 and 25:00 are malformed, not rolled over.
  if (M < 1 || M > 12 || D < 1 || D > new Date(Date.UTC(Y, M, 0)).getUTCDate() || h > 23 || mi > 59 || s > 59) return null;
  const out = instantOfWallTime(Y, M, D, h, mi, s, zone);
  return Number.isNaN(out.getTime()) ? null : out;
}

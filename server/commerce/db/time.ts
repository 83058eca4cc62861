/** Timestamps are stored and rendered as 'yyyy-MM-dd HH:mm:ss' (UTC) so they sort as text on both databases. */
export function formatDateTime(d: Date): string {
  return d.toISOString().slice(0, 19).replace('T', ' ');
}

export function now(): string {
  return formatDateTime(new Date());
}

export function addSeconds(base: Date | string, seconds: number): string {
  const d = typeof base === 'string' ? parseDateTime(base) : base;
  return formatDateTime(new Date(d.getTime() + seconds * 1000));
}

export function parseDateTime(s: string): Date {
  return new Date(`${s.replace(' ', 'T')}Z`);
}

/**
 * Reading the upstream's picture lists: the SPA shows them, and the BFF names the first one for the
 * browser to preload with the page.
 */
/** A picture reference: a string, or an object with `sattDir` (the upstream's banner form) or `url`. */
function pictureOf(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    for (const k of ['sattDir', 'url', 'pic', 'image']) if (typeof o[k] === 'string') return (o[k] as string).trim();
  }
  return '';
}

/** Only things a picture can be: an http(s) URL or a path; junk from a broken list is dropped. */
const PICTURE = /^(https?:\/\/[^\s"'<>]+|[^\s"'<>:{}[\]]+)$/;

/**
 * Picture lists arrive in three forms (docs/upstream-contract.md §14): a JSON array of strings, a JSON array of
 * `{ sattDir }`, or a comma list. Every reader takes all three; a malformed list gives what can
 * be read of it, never an exception.
 */
export function imageList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(pictureOf).filter((p) => PICTURE.test(p));
  if (typeof value !== 'string' || value.trim() === '') return [];
  const s = value.trim();
  if (s.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(s);
      if (Array.isArray(parsed)) return parsed.map(pictureOf).filter((p) => PICTURE.test(p));
    } catch {
      // Not JSON after all; fall through to the comma form.
    }
  }
  return s
    .split(',')
    .map((p) => p.trim().replace(/^["[{]+|["\]}]+$/g, ''))
    .filter((p) => PICTURE.test(p));
}


/**
 * Contract bodies nest a few levels at most. Parsing `[[[[…]]]]` a megabyte deep costs real CPU, so
 * the nesting depth is counted over the raw bytes first (one linear pass, strings skipped) and a
 * body deeper than the limit is refused before JSON.parse ever sees it.
 */
export const MAX_JSON_DEPTH = 32;

export function jsonTooDeep(body: Buffer | string, max = MAX_JSON_DEPTH): boolean {
  const buf = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i]!;
    if (inString) {
      if (c === 0x5c) i += 1; // backslash: skip the escaped byte
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

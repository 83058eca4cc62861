/**
 * Where the typed prefix sits in a suggested name, for drawing it highlighted. The service matches with
 * case, width and accents folded ("creme" finds "Crème"), so the highlight folds the same way and maps the
 * match back onto the name as written.
 */
/** Latin accents only: Thai and Lao vowel and tone signs are combining marks too, but part of the word. */
function foldChar(c: string): string {
  return c.normalize('NFKC').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Start and end (UTF-16 offsets into `text`) of the first match of `prefix` (already normalised), or null. */
export function matchRange(text: string, prefix: string): [number, number] | null {
  const wanted = Array.from(prefix).map(foldChar).join('');
  if (!wanted) return null;
  let folded = '';
  // For each UTF-16 offset of `folded`, the offset in `text` of the character it came from.
  const from: number[] = [];
  let at = 0;
  for (const c of text) {
    const f = foldChar(c);
    for (let i = 0; i < f.length; i++) from.push(at);
    folded += f;
    at += c.length;
  }
  from.push(at);
  const i = folded.indexOf(wanted);
  if (i < 0) return null;
  const endFolded = i + wanted.length;
  // The end is the end of the character holding the last folded unit.
  let end = endFolded < from.length ? from[endFolded]! : at;
  if (end <= from[i]!) end = from[i]! + 1;
  return [from[i]!, end];
}

/** The name in three parts: before, the match, after (the match empty when the prefix is not in it). */
export function splitOnMatch(text: string, prefix: string): [string, string, string] {
  const r = matchRange(text, prefix);
  if (!r) return [text, '', ''];
  return [text.slice(0, r[0]), text.slice(r[0], r[1]), text.slice(r[1])];
}

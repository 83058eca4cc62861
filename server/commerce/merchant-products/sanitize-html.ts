import { IMAGE_PREFIX } from '../images/write.js';

/**
 * A product description's HTML as it may be stored: the rich text a merchant writes (paragraphs, headings,
 * lists, emphasis, links, pictures of this marketplace, tables) and nothing that can run in a shopper's browser.
 *
 * The service cannot use DOMPurify here: DOMPurify needs a DOM, and the only DOM in the project (jsdom) is a
 * development dependency that a production install leaves out. So the description is re-written rather than
 * filtered: it is read as a sequence of tags and text, and only allowed tags with allowed attributes are
 * written back, each attribute value re-encoded and every URL checked after its character references are
 * decoded. Everything else is text and is escaped, so markup the reader does not understand (a malformed
 * tag, a comment, a processing instruction) can never reach a browser as markup. The elements whose content
 * is code or another document (script, style, iframe, svg, ...) are dropped with their content. The
 * storefront sanitises again when it draws the description (DOMPurify in the browser).
 */

const ALLOWED = new Set([
  'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'code', 'pre', 'blockquote',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'figure', 'figcaption',
]);
const VOID = new Set(['br', 'hr', 'img']);
/** Dropped with everything up to their closing tag: their content is code, styling or another document. */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript', 'noembed', 'noframes', 'textarea', 'title', 'xmp', 'svg', 'math', 'select', 'plaintext', 'head']);

const ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  ol: ['start'],
};
const URL_ATTRIBUTES = new Set(['href', 'src']);
const NUMBER_ATTRIBUTES = new Set(['width', 'height', 'colspan', 'rowspan', 'start']);

const TAG_RE = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/;
const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const COMMENT_RE = /^<!--[\s\S]*?(?:-->|$)/;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n', sol: '/', lpar: '(', rpar: ')' };

/** Character references decoded, as a browser would before it reads a URL. */
function decodeEntities(s: string): string {
  return s.replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);?/g, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

const escapeText = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string): string => escapeText(s).replace(/"/g, '&quot;');

/** Text as written: its character references kept when well formed, every other `&`, `<` and `>` escaped. */
function text(s: string): string {
  return s.replace(/&(?!(?:#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z][a-zA-Z0-9]{1,31});)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A link or picture address shoppers may follow: web addresses, mail links and this site's own paths. */
function safeUrl(raw: string): string | null {
  // Browsers ignore control characters and white space inside a scheme (`java\tscript:`), so the check does too.
  // eslint-disable-next-line no-control-regex
  const v = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^https?:\/\//i.test(v) || /^mailto:/i.test(v)) return v;
  if (v.startsWith('/') && !v.startsWith('//')) return v;
  if (/^[a-z][a-z0-9+.-]*:/i.test(v)) return null;
  return v === '' || v.startsWith('#') ? v : null;
}

function attributes(tag: string, raw: string): string {
  const allowed = ATTRIBUTES[tag];
  if (!allowed) return '';
  let out = '';
  const seen = new Set<string>();
  for (const m of raw.matchAll(ATTR_RE)) {
    const name = (m[1] ?? '').toLowerCase();
    if (!allowed.includes(name) || seen.has(name)) continue;
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    const plain = decodeEntities(value).trim();
    let kept: string | null = NUMBER_ATTRIBUTES.has(name) ? (/^\d{1,4}$/.test(plain) ? plain : null) : decodeEntities(value);
    if (URL_ATTRIBUTES.has(name)) kept = safeUrl(value);
    // Pictures come from this marketplace's own uploads: no tracking pixels or hot-linked files from elsewhere.
    if (tag === 'img' && name === 'src' && kept !== null && !kept.startsWith(IMAGE_PREFIX)) kept = null;
    if (kept === null) continue;
    seen.add(name);
    out += ` ${name}="${escapeAttr(kept)}"`;
  }
  if (tag === 'a' && seen.has('href')) out += ' rel="noopener noreferrer nofollow" target="_blank"';
  return out;
}

/** The stored form of a description: allowed markup only, every tag closed. */
export function sanitizeDescription(html: string): string {
  let out = '';
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out += text(html.slice(i));
      break;
    }
    out += text(html.slice(i, lt));
    const rest = html.slice(lt);
    const comment = COMMENT_RE.exec(rest) ?? /^<[!?][^>]*>?/.exec(rest);
    if (comment) {
      i = lt + comment[0].length;
      continue;
    }
    const m = TAG_RE.exec(rest);
    if (!m) {
      out += '&lt;';
      i = lt + 1;
      continue;
    }
    i = lt + m[0].length;
    const closing = m[1] === '/';
    const tag = (m[2] ?? '').toLowerCase();
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (!closing) {
        const end = new RegExp(`</${tag}\\s*>`, 'i').exec(html.slice(i));
        i = end ? i + end.index + end[0].length : html.length;
      }
      continue;
    }
    if (!ALLOWED.has(tag)) continue;
    if (closing) {
      const at = open.lastIndexOf(tag);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    const attrs = attributes(tag, m[3] ?? '');
    // A picture whose address was refused has nothing left to show.
    if (tag === 'img' && !attrs.includes(' src=')) continue;
    out += `<${tag}${attrs}>`;
    if (!VOID.has(tag)) open.push(tag);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}

import sanitizeHtml from 'sanitize-html';
import { IMAGE_PREFIX } from '../images/write.js';

/**
 * A product description's HTML as it may be stored: the rich text a merchant writes (paragraphs, headings,
 * lists, emphasis, links, pictures of this marketplace, tables) and nothing that can run in a shopper's browser.
 *
 * The description is re-written by sanitize-html (a parser, not a DOM, so it runs in a production install):
 * only allowed tags with allowed attributes are written back, every other tag is dropped while its text stays,
 * and the elements whose content is code or another document (script, style, iframe, svg, ...) go with their
 * content. Links keep web, mail and same-site addresses only; pictures must be this marketplace's own uploads.
 * The storefront sanitises again when it draws the description (DOMPurify in the browser).
 */

const ALLOWED_TAGS = [
  'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'code', 'pre', 'blockquote',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'a', 'img', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'figure', 'figcaption',
];
/** Dropped with everything inside them: their content is code, styling or another document. */
const DROPPED_WITH_CONTENT = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'template', 'noscript', 'noembed', 'noframes', 'textarea', 'title', 'xmp', 'svg', 'math', 'select', 'option', 'plaintext', 'head'];

const NUMBER_ATTRIBUTES = ['width', 'height', 'colspan', 'rowspan', 'start'];

/** A link address shoppers may follow: web addresses, mail links, this site's own paths and fragments. */
function safeHref(raw: string): boolean {
  // Browsers ignore control characters and white space inside a scheme (`java\tscript:`), so the check does too.
  // eslint-disable-next-line no-control-regex
  const v = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (/^(https?:\/\/|mailto:)/i.test(v)) return true;
  if (v.startsWith('//')) return false;
  return !/^[a-z][a-z0-9+.-]*:/i.test(v);
}

/** Size and span attributes as plain small numbers, or not at all. */
function numbersOnly(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const out: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (NUMBER_ATTRIBUTES.includes(name) && !/^\d{1,4}$/.test(value.trim())) continue;
    out[name] = NUMBER_ATTRIBUTES.includes(name) ? value.trim() : value;
  }
  return out;
}

const OPTIONS = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  selfClosing: ['img', 'br', 'hr'],
  transformTags: {
    // A kept link opens apart from the shop and passes no standing to the page it points at; a refused one keeps its text only.
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const kept: sanitizeHtml.Attributes = {};
      if (href !== undefined && safeHref(href)) kept.href = href;
      if (title !== undefined) kept.title = title;
      if (kept.href !== undefined) Object.assign(kept, { rel: 'noopener noreferrer nofollow', target: '_blank' });
      return { tagName, attribs: kept };
    },
    // Pictures come from this marketplace's own uploads: no tracking pixels or hot-linked files from elsewhere.
    img: (tagName, attribs) => {
      const { src, ...rest } = numbersOnly(attribs);
      const kept = src !== undefined && src.trim().startsWith(IMAGE_PREFIX) ? { src: src.trim(), ...rest } : rest;
      return { tagName, attribs: kept };
    },
    td: (tagName, attribs) => ({ tagName, attribs: numbersOnly(attribs) }),
    th: (tagName, attribs) => ({ tagName, attribs: numbersOnly(attribs) }),
    ol: (tagName, attribs) => ({ tagName, attribs: numbersOnly(attribs) }),
  },
} satisfies sanitizeHtml.IOptions;

/**
 * The parser reads a stray `</p>` as an empty paragraph, as browsers do; a paragraph with no text and no
 * element inside shows nothing, so it is left out, and a stray closing tag leaves nothing behind.
 * Whether the paragraph just closed had an element inside is tracked from the parser's tag events.
 */
function withoutEmptyParagraphs(): sanitizeHtml.IOptions {
  const hasChild: boolean[] = [];
  let closedHadChild = false;
  return {
    ...OPTIONS,
    onOpenTag: () => {
      if (hasChild.length) hasChild[hasChild.length - 1] = true;
      hasChild.push(false);
    },
    onCloseTag: () => {
      closedHadChild = hasChild.pop() ?? false;
    },
    // A picture whose address was refused has nothing left to show.
    exclusiveFilter: (frame) => (frame.tag === 'img' && !frame.attribs.src) || (frame.tag === 'p' && frame.text === '' && !closedHadChild),
  };
}

/** The stored form of a description: allowed markup only, every tag closed, void tags written as in HTML (`<br>`). */
export function sanitizeDescription(html: string): string {
  // Only tags can end in ` />` here: text and attribute values have their `>` escaped.
  return sanitizeHtml(html, withoutEmptyParagraphs()).replace(/ \/>/g, '>');
}

import DOMPurify from 'dompurify';

export type AgreementContent = { kind: 'html'; html: string } | { kind: 'text'; paragraphs: string[] } | { kind: 'empty' };

/**
 * The admin may store the agreement as HTML or as plain text. HTML is sanitised (DOMPurify, HTML
 * profile: no scripts, no event handlers); plain text keeps its paragraphs.
 */
export function agreementContent(raw: string): AgreementContent {
  const src = raw.trim();
  if (!src) return { kind: 'empty' };
  if (/<[a-z][\s\S]*>/i.test(src)) {
    const html = DOMPurify.sanitize(src, { USE_PROFILES: { html: true } }).trim();
    return html ? { kind: 'html', html } : { kind: 'empty' };
  }
  const paragraphs = src
    .split(/\r?\n\s*\r?\n|\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return { kind: 'text', paragraphs };
}

/** An internal link stays in the SPA; anything else opens as a normal link. */
export function isInternalLink(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

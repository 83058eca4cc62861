/**
 * The site's name where the platform's site index gives none; index.html's own <title> says the same
 * (a test keeps them equal), so a page reads alike before and after the SPA takes it over.
 */
export const SITE_NAME_FALLBACK = 'Storefront';

/** A page's document title, the same in the page the BFF serves and in the SPA: "<page> | <site>". */
export function pageTitle(page: string, siteName: string): string {
  const site = siteName.trim();
  return site ? `${page} | ${site}` : page;
}

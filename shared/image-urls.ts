/**
 * Picture URLs between a CRMEB backend and its clients (docs/upstream-contract.md §14 "Image URLs"): stored without a
 * domain as `/crmebimage/...`, sent to clients as absolute URLs on the image domain, and written back
 * by clients in either form. These rewrite whole JSON texts, so every field is covered at once: a
 * plain string, an entry of a comma list, or a string inside a JSON-array string.
 */
const STORED_PATH = /(["',])\/crmebimage\//g;

/** Stored form → absolute URLs on `domain` (no trailing slash); absolute URLs are left alone. */
export function prefixImages(text: string, domain: string): string {
  if (!domain || !text.includes('/crmebimage/')) return text;
  const absolute = `${domain}/crmebimage/`;
  return text.replace(STORED_PATH, (_m, before: string) => before + absolute);
}

/** Absolute URLs on `domain` → the stored form. */
export function clearImagePrefix(text: string, domain: string): string {
  if (!domain) return text;
  const absolute = `${domain}/crmebimage/`;
  return text.includes(absolute) ? text.split(absolute).join('/crmebimage/') : text;
}

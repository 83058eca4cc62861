/** `path` under `base`, with the query's values written as strings. */
export function urlWithQuery(base: string, path: string, query: Record<string, string | number | boolean> = {}): URL {
  const url = new URL(path, base);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v));
  return url;
}

/**
 * The content type and body of a JSON call: `raw` exactly as given (the contract's bare-string bodies),
 * else `json` serialised; with neither, no body and no content type.
 */
export function jsonBody(raw: string | undefined, json: unknown): { headers: Record<string, string>; body?: string } {
  if (raw !== undefined) return { headers: { 'content-type': 'application/json' }, body: raw };
  if (json !== undefined) return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) };
  return { headers: {} };
}

/**
 * Twitter's OAuth 1 round trip leaves the site, so the request token's secret must survive one
 * page load. It is a one-use request secret (not a session credential), kept in sessionStorage
 * only until the callback page trades it, then removed.
 */
const KEY = 'auth.twitterRequest';

export function rememberTwitterRequest(token: string, secret: string): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify({ token, secret }));
  } catch {
    // Without storage the callback falls back to an empty secret; the server then refuses.
  }
}

export function takeTwitterRequest(token: string): string {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    window.sessionStorage.removeItem(KEY);
    if (!raw) return '';
    const v = JSON.parse(raw) as { token?: unknown; secret?: unknown };
    return v.token === token && typeof v.secret === 'string' ? v.secret : '';
  } catch {
    return '';
  }
}

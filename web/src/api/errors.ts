import { ApiError } from './client';
import { isDefaultMessage, LOGGED_OUT_CODES } from '../../../shared/contract/codes';

/** Any i18next `t` (whatever its namespace) fits: keys below carry their namespace. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Statuses that mean "not signed in" (docs/upstream-contract.md §0: 401 plus the legacy 41000x codes), as the BFF reads them too. */
export { LOGGED_OUT_CODES };

export function isLoggedOutError(err: unknown): boolean {
  return err instanceof ApiError && (err.status === 401 || (LOGGED_OUT_CODES as readonly number[]).includes(err.code));
}

/** The HTTP-like status an error stands for (route errors, thrown Responses, ApiError); 500 when unknown. */
export function errorStatus(err: unknown): number {
  if (err instanceof ApiError) return err.status || 500;
  if (err instanceof RouteError) return err.status;
  if (err && typeof err === 'object' && 'status' in err) {
    const s = (err as { status: unknown }).status;
    if (typeof s === 'number' && s >= 400 && s < 600) return s;
  }
  return 500;
}

function defaultKey(status: number): string {
  if (status === 0) return 'errors:status.network';
  if (status === 400 || status === 401 || status === 403 || status === 404) return `errors:status.${status}`;
  if (status >= 500) return 'errors:status.500';
  return 'errors:status.unknown';
}

/**
 * What to tell the shopper about `err`: the server's own message when it sent one (docs/storefront-spec.md §8),
 * else (or when it is only A's generic default) the localised text for its status.
 */
export function errorMessage(err: unknown, t: Translate): string {
  if (err instanceof ApiError) {
    // A's generic messages ("操作失败" ...) carry nothing the status does not: the shopper reads their own language.
    if (err.message.trim() && !isDefaultMessage(err.message)) return err.message;
    return t(defaultKey(err.status));
  }
  if (err instanceof Error && err.name === 'AbortError') return t('errors:status.network');
  return t('errors:status.unknown');
}

/**
 * Thrown by a page to reject its route (docs/storefront-spec.md §2: "a page may reject its route, which gives the
 * 404 page"); the route's error page reads `status` and `message`.
 */
export class RouteError extends Error {
  constructor(
    public readonly status: number,
    message = '',
  ) {
    super(message);
    this.name = 'RouteError';
  }
}


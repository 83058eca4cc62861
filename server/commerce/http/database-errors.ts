/**
 * Errors that mean "the database cannot be reached right now" rather than "this request is wrong":
 * connection refused or dropped, the server shutting down or starting up, a pool that cannot
 * connect in time. Such a request gets a neutral 503, which clears by itself once the database is
 * back (the pool opens new connections on demand), instead of a 500 that reads like a bug.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// PostgreSQL SQLSTATE classes 08 (connection exception) and 57P0x (operator intervention: shutdown, restart).
const SQLSTATE = /^(08\d{3}|57P0[1-4])$/;
const MESSAGES = /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (shutting down|starting up)/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

import { ApiError } from '@/api/client';
import { isDefaultMessage } from '../../shared/contract/codes';

type Translate = (key: string) => string;

/**
 * A failed call in the console's language. The service's own messages are English, so the console
 * words each failure itself from its status; `specific` names a text for a status the screen knows
 * better (a wrong password on sign-in is a 400 or 401 there, not an expired session).
 */
export function consoleError(err: unknown, t: Translate, specific: Partial<Record<number, string>> = {}): string {
  const raw = err instanceof ApiError ? err.status : -1;
  // CRMEB answers a refusal (wrong password, used code) as business code 500 with its reason, which the BFF
  // passes on as 500; a real failure carries no reason or the neutral one. A refusal reads as a 400.
  const refusal = raw === 500 && err instanceof ApiError && err.message.trim() !== '' && err.message !== 'Internal error' && !isDefaultMessage(err.message);
  const status = refusal ? 400 : raw;
  const own = specific[status];
  if (own) return t(own);
  if (status === 0) return t('errors.network');
  if (status === 401) return t('errors.signedOut');
  if (status === 403) return t('errors.forbidden');
  if (status === 423 || (err instanceof ApiError && /locked/i.test(err.message))) return t('errors.locked');
  if (status === 429) return t('errors.tooMany');
  if (status >= 400 && status < 500) return t('errors.invalid');
  return t('errors.server');
}

/** Only a path inside the console may be returned to after sign-in: never another origin or scheme. */
export function safeReturnPath(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\') || [...raw].some((c) => c.charCodeAt(0) < 0x20)) return '/';
  if (raw === '/login' || raw.startsWith('/login/') || raw.startsWith('/login?')) return '/';
  return raw;
}

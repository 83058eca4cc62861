import type { TFunction } from 'i18next';
import { ApiError } from '../../api/client';
import { isDefaultMessage } from '../../../../shared/contract/codes';

/** The server's own message when it sent one (docs/storefront-spec.md §8), else a localised generic one. */
export function messageOf(err: unknown, t: TFunction): string {
  if (err instanceof ApiError) {
    if (err.message && !isDefaultMessage(err.message)) return err.message;
    if (err.status === 0) return t('auth:errors.network');
    if (err.status === 429) return t('auth:errors.tooMany');
  }
  return t('auth:errors.generic');
}

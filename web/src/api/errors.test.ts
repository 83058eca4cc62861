import { describe, expect, it } from 'vitest';
import i18next, { type TFunction } from 'i18next';
import { ApiError } from './client';
import { errorMessage, errorStatus, isLoggedOutError } from './errors';
import errorsEn from '../i18n/locales/en/errors.json';

const inst = i18next.createInstance();
await inst.init({ lng: 'en', resources: { en: { errors: errorsEn, shop: {} } }, ns: ['errors', 'shop'], defaultNS: 'shop' });
// A page's namespaced t must be accepted as-is.
const t: TFunction<'shop'> = inst.getFixedT('en', 'shop');

describe('errorMessage', () => {
  it('prefers the server message', () => {
    expect(errorMessage(new ApiError(400, 400, 'Phone is required'), t)).toBe('Phone is required');
  });
  it('falls back to the localised default per status', () => {
    expect(errorMessage(new ApiError(400, 400, ''), t)).toBe('Parameter check failed');
    expect(errorMessage(new ApiError(403, 403, ''), t)).toBe('No permission');
    expect(errorMessage(new ApiError(404, 404, ''), t)).toBe('No data found');
    expect(errorMessage(new ApiError(502, 500, ' '), t)).toBe('System error');
    expect(errorMessage(new ApiError(0, 0, ''), t)).toBe(errorsEn.status.network);
    expect(errorMessage(new Error('boom'), t)).toBe(errorsEn.status.unknown);
  });
  it("never shows A's generic Chinese defaults: the status's text in the shopper's language instead", () => {
    expect(errorMessage(new ApiError(500, 500, '操作失败'), t)).toBe('System error');
    expect(errorMessage(new ApiError(403, 403, '没有相关权限'), t)).toBe('No permission');
    expect(errorMessage(new ApiError(400, 400, ' 参数检验失败 '), t)).toBe('Parameter check failed');
    // A real reason in Chinese is still the server's own words.
    expect(errorMessage(new ApiError(500, 500, '库存不足'), t)).toBe('库存不足');
  });
  it('reads statuses and logged-out codes', () => {
    expect(errorStatus(new ApiError(404, 404, ''))).toBe(404);
    expect(errorStatus({ status: 401 })).toBe(401);
    expect(errorStatus(new Error('x'))).toBe(500);
    expect(isLoggedOutError(new ApiError(401, 401, ''))).toBe(true);
    expect(isLoggedOutError(new ApiError(500, 410001, ''))).toBe(true);
    expect(isLoggedOutError(new ApiError(500, 500, ''))).toBe(false);
  });
});

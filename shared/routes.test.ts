import { describe, expect, it } from 'vitest';
import { isSpaPath, isSpaUrl, SPA_ROUTES } from './routes';

describe('shared route list', () => {
  it('knows every page, its parameters and the shop sub-pages', () => {
    expect(SPA_ROUTES.length).toBeGreaterThan(40);
    for (const p of ['/', '/cart', '/goods_detail/12', '/merchant/merchant', '/merchant/merchant/coupon', '/users/integral']) expect(isSpaPath(p), p).toBe(true);
    for (const p of ['/goods_detail', '/goods_detail/1/2', '/merchant/merchant/nope', '/nope', '/cart/x']) expect(isSpaPath(p), p).toBe(false);
  });

  it('strips the non-default language prefixes only', () => {
    expect(isSpaUrl('/lao/login')).toBe(true);
    expect(isSpaUrl('/zh-CN')).toBe(true);
    expect(isSpaUrl('/th/goods_detail/3?x=1')).toBe(true);
    expect(isSpaUrl('/en/login')).toBe(false);
    expect(isSpaUrl('/de/login')).toBe(false);
  });
});

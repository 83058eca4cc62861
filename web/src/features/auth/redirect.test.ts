// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearFromPath, isSafeRedirect, isSignInPage, readFromPath, safeRedirectTarget, saveFromPath, takeFromPath } from './redirect';

afterEach(() => clearFromPath());

describe('isSafeRedirect', () => {
  it.each(['/', '/cart', '/order/order_confirm?preOrderNo=abc', '/fr/users/order_list?tab=2#top', '/goods_detail/12', '/search?q=%0a'])('accepts %s', (p) => {
    expect(isSafeRedirect(p)).toBe(true);
  });

  it.each([
    '',
    'cart',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/a//b',
    'https://evil.example/',
    'javascript:alert(1)',
    '/ok\nnext',
    ' /cart',
    '/cart\t',
    'http:/x',
  ])('rejects %j', (p) => {
    expect(isSafeRedirect(p)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isSafeRedirect(undefined)).toBe(false);
    expect(isSafeRedirect(null)).toBe(false);
    expect(isSafeRedirect(42)).toBe(false);
  });
});

describe('safeRedirectTarget', () => {
  it('falls back for unsafe paths and for the sign-in pages themselves', () => {
    expect(safeRedirectTarget('//evil.example')).toBe('/');
    expect(safeRedirectTarget('/login?x=1')).toBe('/');
    expect(safeRedirectTarget('/fr/register/user')).toBe('/');
    expect(safeRedirectTarget('/cart', '/home')).toBe('/cart');
  });
});

describe('fromPath cookie', () => {
  it('round-trips a safe path once', () => {
    saveFromPath('/users/order_list?type=1');
    expect(document.cookie).toContain('fromPath=');
    expect(readFromPath()).toBe('/users/order_list?type=1');
    expect(takeFromPath()).toBe('/users/order_list?type=1');
    expect(takeFromPath('/fallback')).toBe('/fallback');
  });

  it('never stores an unsafe path and ignores a forged cookie', () => {
    saveFromPath('//evil.example');
    expect(readFromPath()).toBeNull();
    document.cookie = `fromPath=${encodeURIComponent('https://evil.example')}; path=/`;
    expect(takeFromPath()).toBe('/');
  });
});

describe('isSignInPage', () => {
  it('knows the sign-in pages in every language', () => {
    expect(isSignInPage('/login')).toBe(true);
    expect(isSignInPage('/fr/forget')).toBe(true);
    expect(isSignInPage('/lao/register/user')).toBe(true);
    expect(isSignInPage('/cart')).toBe(false);
    expect(isSignInPage('/register/merchant')).toBe(false);
  });
});

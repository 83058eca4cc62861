// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { detectLanguage, languageFromPath, prefixPath, stripLanguagePrefix } from './languages';
import { formatNumber, initI18n, localePath, setServerTimeZone } from './index';
import { formatDate, parseUpstreamDate } from './format';

afterAll(() => initI18n('en'));

describe('language prefixes', () => {
  it('reads the language from the first path segment (never the default one)', () => {
    expect(languageFromPath('/fr/cart')).toBe('fr');
    expect(languageFromPath('/zh-CN')).toBe('zh-CN');
    expect(languageFromPath('/lao/users/user_info')).toBe('lao');
    expect(languageFromPath('/en/cart')).toBeNull();
    expect(languageFromPath('/cart')).toBeNull();
    expect(languageFromPath('/france')).toBeNull();
  });

  it('strips and adds prefixes, keeping query and hash', () => {
    expect(stripLanguagePrefix('/fr/cart')).toBe('/cart');
    expect(stripLanguagePrefix('/fr')).toBe('/');
    expect(prefixPath('/cart?x=1#top', 'th')).toBe('/th/cart?x=1#top');
    expect(prefixPath('/', 'es')).toBe('/es');
    expect(prefixPath('/?q=1', 'es')).toBe('/es?q=1');
    expect(prefixPath('/fr/cart', 'en')).toBe('/cart');
    expect(prefixPath('/fr/cart', 'lao')).toBe('/lao/cart');
  });

  it('prefers the path, then the locale cookie, then English', () => {
    expect(detectLanguage('/es/cart', 'locale=fr')).toBe('es');
    expect(detectLanguage('/cart', 'a=1; locale=fr')).toBe('fr');
    expect(detectLanguage('/cart', 'language=th')).toBe('th');
    expect(detectLanguage('/cart', 'locale=xx')).toBe('en');
    expect(detectLanguage('/cart', '')).toBe('en');
  });
});

describe('locale formatting', () => {
  it('reads upstream dates as GMT+8', () => {
    expect(parseUpstreamDate('2024-03-01 08:30:00')?.toISOString()).toBe('2024-03-01T00:30:00.000Z');
    expect(parseUpstreamDate('2024-03-01')?.toISOString()).toBe('2024-02-29T16:00:00.000Z');
    expect(parseUpstreamDate('garbage')).toBeNull();
    expect(formatDate('garbage')).toBe('');
    expect(formatDate('2024-13-45 99:99:99')).toBe('');
  });

  it('reads upstream dates in the zone the BFF names, ignoring unknown zones', () => {
    setServerTimeZone('Europe/London');
    try {
      expect(parseUpstreamDate('2024-07-01 08:30:00')?.toISOString()).toBe('2024-07-01T07:30:00.000Z');
      setServerTimeZone('Nowhere/Atlantis');
      expect(parseUpstreamDate('2024-01-01 08:30:00')?.toISOString()).toBe('2024-01-01T08:30:00.000Z');
    } finally {
      setServerTimeZone('Asia/Shanghai');
    }
  });

  it('formats numbers and dates for the current language', async () => {
    await initI18n('en');
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatNumber('1234.50')).toBe('1,234.5');
    expect(localePath('/cart')).toBe('/cart');
    expect(formatDate('2024-03-01 08:30:00', { dateStyle: 'long', timeZone: 'UTC' })).toBe('March 1, 2024');
    await initI18n('fr');
    expect(formatNumber(1234567.5)).toMatch(/^1\s234\s567,5$/);
    expect(formatDate('2024-03-01 08:30:00', { dateStyle: 'long', timeZone: 'UTC' })).toBe('1 mars 2024');
    expect(localePath('/cart')).toBe('/fr/cart');
    await initI18n('zh-CN');
    expect(formatDate('2024-03-01 08:30:00', { dateStyle: 'long', timeZone: 'UTC' })).toBe('2024年3月1日');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});

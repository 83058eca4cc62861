import { describe, expect, it } from 'vitest';
import { escapeHtml, splitLanguage } from './seo';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('splitLanguage', () => {
  it('splits a non-default language prefix off the path', () => {
    expect(splitLanguage('/zh-CN/goods_detail/1', 'en')).toEqual({ lang: 'zh-CN', rest: '/goods_detail/1' });
    expect(splitLanguage('/lao', 'en')).toEqual({ lang: 'lao', rest: '/' });
    expect(splitLanguage('/goods_detail/1', 'en')).toEqual({ lang: 'en', rest: '/goods_detail/1' });
  });
  it('treats the default language unprefixed, and unknown prefixes as paths', () => {
    expect(splitLanguage('/en/goods_detail/1', 'en')).toEqual({ lang: 'en', rest: '/en/goods_detail/1' });
    expect(splitLanguage('/fr/goods_detail/1', 'fr')).toEqual({ lang: 'fr', rest: '/fr/goods_detail/1' });
    expect(splitLanguage('/de/x', 'en')).toEqual({ lang: 'en', rest: '/de/x' });
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_TEXTS_ELEMENT_ID } from '../../../shared/first-screen';
import { readInlineTexts } from './inlineTexts';
import { i18n, initI18n, namespaces } from './index';

const NAMESPACES = ['common', 'shop'];
const TEXTS = { common: { nav: { home: 'Accueil' }, ok: 'OK' }, shop: { cart: 'Panier' } };

function put(content: string): void {
  document.getElementById(FIRST_TEXTS_ELEMENT_ID)?.remove();
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = FIRST_TEXTS_ELEMENT_ID;
  el.textContent = content;
  document.body.append(el);
}

afterEach(() => document.getElementById(FIRST_TEXTS_ELEMENT_ID)?.remove());

describe('the page language texts written into the page', () => {
  it('are read when they are for the language asked and hold every namespace', () => {
    put(JSON.stringify({ lang: 'fr', texts: { ...TEXTS, extra: { x: 'y' } } }));
    expect(readInlineTexts('fr', NAMESPACES)).toEqual(TEXTS);
  });

  it('are not there: null, so the catalogue files load', () => {
    expect(readInlineTexts('fr', NAMESPACES)).toBeNull();
    expect(readInlineTexts('fr', NAMESPACES, undefined)).toBeNull();
  });

  it.each([
    ['not JSON', '{"lang":"fr",'],
    ['another language (a locale cookie the server did not follow)', JSON.stringify({ lang: 'en', texts: TEXTS })],
    ['a namespace missing', JSON.stringify({ lang: 'fr', texts: { common: TEXTS.common } })],
    ['a catalogue that is a list', JSON.stringify({ lang: 'fr', texts: { ...TEXTS, shop: ['Panier'] } })],
    ['a text that is not a string', JSON.stringify({ lang: 'fr', texts: { ...TEXTS, common: { ok: 1 } } })],
    ['a nested null', JSON.stringify({ lang: 'fr', texts: { ...TEXTS, common: { nav: null } } })],
    ['no texts object', JSON.stringify({ lang: 'fr', texts: 'x' })],
    ['not an object', '[1,2]'],
  ])('are ignored when malformed: %s', (_name, content) => {
    put(content);
    expect(readInlineTexts('fr', NAMESPACES)).toBeNull();
  });

  it('start i18next without a catalogue file, and a damaged copy falls back to the files', async () => {
    const all = Object.fromEntries(namespaces().map((ns) => [ns, { inPage: `${ns} from the page` }]));
    put(JSON.stringify({ lang: 'fr', texts: all }));
    await initI18n('fr');
    expect(i18n.t('common:inPage')).toBe('common from the page');
    expect(document.documentElement.lang).toBe('fr');
    // The real French catalogue file, not the page's copy.
    put(JSON.stringify({ lang: 'fr', texts: { ...all, common: 'broken' } }));
    await initI18n('fr');
    expect(i18n.t('common:inPage')).toBe('common from the page');
    expect(i18n.t('common:nav.home')).toBe('Accueil');
  });
});

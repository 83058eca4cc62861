// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { SAME_EVERYWHERE, SAME_IN, isLanguageNeutral } from './sameAsEnglish';
import { i18n, initI18n, namespaces } from './index';

// The same glob the app loads from, so the test sees exactly what ships.
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
const present = new Map(Object.entries(files).map(([p, v]) => [p.replace('./locales/', '').replace(/\.json$/, ''), v]));

function flatten(obj: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else {
    out[prefix] = obj;
  }
  return out;
}

function load(lang: string, ns: string): Record<string, unknown> {
  return flatten(present.get(`${lang}/${ns}`) ?? {});
}

const englishNamespaces = [...present.keys()]
  .filter((k) => k.startsWith('en/'))
  .map((k) => k.slice(3))
  .sort();

describe('translation catalogues', () => {
  it('ships the shell namespaces', () => {
    expect(englishNamespaces).toEqual(expect.arrayContaining(['common', 'errors']));
  });

  it('has a folder for every language and no stray ones', () => {
    const folders = [...new Set([...present.keys()].map((k) => k.split('/')[0]))].sort();
    expect(folders).toEqual([...LANGUAGES].sort());
  });

  for (const ns of englishNamespaces) {
    describe(`namespace ${ns}`, () => {
      const en = load('en', ns);

      it('has only non-empty string values in English', () => {
        for (const [k, v] of Object.entries(en)) {
          expect(typeof v, `${ns}:${k}`).toBe('string');
          expect((v as string).trim(), `${ns}:${k}`).not.toBe('');
        }
      });

      for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
        it(`is complete in ${lang}`, () => {
          expect(present.has(`${lang}/${ns}`), `${lang}/${ns}.json missing`).toBe(true);
          const other = load(lang, ns);
          expect(Object.keys(other).sort(), `${lang}/${ns}.json keys`).toEqual(Object.keys(en).sort());
        });

        it(`is translated in ${lang}`, () => {
          const other = load(lang, ns);
          const allowed = new Set(SAME_IN[lang] ?? []);
          const untranslated = Object.entries(en)
            .filter(([k, v]) => typeof v === 'string' && other[k] === v)
            .filter(([k, v]) => !allowed.has(`${ns}:${k}`) && !SAME_EVERYWHERE.has((v as string).trim()) && !isLanguageNeutral(v as string))
            .map(([k]) => `${ns}:${k}`);
          expect(untranslated, `${lang} strings identical to English`).toEqual([]);
        });

        it(`keeps the placeholders in ${lang}`, () => {
          const other = load(lang, ns);
          const names = (s: unknown) => (typeof s === 'string' ? [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort() : []);
          for (const [k, v] of Object.entries(en)) expect(names(other[k]), `${lang} ${ns}:${k}`).toEqual(names(v));
        });
      }
    });
  }

  it('allow-listed exceptions are still identical (stale entries get removed)', () => {
    for (const [lang, keys] of Object.entries(SAME_IN)) {
      for (const full of keys ?? []) {
        const [ns, key] = full.split(':') as [string, string];
        expect(load(lang, ns)[key], `${lang} ${full}`).toBe(load('en', ns)[key]);
      }
    }
  });

  // Texts every screen shares (loading, retry, cancel, home, breadcrumb, empty) live once, in common.json;
  // a screen asks for them with the `common:` prefix whatever its own namespace is.
  it('shared texts are asked for in common.json, and exist there', () => {
    const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], { eager: true, query: '?raw', import: 'default' });
    const common = load('en', 'common');
    const missing: string[] = [];
    const unprefixed: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      for (const m of text.matchAll(/\bt\(\s*['"`]common:([\w.]+)['"`]/g)) if (!(m[1]! in common)) missing.push(`${file}: common:${m[1]}`);
      for (const m of text.matchAll(/\bt\(\s*['"`]common\.([\w.]+)['"`]/g)) unprefixed.push(`${file}: common.${m[1]}`);
    }
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
    expect(unprefixed).toEqual([]);
    for (const ns of englishNamespaces.filter((n) => n !== 'common')) expect(present.get(`en/${ns}`), ns).not.toHaveProperty('common');
  });

  it('loads every namespace of a language at start-up', async () => {
    await initI18n('th');
    expect(namespaces()).toEqual(englishNamespaces);
    for (const ns of englishNamespaces) expect(i18n.hasResourceBundle('th', ns), ns).toBe(true);
    expect(i18n.t('errors:page.goHome')).toBe('กลับหน้าแรก');
    expect(document.documentElement.lang).toBe('th');
    await initI18n('lao');
    expect(document.documentElement.lang).toBe('lo');
    await initI18n('en');
  });
});

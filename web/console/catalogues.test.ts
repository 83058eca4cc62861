import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_TAGS } from '../../shared/contract/codes';

/** Every key path of a catalogue, nested objects flattened with dots. */
function keys(obj: unknown, prefix = ''): string[] {
  if (typeof obj !== 'object' || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const consoles = ['seller', 'admin'];

// A merchant or operator who switches language must never meet a key in place of a sentence.
describe.each(consoles)('the %s console speaks all six languages', (app) => {
  const dir = fileURLToPath(new URL(`../${app}/src/locales/`, import.meta.url));
  const langs = readdirSync(dir).sort();
  const read = (lang: string) => JSON.parse(readFileSync(`${dir}${lang}/console.json`, 'utf8')) as unknown;

  it('has a catalogue for every storefront language', () => {
    expect(langs).toEqual(Object.keys(LANGUAGE_TAGS).sort());
  });

  it.each(langs.filter((l) => l !== 'en'))('%s has exactly the English keys, none empty', (lang) => {
    const en = keys(read('en')).sort();
    const other = read(lang);
    expect(keys(other).sort()).toEqual(en);
    const empty = keys(other).filter((k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], other) === '');
    expect(empty).toEqual([]);
  });
});

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

// A merchant or operator who switches language must never meet a key in place of a sentence. A language's
// catalogue is every file in its folder (one per part of the console), merged by top-level key.
describe.each(consoles)('the %s console speaks all six languages', (app) => {
  const dir = fileURLToPath(new URL(`../${app}/src/locales/`, import.meta.url));
  const langs = readdirSync(dir).sort();
  const files = readdirSync(`${dir}en`).filter((f) => f.endsWith('.json')).sort();
  const read = (lang: string, file: string) => JSON.parse(readFileSync(`${dir}${lang}/${file}`, 'utf8')) as Record<string, unknown>;

  it('has a catalogue for every storefront language, each with the same files', () => {
    expect(langs).toEqual(Object.keys(LANGUAGE_TAGS).sort());
    for (const lang of langs) expect(readdirSync(`${dir}${lang}`).filter((f) => f.endsWith('.json')).sort()).toEqual(files);
  });

  it('gives every top-level key to one file only, so merging loses nothing', () => {
    const owners = files.flatMap((file) => Object.keys(read('en', file)));
    expect(owners.length).toBe(new Set(owners).size);
  });

  it.each(langs.filter((l) => l !== 'en').flatMap((lang) => files.map((file) => [lang, file])))('%s/%s has exactly the English keys, none empty', (lang, file) => {
    const en = keys(read('en', file)).sort();
    const other = read(lang, file);
    expect(keys(other).sort()).toEqual(en);
    const empty = keys(other).filter((k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], other) === '');
    expect(empty).toEqual([]);
  });
});

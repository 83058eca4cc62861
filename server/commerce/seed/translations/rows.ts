import { CATALOGUE_TEXT_KINDS } from '../../catalogue-texts/kinds.js';
import { CATALOGUE_TRANSLATIONS, ROW_LANGUAGES } from './catalogue.js';

export interface CatalogueTextRow {
  kind: string;
  source: string;
  languageCode: string;
  text: string;
}

/**
 * The catalogue_texts rows of the demo marketplace: each text once in English (the language it is stored in,
 * which marks it as a text with translations, so a missing one is noticed) and once in each other language.
 */
export function catalogueTextRows(): CatalogueTextRow[] {
  const out: CatalogueTextRow[] = [];
  const seen = new Set<string>();
  for (const kind of CATALOGUE_TEXT_KINDS) {
    for (const row of CATALOGUE_TRANSLATIONS[kind]) {
      const [source, ...others] = row;
      if (seen.has(`${kind}\u0000${source}`)) continue;
      seen.add(`${kind}\u0000${source}`);
      out.push({ kind, source, languageCode: 'en', text: source });
      others.forEach((text, i) => out.push({ kind, source, languageCode: ROW_LANGUAGES[i]!, text }));
    }
  }
  return out;
}

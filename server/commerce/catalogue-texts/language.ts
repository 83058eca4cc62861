import { DEFAULT_LANGUAGE, LANGUAGES, type LanguageCode } from '../../../shared/constants.js';

/**
 * The language a front answer is written in: the `languageCode` query parameter, A's own name for it
 * (`language/content`). The address alone says the language, so every cache on the way (the BFF's public
 * answers and its drawn pages) keeps one entry per language without varying on a header; a request without
 * it, or with a language the marketplace does not run, reads the catalogue as stored.
 */
export function catalogueLanguage(query: unknown): LanguageCode {
  const raw = query && typeof query === 'object' ? (query as Record<string, unknown>).languageCode : undefined;
  if (typeof raw !== 'string') return DEFAULT_LANGUAGE;
  const wanted = raw.trim().toLowerCase();
  // "lo" is the BCP 47 tag browsers use for Lao; the marketplace's own code is "lao".
  const code = wanted === 'lo' ? 'lao' : wanted;
  return LANGUAGES.find((l) => l.toLowerCase() === code) ?? DEFAULT_LANGUAGE;
}

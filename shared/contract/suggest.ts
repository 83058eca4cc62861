import * as z from 'zod/mini';
import { int, list, money, object, picture, text } from './fields';
import { normaliseSuggestPrefix } from '../suggest-prefix';

/**
 * Suggestions as you type (GET /api/front/product/suggest, our extension; docs/api-extensions.md
 * "Suggestions as you type"): what the header's search box offers under the typed prefix.
 */

export { SUGGEST_PATH, normaliseSuggestPrefix, suggestsFor } from '../suggest-prefix';

/** How many of each group one answer holds at most. */
export const SUGGEST_LIMITS = { products: 8, shops: 3, categories: 3, keywords: 5 } as const;

/** A suggested product: enough to draw one line of the list and open the product. */
export const suggestedProduct = object({ id: int, image: picture, storeName: text, price: money });

/** A suggested shop: opens the shop's home. */
export const suggestedShop = object({ id: int, name: text, avatar: picture });

/** A suggested category (its name in the asked language): opens the category's list. */
export const suggestedCategory = object({ id: int, name: text });

/** A hot search term (the platform's list, as GET /api/front/search/keyword) that matches the prefix. */
export const suggestedKeyword = object({ id: int, title: text });

export const suggestAnswer = object({
  products: list(suggestedProduct),
  shops: list(suggestedShop),
  categories: list(suggestedCategory),
  keywords: list(suggestedKeyword),
});

// ---- Requests (what the SPA sends, what the service reads) ----------------------------------

/**
 * The query: `keyword`, any text (bad input reads as an empty answer, never an error); `languageCode`
 * as every shopper read (catalogue texts in that language).
 */
export const suggestQuery = z.object({
  keyword: z.pipe(
    z.optional(z.unknown()),
    z.transform((v) => normaliseSuggestPrefix(typeof v === 'string' ? v : Array.isArray(v) && typeof v[0] === 'string' ? v[0] : '')),
  ),
});

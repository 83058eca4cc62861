import * as z from 'zod/mini';
import { object, optional, text } from './fields';
import { page } from './common';
import { productCard } from './catalog';

/**
 * Typo tolerance on GET /api/front/product/list (our extension; docs/api-extensions.md "Typo tolerance and
 * Did you mean"): when a keyword finds nothing, or very few products, the service corrects it from the
 * catalogue's own words and says so in the page-info `data`, beside the contract's paging fields:
 *
 * - `correctedKeyword`: the list holds the corrected keyword's products (the typed one found none);
 * - `suggestedKeyword`: the list holds the typed keyword's few products; this one finds more ("Did you mean").
 *
 * An upstream without them never sends them; the SPA then shows the list as it is.
 */
export const searchCorrection = object({
  correctedKeyword: optional(text),
  suggestedKeyword: optional(text),
});

/** The names of the extension fields, which the BFF carries over from the page-info into its one page form. */
export const SEARCH_CORRECTION_FIELDS = ['correctedKeyword', 'suggestedKeyword'] as const;

export type SearchCorrection = { correctedKeyword?: string; suggestedKeyword?: string };

const cardPage = page(productCard).lenient;
const correction = searchCorrection.lenient;

/** The product list as the SPA reads it: the one page form, with the correction when the answer has one. */
export const productListPage = z.pipe(
  z.unknown(),
  z.transform((data) => {
    const p = cardPage.parse(data);
    const c = correction.safeParse(data);
    const extra: SearchCorrection = {};
    if (c.success && c.data.correctedKeyword) extra.correctedKeyword = c.data.correctedKeyword;
    if (c.success && c.data.suggestedKeyword) extra.suggestedKeyword = c.data.suggestedKeyword;
    return { ...p, ...extra };
  }),
);

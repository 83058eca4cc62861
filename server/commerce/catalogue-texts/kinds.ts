/**
 * The kinds of catalogue text the storefront shows in the shopper's language (docs/api-extensions.md
 * "Catalogue texts in the shopper's language"). A kind keeps one word apart from its namesake elsewhere:
 * "Pack" the spec name and "pack" the unit, "Fitness" the category and a banner's headline.
 */
export const CATALOGUE_TEXT_KINDS = ['category', 'specName', 'specValue', 'unit', 'guarantee', 'banner', 'keyword', 'shop'] as const;
export type CatalogueTextKind = (typeof CATALOGUE_TEXT_KINDS)[number];

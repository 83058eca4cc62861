import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { DEFAULT_LANGUAGE } from '../../../shared/constants.js';
import { catalogueLanguage } from './language.js';
import { loadDictionary, translateAnswer } from './translate.js';

/** The shopper-side reads: A's front API and its PC client's. The consoles edit the texts as stored. */
const FRONT = /^\/api\/(front|pc)\//;
/** Searches whose keyword may be a translated hot keyword or category name. */
const SEARCHES = new Set(['/api/front/product/list', '/api/front/product/merchant/pro/list']);

/**
 * Every front answer in the language its `languageCode` asks for (docs/api-extensions.md "Catalogue texts in
 * the shopper's language"), in one place so no route can forget it; and a search for a translated hot keyword
 * or category ("หูฟัง") finds what the stored one ("headphones") finds.
 */
export function registerCatalogueTexts(app: FastifyInstance, ctx: CommerceContext): void {
  app.addHook('preHandler', async (req) => {
    if (req.method !== 'GET' || !SEARCHES.has(req.routeOptions.url ?? '')) return;
    const lang = catalogueLanguage(req.query);
    const q = req.query as Record<string, unknown>;
    if (lang === DEFAULT_LANGUAGE || typeof q.keyword !== 'string' || q.keyword.trim() === '') return;
    const source = (await loadDictionary(ctx, lang)).source(['keyword', 'category'], q.keyword);
    if (source !== null) q.keyword = source;
  });
  app.addHook('preSerialization', async (req, _reply, payload: unknown) => {
    if (req.method !== 'GET' || !FRONT.test(req.url)) return payload;
    const lang = catalogueLanguage(req.query);
    if (lang === DEFAULT_LANGUAGE) return payload;
    return translateAnswer(await loadDictionary(ctx, lang), payload);
  });
}

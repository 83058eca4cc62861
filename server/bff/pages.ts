import type { FastifyReply, FastifyRequest } from 'fastify';
import { isSpaUrl } from '../../shared/routes';
import { detectLanguage } from '../../shared/languages';
import { bootConfig } from './boot-config';
import { noteShortfall } from './made-of';
import { pageTimeLeft, startPageBudget, withinPageBudget } from './page-budget';
import { PageStore, sendKeptPage, type MadePage } from './page-store';
import { inRegisteringScope, type BffContext, type RouteGroup } from './context';
import { FirstScreen } from './first-screen';
import { sendError, sendUpstreamFailure } from './replies';
import { inLanguage, Seo, splitLanguage } from './seo';
import { hasExtension, isApiPath, sendIndex, spaRoutes } from './spa';

type PageContext = 'config' | 'upstream' | 'cache' | 'cookie';

const NOINDEX = '<head><meta name="robots" content="noindex">';

/**
 * An app page: its language, its SEO tags, then its first screen (data, picture and chunk preloads),
 * and its status: a page naming what does not exist (an unknown category) is drawn as the app's
 * not-found page and answered 404 like an unknown address, so it is never indexed.
 */
function pageMaker({ config, upstream, cache, cookie }: Pick<BffContext, PageContext>, seo: Seo) {
  const firstScreen = new FirstScreen({
    upstream,
    cache,
    staticDir: config.STATIC_DIR,
    bootConfig: async (request) => (await bootConfig({ config, upstream, cache }, request, pageTimeLeft(request))).entry.body,
  });
  return async (request: FastifyRequest, html: string): Promise<MadePage> => {
    const url = new URL(request.url, 'http://x');
    const { lang, rest } = splitLanguage(url.pathname, config.DEFAULT_LANGUAGE);
    // Only whether a session cookie came along: the first screen is public either way.
    const signedIn = request.cookies[cookie.name] !== undefined;
    startPageBudget(request);
    const localised = inLanguage(html, lang);
    // Past the budget the page goes out without its tags or first screen; the SPA fetches what it needs.
    const tagged = await withinPageBudget(request, seo.render(request, localised)).catch(() => {
      noteShortfall();
      return localised;
    });
    let page: string;
    try {
      page = await firstScreen.render(request, tagged, rest, url.searchParams, lang, signedIn);
    } catch (err) {
      // Without its first screen the page still works: the SPA fetches what it needs.
      request.log.warn({ detail: err instanceof Error ? err.message : String(err) }, 'first screen unavailable');
      noteShortfall();
      page = tagged;
    }
    // Asked after the drawing and within the page's budget: the tree is read by then, and a stalled
    // upstream holds the page no longer than its drawing.
    const asked = seo.missing(request, rest, url.searchParams, detectLanguage(url.pathname, request.headers.cookie ?? ''));
    const missing = await withinPageBudget(request, asked).catch(() => false);
    return missing ? { html: page.replace('<head>', NOINDEX), status: 404 } : { html: page, status: 200 };
  };
}

/**
 * The pages: the built SPA's files, app pages drawn with their tags and first screen (kept whole for
 * visitors without a session, page-store.ts), the sitemap, and the answer to every unknown address.
 * Registered in the root scope, since the not-found handler answers for the whole BFF.
 */
export const pageRoutes: RouteGroup<PageContext> = inRegisteringScope(async (app, ctx) => {
  const { config } = ctx;
  const seo = new Seo({ upstream: ctx.upstream, cache: ctx.cache, defaultLanguage: config.DEFAULT_LANGUAGE, publicUrl: config.PUBLIC_URL, allowedHosts: config.ALLOWED_HOSTS });
  const makePage = pageMaker(ctx, seo);
  const store = new PageStore(ctx.cache, {
    ttlMs: config.CACHE_TTL_S * 1000,
    staleMaxMs: config.CACHE_STALE_MAX_S * 1000,
    onRefreshError: (key, err) => app.log.warn({ page: key, detail: err instanceof Error ? err.message : String(err) }, 'kept page not made again'),
  });
  app.decorate('bffPages', store);

  const servePage = async (request: FastifyRequest, reply: FastifyReply, html: string): Promise<FastifyReply> => {
    // A signed-in shopper's page marks the answers with personal flags for a refetch: made for them alone.
    if (request.cookies[ctx.cookie.name] !== undefined) {
      const page = await makePage(request, html);
      return sendIndex(reply, page.html, page.status);
    }
    // What a visitor's page depends on besides its address: the language its data is read in (the
    // address's, else the `locale` cookie) and the origin its links are written for.
    const pathname = request.url.split('?', 1)[0] ?? '/';
    const key = `${seo.baseUrl(request) ?? '-'} ${detectLanguage(pathname, request.headers.cookie ?? '')} ${request.url}`;
    const { entry, state } = await store.page(key, () => makePage(request, html));
    return sendKeptPage(request, reply, entry, state);
  };
  const spa = await spaRoutes(app, { staticDir: config.STATIC_DIR, serve: servePage });

  app.get('/sitemap.xml', async (request, reply) => {
    try {
      const base = seo.baseUrl(request);
      // A host we do not serve gets no sitemap (and no cache entry of its own).
      if (!base) return sendError(reply, 421);
      const body = await seo.sitemap(base);
      return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(body);
    } catch (err) {
      return sendUpstreamFailure(request, reply, err);
    }
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request) || (request.method !== 'GET' && request.method !== 'HEAD') || hasExtension(request.url)) {
      return sendError(reply, 404);
    }
    const html = spa.indexHtml();
    if (!html) return sendError(reply, 404);
    // Unknown pages get the app too (it shows its "not found" page), but with a real 404 status so
    // search engines never index them; known pages get their SEO tags.
    if (!isSpaUrl(request.url)) {
      const { lang } = splitLanguage(new URL(request.url, 'http://x').pathname, config.DEFAULT_LANGUAGE);
      return sendIndex(reply, inLanguage(html, lang).replace('<head>', NOINDEX), 404);
    }
    return servePage(request, reply, html);
  });
});

import type { FastifyRequest } from 'fastify';
import { isSpaUrl } from '../../shared/routes';
import { detectLanguage } from '../../shared/languages';
import { bootConfig } from './boot-config';
import { pageTimeLeft, startPageBudget, withinPageBudget } from './page-budget';
import { inRegisteringScope, type BffContext, type RouteGroup } from './context';
import { FirstScreen } from './first-screen';
import { sendError, sendUpstreamFailure } from './replies';
import { inLanguage, Seo, splitLanguage } from './seo';
import { hasExtension, isApiPath, sendIndex, spaRoutes } from './spa';

type PageContext = 'config' | 'upstream' | 'cache' | 'cookie';

/** An app page: its language, its SEO tags, then its first screen (data, picture and chunk preloads). */
function pageRenderer({ config, upstream, cache, cookie }: Pick<BffContext, PageContext>, seo: Seo) {
  const firstScreen = new FirstScreen({
    upstream,
    cache,
    staticDir: config.STATIC_DIR,
    bootConfig: async (request) => (await bootConfig({ config, upstream, cache }, request, pageTimeLeft(request))).entry.body,
  });
  return async (request: FastifyRequest, html: string): Promise<string> => {
    const url = new URL(request.url, 'http://x');
    const { lang, rest } = splitLanguage(url.pathname, config.DEFAULT_LANGUAGE);
    // Only whether a session cookie came along: the first screen is public either way.
    const signedIn = request.cookies[cookie.name] !== undefined;
    startPageBudget(request);
    const localised = inLanguage(html, lang);
    // Past the budget the page goes out without its tags or first screen; the SPA fetches what it needs.
    const tagged = await withinPageBudget(request, seo.render(request, localised)).catch(() => localised);
    try {
      return await firstScreen.render(request, tagged, rest, url.searchParams, lang, signedIn);
    } catch (err) {
      // Without its first screen the page still works: the SPA fetches what it needs.
      request.log.warn({ detail: err instanceof Error ? err.message : String(err) }, 'first screen unavailable');
      return tagged;
    }
  };
}

/**
 * The pages: the built SPA's files, app pages drawn with their tags and first screen, the sitemap,
 * and the answer to every unknown address. Registered in the root scope, since the not-found
 * handler answers for the whole BFF.
 */
export const pageRoutes: RouteGroup<PageContext> = inRegisteringScope(async (app, ctx) => {
  const { config } = ctx;
  const seo = new Seo({ upstream: ctx.upstream, cache: ctx.cache, defaultLanguage: config.DEFAULT_LANGUAGE, publicUrl: config.PUBLIC_URL, allowedHosts: config.ALLOWED_HOSTS });
  const renderPage = pageRenderer(ctx, seo);
  const spa = await spaRoutes(app, { staticDir: config.STATIC_DIR, render: renderPage });

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
      return sendIndex(reply, inLanguage(html, lang).replace('<head>', '<head><meta name="robots" content="noindex">'), 404);
    }
    // A page naming what does not exist (an unknown category) is drawn as the app's not-found page and
    // answered 404 like an unknown address, so it is never indexed.
    const page = await renderPage(request, html);
    // Asked after the drawing and within the page's budget: the tree is read by then, and a stalled
    // upstream holds the page no longer than its drawing.
    const url = new URL(request.url, 'http://x');
    const asked = seo.missing(request, splitLanguage(url.pathname, config.DEFAULT_LANGUAGE).rest, url.searchParams, detectLanguage(url.pathname, request.headers.cookie ?? ''));
    const missing = await withinPageBudget(request, asked).catch(() => false);
    if (!missing) return sendIndex(reply, page);
    return sendIndex(reply, page.replace('<head>', '<head><meta name="robots" content="noindex">'), 404);
  });
});

import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { LANGUAGES } from '../../shared/constants';
import { category, productCard, productDetail, type CategoryWire } from '../../shared/contract/catalog';
import { languageTag } from '../../shared/contract/codes';
import { pick } from '../../shared/contract/fields';
import { merchantCard, merchantInfo } from '../../shared/contract/merchant';
import { siteIndex } from '../../shared/contract/site';
import { pageTitle, SITE_NAME_FALLBACK } from '../../shared/page-title';
import type { PublicCache } from './cache';
import { normalisePage } from './envelope';
import { UpstreamError, type UpstreamClient } from './upstream';
import { parseData, readData } from './upstream-read';
import { pageTimeLeft } from './page-budget';

/** Our path prefix for Lao is `lao` (the spec's code); hreflang wants the BCP 47 tag `lo`. */
const hreflangOf = languageTag;

/**
 * SEO without SSR: for product, category and shop pages the BFF writes title, meta
 * description, canonical, hreflang alternates and Open Graph tags into index.html from public
 * upstream data (fetched without a token, kept in the public cache); plus /sitemap.xml.
 * Anything going wrong here only means the plain index.html – a page never fails because of SEO.
 */
export interface SeoDeps {
  upstream: UpstreamClient;
  cache: PublicCache;
  defaultLanguage: string;
  publicUrl?: string;
  /** Host names (host or host:port) links may be built from when PUBLIC_URL is unset. */
  allowedHosts?: string[];
}

/** Without PUBLIC_URL or ALLOWED_HOSTS, only the machine's own names (development). */
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:\d{1,5})?$/;

export interface PageMeta {
  title: string;
  description: string;
  image?: string;
  ogType: 'product' | 'website';
}

/**
 * The cache key of a public answer the API itself does not cache (a product's detail, a list page):
 * SEO tags and the page's first screen read the same entry.
 */
export function publicEntryKey(pathAndQuery: string): string {
  return `public:${pathAndQuery}`;
}

/** SEO fetches must not hold a page long: a short budget, then the plain page. */
const SEO_TIMEOUT_MS = 1500;
const SITEMAP_MAX_PAGES = 50;
const SITEMAP_PAGE_SIZE = 100;
const ID = /^\d{1,12}$/;

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
const clip = (s: string, n = 160) => (s.length <= n ? s : `${s.slice(0, n - 1).trimEnd()}…`);

/** Splits `/zh-CN/goods_detail/1` into the language and the app path. */
export function splitLanguage(path: string, defaultLanguage: string): { lang: string; rest: string } {
  const seg = path.split('/')[1] ?? '';
  const lang = LANGUAGES.find((l) => l.toLowerCase() === seg.toLowerCase());
  if (lang && lang !== defaultLanguage) return { lang, rest: path.slice(seg.length + 1) || '/' };
  return { lang: defaultLanguage, rest: path };
}

/**
 * index.html saying the page's language as a BCP 47 tag. The address alone says it, so every page says it
 * before its script runs (screen readers read a drawn page in it): one with no tags of its own, one whose data
 * failed, an unknown page.
 */
export function inLanguage(html: string, lang: string): string {
  return html.replace(/<html([^>]*)\slang="[^"]*"/, (_tag, attrs: string) => `<html${attrs} lang="${escapeHtml(languageTag(lang))}"`);
}

// The parts of the contract's answers the page tags and the sitemap read.
const productSchema = pick(productDetail, ['productInfo'], {
  productInfo: pick(productDetail.shape.productInfo, ['storeName', 'storeInfo', 'content', 'image']),
}).lenient;
const treeSchema = z.array(category.lenient);
const merchantSchema = pick(merchantInfo, ['name', 'avatar', 'backImage']).lenient;
const siteIndexSchema = pick(siteIndex, ['siteName']).lenient;
const productIds = z.array(pick(productCard, ['id']).lenient);
const shopIds = z.array(pick(merchantCard, ['id']).lenient);

/**
 * A public read in the page's language, under the address the SPA asks for it (web/src/api/client.ts adds the
 * same `languageCode`), so the page's tags, its first screen and the API route share one cache entry.
 */
function inLanguageOf(path: string, lang: string | undefined): string {
  return lang ? `${path}?languageCode=${encodeURIComponent(lang)}` : path;
}

export class Seo {
  constructor(private readonly deps: SeoDeps) {}

  private data(request: FastifyRequest | null, path: string): Promise<unknown> {
    return readData(this.deps.upstream, request, path, { timeoutMs: pageTimeLeft(request, SEO_TIMEOUT_MS) });
  }

  /** A public upstream call through the public cache, stored exactly as the API route stores it
   * (so the category tree entry is shared), and checked against `shape` when read. */
  private async cached<T>(request: FastifyRequest | null, key: string, path: string, shape: z.ZodMiniType<T, unknown>): Promise<T> {
    const { entry } = await this.deps.cache.get(key, async () => {
      const data = await this.data(request, path);
      return Buffer.from(JSON.stringify(normalisePage(data) ?? data ?? null));
    });
    return parseData(shape, JSON.parse(entry.body.toString('utf8')), path);
  }

  /** The platform's own name from the site index (the entry the header's name comes from), or null. */
  private async platformName(request: FastifyRequest, lang?: string): Promise<string | null> {
    try {
      const path = inLanguageOf('/api/front/index', lang);
      return (await this.cached(request, path, path, siteIndexSchema)).siteName.trim() || null;
    } catch {
      return null;
    }
  }

  /** The category tree; in a language, its names as that language's pages show them (the SPA's own entry). */
  private tree(request: FastifyRequest | null, lang?: string) {
    const path = inLanguageOf('/api/front/product/category', lang);
    return this.cached(request, path, path, treeSchema);
  }

  /**
   * Whether an app page names something that does not exist, so it goes out with HTTP 404 (and the SPA
   * shows its not-found page): a category page without an id, or with one the category tree does not
   * hold. When the tree cannot be read, nothing is known to be missing.
   */
  async missing(request: FastifyRequest, rest: string, query: URLSearchParams, lang?: string): Promise<boolean> {
    if (!/^\/categories\/?$/.test(rest)) return false;
    const id = query.get('id') ?? '';
    if (!ID.test(id) || Number(id) === 0) return true;
    try {
      return findCategory(await this.tree(request, lang), Number(id)) === null;
    } catch {
      return false;
    }
  }

  /** Page meta for an app path, or null when the page has none of its own. */
  async metaFor(request: FastifyRequest, rest: string, query: URLSearchParams, siteName: string, lang?: string): Promise<PageMeta | null> {
    const id = query.get('id') ?? '';
    const goods = /^\/goods_detail\/(\d{1,12})\/?$/.exec(rest);
    if (goods) {
      const path = inLanguageOf(`/api/front/product/detail/${goods[1]}`, lang);
      const p = (await this.cached(request, publicEntryKey(path), path, productSchema)).productInfo;
      const text = stripTags(p.storeInfo || p.content || '') || `${p.storeName} – ${siteName}`;
      return { title: pageTitle(p.storeName, siteName), description: clip(text), image: p.image || undefined, ogType: 'product' };
    }
    if (rest === '/categories' && ID.test(id)) {
      const found = findCategory(await this.tree(request, lang), Number(id));
      if (!found) return null;
      const children = found.childList.map((c) => c.name);
      const description = children.length ? `${found.name}: ${children.join(', ')}` : `${found.name} – ${siteName}`;
      return { title: pageTitle(found.name, siteName), description: clip(description), ogType: 'website' };
    }
    if (/^\/merchant\/merchant(\/home)?\/?$/.test(rest) && ID.test(id)) {
      const m = await this.cached(request, `seo:merchant:${id}`, `/api/front/merchant/index/info/${id}`, merchantSchema);
      return { title: pageTitle(m.name, siteName), description: clip(`${m.name} – ${siteName}`), image: m.avatar || m.backImage || undefined, ogType: 'website' };
    }
    return null;
  }

  /**
   * The origin links are built from: PUBLIC_URL, else the request's host only when it is allowed.
   * A forged Host header gets null (no links, no new cache entry), never its own origin in a page.
   */
  baseUrl(request: FastifyRequest): string | null {
    if (this.deps.publicUrl) return new URL(this.deps.publicUrl).origin;
    const host = request.host.toLowerCase();
    const allowed = this.deps.allowedHosts?.length ? this.deps.allowedHosts.includes(host) : LOCAL_HOST.test(host);
    return allowed ? `${request.protocol}://${host}` : null;
  }

  /** Absolute URL of `appPath` (with query) in `lang`. */
  urlFor(base: string, lang: string, appPath: string): string {
    const prefix = lang === this.deps.defaultLanguage ? '' : `/${lang}`;
    const p = prefix && appPath === '/' ? prefix : `${prefix}${appPath}`;
    return `${base}${p}`;
  }

  /** index.html with this page's tags, or the page as it is when it has none (or they fail). */
  async render(request: FastifyRequest, html: string): Promise<string> {
    const url = new URL(request.url, 'http://x');
    const { lang, rest } = splitLanguage(url.pathname, this.deps.defaultLanguage);
    // The name the page's header shows, so the title and og:site_name agree with it before and after the takeover.
    const siteName = (await this.platformName(request, lang)) ?? SITE_NAME_FALLBACK;
    let meta: PageMeta | null;
    try {
      meta = await this.metaFor(request, rest, url.searchParams, siteName, lang);
    } catch (err) {
      request.log.warn({ detail: err instanceof Error ? err.message : String(err) }, 'seo data unavailable');
      return html;
    }
    if (!meta) return html;
    const base = this.baseUrl(request);
    if (!base) return html;
    const keep = new URLSearchParams();
    const id = url.searchParams.get('id');
    if (id && ID.test(id)) keep.set('id', id);
    const appPath = rest + (keep.size ? `?${keep}` : '');
    const canonical = this.urlFor(base, lang, appPath);
    const abs = (u: string | undefined) => (!u ? undefined : /^https?:\/\//.test(u) ? u : u.startsWith('/') ? `${base}${u}` : undefined);
    const image = abs(meta.image);
    const e = escapeHtml;
    const tags = [
      `<meta name="description" content="${e(meta.description)}">`,
      `<link rel="canonical" href="${e(canonical)}">`,
      ...LANGUAGES.map((l) => `<link rel="alternate" hreflang="${hreflangOf(l)}" href="${e(this.urlFor(base, l, appPath))}">`),
      `<link rel="alternate" hreflang="x-default" href="${e(this.urlFor(base, this.deps.defaultLanguage, appPath))}">`,
      `<meta property="og:type" content="${meta.ogType}">`,
      `<meta property="og:title" content="${e(meta.title)}">`,
      `<meta property="og:description" content="${e(meta.description)}">`,
      `<meta property="og:url" content="${e(canonical)}">`,
      `<meta property="og:site_name" content="${e(siteName)}">`,
      `<meta property="og:locale" content="${e(languageTag(lang).replace('-', '_'))}">`,
      ...(image ? [`<meta property="og:image" content="${e(image)}">`] : []),
      `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
    ].join('\n    ');
    return html
      // Function replacements: a product or shop name may hold `$&`-style patterns a string replacement would expand.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${e(meta.title)}</title>`)
      .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
      .replace('</head>', () => `    ${tags}\n  </head>`);
  }

  /** All ids of a paged public list, bounded. */
  private async allIds(path: string, shape: typeof productIds | typeof shopIds): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; page <= SITEMAP_MAX_PAGES; page++) {
      const data = await this.data(null, `${path}?page=${page}&limit=${SITEMAP_PAGE_SIZE}`);
      const p = normalisePage(data);
      if (!p) throw new UpstreamError('bad', `${path}: not a page`, 0);
      ids.push(...parseData(shape, p.list, path).map((x) => x.id));
      if (p.list.length < SITEMAP_PAGE_SIZE || page >= p.pages) break;
    }
    return ids;
  }

  /** The sitemap body, cached like other public data. */
  async sitemap(base: string): Promise<Buffer> {
    const { entry } = await this.deps.cache.get(`seo:sitemap:${base}`, async () => {
      const [tree, products, shops] = await Promise.all([this.tree(null), this.allIds('/api/front/product/list', productIds), this.allIds('/api/front/merchant/street', shopIds)]);
      const paths = [
        '/',
        ...flatten(tree).map((c) => `/categories?id=${c.id}`),
        ...products.map((id) => `/goods_detail/${id}`),
        ...shops.map((id) => `/merchant/merchant/home?id=${id}`),
      ];
      const e = escapeHtml;
      const urls = paths.map((p) => {
        const alternates = LANGUAGES.map((l) => `<xhtml:link rel="alternate" hreflang="${hreflangOf(l)}" href="${e(this.urlFor(base, l, p))}"/>`).join('');
        return `<url><loc>${e(this.urlFor(base, this.deps.defaultLanguage, p))}</loc>${alternates}</url>`;
      });
      return Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
      );
    });
    return entry.body;
  }
}

function flatten(nodes: CategoryWire[]): CategoryWire[] {
  return nodes.flatMap((n) => [n, ...flatten(n.childList)]);
}

function findCategory(nodes: CategoryWire[], id: number): CategoryWire | null {
  return flatten(nodes).find((n) => n.id === id) ?? null;
}

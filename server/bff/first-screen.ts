import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { FIRST_SCREEN_ELEMENT_ID, FIRST_TEXTS_ELEMENT_ID, ROOT_ELEMENT_ID, SERVER_DRAWN_ATTRIBUTE, SHELL_QUERIES, routeQueries, shellRoute, type FirstScreenQuery } from '../../shared/first-screen';
import { detectLanguage } from '../../shared/languages';
import { imageList } from '../../shared/pictures';
import { BANNER_DISPLAY_WIDTH, GOODS_PICTURE_DISPLAY_WIDTH, GRID_CARD_DISPLAY_WIDTH, pictureSources, type PictureSources } from '../../shared/picture-widths';
import { cacheKey, type PublicCache } from './cache';
import { allowlist } from './allowlist';
import { escapeHtml, publicEntryKey } from './seo';
import { readNormalised, upstreamHeaders } from './upstream-read';
import { pageTimeLeft, withinPageBudget } from './page-budget';
import { UpstreamError, type UpstreamClient } from './upstream';
import { PageDrawing } from './page-drawing';

/** Vite's entry script tag in index.html, with its address. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;

/** A JSON file the build wrote under `.vite` (never served); null when it is missing or unreadable. */
function readBuildFile(staticDir: string, name: string): unknown {
  try {
    return JSON.parse(readFileSync(join(staticDir, '.vite', name), 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** The after-paint script the build names in `.vite/after-paint.json`; null when the build has none. */
function readAfterPaint(staticDir: string): string | null {
  const file = (readBuildFile(staticDir, 'after-paint.json') as { file?: unknown } | null)?.file;
  return typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file) && existsSync(join(staticDir, file)) ? file : null;
}

/** The SPA's root element as index.html has it. */
const EMPTY_ROOT = `<div id="${ROOT_ELEMENT_ID}"></div>`;

/**
 * The first screen in the page (docs/adr/0007): the BFF writes the public answers the SPA's first
 * screen reads (header data, the route's main list) into index.html as TanStack Query's dehydrated
 * state, so the SPA renders without a round trip; and it names the route's chunk, its language
 * files and its largest picture for the browser to fetch at once.
 *
 * Answers are fetched without any token and kept in the public cache (the API's own entries where
 * the API caches that call), so a page costs a few map look-ups. Nothing of a signed-in shopper ever
 * goes in: an answer with a personal flag is written as already stale, so the SPA refetches it with
 * the shopper's session. A failing call only leaves its query out; the SPA then fetches it as usual.
 */
interface FirstScreenDeps {
  upstream: UpstreamClient;
  cache: PublicCache;
  /** The BFF's own /api/bff/config answer (already cached by its route). */
  bootConfig: (request: FastifyRequest) => Promise<Buffer>;
  staticDir: string;
}

/** The page must not wait long for data it can do without. */
const FIRST_SCREEN_TIMEOUT_MS = 1500;

const PUBLIC_GETS = new Set(allowlist.filter((r) => r.public && r.method === 'GET').map((r) => r.path));

/** TanStack Query's dehydrated query (v5), with the API's answer as its data. */
interface DehydratedQuery {
  queryKey: readonly unknown[];
  queryHash: string;
  dehydratedAt: number;
  state: {
    data: unknown;
    dataUpdateCount: number;
    dataUpdatedAt: number;
    error: null;
    errorUpdateCount: number;
    errorUpdatedAt: number;
    fetchFailureCount: number;
    fetchFailureReason: null;
    fetchMeta: null;
    isInvalidated: boolean;
    status: 'success';
    fetchStatus: 'idle';
  };
}

interface FirstScreenState {
  mutations: [];
  queries: DehydratedQuery[];
}

/** TanStack Query's key hash: JSON with object keys sorted. */
function queryHash(key: readonly unknown[]): string {
  return JSON.stringify(key, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, (v as Record<string, unknown>)[k]]))
      : v,
  );
}

/**
 * JSON that is safe inside a <script> element: no `<`, `>` or `&` can end the element or open a
 * comment, and U+2028/2029 are escaped too. JSON.parse reads it back unchanged.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function queryString(q: FirstScreenQuery, lang: string): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(q.query ?? {})) p.set(k, String(v));
  // The page's language, as the SPA names it on every read (web/src/api/client.ts): the catalogue's texts
  // come back in it, and the public cache keeps one answer per language (docs/api-extensions.md).
  if (!p.has('languageCode')) p.set('languageCode', lang);
  return p.toString();
}

interface Manifest {
  [src: string]: { file: string; imports?: string[]; css?: string[]; isDynamicEntry?: boolean; isEntry?: boolean };
}

/** Pages whose largest paint is the first card of the product grid. */
const GRID_PAGES = new Set(['src/pages/catalog/CategoriesPage.tsx', 'src/pages/catalog/SearchPage.tsx']);

/** The page module of each route the first screen covers (web/src/app/routeTable.ts). */
function pageModule(path: string): string | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (clean === '/' || clean === '/index2' || clean === '/index_bak') return 'src/pages/home/HomePage.tsx';
  if (clean === '/categories') return 'src/pages/catalog/CategoriesPage.tsx';
  if (clean === '/goods/goods_search' || clean === '/goods/search') return 'src/pages/catalog/SearchPage.tsx';
  if (/^\/goods_detail\/\d{1,12}$/.test(clean) || clean === '/goods/detail') return 'src/pages/goods/GoodsDetailPage.tsx';
  return null;
}

export class FirstScreen {
  private readonly manifest: Manifest | null;
  /** Each language's texts as the build wrote them (dist/web/.vite/locales/<lang>.json), read once. */
  private readonly texts = new Map<string, unknown>();

  private readonly drawing: PageDrawing;

  /** The script that starts a drawn page's entry after its first paint (web/src/afterPaint.ts), or null. */
  private readonly afterPaint: string | null;

  constructor(private readonly deps: FirstScreenDeps) {
    this.drawing = new PageDrawing(deps.staticDir);
    const path = join(deps.staticDir, '.vite', 'manifest.json');
    this.manifest = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
    this.afterPaint = readAfterPaint(deps.staticDir);
  }

  /** The language's catalogues, one per namespace; null when the build has none for it. */
  languageTexts(lang: string): unknown {
    if (!/^[A-Za-z]{2,3}(-[A-Za-z]{2})?$/.test(lang)) return null;
    // A missing or unreadable file only means the SPA loads the catalogues itself.
    if (!this.texts.has(lang)) this.texts.set(lang, readBuildFile(this.deps.staticDir, `locales/${lang}.json`));
    return this.texts.get(lang) ?? null;
  }

  /** One answer as the API sends it, from the public cache. */
  private async answer(request: FastifyRequest, q: FirstScreenQuery, lang: string): Promise<{ body: Buffer; storedAt: number }> {
    if (q.path === '/api/bff/config') return { body: await this.deps.bootConfig(request), storedAt: Date.now() };
    const qs = queryString(q, lang);
    const full = qs ? `${q.path}?${qs}` : q.path;
    // The API caches its public calls under their path; the rest get entries of their own.
    const key = PUBLIC_GETS.has(q.path) ? cacheKey(q.path, qs) : publicEntryKey(cacheKey(q.path, qs));
    const { entry } = await this.deps.cache.get(key, async () => {
      const n = await readNormalised(this.deps.upstream, request, { method: 'GET', path: full, headers: upstreamHeaders(request), timeoutMs: pageTimeLeft(request, FIRST_SCREEN_TIMEOUT_MS) });
      if (!n.ok) throw new UpstreamError('bad', `${q.path}: HTTP ${n.status}`, 0);
      return Buffer.from(JSON.stringify(n.body));
    });
    return { body: entry.body, storedAt: entry.storedAt };
  }

  /**
   * The dehydrated first screen of an app path (queries whose answer failed are left out), and a name
   * for the answers it holds: each query with the time its answer was stored.
   */
  private async collect(request: FastifyRequest, path: string, params: URLSearchParams, lang: string, signedIn: boolean): Promise<{ state: FirstScreenState; version: string }> {
    const wanted = [...SHELL_QUERIES, ...routeQueries(path, params)];
    // Within the page's budget even when an answer joins a read already under way with a longer timeout.
    const settled = await Promise.allSettled(wanted.map((q) => withinPageBudget(request, this.answer(request, q, lang))));
    const queries: DehydratedQuery[] = [];
    const version: string[] = [];
    settled.forEach((r, i) => {
      const q = wanted[i]!;
      if (r.status === 'rejected') {
        request.log.info({ firstScreen: q.path, detail: r.reason instanceof Error ? r.reason.message : String(r.reason) }, 'first screen query left out');
        return;
      }
      const hash = queryHash(q.key);
      version.push(`${hash}@${r.value.storedAt}`);
      queries.push({
        queryKey: q.key,
        queryHash: hash,
        dehydratedAt: Date.now(),
        state: {
          data: JSON.parse(r.value.body.toString('utf8')) as unknown,
          dataUpdateCount: 1,
          // A personal flag for a signed-in shopper: shown at once, refetched with the session.
          dataUpdatedAt: q.personal && signedIn ? 0 : r.value.storedAt,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      });
    });
    return { state: { mutations: [], queries }, version: version.join(' ') };
  }

  /** The route's largest picture (the home banner, the goods page's main picture, the grid's first card),
   * in the sizes its tag offers. */
  lcpImage(state: FirstScreenState, path = ''): PictureSources | null {
    const page = pageModule(path);
    for (const q of state.queries) {
      const [a, b] = q.queryKey;
      const data = q.state.data as Record<string, unknown> | null;
      if (!data || typeof data !== 'object') continue;
      if (a === 'site' && b === 'pcHome' && Array.isArray(data.banner)) {
        for (const item of data.banner as unknown[]) {
          if (!item || typeof item !== 'object') continue;
          const o = item as Record<string, unknown>;
          const src = [o.pic, o.image, o.img].find((v) => typeof v === 'string' && v.trim() !== '');
          if (typeof src === 'string') return pictureSources(src.trim(), BANNER_DISPLAY_WIDTH);
        }
      }
      if (a === 'product' && b === 'detail') {
        const info = data.productInfo as Record<string, unknown> | undefined;
        if (!info) continue;
        const first = imageList(info.sliderImage)[0] ?? (typeof info.image === 'string' ? info.image.trim() : '');
        if (first) return pictureSources(first, GOODS_PICTURE_DISPLAY_WIDTH);
      }
      if (a === 'product' && b === 'list' && page && GRID_PAGES.has(page) && Array.isArray(data.list)) {
        const card = data.list[0] as Record<string, unknown> | undefined;
        const src = typeof card?.image === 'string' ? card.image.trim() : '';
        if (src) return pictureSources(src, GRID_CARD_DISPLAY_WIDTH);
      }
    }
    return null;
  }

  /** The script chunks and the stylesheets the first render waits for: the first screen's reader,
   * the route's page and its imports, the language's catalogues. */
  chunks(path: string, lang: string, withCatalogues: boolean): { js: string[]; css: string[] } {
    if (!this.manifest) return { js: [], css: [] };
    const js = new Set<string>();
    const css = new Set<string>();
    const add = (src: string) => {
      const m = this.manifest?.[src];
      if (!m || m.isEntry || js.has(`/${m.file}`)) return;
      js.add(`/${m.file}`);
      for (const c of m.css ?? []) css.add(`/${c}`);
      for (const i of m.imports ?? []) add(i);
    };
    // The SPA's reader of this first screen, then the route's page.
    add('src/app/firstScreen.ts');
    const page = pageModule(path);
    if (page) add(page);
    // A signed-in page is drawn as its frame: the account area's frame is the user layout's.
    if (shellRoute(path)?.layout === 'user') add('src/app/layouts/UserLayout.tsx');
    if (withCatalogues) {
      const prefix = `src/i18n/locales/${lang}/`;
      for (const src of Object.keys(this.manifest)) if (src.startsWith(prefix)) add(src);
    }
    return { js: [...js], css: [...css] };
  }

  /** The header's logo: on every page, and often the largest picture Chrome counts (pictures of
   * flat colour, such as drawn banners, are not candidates for the largest paint). */
  logo(state: FirstScreenState): string | null {
    const site = state.queries.find((q) => q.queryKey[0] === 'site' && q.queryKey[1] === 'index')?.state.data as { logoUrl?: unknown } | null | undefined;
    return typeof site?.logoUrl === 'string' && site.logoUrl.trim() !== '' ? site.logoUrl : null;
  }

  /** index.html with the first screen's data and texts, the picture preloads, the module preloads and the route's stylesheet preloads. */
  async render(request: FastifyRequest, html: string, path: string, params: URLSearchParams, lang: string, signedIn: boolean): Promise<string> {
    // The data in the language the SPA will ask for it in (the path, else the shopper's cookie; web/src/api/client.ts).
    const dataLang = detectLanguage(new URL(request.url, 'http://storefront.invalid').pathname, request.headers.cookie ?? '');
    const { state, version } = await this.collect(request, path, params, dataLang, signedIn);
    const stateJson = scriptJson(state);
    // Signed-in pages too, as their shell: the drawing never knows the shopper (issue 26).
    const drawn = pageModule(path) || shellRoute(path) ? await this.drawn(request, stateJson, lang, version) : null;
    const image = this.lcpImage(state, path);
    const logo = this.logo(state);
    const texts = this.languageTexts(lang);
    const pictures = [
      // With the same srcset and sizes as the tag, so the browser picks the same copy and loads it once.
      ...(image ? [`<link rel="preload" as="image" href="${escapeHtml(image.src)}"${image.srcSet ? ` imagesrcset="${escapeHtml(image.srcSet)}" imagesizes="${escapeHtml(image.sizes ?? '')}"` : ''} fetchpriority="high">`] : []),
      ...(logo && logo !== image?.src ? [`<link rel="preload" as="image" href="${escapeHtml(logo)}" fetchpriority="high">`] : []),
    ];
    const { js, css } = this.chunks(path, lang, texts === null);
    const later = drawn
      ? // A drawn page paints before any script runs: its stylesheets are linked, since the paint waits for
        // them, and it names no module to preload, since its scripts start after the paint (ADR 0009).
        css.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`)
      : // The route's chunks, and its stylesheets: the page chunk waits for them before it renders, so they start
        // with the page instead of after the entry script. Preloaded rather than linked, so the entry script never
        // waits for them (a stylesheet in the head holds back the scripts after it); the chunk then adds them from
        // the cache.
        [
          ...js.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
          ...css.map((href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}">`),
        ];
    const scripts = [
      `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">${stateJson}</script>`,
      ...(texts === null ? [] : [`<script type="application/json" id="${FIRST_TEXTS_ELEMENT_ID}">${scriptJson({ lang, texts })}</script>`]),
    ];
    // The pictures ahead of the entry script, so the browser asks for them first; the entry script then
    // takes the first connection, and the chunks it will import follow it.
    const head = html.indexOf('</head>');
    const entry = html.indexOf('<script type="module"');
    const at = entry >= 0 && entry < head ? entry : head;
    let out = html;
    if (later.length && head >= 0) out = `${out.slice(0, head)}  ${later.join('\n    ')}\n  ${out.slice(head)}`;
    if (pictures.length && at >= 0) out = `${out.slice(0, at)}${pictures.join('\n    ')}\n    ${out.slice(at)}`;
    if (drawn) {
      out = out.replace(EMPTY_ROOT, () => `<div id="${ROOT_ELEMENT_ID}" ${SERVER_DRAWN_ATTRIBUTE}>${drawn}</div>`);
      // The entry is fetched at once but run only after the drawn page has painted (web/src/afterPaint.ts).
      const afterPaint = this.afterPaint;
      if (afterPaint) {
        out = out.replace(
          ENTRY_SCRIPT,
          (_tag, src: string) => `<script type="module" crossorigin src="/${escapeHtml(afterPaint)}" data-entry="${src}"></script>`,
        );
      }
    }
    // A function replacement: shop data in the scripts may hold `$&`-style patterns a string replacement would expand.
    return out.replace('</body>', () => `  ${scripts.join('\n  ')}\n  </body>`);
  }

  /** The page's root markup drawn here, or null: a drawing that fails leaves the page to the browser. */
  private async drawn(request: FastifyRequest, stateJson: string, lang: string, version: string): Promise<string | null> {
    const url = new URL(request.url, 'http://storefront.invalid');
    // Drawn only in the language the SPA will run in (a plain address follows the shopper's earlier
    // choice, kept in a cookie): drawn in another, the browser would have to draw it again.
    if (detectLanguage(url.pathname, request.headers.cookie ?? '') !== lang) return null;
    try {
      const page = await this.drawing.draw(`${url.pathname}${url.search}`, lang, stateJson, version);
      return page?.html ?? null;
    } catch (err) {
      request.log.warn({ detail: err instanceof Error ? err.message : String(err) }, 'first screen not drawn');
      return null;
    }
  }
}

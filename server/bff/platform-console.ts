import type { AllowedRoute } from './allowlist';
import { consoleRouteGroup } from './console-group';
import type { RouteGroup } from './context';

const M = '/api/admin/platform/merchant';
const get = (path: string): AllowedRoute => ({ method: 'GET', path: `${M}${path}`, kind: 'json' });
const post = (path: string): AllowedRoute => ({ method: 'POST', path: `${M}${path}`, kind: 'json' });

/** Shop types and categories: the storefront's settlement form and shop street filters read them from the public cache. */
const kindWrites: AllowedRoute[] = (['type', 'category'] as const).flatMap((kind) => [post(`/${kind}/add`), post(`/${kind}/update`), post(`/${kind}/delete/:id`)]);
const kindWritePaths = new Set(kindWrites.map((r) => r.path));

/**
 * The platform console's own calls beyond sign-in (docs/api-extensions.md "Shops and applications"): shop
 * applications, shops, shop types and shop categories.
 */
const platformCalls: AllowedRoute[] = [
  get('/apply/list'),
  get('/apply/list/header/num'),
  get('/apply/detail/:id'),
  post('/apply/audit'),
  get('/list'),
  get('/list/header/num'),
  get('/detail/:id'),
  post('/update'),
  post('/close/:id'),
  post('/open/:id'),
  ...(['type', 'category'] as const).flatMap((kind) => [get(`/${kind}/list`), get(`/${kind}/all/list`)]),
  ...kindWrites,
];

const platformGroup = consoleRouteGroup('platform', platformCalls);

/**
 * The platform console's calls (`/api/admin/platform/...`), with the operator's token sealed into the
 * console's own cookie (`__Secure-psid`, path `/api/admin/platform`); see console-group.ts. A change to the
 * shop types or categories shows in the storefront at once: on success the public answers this BFF holds
 * are dropped, so the next shopper request reads the service again.
 */
export const platformConsoleRoutes: RouteGroup<'config' | 'upstream' | 'revocations' | 'cache'> = async (api, ctx) => {
  api.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200 && kindWritePaths.has(request.routeOptions.url ?? '')) ctx.cache.clear();
    return payload;
  });
  await platformGroup(api, ctx);
};

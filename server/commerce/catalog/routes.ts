import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { BusinessError, ok, parse, readPage } from '../http/envelope.js';
import { optionalUser, requireUser } from '../http/auth.js';
import { browseList, purchasedList } from './history.js';
import { productListQuery, requiredId } from './query.js';
import { indexProducts, leaderboard, merchantProducts, searchProducts } from './products.js';
import { merchantCategoryTree, platformCategoryTree } from './categories.js';
import { productDetail, productSkuDetail } from './detail.js';
import { replyCounts, replyDetail, replyList, type ReplyType } from './replies.js';
import { suggest } from './suggest.js';
import { SUGGEST_PATH, suggestQuery } from '../../../shared/contract/suggest.js';
import { catalogueLanguage } from '../catalogue-texts/language.js';
import { catalogRead } from '../catalog-read.js';
import { FACETS_PATH } from '../../../shared/contract/facets.js';
import { facetSelectionOf, knownSelection } from './facet-filter.js';
import { productFacets } from './facets.js';
import { catalogueIndex } from './catalogue-index.js';

const idParam = z.object({ id: requiredId('id', 'Please give a product id') });
const merIdParam = z.object({ merId: requiredId('merId', 'Please choose a shop') });
const replyTypeQuery = z.object({
  type: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .custom<unknown>((v) => v !== undefined, 'Please choose a review type (0 all, 1 good, 2 medium, 3 poor)')
      .pipe(z.coerce.number({ message: 'Review type must be 0, 1, 2 or 3' }).int('Review type must be 0, 1, 2 or 3').min(0, 'Review type must be 0, 1, 2 or 3').max(3, 'Review type must be 0, 1, 2 or 3')),
  ),
});

export const SHOP_GONE = 'Shop does not exist or has been closed';

async function requireVisibleShop(ctx: CommerceContext, merId: number): Promise<void> {
  const shop = await ctx.db.selectFrom('merchants').select('id').where('id', '=', merId).where('isShow', '=', 1).executeTakeFirst();
  if (!shop) throw new BusinessError(SHOP_GONE);
}

export default async function catalogRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  // Catalogue and search reads go to the read replica when there is one (catalog-read.ts); the shopper's own
  // lists (browse, purchased), sign-in checks and every write keep `ctx`, the primary.
  const read = catalogRead(ctx);
  // The in-memory catalogue for facets (catalogue-index.ts) starts building now, not on the first shopper's search.
  void catalogueIndex(read);

  app.get('/api/front/product/category', async () => ok(await platformCategoryTree(read)));

  app.get('/api/front/product/list', async (req) => {
    const q = parse(productListQuery, req.query);
    // Our extension: the facet filters (docs/api-extensions.md "Facets with counts"); values the catalogue lacks are dropped.
    const facets = await knownSelection(read, facetSelectionOf(req.query));
    return ok(await searchProducts(read, q, readPage(req.query), facets));
  });

  // Our extension (docs/api-extensions.md "Facets with counts"): the list's filters, each facet value with its count.
  app.get(FACETS_PATH, async (req) => {
    const q = parse(productListQuery, req.query);
    const facets = await knownSelection(read, facetSelectionOf(req.query));
    return ok(await productFacets(read, q, facets, catalogueLanguage(req.query)));
  });

  // Our extension (docs/api-extensions.md "Suggestions as you type"): any keyword reads as a prefix, so bad input
  // gets an answer (maybe empty), never an error.
  app.get(SUGGEST_PATH, async (req) => {
    const { keyword } = parse(suggestQuery, req.query);
    return ok(await suggest(read, keyword, catalogueLanguage(req.query)));
  });

  app.get('/api/front/index/product', async (req) => ok(await indexProducts(read, readPage(req.query))));

  // CommonPage, not PageInfo: these two routes come from the contract's newer edition (docs/upstream-contract.md §1).
  app.get('/api/front/product/browse/list', async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await browseList(ctx, uid, readPage(req.query)));
  });

  app.get('/api/front/product/purchased/list', async (req) => {
    const uid = await requireUser(ctx, req);
    return ok(await purchasedList(ctx, uid, readPage(req.query)));
  });

  app.get('/api/front/product/leaderboard', async () => ok(await leaderboard(read)));

  // The product from the replica, the shopper's favourites and the view count on the primary (detail.ts).
  app.get('/api/front/product/detail/:id', async (req) => {
    const { id } = parse(idParam, req.params);
    return ok(await productDetail(ctx, id as number, await optionalUser(ctx, req)));
  });

  app.get('/api/front/product/sku/detail/:id', async (req) => {
    const { id } = parse(idParam, req.params);
    return ok(await productSkuDetail(read, id as number));
  });

  app.get('/api/front/product/reply/list/:id', async (req) => {
    const { id } = parse(idParam, req.params);
    const { type } = parse(replyTypeQuery, req.query);
    return ok(await replyList(read, id as number, type as ReplyType, readPage(req.query)));
  });

  app.get('/api/front/product/reply/config/:id', async (req) => {
    const { id } = parse(idParam, req.params);
    return ok(await replyCounts(read, id as number));
  });

  app.get('/api/front/product/reply/detail/:id', async (req) => {
    const { id } = parse(idParam, req.params);
    return ok(await replyDetail(read, id as number));
  });

  app.get('/api/front/product/merchant/:merId/category/list', async (req) => {
    const { merId } = parse(merIdParam, req.params);
    await requireVisibleShop(read, merId as number);
    return ok(await merchantCategoryTree(read, merId as number));
  });

  app.get('/api/front/product/merchant/pro/list', async (req) => {
    const { merId } = parse(merIdParam, req.query);
    const q = parse(productListQuery, req.query);
    await requireVisibleShop(read, merId as number);
    return ok(await merchantProducts(read, merId as number, q, readPage(req.query)));
  });
}

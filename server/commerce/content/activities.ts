import type { CommerceContext } from '../context.js';
import { BusinessError, pageInfo, type PageArgs, type PageInfo } from '../http/envelope.js';
import { splitList } from '../http/render.js';
import { listProducts, type ProductCard } from '../catalog/products.js';
import { GROUP_KEYS, groupList, type GroupItem } from './group-data.js';

/**
 * Activities (home sections and their pages) are group data: {name, info, type, banner, productIds}.
 * They go out in a real backend's shapes (docs/upstream-contract.md §14 "Activities"): the home list carries `type`
 * (1 carousel list, 2 large-and-small grid, 3 big pictures) and `productList` rows keyed by `proId`,
 * and the PC detail has `banner` as a JSON array string.
 */
const HOME_PRODUCTS = 8;

export interface ActivityProduct {
  proId: number;
  /** The product's picture for an activity's big-picture style. */
  proImage: string;
  image: string;
  storeName: string;
  price: string;
  otPrice: string;
}

function activityProduct(p: ProductCard): ActivityProduct {
  return { proId: p.id, proImage: p.image, image: p.image, storeName: p.storeName, price: p.price, otPrice: p.otPrice };
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

function styleOf(a: GroupItem): 1 | 2 | 3 {
  return a.type === 2 || a.type === 3 ? a.type : 1;
}

function bannerOf(a: GroupItem): string[] {
  if (Array.isArray(a.banner)) return a.banner.filter((b): b is string => typeof b === 'string' && b !== '');
  return splitList(text(a.banner));
}

function productIds(a: GroupItem): number[] {
  return Array.isArray(a.productIds) ? a.productIds.filter((n): n is number => Number.isInteger(n) && (n as number) > 0) : [];
}

async function findActivity(ctx: CommerceContext, aid: number): Promise<GroupItem> {
  const a = (await groupList(ctx, GROUP_KEYS.activity)).find((x) => x.id === aid);
  if (!a) throw new BusinessError('Activity does not exist or has ended');
  return a;
}

/** GET /api/front/activity/index/list: the home sections, each with its first products. */
export async function activityIndexList(ctx: CommerceContext) {
  const activities = await groupList(ctx, GROUP_KEYS.activity);
  return Promise.all(
    activities.map(async (a) => {
      const ids = productIds(a);
      const products = ids.length > 0 ? (await listProducts(ctx, {}, { ids }, { page: 1, limit: HOME_PRODUCTS, offset: 0 })).list : [];
      return { id: a.id, name: text(a.name), type: styleOf(a), productList: products.map(activityProduct) };
    }),
  );
}

/** GET /api/front/activity/list/{aid}: the activity's products, a page at a time. */
export async function activityProducts(ctx: CommerceContext, aid: number, page: PageArgs): Promise<PageInfo<ActivityProduct>> {
  const a = await findActivity(ctx, aid);
  const res = await listProducts(ctx, {}, { ids: productIds(a) }, page);
  return pageInfo(res.list.map(activityProduct), res.total, page);
}

/** GET /api/pc/activity/detail/{aid}: the activity page's head. */
export async function activityDetail(ctx: CommerceContext, aid: number) {
  const a = await findActivity(ctx, aid);
  return { id: a.id, name: text(a.name), type: styleOf(a), banner: JSON.stringify(bannerOf(a)), instruction: text(a.info) };
}

import type { CommerceContext } from '../context.js';
import { BusinessError, type PageArgs } from '../http/envelope.js';
import { listProducts } from '../catalog/products.js';
import { GROUP_KEYS, groupList, type GroupItem } from './group-data.js';

/** Activities are group data: {name, info, pic, banner, productIds}. */
function render(a: GroupItem) {
  return {
    id: a.id,
    name: typeof a.name === 'string' ? a.name : '',
    info: typeof a.info === 'string' ? a.info : '',
    pic: typeof a.pic === 'string' ? a.pic : '',
    banner: typeof a.banner === 'string' ? a.banner : '',
  };
}

function productIds(a: GroupItem): number[] {
  return Array.isArray(a.productIds) ? a.productIds.filter((n): n is number => Number.isInteger(n) && (n as number) > 0) : [];
}

async function findActivity(ctx: CommerceContext, aid: number): Promise<GroupItem> {
  const a = (await groupList(ctx, GROUP_KEYS.activity)).find((x) => x.id === aid);
  if (!a) throw new BusinessError('Activity does not exist or has ended');
  return a;
}

export async function activityIndexList(ctx: CommerceContext) {
  return (await groupList(ctx, GROUP_KEYS.activity)).map(render);
}

export async function activityProducts(ctx: CommerceContext, aid: number, page: PageArgs) {
  const a = await findActivity(ctx, aid);
  return listProducts(ctx, {}, { ids: productIds(a) }, page);
}

export async function activityDetail(ctx: CommerceContext, aid: number) {
  return render(await findActivity(ctx, aid));
}

import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CommerceContext } from '../context.js';
import { BusinessError, commonPage, readPage, ValidationError, type CommonPage } from '../http/envelope.js';
import { splitList } from '../http/render.js';
import { IMAGE_PREFIX } from '../images/write.js';
import { GROUP_KEYS } from '../content/group-data.js';
import type { AdminPrincipal } from '../admin-accounts/guard.js';
import { changedFields, logOperation } from '../admin-accounts/operation-log.js';
import type { Wire } from '../../../shared/contract/fields.js';
import {
  GROUP_FIELDS,
  PLATFORM_CATALOGUE_PERMISSIONS as P,
  PLATFORM_GROUPS as G,
  type groupDataItem,
  type groupDataRequest,
  type PlatformGroupId,
} from '../../../shared/contract/admin-platform-catalogue.js';

/**
 * The storefront's configurable lists as the platform edits them (A's PlatformGroupDataController over its
 * system group data): hot search keywords, the desktop and mobile home carousels, the promotion banners and
 * the home's activities. Each item is stored as the object the storefront's calls read (`{ title }`,
 * `{ name, pic, url }`, `{ name, info, type, banner, productIds }`), in the same rows they read, so a change
 * shows on the next request (the BFF drops its cached answers when the call succeeds). A hidden item
 * (`status` false) stays in the list here and leaves the storefront.
 */
type Req = Pick<FastifyRequest, 'method' | 'url' | 'ip'>;
type Input = z.output<typeof groupDataRequest>;
type Stored = Record<string, unknown>;

const KEY_OF: Record<PlatformGroupId, string> = {
  [G.hotKeywords]: GROUP_KEYS.hotKeywords,
  [G.pcBanner]: GROUP_KEYS.pcBanner,
  [G.bestBanner]: GROUP_KEYS.bestBanner,
  [G.indexBanner]: GROUP_KEYS.indexBanner,
  [G.activity]: GROUP_KEYS.activity,
};
const NAME_OF: Record<PlatformGroupId, string> = { 1: 'hot keyword', 2: 'home carousel slide', 3: 'promotion banner', 4: 'mobile carousel slide', 5: 'activity' };

const OWN_PICTURE_RE = new RegExp(`^${IMAGE_PREFIX.replace(/\//g, '\\/')}[A-Za-z0-9._/-]{1,400}\\.(?:jpe?g|png|webp|gif|svg)$`, 'i');
/** A link inside the storefront (`/goods/12`) or out to the web. */
const LINK_RE = /^(?:\/[^\s"'<>]{0,499}|https?:\/\/[^\s"'<>]{1,500})$/;

function parseStored(raw: string): Stored {
  try {
    const v: unknown = JSON.parse(raw);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Stored) : {};
  } catch {
    return {};
  }
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const pictures = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : splitList(str(v)));
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.filter((n): n is number => Number.isInteger(n)) : splitList(str(v)).map(Number).filter(Number.isInteger));

/** The stored object as the form's fields, as text (pictures relative; the route's onSend makes them absolute). */
function formValues(s: Stored) {
  return {
    title: str(s.title),
    name: str(s.name),
    pic: str(s.pic),
    url: str(s.url),
    info: str(s.info),
    type: Number(s.type) || 0,
    banner: pictures(s.banner).join(','),
    productIds: ids(s.productIds).join(','),
  };
}

function ownPicture(v: string, what: string): string {
  if (!OWN_PICTURE_RE.test(v)) throw new ValidationError(`${what} must be a picture uploaded to this marketplace`);
  return v;
}

function required(fields: Map<string, string>, name: string, max: number, what: string): string {
  const v = fields.get(name) ?? '';
  if (v === '') throw new ValidationError(`Please enter the ${what}`);
  if (v.length > max) throw new ValidationError(`The ${what} is at most ${max} characters`);
  return v;
}

/** The form's fields checked for its list and turned into what the storefront reads. */
async function storedValue(ctx: CommerceContext, gid: PlatformGroupId, input: Input): Promise<Stored> {
  const fields = new Map(input.form.fields.map((f) => [f.name, f.value]));
  const unknown = [...fields.keys()].find((k) => !GROUP_FIELDS[gid].includes(k));
  if (unknown) throw new ValidationError(`This list has no field "${unknown}"`);
  if (gid === G.hotKeywords) return { title: required(fields, 'title', 32, 'keyword') };
  if (gid !== G.activity) {
    const url = fields.get('url') ?? '';
    if (url !== '' && !LINK_RE.test(url)) throw new ValidationError('The link must be a storefront path like /goods/12 or a web address');
    return { name: required(fields, 'name', 64, 'banner name'), pic: ownPicture(required(fields, 'pic', 500, 'banner picture'), 'The banner picture'), url };
  }
  const type = Number(fields.get('type') || '1');
  if (![1, 2, 3].includes(type)) throw new ValidationError('The activity style must be 1, 2 or 3');
  const banner = splitList(fields.get('banner') ?? '').map((p) => ownPicture(p, 'An activity picture'));
  if (banner.length > 5) throw new ValidationError('An activity has at most 5 pictures');
  const productIds = [...new Set(splitList(fields.get('productIds') ?? '').map((n) => Number(n)))];
  if (productIds.some((n) => !Number.isInteger(n) || n <= 0)) throw new ValidationError('The products must be a comma list of product ids');
  if (productIds.length > 100) throw new ValidationError('An activity has at most 100 products');
  if (productIds.length > 0) {
    const found = await ctx.db.selectFrom('products').select('id').where('id', 'in', productIds).where('isDel', '=', 0).execute();
    const missing = productIds.filter((n) => !found.some((f) => f.id === n));
    if (missing.length > 0) throw new BusinessError(`No product has the id ${missing.join(', ')}`);
  }
  return { name: required(fields, 'name', 64, 'activity name'), info: fields.get('info') ?? '', type, banner: JSON.stringify(banner), productIds };
}

type Row = { id: number; groupKey: string; sort: number; value: string; status: number };

function render(gid: PlatformGroupId, r: Row): Wire<typeof groupDataItem> {
  const values = formValues(parseStored(r.value));
  const fields = GROUP_FIELDS[gid].map((name) => ({ name, value: str(values[name as keyof typeof values]) }));
  return { id: r.id, gid, value: JSON.stringify({ fields, sort: r.sort, status: r.status === 1 }), values, sort: r.sort, status: r.status === 1 };
}

/** GET .../group/data/list?gid=: a list's items in the storefront's order (sort descending, then id). */
export async function groupPage(ctx: CommerceContext, gid: PlatformGroupId, rawQuery: unknown): Promise<CommonPage<Wire<typeof groupDataItem>>> {
  const args = readPage(rawQuery);
  const base = ctx.db.selectFrom('groupData').where('groupKey', '=', KEY_OF[gid]);
  const [total, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('sort', 'desc').orderBy('id', 'asc').limit(args.limit).offset(args.offset).execute(),
  ]);
  return commonPage(rows.map((r) => render(gid, r)), Number(total.n), args);
}

const statusOf = (s: Input['form']['status']) => (s === true || s === 1 ? 1 : 0);

export async function addGroupItem(ctx: CommerceContext, req: Req, who: AdminPrincipal, input: Input): Promise<void> {
  const gid = input.gid as PlatformGroupId;
  const value = await storedValue(ctx, gid, input);
  const row = { groupKey: KEY_OF[gid], sort: input.form.sort, value: JSON.stringify(value), status: statusOf(input.form.status) };
  const made = await ctx.db.insertInto('groupData').values(row).returning('id').executeTakeFirstOrThrow();
  await logOperation(ctx, req, who, { description: `Added a ${NAME_OF[gid]}`, method: P.groupSave, methodType: 'create', requestParam: input, changes: changedFields({}, { id: made.id, ...row }) });
}

async function itemOf(ctx: CommerceContext, id: number, gid?: PlatformGroupId): Promise<Row & { gid: PlatformGroupId }> {
  const row = await ctx.db.selectFrom('groupData').selectAll().where('id', '=', id).executeTakeFirst();
  const found = row && (Object.entries(KEY_OF) as [string, string][]).find(([, key]) => key === row.groupKey);
  if (!row || !found || (gid !== undefined && Number(found[0]) !== gid)) throw new BusinessError('Item not found');
  return { ...row, gid: Number(found[0]) as PlatformGroupId };
}

export async function updateGroupItem(ctx: CommerceContext, req: Req, who: AdminPrincipal, id: number, input: Input): Promise<void> {
  const gid = input.gid as PlatformGroupId;
  const before = await itemOf(ctx, id, gid);
  const value = JSON.stringify(await storedValue(ctx, gid, input));
  const after = { sort: input.form.sort, value, status: statusOf(input.form.status) };
  const changes = changedFields(before, after);
  if (Object.keys(changes).length === 0) return;
  await ctx.db.updateTable('groupData').set(after).where('id', '=', id).execute();
  await logOperation(ctx, req, who, { description: `Edited a ${NAME_OF[gid]}`, method: P.groupUpdate, methodType: 'update', requestParam: { id, ...input }, changes });
}

export async function deleteGroupItem(ctx: CommerceContext, req: Req, who: AdminPrincipal, id: number): Promise<void> {
  const before = await itemOf(ctx, id);
  await ctx.db.deleteFrom('groupData').where('id', '=', id).execute();
  await logOperation(ctx, req, who, { description: `Deleted a ${NAME_OF[before.gid]}`, method: P.groupDelete, methodType: 'delete', requestParam: { id }, changes: { value: { before: before.value, after: null } } });
}

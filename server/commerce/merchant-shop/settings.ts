import type { FastifyRequest } from 'fastify';
import type { CommerceContext } from '../context.js';
import type { Wire } from '../../../shared/contract/fields.js';
import { MERCHANT_SHOP_PERMISSIONS, merchantConfigInfoRequest, SERVICE_FIELD, SHOP_RULES, type merchantConfigInfo } from '../../../shared/contract/admin-shop.js';
import { splitList } from '../../../shared/contract/request-fields.js';
import { BusinessError, ValidationError, parse } from '../http/envelope.js';
import { now } from '../db/time.js';
import { platformDb } from '../platform-merchants/tables.js';
import { ownPicture } from '../merchant-products/product-input.js';
import type { AdminPrincipal } from '../admin-accounts/guard.js';
import { changedFields, logOperation } from '../admin-accounts/operation-log.js';

const SHOP_NOT_FOUND = 'Shop not found';

async function ownShop(ctx: CommerceContext, merId: number) {
  const row = await platformDb(ctx.db).selectFrom('merchants').selectAll().where('id', '=', merId).executeTakeFirst();
  if (!row) throw new BusinessError(SHOP_NOT_FOUND);
  return row;
}

/** GET .../config/info: the settings form as stored, with whether shoppers can buy and, if the platform closed it, why. */
export async function shopSettings(ctx: CommerceContext, merId: number): Promise<Wire<typeof merchantConfigInfo>> {
  const s = await ownShop(ctx, merId);
  return {
    name: s.name,
    phone: s.phone,
    keywords: s.keywords,
    address: s.address,
    backImage: s.backImage,
    avatar: s.avatar,
    streetBackImage: s.streetBackImage,
    intro: s.intro,
    serviceType: s.serviceType,
    serviceLink: s.serviceLink,
    servicePhone: s.servicePhone,
    serviceMessage: s.serviceMessage,
    serviceEmail: s.serviceEmail,
    pcBanner: s.pcBanner,
    pcBackImage: s.pcBackImage,
    isSwitch: s.isShow === 1,
    closeReason: s.closeReason,
  };
}

const optionalPicture = (url: string, what: string) => (url === '' ? '' : ownPicture(url, what));

/**
 * A's `pcBanner` as the storefront reads it: a JSON array of `{ sattDir }`, each a picture of this marketplace
 * (any of A's three list forms is accepted on the way in).
 */
function pcBannerText(raw: string): string {
  const pictures = splitList(raw).map((u) => ownPicture(u, 'Each PC banner'));
  if (pictures.length > SHOP_RULES.pcBanners) throw new ValidationError(`At most ${SHOP_RULES.pcBanners} PC banners`);
  return pictures.length === 0 ? '' : JSON.stringify(pictures.map((sattDir) => ({ sattDir })));
}

/**
 * POST .../config/info/edit: the shop's name, logo, pictures, intro and customer-service contacts. The shop
 * pages, shop street and the service panel read these columns, so shoppers see the change on their next request.
 */
export async function editShopSettings(ctx: CommerceContext, req: FastifyRequest, who: AdminPrincipal): Promise<void> {
  const f = parse(merchantConfigInfoRequest, req.body ?? {});
  const contact = SERVICE_FIELD[f.serviceType];
  if (f[contact] === '') throw new ValidationError(`Fill in ${contact}: shoppers reach the shop through it (serviceType ${f.serviceType})`);
  const after: Record<string, string> = {
    phone: f.phone,
    keywords: f.keywords,
    address: f.address,
    backImage: optionalPicture(f.backImage, 'The background picture'),
    avatar: ownPicture(f.avatar, 'The logo'),
    streetBackImage: optionalPicture(f.streetBackImage, 'The shop street picture'),
    intro: f.intro,
    serviceType: f.serviceType,
    serviceLink: f.serviceLink,
    servicePhone: f.servicePhone,
    serviceMessage: f.serviceMessage,
    serviceEmail: f.serviceEmail,
    pcBanner: pcBannerText(f.pcBanner),
    pcBackImage: optionalPicture(f.pcBackImage, 'The PC background picture'),
    ...(f.name === undefined ? {} : { name: f.name }),
  };
  await ctx.db.transaction().execute(async (trx) => {
    const scoped = { ...ctx, db: trx };
    const before = await ownShop(scoped, who.merId);
    if (f.name !== undefined) {
      const taken = await trx.selectFrom('merchants').select('id').where('id', '!=', who.merId).where((eb) => eb(eb.fn('lower', ['name']), '=', f.name!.toLowerCase())).executeTakeFirst();
      if (taken) throw new BusinessError('This shop name is already taken');
    }
    const changes = changedFields(before as unknown as Record<string, unknown>, after);
    if (Object.keys(changes).length === 0) return;
    const set = Object.fromEntries(Object.keys(changes).map((k) => [k, after[k]!]));
    await trx.updateTable('merchants').set({ ...set, updatedAt: now() }).where('id', '=', who.merId).execute();
    await logOperation(scoped, req, who, { description: 'Edit shop settings', method: MERCHANT_SHOP_PERMISSIONS.configInfoEdit, methodType: 'update', requestParam: { merId: who.merId }, changes });
  });
}

/**
 * POST .../switch/update: the shop closes itself, or opens again. While closed, its pages tell shoppers so and
 * its goods cannot be bought; orders already placed go on. Opening needs a logo and a customer-service contact
 * (A's rule), and is refused while the platform keeps the shop closed (its `closeReason`).
 */
export async function switchShop(ctx: CommerceContext, req: FastifyRequest, who: AdminPrincipal): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const scoped = { ...ctx, db: trx };
    const s = await ownShop(scoped, who.merId);
    const open = s.isShow !== 1;
    if (open && s.closeReason !== '') throw new BusinessError(`The marketplace closed this shop (${s.closeReason}); only the marketplace can open it again`);
    if (open && s.avatar === '') throw new BusinessError('Upload the shop logo before opening the shop');
    if (open && s.serviceLink === '' && s.servicePhone === '' && s.serviceMessage === '' && s.serviceEmail === '') throw new BusinessError('Set a customer-service contact before opening the shop');
    const isShow = open ? 1 : 0;
    const res = await trx.updateTable('merchants').set({ isShow, updatedAt: now() }).where('id', '=', who.merId).where('isShow', '=', s.isShow).executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) throw new BusinessError('The shop changed in the meantime: reload and try again');
    await logOperation(scoped, req, who, { description: open ? 'Open the shop' : 'Close the shop', method: MERCHANT_SHOP_PERMISSIONS.switchUpdate, methodType: 'update', requestParam: { merId: who.merId }, changes: changedFields({ isShow: s.isShow }, { isShow }) });
  });
}

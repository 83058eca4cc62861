import { beforeAll, describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import { merchantConfigInfo, MERCHANT_SHOP_PATHS as PATH, MERCHANT_SHOP_PERMISSIONS as PERMISSION } from '../../../shared/contract/admin-shop.js';
import { merchantInfo } from '../../../shared/contract/merchant.js';
import { makeOrder } from '../../helpers/fixtures-aftersales.js';
import { addAddress } from '../../helpers/fixtures-orders.js';
import { consoleToken, lastLogged, twoShopsWithOwners, type ShopProduct } from '../../helpers/shopcare-console.js';
import { platformDb } from '../../../server/commerce/platform-merchants/tables.js';

type Body = Record<string, unknown>;
const CLOSED = 'This shop is closed at the moment, so its goods cannot be bought';
const PIC = (n: string) => `/crmebimage/public/merchant/20260101/${n}.png`;

describe('merchant console: shop settings and the open/closed switch (docs/api-extensions.md "Reviews, coupons and shop settings")', () => {
  const c = commerceSuite();
  let shop1: ShopProduct;
  let shop2: ShopProduct;
  let [owner1, owner2] = ['', ''];

  const settings = (over: Body = {}): Body => ({
    name: 'Kettle Corner',
    phone: '+44 20 1111 2222',
    keywords: 'kettles, tea',
    address: '1 Steam Street',
    backImage: PIC('back'),
    avatar: c.img(PIC('logo')),
    streetBackImage: '',
    intro: 'Kettles that sing.',
    alertStock: 5,
    serviceType: 'email',
    serviceLink: '',
    servicePhone: '+44 20 3333 4444',
    serviceMessage: '',
    serviceEmail: 'help@kettle.test',
    pcBanner: JSON.stringify([{ sattDir: c.img(PIC('banner-1')) }, { sattDir: PIC('banner-2') }]),
    pcBackImage: '',
    ...over,
  });
  const edit = (token: string, body: Body) => c.call('POST', PATH.configInfoEdit, { token, body });
  const read = async (token: string) => {
    const r = await c.call('GET', PATH.configInfo, { token });
    expect(r.code, r.message).toBe(200);
    return merchantConfigInfo.strict.parse(r.data);
  };

  beforeAll(async () => {
    ({ shop1, shop2, owner1, owner2 } = await twoShopsWithOwners(c));
  });

  it('edits the name, logo, PC banner, intro and contacts, and the shopper\'s store pages read them', async () => {
    const r = await edit(owner1, settings());
    expect(r.code, r.message).toBe(200);
    const mine = await read(owner1);
    expect(mine).toMatchObject({ name: 'Kettle Corner', avatar: c.img(PIC('logo')), intro: 'Kettles that sing.', serviceType: 'email', serviceEmail: 'help@kettle.test', isSwitch: true, closeReason: '' });
    // A's pcBanner: a JSON array of { sattDir }, stored without the image domain and sent with it.
    expect(mine.pcBanner).toBe(JSON.stringify([{ sattDir: c.img(PIC('banner-1')) }, { sattDir: c.img(PIC('banner-2')) }]));
    const stored = await c.db.selectFrom('merchants').select(['pcBanner', 'avatar']).where('id', '=', shop1.merId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ pcBanner: JSON.stringify([{ sattDir: PIC('banner-1') }, { sattDir: PIC('banner-2') }]), avatar: PIC('logo') });

    const front = merchantInfo.strict.parse((await c.call('GET', `/api/front/merchant/index/info/${shop1.merId}`)).data);
    expect(front).toMatchObject({ name: 'Kettle Corner', avatar: c.img(PIC('logo')), isSwitch: true, serviceType: 'email', serviceEmail: 'help@kettle.test' });
    expect(merchantInfo.lenient.parse(front).pcBanner).toEqual([c.img(PIC('banner-1')), c.img(PIC('banner-2'))]);
    const service = await c.call('GET', `/api/front/merchant/customer/service/info/${shop1.merId}`);
    expect(service.data).toEqual({ serviceType: 'email', serviceLink: '', servicePhone: '+44 20 3333 4444', serviceMessage: '', serviceEmail: 'help@kettle.test' });
    const detail = await c.call<{ intro: string; address: string }>('GET', `/api/front/merchant/detail/${shop1.merId}`);
    expect(detail.data).toMatchObject({ intro: 'Kettles that sing.', address: '1 Steam Street' });
    const street = await c.call<{ list: { id: number; name: string; avatar: string }[] }>('GET', '/api/front/merchant/street', { query: { limit: 50 } });
    expect(street.data.list.find((s) => s.id === shop1.merId)).toMatchObject({ name: 'Kettle Corner', avatar: c.img(PIC('logo')) });

    expect((await edit(owner1, settings({ intro: 'Kettles that whistle.' }))).code).toBe(200);
    expect(await lastLogged(c, owner1, PERMISSION.configInfoEdit)).toEqual({ description: 'Edit shop settings', changes: { intro: { before: 'Kettles that sing.', after: 'Kettles that whistle.' } } });
    // Shop two is untouched by shop one's edits.
    expect((await read(owner2)).name).not.toBe('Kettle Corner');
  });

  it('refuses missing, foreign and malformed values, naming the field', async () => {
    const cases: [Body, string | RegExp][] = [
      [{ avatar: '' }, 'Please upload the shop logo'],
      [{ avatar: 'https://evil.example/logo.png' }, 'The logo must be a picture uploaded to this shop'],
      [{ pcBanner: JSON.stringify([{ sattDir: 'https://evil.example/b.png' }]) }, 'Each PC banner must be a picture uploaded to this shop'],
      [{ pcBanner: JSON.stringify([1, 2, 3, 4, 5, 6].map((n) => PIC(`b${n}`))) }, 'At most 5 PC banners'],
      [{ intro: '' }, 'Please write the shop intro'],
      [{ intro: 'x'.repeat(501) }, 'The intro is at most 500 characters'],
      [{ name: '' }, 'Please enter the shop name'],
      [{ serviceType: 'fax' }, 'serviceType is H5, phone, message or email'],
      [{ serviceType: 'H5' }, /Fill in serviceLink/],
      [{ serviceEmail: 'not-an-email' }, 'serviceEmail must be an email address'],
      [{ serviceLink: 'javascript:alert(1)' }, 'serviceLink must be a link starting with http:// or https://'],
      [{ servicePhone: 'call me' }, 'servicePhone must be a phone number'],
    ];
    for (const [over, message] of cases) {
      const r = await edit(owner1, settings(over));
      expect(r.code, JSON.stringify(over)).toBe(400);
      if (typeof message === 'string') expect(r.message).toBe(message);
      else expect(r.message).toMatch(message);
    }
    const taken = await edit(owner2, settings());
    expect(taken).toMatchObject({ code: 500, message: 'This shop name is already taken' });
  });

  it('a closed shop tells shoppers so and sells nothing, while orders already placed go on to the end', async () => {
    const shopper = await c.createUser();
    const addressId = await addAddress(c.db, shopper.uid);
    const placed = await makeOrder(c, shopper.uid, shop1, { state: 'paid' });
    const cartLine = { productId: shop1.productId, productAttrUnique: shop1.attrValueId, cartNum: 1 };
    const buyNow = { preOrderType: 'buyNow', orderDetails: [{ productId: shop1.productId, attrValueId: shop1.attrValueId, productNum: 1 }] };
    // A pre-order made while the shop is open…
    const pre = await c.call<{ preOrderNo: string }>('POST', '/api/front/order/pre/order', { token: shopper.token, body: buyNow });
    expect(pre.code, pre.message).toBe(200);

    expect((await c.call('POST', PATH.switchUpdate, { token: owner1 })).code).toBe(200);
    expect((await read(owner1)).isSwitch).toBe(false);
    expect(await lastLogged(c, owner1, PERMISSION.switchUpdate)).toEqual({ description: 'Close the shop', changes: { isShow: { before: 1, after: 0 } } });
    const front = merchantInfo.strict.parse((await c.call('GET', `/api/front/merchant/index/info/${shop1.merId}`)).data);
    expect(front).toMatchObject({ isSwitch: false, name: 'Kettle Corner' });
    // The goods page still reads; buying does not.
    expect((await c.call('GET', `/api/front/product/detail/${shop1.productId}`)).code).toBe(200);
    expect(await c.call('POST', '/api/front/cart/save', { token: shopper.token, body: [cartLine] })).toMatchObject({ code: 500, message: CLOSED });
    expect(await c.call('POST', '/api/front/order/pre/order', { token: shopper.token, body: buyNow })).toMatchObject({ code: 500, message: CLOSED });
    // …is refused when the order is created after the shop closed.
    expect(await c.call('POST', '/api/front/order/create', { token: shopper.token, body: { preOrderNo: pre.data.preOrderNo, addressId, payType: 'yue', payChannel: 'pc' } })).toMatchObject({ code: 500, message: CLOSED });
    expect(await c.db.selectFrom('merchantOrders').select('id').where('uid', '=', shopper.uid).execute()).toHaveLength(1);

    // The order placed before the shop closed is shipped and received as usual.
    const shipped = await c.admin('POST', `/api/admin/orders/${placed.merNo}/ship`, { deliveryName: 'Royal Mail', deliveryCode: 'royal-mail', deliveryId: 'RM123' });
    expect(shipped.code, shipped.message).toBe(200);
    const received = await c.call('POST', `/api/front/order/take/${placed.merNo}`, { token: shopper.token });
    expect(received.code, received.message).toBe(200);
    expect((await c.db.selectFrom('merchantOrders').select('status').where('orderNo', '=', placed.merNo).executeTakeFirstOrThrow()).status).toBeGreaterThanOrEqual(2);

    // Open again: buying works again.
    expect((await c.call('POST', PATH.switchUpdate, { token: owner1 })).code).toBe(200);
    expect((await c.call('POST', '/api/front/cart/save', { token: shopper.token, body: [cartLine] })).code).toBe(200);
  });

  it('cannot open a shop the marketplace closed, nor one without a logo or a contact', async () => {
    await platformDb(c.db).updateTable('merchants').set({ isShow: 0, closeReason: 'Unpaid fees' }).where('id', '=', shop2.merId).execute();
    const refused = await c.call('POST', PATH.switchUpdate, { token: owner2 });
    expect(refused.code).toBe(500);
    expect(refused.message).toMatch(/The marketplace closed this shop \(Unpaid fees\)/);
    expect(await read(owner2)).toMatchObject({ isSwitch: false, closeReason: 'Unpaid fees' });
    expect((await c.call('GET', `/api/front/merchant/index/info/${shop2.merId}`)).data).toMatchObject({ isSwitch: false });

    await platformDb(c.db).updateTable('merchants').set({ isShow: 0, closeReason: '', avatar: '' }).where('id', '=', shop2.merId).execute();
    expect(await c.call('POST', PATH.switchUpdate, { token: owner2 })).toMatchObject({ code: 500, message: 'Upload the shop logo before opening the shop' });
    await c.db.updateTable('merchants').set({ avatar: PIC('logo2'), serviceEmail: '', servicePhone: '', serviceLink: '', serviceMessage: '' }).where('id', '=', shop2.merId).execute();
    expect(await c.call('POST', PATH.switchUpdate, { token: owner2 })).toMatchObject({ code: 500, message: 'Set a customer-service contact before opening the shop' });
    await c.db.updateTable('merchants').set({ serviceEmail: 'two@shop.test' }).where('id', '=', shop2.merId).execute();
    expect((await c.call('POST', PATH.switchUpdate, { token: owner2 })).code).toBe(200);
    expect((await read(owner2)).isSwitch).toBe(true);
    // Each owner's switch only ever moves their own shop.
    expect((await read(owner1)).isSwitch).toBe(true);
  });

  it('answers 403 to staff without the permission and 401 without a console token', async () => {
    const readOnly = await consoleToken(c, shop1.merId, [PERMISSION.configInfo]);
    expect((await read(readOnly)).name).toBe('Kettle Corner');
    expect(await edit(readOnly, settings({ intro: 'Nope' }))).toMatchObject({ code: 403, data: null });
    expect(await c.call('POST', PATH.switchUpdate, { token: readOnly })).toMatchObject({ code: 403, data: null });
    const none = await consoleToken(c, shop1.merId, []);
    expect(await c.call('GET', PATH.configInfo, { token: none })).toMatchObject({ code: 403, data: null });
    expect((await read(owner1)).intro).toBe('Kettles that whistle.');
    const shopper = await c.createUser();
    for (const token of [shopper.token, undefined]) {
      expect((await c.call('GET', PATH.configInfo, { token })).code).toBe(401);
      expect((await c.call('POST', PATH.configInfoEdit, { token, body: settings() })).code).toBe(401);
      expect((await c.call('POST', PATH.switchUpdate, { token })).code).toBe(401);
    }
  });
});

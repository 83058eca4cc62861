import { beforeAll, describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { BffClient } from '../../helpers/bff-client.js';
import {
  merchantApply,
  merchantApplyAuditResponse,
  merchantApplyHeaderNum,
  merchantApplyPage,
  merchantBaseInfo,
  merchantHeaderNum,
  merchantInvitationPasswordResponse,
  merchantPageList,
  merchantPlatformDetail,
  platformMerchantCategoryList,
  platformMerchantTypePage,
} from '../../../shared/contract/admin-platform.js';
import { sensitiveMethodLogPage, systemLoginResponse } from '../../../shared/contract/admin.js';
import { insertShopOwner } from '../../helpers/console-two-factor.js';
import { insertPlatformStaff, operatorBrowser, operatorSignIn } from '../../helpers/console-sign-in.js';
import { addCategory, addMerchant, addMerchantCategory, addMerchantType, addProduct, outboxCode } from '../../helpers/fixtures-catalog.js';
import { sendCode } from '../../../server/commerce/accounts/codes.js';
import { createOperator } from '../../../server/commerce/admin-accounts/operators.js';
import { hashAdminPassword } from '../../../server/commerce/admin-accounts/password.js';
import { adminDb, ADMIN_TYPE, freshAccount } from '../../../server/commerce/admin-accounts/tables.js';
import { addSeconds, now } from '../../../server/commerce/db/time.js';

const OPERATOR = { account: 'boss@market.test', password: 'Operator#2026pass' };
const CLERK = { account: 'clerk@market.test', password: 'Clerk#2026pass' };
const OWNER_PW = 'NewOwner#2026';
const M = '/api/admin/platform/merchant';

describe('platform console: shop applications and shops (docs/api-extensions.md "Shops and applications")', () => {
  const c = commerceSuite();
  const ids = { typeSpec: 0, typeFlag: 0, catFood: 0, catTech: 0, leaf: 0, volt: 0 };
  let op = '';
  let clerk = '';
  const signInOperator = operatorSignIn(c);

  async function signInMerchant(account: string, pwd: string): Promise<string> {
    const res = await c.call('POST', '/api/admin/merchant/login', { body: { account, pwd } });
    expect(res.code, res.message).toBe(200);
    return systemLoginResponse.strict.parse(res.data).token;
  }

  const form = (email: string, name: string) => ({ name, email, categoryId: ids.catFood, typeId: ids.typeSpec, realName: 'Fay Founder', address: '2 Market Road', phone: '+44 7700 900456', keywords: 'tea, snacks', qualificationPicture: '/crmebimage/user/licence.png,/crmebimage/user/permit.png' });

  /** A shopper applies through the shopper API, with the emailed code; answers their token and the application id. */
  async function apply(email: string, name: string, token?: string): Promise<{ token: string; id: number }> {
    const shopper = token ?? (await c.createUser()).token;
    await c.db.deleteFrom('verificationCodes').where('target', '=', email).execute();
    await sendCode(c.ctx, { purpose: 'settled', target: email, channel: 'email' });
    const r = await c.call('POST', '/api/front/merchant/settled/apply', { token: shopper, body: { ...form(email, name), captcha: outboxCode(c.config.DATA_DIR, email, 'settled') } });
    expect(r.code, r.message).toBe(200);
    const list = await c.call('GET', `${M}/apply/list`, { token: op, query: { auditStatus: 1, keywords: name } });
    const page = merchantApplyPage.strict.parse(list.data);
    return { token: shopper, id: page.list.find((a) => a.name === name)!.id };
  }

  const audit = (body: Record<string, unknown>, token = op) => c.call('POST', `${M}/apply/audit`, { token, body });

  beforeAll(async () => {
    ids.typeSpec = await addMerchantType(c.db, 'Specialty');
    ids.typeFlag = await addMerchantType(c.db, 'Flagship');
    ids.catFood = await addMerchantCategory(c.db, 'Food', 3);
    ids.catTech = await addMerchantCategory(c.db, 'Tech', 7);
    ids.leaf = await addCategory(c.db, { name: 'Leaf', level: 3 });
    ids.volt = await addMerchant(c.db, { name: 'Volt Electronics', typeId: ids.typeFlag, categoryId: ids.catTech, keywords: 'gadgets' });
    await createOperator(c.ctx, { email: OPERATOR.account, password: OPERATOR.password });
    // An operator whose role may only list shops.
    await insertPlatformStaff(c, CLERK, ['platform:merchant:page:list'], 'Clerk');
    op = await signInOperator(OPERATOR);
    clerk = await signInOperator(CLERK);
  });

  it('closes the settlement loop: apply, list with counts, detail, approve, set the password from the emailed link, sign in, shop street', async () => {
    const email = 'fay@founder.test';
    const { token: shopper, id } = await apply(email, 'Founder Goods');

    const counts = merchantApplyHeaderNum.strict.parse((await c.call('GET', `${M}/apply/list/header/num`, { token: op })).data);
    expect(counts.pendingNum).toBeGreaterThanOrEqual(1);
    const pending = merchantApplyPage.strict.parse((await c.call('GET', `${M}/apply/list`, { token: op, query: { auditStatus: 1 } })).data);
    expect(pending.total).toBe(counts.pendingNum);
    expect(pending.list.every((a) => a.auditStatus === 1)).toBe(true);

    const detail = await c.call('GET', `${M}/apply/detail/${id}`, { token: op });
    expect(detail.code, detail.message).toBe(200);
    expect(merchantApply.strict.parse(detail.data)).toMatchObject({
      name: 'Founder Goods',
      realName: 'Fay Founder',
      email,
      phone: '+44 7700 900456',
      address: '2 Market Road',
      keywords: 'tea, snacks',
      categoryName: 'Food',
      typeName: 'Specialty',
      handlingFee: 3,
      auditStatus: 1,
      qualificationPicture: [c.img('/crmebimage/user/licence.png'), c.img('/crmebimage/user/permit.png')],
    });

    // Two operators approving at once open one shop.
    const [a, b] = await Promise.all([audit({ id, auditStatus: 2 }), audit({ id, auditStatus: 2 })]);
    expect([a.code, b.code].sort()).toEqual([200, 500]);
    const approved = merchantApplyAuditResponse.strict.parse((a.code === 200 ? a : b).data);
    expect(approved).toMatchObject({ id, auditStatus: 2, account: email });
    expect(await c.db.selectFrom('merchants').select('id').where('name', '=', 'Founder Goods').execute()).toHaveLength(1);
    const owners = await adminDb(c.ctx).selectFrom('adminAccounts').selectAll().where('side', '=', 'merchant').where('merId', '=', approved.merId).execute();
    expect(owners).toHaveLength(1);
    expect(owners[0]).toMatchObject({ account: email, type: ADMIN_TYPE.merchantOwner });

    // The shopper's record shows the approval.
    const rec = await c.call<{ list: { auditStatus: number }[] }>('GET', '/api/front/merchant/settled/record', { token: shopper });
    expect(rec.data.list[0]!.auditStatus).toBe(2);

    // The emailed link sets the password once; only the token's hash is stored.
    const token = outboxCode(c.config.DATA_DIR, email, 'merchant-invitation');
    expect(token.length).toBeGreaterThan(40);
    const stored = await c.db.withTables<{ adminInvitations: { tokenHash: string; adminId: number } }>().selectFrom('adminInvitations').select('tokenHash').where('adminId', '=', owners[0]!.id).execute();
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);
    const weak = await c.call('POST', '/api/admin/merchant/login/invitation/password', { body: { token, password: 'short' } });
    expect(weak.code).toBe(400);
    const set = await c.call('POST', '/api/admin/merchant/login/invitation/password', { body: { token, password: OWNER_PW } });
    expect(set.code, set.message).toBe(200);
    expect(merchantInvitationPasswordResponse.strict.parse(set.data)).toEqual({ account: email });
    const again = await c.call('POST', '/api/admin/merchant/login/invitation/password', { body: { token, password: 'Other#2026pass' } });
    expect(again).toMatchObject({ code: 500, data: null });
    expect(again.message).toContain('Forgot password');

    // The owner signs in to the merchant console and sees the open shop with its commission.
    const owner = await signInMerchant(email, OWNER_PW);
    const info = await c.call('GET', '/api/admin/merchant/base/info', { token: owner });
    expect(merchantBaseInfo.strict.parse(info.data)).toMatchObject({ id: approved.merId, name: 'Founder Goods', isSwitch: true, closeReason: '', handlingFee: 3, merCategory: 'Food', merType: 'Specialty' });

    // With a first product, the shop is in shop street and store search.
    await addProduct(c.db, { merId: approved.merId, name: 'Founder tea', cateId: ids.leaf, price: 1200 });
    const street = await c.call<{ list: { id: number; proList: { storeName: string }[] }[] }>('GET', '/api/front/merchant/street', { query: { limit: 50 } });
    expect(street.data.list.find((s) => s.id === approved.merId)?.proList.map((p) => p.storeName)).toEqual(['Founder tea']);
    const search = await c.call<{ list: { id: number }[] }>('GET', '/api/front/merchant/search/list', { query: { keywords: 'founder' } });
    expect(search.data.list.map((s) => s.id)).toEqual([approved.merId]);

    // The decision is in the operation log, with who made it.
    const log = sensitiveMethodLogPage.strict.parse((await c.call('GET', '/api/admin/platform/log/sensitive/list', { token: op })).data);
    expect(log.list.find((e) => e.method === 'platform:merchant:apply:audit')).toMatchObject({ adminAccount: OPERATOR.account, description: 'Approved the shop application "Founder Goods"' });
  });

  it('refuses an expired set-password link', async () => {
    const email = 'late@founder.test';
    const { id } = await apply(email, 'Late Goods');
    expect((await audit({ id, auditStatus: 2 })).code).toBe(200);
    const token = outboxCode(c.config.DATA_DIR, email, 'merchant-invitation');
    await c.db.withTables<{ adminInvitations: { expiresAt: string } }>().updateTable('adminInvitations').set({ expiresAt: addSeconds(new Date(), -1) }).execute();
    const r = await c.call('POST', '/api/admin/merchant/login/invitation/password', { body: { token, password: OWNER_PW } });
    expect(r.code).toBe(500);
    expect(r.message).toContain('expired');
  });

  it('rejects with a reason the applicant reads in the application record, and takes the resubmission', async () => {
    const email = 'rex@founder.test';
    const { token: shopper, id } = await apply(email, 'Rex Goods');
    expect(await audit({ id, auditStatus: 3 })).toEqual({ code: 400, message: 'Please give the reason for the rejection', data: null });
    expect((await audit({ id, auditStatus: 4 })).code).toBe(400);
    expect((await audit({ id, auditStatus: 3, denialReason: 'The licence photo is unreadable' })).code).toBe(200);
    const rec = await c.call<{ list: { auditStatus: number; denialReason: string }[] }>('GET', '/api/front/merchant/settled/record', { token: shopper });
    expect(rec.data.list[0]).toMatchObject({ auditStatus: 3, denialReason: 'The licence photo is unreadable' });
    const rejected = merchantApplyPage.strict.parse((await c.call('GET', `${M}/apply/list`, { token: op, query: { auditStatus: 3 } })).data);
    expect(rejected.list.map((a) => a.id)).toContain(id);
    expect(rejected.list.find((a) => a.id === id)!.auditorId).toBeGreaterThan(0);
    const again = await apply(email, 'Rex Goods', shopper);
    expect(again.id).not.toBe(id);
  });

  it('lists shops with filters and counts, sets self-operated and the commission, closes with a reason the merchant reads', async () => {
    const list = async (query: Record<string, string | number | boolean>) => merchantPageList.strict.parse((await c.call('GET', `${M}/list`, { token: op, query })).data);
    const all = await list({});
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect((await list({ keywords: 'GADGETS' })).list.map((s) => s.id)).toEqual([ids.volt]);
    expect((await list({ typeId: ids.typeFlag })).list.map((s) => s.id)).toEqual([ids.volt]);
    expect((await list({ categoryId: ids.catTech, isSwitch: true })).list.map((s) => s.id)).toEqual([ids.volt]);
    expect((await list({ isSwitch: false })).list.map((s) => s.id)).not.toContain(ids.volt);
    expect((await c.call('GET', `${M}/list`, { token: op, query: { isSwitch: 'maybe' } })).code).toBe(400);
    const before = merchantHeaderNum.strict.parse((await c.call('GET', `${M}/list/header/num`, { token: op })).data);
    expect(before.openNum + before.closeNum).toBe(all.total);

    expect(await c.call('POST', `${M}/update`, { token: op, body: { id: ids.volt, handlingFee: 101 } })).toEqual({ code: 400, message: 'handlingFee must be between 0 and 100', data: null });
    expect((await c.call('POST', `${M}/update`, { token: op, body: { id: ids.volt, isSelf: true, handlingFee: 12 } })).code).toBe(200);
    const detail = merchantPlatformDetail.strict.parse((await c.call('GET', `${M}/detail/${ids.volt}`, { token: op })).data);
    expect(detail).toMatchObject({ isSelf: true, handlingFee: 12, typeName: 'Flagship', categoryName: 'Tech', isSwitch: true });

    // A closed shop: a reason is required; its goods cannot be bought and it leaves shop street.
    const voltOwner = 'owner@volt.test';
    await adminDb(c.ctx)
      .insertInto('adminAccounts')
      .values({ ...freshAccount(now()), side: 'merchant', account: voltOwner, pwdHash: await hashAdminPassword(OWNER_PW), realName: 'Volt', type: ADMIN_TYPE.merchantOwner, merId: ids.volt })
      .execute();
    const productId = await addProduct(c.db, { merId: ids.volt, name: 'Volt gadget', cateId: ids.leaf, price: 1000 });
    const sku = await c.db.selectFrom('productAttrValues').select('id').where('productId', '=', productId).executeTakeFirstOrThrow();
    const shopper = await c.createUser();
    expect((await c.call('POST', `${M}/close/${ids.volt}`, { token: op, body: {} })).code).toBe(400);
    expect((await c.call('POST', `${M}/close/${ids.volt}`, { token: op, body: { reason: 'Selling counterfeit chargers' } })).code).toBe(200);
    expect((await c.call('POST', `${M}/close/${ids.volt}`, { token: op, body: { reason: 'Again' } })).code).toBe(500);
    const cart = await c.call('POST', '/api/front/cart/save', { token: shopper.token, body: [{ productId, productAttrUnique: sku.id, cartNum: 1 }] });
    expect(cart.code).toBe(500);
    expect((await c.call('GET', `/api/front/merchant/detail/${ids.volt}`)).code).toBe(500);
    const street = await c.call<{ list: { id: number }[] }>('GET', '/api/front/merchant/street', { query: { limit: 50 } });
    expect(street.data.list.map((s) => s.id)).not.toContain(ids.volt);
    const merchant = await signInMerchant(voltOwner, OWNER_PW);
    expect(merchantBaseInfo.strict.parse((await c.call('GET', '/api/admin/merchant/base/info', { token: merchant })).data)).toMatchObject({ isSwitch: false, closeReason: 'Selling counterfeit chargers' });
    const after = merchantHeaderNum.strict.parse((await c.call('GET', `${M}/list/header/num`, { token: op })).data);
    expect(after).toEqual({ openNum: before.openNum - 1, closeNum: before.closeNum + 1 });

    expect((await c.call('POST', `${M}/open/${ids.volt}`, { token: op })).code).toBe(200);
    expect(merchantBaseInfo.strict.parse((await c.call('GET', '/api/admin/merchant/base/info', { token: merchant })).data)).toMatchObject({ isSwitch: true, closeReason: '' });
    expect((await c.call('POST', '/api/front/cart/save', { token: shopper.token, body: [{ productId, productAttrUnique: sku.id, cartNum: 1 }] })).code).toBe(200);

    const log = sensitiveMethodLogPage.strict.parse((await c.call('GET', '/api/admin/platform/log/sensitive/list', { token: op, query: { limit: 50 } })).data);
    const update = log.list.find((e) => e.method === 'platform:merchant:update')!;
    expect(JSON.parse(update.changes)).toEqual({ handlingFee: { before: 0, after: 12 }, isSelf: { before: 0, after: 1 } });
    const close = log.list.find((e) => e.method === 'platform:merchant:close')!;
    expect(JSON.parse(close.changes)).toEqual({ isShow: { before: 1, after: 0 }, closeReason: { before: '', after: 'Selling counterfeit chargers' } });
  });

  it('edits shop types and categories, which the storefront lists, and keeps one in use', async () => {
    const add = await c.call('POST', `${M}/type/add`, { token: op, body: { name: 'Boutique', info: 'Hand-made goods' } });
    expect(add.code, add.message).toBe(200);
    const typeId = add.data as number;
    expect((await c.call('POST', `${M}/type/add`, { token: op, body: { name: 'boutique', info: 'x' } })).code).toBe(500);
    expect(await c.call('POST', `${M}/type/add`, { token: op, body: { name: '', info: 'x' } })).toEqual({ code: 400, message: 'Please enter the type name', data: null });
    expect((await c.call('POST', `${M}/type/update`, { token: op, body: { id: typeId, name: 'Boutique shop', info: 'Hand-made goods' } })).code).toBe(200);
    const types = platformMerchantTypePage.strict.parse((await c.call('GET', `${M}/type/list`, { token: op })).data);
    expect(types.list.map((t) => t.name)).toEqual(['Specialty', 'Flagship', 'Boutique shop']);
    const front = await c.call<{ name: string }[]>('GET', '/api/front/merchant/all/type/list');
    expect(front.data.map((t) => t.name)).toContain('Boutique shop');

    const inUse = await c.call('POST', `${M}/type/delete/${ids.typeFlag}`, { token: op });
    expect(inUse.code).toBe(500);
    expect(inUse.message).toContain('still used by 1 shop');
    expect((await c.call('POST', `${M}/type/delete/${typeId}`, { token: op })).code).toBe(200);
    expect((await c.call<{ name: string }[]>('GET', '/api/front/merchant/all/type/list')).data.map((t) => t.name)).not.toContain('Boutique shop');

    const cat = await c.call('POST', `${M}/category/add`, { token: op, body: { name: 'Books', handlingFee: 4 } });
    expect(cat.code, cat.message).toBe(200);
    expect((await c.call('POST', `${M}/category/update`, { token: op, body: { id: cat.data, name: 'Books', handlingFee: 150 } })).code).toBe(400);
    expect((await c.call('POST', `${M}/category/update`, { token: op, body: { id: cat.data, name: 'Books', handlingFee: 6 } })).code).toBe(200);
    const cats = platformMerchantCategoryList.strict.parse((await c.call('GET', `${M}/category/all/list`, { token: op })).data);
    expect(cats.find((x) => x.name === 'Books')).toMatchObject({ handlingFee: 6, isDel: false });
    const front2 = await c.call<{ name: string; handlingFee: number }[]>('GET', '/api/front/merchant/all/category/list');
    expect(front2.data.find((x) => x.name === 'Books')?.handlingFee).toBe(6);
  });

  it('answers 403 to an operator without the permission and 401 to merchant, shopper and missing tokens', async () => {
    expect((await c.call('GET', `${M}/list`, { token: clerk })).code).toBe(200);
    const calls: [('GET' | 'POST'), string, unknown?][] = [
      ['GET', `${M}/apply/list`],
      ['GET', `${M}/apply/list/header/num`],
      ['GET', `${M}/apply/detail/1`],
      ['POST', `${M}/apply/audit`, { id: 1, auditStatus: 3, denialReason: 'x' }],
      ['GET', `${M}/list/header/num`],
      ['GET', `${M}/detail/${ids.volt}`],
      ['POST', `${M}/update`, { id: ids.volt, handlingFee: 1 }],
      ['POST', `${M}/close/${ids.volt}`, { reason: 'x' }],
      ['POST', `${M}/open/${ids.volt}`],
      ['GET', `${M}/type/list`],
      ['GET', `${M}/type/all/list`],
      ['POST', `${M}/type/add`, { name: 'X', info: 'x' }],
      ['POST', `${M}/type/update`, { id: ids.typeSpec, name: 'X', info: 'x' }],
      ['POST', `${M}/type/delete/${ids.typeSpec}`],
      ['GET', `${M}/category/list`],
      ['GET', `${M}/category/all/list`],
      ['POST', `${M}/category/add`, { name: 'X', handlingFee: 1 }],
      ['POST', `${M}/category/update`, { id: ids.catFood, name: 'X', handlingFee: 1 }],
      ['POST', `${M}/category/delete/${ids.catFood}`],
    ];
    for (const [method, path, body] of calls) {
      expect(await c.call(method, path, { token: clerk, body }), `${method} ${path}`).toMatchObject({ code: 403, data: null });
    }
    const merchant = await signInMerchant('owner@volt.test', OWNER_PW);
    const shopper = await c.createUser();
    for (const [method, path, body] of [...calls, ['GET', `${M}/list`] as const]) {
      for (const token of [merchant, shopper.token, undefined]) {
        expect(await c.call(method, path, { token, body }), `${method} ${path}`).toMatchObject({ code: 401, data: null });
      }
    }
    // And the other way round: an operator's token opens no merchant call.
    expect((await c.call('GET', '/api/admin/merchant/base/info', { token: op })).code).toBe(401);
  });
});

describe('platform shop calls through the BFF', () => {
  const { c, bff } = commerceBehindBff();
  const operator = { account: 'ops@bff-shops.test', password: 'Operator#2026pass' };
  const owner = { account: 'owner@bff-shops.test', password: 'Owner#2026pass', merId: 0 };
  let typeId = 0;

  const signIn = operatorBrowser(c, bff);

  it('forwards the allowlisted calls with their path ids, and refuses merchant and shopper sessions', async () => {
    typeId = await addMerchantType(c.db, 'Specialty');
    owner.merId = await addMerchant(c.db, { name: 'Bff Shop', typeId, categoryId: await addMerchantCategory(c.db, 'Food', 3) });
    await createOperator(c.ctx, { email: operator.account, password: operator.password });
    await insertShopOwner(c.db, owner);
    const ops = await signIn(operator);
    const list = await ops.get('/api/admin/platform/merchant/list?isSwitch=true');
    expect(list.status).toBe(200);
    expect(merchantPageList.lenient.parse(list.body).list.map((s) => s.name)).toEqual(['Bff Shop']);
    const detail = await ops.get(`/api/admin/platform/merchant/detail/${owner.merId}`);
    expect(merchantPlatformDetail.lenient.parse(detail.body)).toMatchObject({ id: owner.merId, typeName: 'Specialty' });
    expect((await ops.get('/api/admin/platform/merchant/detail/1.5')).status).toBe(400);
    expect((await ops.post(`/api/admin/platform/merchant/close/${owner.merId}`, { reason: 'Audit pending' })).status).toBe(200);

    // The owner's browser: the shop's state and reason through the merchant console's allowlist, and no platform call.
    const shop = new BffClient(bff.url);
    expect((await shop.post('/api/admin/merchant/login', { account: owner.account, pwd: owner.password })).status).toBe(200);
    expect(merchantBaseInfo.lenient.parse((await shop.get('/api/admin/merchant/base/info')).body)).toMatchObject({ isSwitch: false, closeReason: 'Audit pending' });
    const shopper = new BffClient(bff.url);
    await c.createUser();
    for (const b of [shop, shopper]) {
      for (const path of ['/api/admin/platform/merchant/list', '/api/admin/platform/merchant/apply/list', `/api/admin/platform/merchant/detail/${owner.merId}`]) {
        expect((await b.get(path)).status, path).toBe(401);
      }
      expect((await b.post(`/api/admin/platform/merchant/open/${owner.merId}`, {})).status).toBe(401);
    }
    // A new shop type shows in the storefront's cached list at once.
    const typeNames = async () => ((await shopper.get('/api/front/merchant/all/type/list')).body as { name: string }[]).map((t) => t.name);
    expect(await typeNames()).toEqual(['Specialty']);
    expect((await ops.post('/api/admin/platform/merchant/type/add', { name: 'Boutique', info: 'Hand-made goods' })).status).toBe(200);
    expect(await typeNames()).toEqual(['Specialty', 'Boutique']);
    // The set-password call is reachable without a session; a made-up token is refused with the way out.
    const invite = await shopper.post('/api/admin/merchant/login/invitation/password', { token: 'x'.repeat(43), password: 'NewOwner#2026' });
    expect(JSON.stringify(invite.body)).toContain('Forgot password');
  });
});

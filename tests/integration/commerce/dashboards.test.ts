import { beforeAll, describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import { paidOrder, refundedOrder, shopWithRate, signedInOperator, signedInOwner, type Shop } from '../../helpers/fixtures-finance.js';
import { addReply } from '../../helpers/fixtures-catalog.js';
import { addProduct } from '../../helpers/fixtures-orders.js';
import { insertShopOwner } from '../../helpers/console-two-factor.js';
import { homeOperatingData, homeOperatingMerData, homeRateResponse, homeTrend, platformHomeRateResponse, HOME_PATHS as PATH, HOME_PERMISSIONS as P, LOW_STOCK_THRESHOLD } from '../../../shared/contract/admin-home.js';
import { applyRefund } from '../../../server/commerce/refunds/service.js';
import { adminDb, ADMIN_TYPE } from '../../../server/commerce/admin-accounts/tables.js';
import { now } from '../../../server/commerce/db/time.js';

/** Both consoles' home screens: today's figures, the 30-day trend and the work waiting, each shop its own. */
describe('dashboards (docs/api-extensions.md "Orders, refunds, finance and dashboards")', () => {
  const c = commerceSuite();
  let op = '';
  let mine: Shop;
  let theirs: Shop;
  let owner = '';
  const dayIn = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: c.config.SERVER_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  const DAY = 86_400_000;

  const get = (path: string, token: string, query?: Record<string, string | number>) => c.call('GET', path, { token, ...(query ? { query } : {}) });

  beforeAll(async () => {
    op = await signedInOperator(c);
    mine = await shopWithRate(c, 5, 'Mine');
    theirs = await shopWithRate(c, 5, 'Theirs');
    owner = await signedInOwner(c, mine.merId);
    const a = await c.createUser();
    const b = await c.createUser();
    // Today: two paid orders of mine (one refund awaiting my decision), one of theirs; yesterday: one of mine; ten days ago: one.
    await paidOrder(c, a.uid, mine, 1234, new Date());
    const waiting = await paidOrder(c, b.uid, mine, 2001, new Date());
    await applyRefund(c.ctx, b.uid, { orderNo: waiting.merNo, text: 'Too small', images: '', explain: '' });
    await paidOrder(c, a.uid, theirs, 99_900, new Date());
    await paidOrder(c, a.uid, mine, 500, new Date(Date.now() - DAY));
    const old = await paidOrder(c, b.uid, mine, 777, new Date(Date.now() - 10 * DAY));
    await refundedOrder(c, b.uid, old.merNo);
    // Visitors: a opens my product twice, b once; b opens theirs. An anonymous reader counts for nothing.
    for (const [token, productId] of [[a.token, mine.productId], [a.token, mine.productId], [b.token, mine.productId], [b.token, theirs.productId]] as const) {
      expect((await c.call('GET', `/api/front/product/detail/${productId}`, { token })).code).toBe(200);
    }
    expect((await c.call('GET', `/api/front/product/detail/${mine.productId}`)).code).toBe(200);
    // Yesterday a third shopper came, recorded as the service records a visit.
    await c.db.insertInto('shopVisits').values({ merId: mine.merId, uid: 999_001, day: dayIn(new Date(Date.now() - DAY)) }).execute();
    // Waiting work: low stock, one in the warehouse, two reviews without an answer and one answered; theirs has one too.
    await c.db.updateTable('products').set({ stock: LOW_STOCK_THRESHOLD }).where('id', '=', mine.productId).execute();
    await addProduct(c.db, mine.merId, [{ price: 900, stock: 50 }], { isShow: 0 });
    await addReply(c.db, { productId: mine.productId, merId: mine.merId, star: 2 });
    await addReply(c.db, { productId: mine.productId, merId: mine.merId, star: 4 });
    await addReply(c.db, { productId: mine.productId, merId: mine.merId, star: 5, reply: 'Thank you!' });
    await addReply(c.db, { productId: theirs.productId, merId: theirs.merId, star: 1 });
    const stamp = now();
    await c.db
      .insertInto('merchantApplications')
      .values({ uid: a.uid, name: 'Gamma', categoryId: 0, typeId: 0, realName: 'G', email: 'g@g.test', phone: '1', handlingFee: 3, keywords: '', address: '', qualificationPicture: '', auditStatus: 1, denialReason: '', merId: 0, createdAt: stamp, updatedAt: stamp })
      .execute();
  });

  it('a shop\'s today and yesterday count only its own orders, sales and distinct visitors', async () => {
    const r = await get(PATH.merchantIndex, owner);
    expect(r.code, r.message).toBe(200);
    expect(homeRateResponse.strict.parse(r.data)).toEqual({ sales: '32.35', yesterdaySales: '5.00', orderNum: 2, yesterdayOrderNum: 1, visitors: 2, yesterdayVisitors: 1 });
    const theirsOwner = await signedInOwner(c, theirs.merId);
    expect(homeRateResponse.strict.parse((await get(PATH.merchantIndex, theirsOwner)).data)).toMatchObject({ sales: '999.00', orderNum: 1, visitors: 1, yesterdayOrderNum: 0 });
  });

  it('a shop\'s 30-day trend: every day to today, oldest first, with totals', async () => {
    const t = homeTrend.strict.parse((await get(PATH.merchantTrend, owner)).data);
    expect(t.list).toHaveLength(30);
    expect(t.list.at(-1)!.date).toBe(dayIn(new Date()));
    expect(t.list[0]!.date).toBe(dayIn(new Date(Date.now() - 29 * DAY)));
    expect(t.list.at(-1)).toMatchObject({ sales: '32.35', orderNum: 2, visitors: 2 });
    expect(t.list.find((d) => d.date === dayIn(new Date(Date.now() - 10 * DAY)))).toMatchObject({ sales: '7.77', orderNum: 1 });
    expect(t).toMatchObject({ sales: '45.12', orderNum: 4, visitors: 3 });
    expect(homeTrend.strict.parse((await get(PATH.merchantTrend, owner, { days: 7 })).data).list).toHaveLength(7);
    expect((await get(PATH.merchantTrend, owner, { days: 'many' })).code).toBe(400);
  });

  it('a shop\'s waiting work: orders to ship, refunds to decide, reviews not answered, products low on stock', async () => {
    const w = homeOperatingMerData.strict.parse((await get(PATH.merchantOperating, owner)).data);
    // To ship: today's order without a refund and yesterday's; the refunded and the refund-awaiting ones are not.
    expect(w).toEqual({ notShippingOrderNum: 2, refundingOrderNum: 1, onSaleProductNum: 1, vigilanceInventoryNum: 1, notSaleProductNum: 1, notReplyNum: 2 });
  });

  it('the platform\'s figures cover every shop, and its inbox the applications and products waiting', async () => {
    const r = platformHomeRateResponse.strict.parse((await get(PATH.platformIndex, op)).data);
    const users = Number((await c.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    expect(r).toEqual({ sales: '1031.35', yesterdaySales: '5.00', pageviews: 2, yesterdayPageviews: 1, orderNum: 3, yesterdayOrderNum: 1, userNum: users, merchantNum: 2 });
    await c.db.updateTable('products').set({ auditStatus: 0, isShow: 0 }).where('id', '=', theirs.productId).execute();
    const w = homeOperatingData.strict.parse((await get(PATH.platformOperating, op)).data);
    expect(w).toEqual({ notShippingOrderNum: 3, refundingOrderNum: 1, awaitAuditProductNum: 1, onSaleProductNum: 1, merchantApplyNum: 1 });
    const t = homeTrend.strict.parse((await get(PATH.platformTrend, op)).data);
    expect(t.list.at(-1)).toMatchObject({ sales: '1031.35', orderNum: 3, visitors: 2 });
    expect(t).toMatchObject({ orderNum: 5, visitors: 3 });
  });

  it('each side reads only its own: other tokens 401, a role without the permission 403', async () => {
    const shopper = await c.createUser();
    for (const path of [PATH.platformIndex, PATH.platformOperating, PATH.platformTrend]) {
      for (const token of [owner, shopper.token, '']) expect((await get(path, token)).code, path).toBe(401);
    }
    for (const path of [PATH.merchantIndex, PATH.merchantOperating, PATH.merchantTrend]) {
      for (const token of [op, shopper.token, '']) expect((await get(path, token)).code, path).toBe(401);
    }
    const viewer = await signedInOperator(c, [P.platformIndex]);
    expect((await get(PATH.platformIndex, viewer)).code).toBe(200);
    expect((await get(PATH.platformOperating, viewer)).code).toBe(403);
    // A shop's clerk holding only the figures.
    const account = `clerk.${Date.now()}@shop.test`;
    await insertShopOwner(c.db, { account, password: 'Owner#2026pass', merId: mine.merId });
    const db = adminDb(c.ctx);
    const stamp = now();
    const role = await db.insertInto('adminRoles').values({ merId: mine.merId, side: 'merchant', roleName: 'Figures', rules: JSON.stringify([P.merchantIndex]), status: 1, createdAt: stamp, updatedAt: stamp }).returning('id').executeTakeFirstOrThrow();
    await db.updateTable('adminAccounts').set({ type: ADMIN_TYPE.merchantStaff, roleId: role.id }).where('account', '=', account).execute();
    const clerk = (await c.call<{ token: string }>('POST', '/api/admin/merchant/login', { body: { account, pwd: 'Owner#2026pass' } })).data.token;
    expect((await get(PATH.merchantTrend, clerk)).code).toBe(200);
    expect((await get(PATH.merchantOperating, clerk)).code).toBe(403);
  });
});

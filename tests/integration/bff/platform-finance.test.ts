import { beforeAll, describe, expect, it } from 'vitest';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { BffClient } from '../../helpers/bff-client.js';
import { insertShopOwner } from '../../helpers/console-two-factor.js';
import { operatorBrowser } from '../../helpers/console-sign-in.js';
import { paidOrder, refundedOrder, shopWithRate, OPERATOR_PW, OWNER_PW } from '../../helpers/fixtures-finance.js';
import { merchantStatement, PLATFORM_FINANCE_PATHS as FINANCE, PLATFORM_FINANCE_PERMISSIONS, STATEMENT_CSV_COLUMNS } from '../../../shared/contract/admin-finance.js';
import { platformOrderInfo, platformOrderPageList, PLATFORM_ORDER_PATHS as ORDERS } from '../../../shared/contract/admin-platform-orders.js';
import { homeOperatingData, homeOperatingMerData, homeTrend, HOME_PATHS as HOME } from '../../../shared/contract/admin-home.js';
import { createOperator } from '../../../server/commerce/admin-accounts/operators.js';
import { hashAdminPassword } from '../../../server/commerce/admin-accounts/password.js';
import { adminDb, ADMIN_TYPE, freshAccount } from '../../../server/commerce/admin-accounts/tables.js';
import { now } from '../../../server/commerce/db/time.js';

/** The platform's finance, order lookup and both home screens through the BFF, the CSV download included. */
describe('platform finance, orders and dashboards through the BFF', () => {
  const { c, bff } = commerceBehindBff({ bff: { RATE_LIMIT_AUTH_MAX: 20 } });
  let merId = 0;
  let merNo = '';

  const signIn = operatorBrowser(c, bff);
  /** An operator's browser signed in through the BFF. */
  const operator = (account: string) => signIn({ account, password: OPERATOR_PW });

  beforeAll(async () => {
    await createOperator(c.ctx, { email: 'ops@finance-bff.test', password: OPERATOR_PW });
    const stamp = now();
    const db = adminDb(c.ctx);
    const role = await db.insertInto('adminRoles').values({ merId: 0, side: 'platform', roleName: 'Reader', rules: JSON.stringify([PLATFORM_FINANCE_PERMISSIONS.statement]), status: 1, createdAt: stamp, updatedAt: stamp }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('adminAccounts').values({ ...freshAccount(stamp), side: 'platform', account: 'reader@finance-bff.test', pwdHash: await hashAdminPassword(OPERATOR_PW), realName: 'Reader', type: ADMIN_TYPE.platformStaff, merId: 0, roleId: role.id }).execute();
    const shop = await shopWithRate(c, 9, 'Comma, "Quoted" Shop');
    merId = shop.merId;
    await insertShopOwner(c.db, { account: 'owner@finance-bff.test', password: OWNER_PW, merId });
    const buyer = await c.createUser();
    merNo = (await paidOrder(c, buyer.uid, shop, 1999, new Date())).merNo;
    const refunded = await paidOrder(c, buyer.uid, shop, 555, new Date());
    await refundedOrder(c, buyer.uid, refunded.merNo);
    await paidOrder(c, buyer.uid, shop, 1, new Date());
  });

  it('downloads the statement as CSV with the same figures as the answer, never cached', async () => {
    const b = await operator('ops@finance-bff.test');
    const json = await b.get(`${FINANCE.statement}?dateLimit=today`);
    expect(json.status).toBe(200);
    const st = merchantStatement.lenient.parse(json.body);
    expect(st.total).toEqual({ orderNum: 3, orderPayAmount: '25.55', refundNum: 1, refundAmount: '5.55', handlingFee: '1.80', merchantTransferAmount: '18.20' });

    const csv = await b.get<string>(`${FINANCE.export}?dateLimit=today`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="statement-export\.csv"$/);
    expect(csv.headers.get('cache-control')).toBe('no-store');
    const lines = csv.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toEqual([
      STATEMENT_CSV_COLUMNS.join(','),
      ...st.list.map((r) => [r.dataDate, r.merId, '"Comma, ""Quoted"" Shop"', r.commissionRate, r.orderNum, r.orderPayAmount, r.refundNum, r.refundAmount, r.handlingFee, r.merchantTransferAmount].join(',')),
      'total,,,,3,25.55,1,5.55,1.80,18.20',
    ]);
    // A refusal through the CSV route is the usual error answer.
    expect((await b.get(`${FINANCE.export}?dateLimit=nonsense`)).status).toBe(400);
  });

  it('refuses the CSV without the CSRF header, without the operator\'s cookie and without the permission', async () => {
    const b = await operator('ops@finance-bff.test');
    expect((await fetch(new URL(FINANCE.export, bff.url), { headers: { cookie: b.cookieHeader } })).status).toBe(403);
    const shopOwner = new BffClient(bff.url);
    expect((await shopOwner.post('/api/admin/merchant/login', { account: 'owner@finance-bff.test', pwd: OWNER_PW })).status).toBe(200);
    const refused = await shopOwner.get(FINANCE.export);
    expect(refused.status).toBe(401);
    expect(refused.headers.get('content-type')).toMatch(/json/);
    const reader = await operator('reader@finance-bff.test');
    expect((await reader.get(FINANCE.statement)).status).toBe(200);
    expect((await reader.get(FINANCE.export)).status).toBe(403);
  });

  it('forwards the order lookup, the note and both home screens', async () => {
    const b = await operator('ops@finance-bff.test');
    const page = platformOrderPageList.lenient.parse((await b.get(`${ORDERS.list}?orderNo=${merNo}`)).body);
    expect(page.list.map((o) => o.orderNo)).toEqual([merNo]);
    expect((await b.post(ORDERS.mark, { orderNo: merNo, remark: 'Checked by phone' })).status).toBe(200);
    const info = platformOrderInfo.lenient.parse((await b.get(`${ORDERS.info}?orderNo=${merNo}`)).body);
    expect(info.notes.map((n) => n.remark)).toEqual(['Checked by phone']);
    expect((await b.get(ORDERS.refundList)).status).toBe(200);
    expect(homeOperatingData.lenient.parse((await b.get(HOME.platformOperating)).body).notShippingOrderNum).toBe(2);
    expect(homeTrend.lenient.parse((await b.get(HOME.platformTrend)).body).list).toHaveLength(30);

    const shop = new BffClient(bff.url);
    expect((await shop.post('/api/admin/merchant/login', { account: 'owner@finance-bff.test', pwd: OWNER_PW })).status).toBe(200);
    expect(homeOperatingMerData.lenient.parse((await shop.get(HOME.merchantOperating)).body).notShippingOrderNum).toBe(2);
    expect(homeTrend.lenient.parse((await shop.get(HOME.merchantTrend)).body).orderNum).toBe(3);
    expect((await shop.get(HOME.merchantIndex)).status).toBe(200);
    // The platform's calls are not the shop's, even through the shop's own cookie path.
    expect((await shop.get(ORDERS.list)).status).toBe(401);
  });
});

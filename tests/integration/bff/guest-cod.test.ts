import { beforeAll, describe, expect, it } from 'vitest';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { BffClient } from '../../helpers/bff-client.js';
import { operatorBrowser, ownerBrowser } from '../../helpers/console-sign-in.js';
import { addAddress, addProduct, addShop, type ProductFixture } from '../../helpers/fixtures-orders.js';
import { COD_SWITCH_KEY, PLATFORM_CATALOGUE_PATHS as CATALOGUE } from '../../../shared/contract/admin-platform-catalogue.js';
import { MERCHANT_ORDER_PATHS as ORDER, merchantOrderPage, storeOrderInfo } from '../../../shared/contract/admin-order.js';
import { payMethods, payment } from '../../../shared/contract/pay.js';
import { loginResponse, userCenter } from '../../../shared/contract/user.js';
import { createOperator } from '../../../server/commerce/admin-accounts/operators.js';

const OPERATOR = { account: 'ops@guest-cod.test', password: 'Operator#2026pass' };
const OWNER = { account: 'owner@guest-cod.test', password: 'Owner#2026pass' };

/**
 * A guest buys with cash on delivery through the BFF, as the storefront does: the operator turns it on in the
 * platform console, the guest enters with an email (which the profile then shows), places and "pays" the
 * order, and the shop sees it to ship, marked cash on delivery, and ships it.
 */
describe('guest checkout with cash on delivery through the BFF', () => {
  const { c, bff } = commerceBehindBff();
  let op: BffClient;
  let shop: BffClient;
  let jacket: ProductFixture;

  beforeAll(async () => {
    const merId = await addShop(c.db, { name: 'Door Pay' });
    jacket = await addProduct(c.db, merId, [{ price: 3900, stock: 10 }], { name: 'Rain jacket' });
    await createOperator(c.ctx, { email: OPERATOR.account, password: OPERATOR.password });
    op = await operatorBrowser(c, bff)(OPERATOR);
    shop = await ownerBrowser(c, bff, { ...OWNER, merId });
  });

  const methods = async (b: BffClient) => payMethods.lenient.parse((await b.get('/api/front/pay/method')).body);

  it('the operator’s switch reaches the storefront’s pay/method at once; a shopper cannot flip it', async () => {
    const guest = new BffClient(bff.url);
    expect((await methods(guest)).codSwitch).toBe(false);
    expect((await guest.post(CATALOGUE.configSave, { key: COD_SWITCH_KEY, value: '1' })).status).not.toBe(200);
    expect((await op.post(CATALOGUE.configSave, { key: COD_SWITCH_KEY, value: '1' })).status).toBe(200);
    expect((await op.get(CATALOGUE.configGet, { key: COD_SWITCH_KEY })).body).toBe('1');
    expect((await methods(guest)).codSwitch).toBe(true);
  });

  it('a guest enters with an email, sees it in the profile, buys with cash on delivery, and the shop ships it', async () => {
    const guest = new BffClient(bff.url);
    const bad = await guest.post<{ code: number; message: string }>('/api/front/login/register/visitor', { email: 'not-an-email' });
    expect(bad.body).toMatchObject({ code: 400, message: 'Please enter a correct email' });
    const entered = await guest.post('/api/front/login/register/visitor', { email: 'door.guest@example.test', phone: '', countryCode: '+44' });
    expect(entered.status).toBe(200);
    const login = loginResponse.lenient.parse(entered.body);
    expect(login.userType).toBe('tourist');
    expect(userCenter.lenient.parse((await guest.get('/api/front/user/info')).body).email).toBe('door.guest@example.test');

    const addressId = await addAddress(c.db, login.uid);
    const pre = await guest.post<{ preOrderNo: string }>('/api/front/order/pre/order', { preOrderType: 'buyNow', orderDetails: [{ productId: jacket.id, attrValueId: jacket.skus[0]!.id, productNum: 1 }] });
    expect(pre.status).toBe(200);
    const created = await guest.post<{ orderNo: string }>('/api/front/order/create', { preOrderNo: pre.body.preOrderNo, addressId, couponId: 0, payType: 'cod', payChannel: 'pc' });
    expect(created.status).toBe(200);
    const orderNo = created.body.orderNo;
    const [first, second] = await Promise.all([0, 1].map(() => guest.post('/api/front/pay/payment', { orderNo, payType: 'cod', payChannel: 'pc' })));
    for (const r of [first!, second!]) expect(payment.lenient.parse(r.body)).toMatchObject({ status: true, payType: 'cod', orderNo });
    expect(await c.db.selectFrom('payments').select(['provider', 'status']).where('masterOrderNo', '=', orderNo).execute()).toEqual([{ provider: 'cod', status: 'pending' }]);

    const toShip = merchantOrderPage.lenient.parse((await shop.get(ORDER.list, { status: 'notShipped' })).body);
    const row = toShip.list.find((o) => o.masterOrderNo === orderNo);
    expect(row).toMatchObject({ payType: 'cod', paid: true, status: 0 });
    // The shop can reach the guest at the email given at the door.
    expect(storeOrderInfo.lenient.parse((await shop.get(ORDER.info, { orderNo: row!.orderNo })).body)).toMatchObject({ payType: 'cod', userEmail: 'door.guest@example.test' });
    expect((await shop.post(ORDER.send, { orderNo: row!.orderNo, type: 3 })).status).toBe(200);
    expect((await c.db.selectFrom('merchantOrders').select('status').where('orderNo', '=', row!.orderNo).executeTakeFirstOrThrow()).status).toBe(1);
  });

  it('with the switch off, the service refuses cash on delivery through the BFF too', async () => {
    expect((await op.post(CATALOGUE.configSave, { key: COD_SWITCH_KEY, value: '0' })).status).toBe(200);
    const guest = new BffClient(bff.url);
    const login = loginResponse.lenient.parse((await guest.post('/api/front/login/register/visitor', { email: 'late.guest@example.test' })).body);
    const addressId = await addAddress(c.db, login.uid);
    const pre = await guest.post<{ preOrderNo: string }>('/api/front/order/pre/order', { preOrderType: 'buyNow', orderDetails: [{ productId: jacket.id, attrValueId: jacket.skus[0]!.id, productNum: 1 }] });
    const created = await guest.post<{ code: number; message: string }>('/api/front/order/create', { preOrderNo: pre.body.preOrderNo, addressId, couponId: 0, payType: 'cod', payChannel: 'pc' });
    expect(created.body).toMatchObject({ code: 500, message: 'Cash on delivery is not available, please choose another payment method' });
  });
});

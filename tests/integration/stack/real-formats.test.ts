import { describe, expect, it } from 'vitest';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { makeOrder, makeShopProduct } from '../../helpers/fixtures-aftersales.js';
import { parseWireTime } from '../../../shared/time-zone.js';

// The embedded service answers in a real upstream's formats (absolute pictures, dates in the
// deployment's zone), and the BFF turns them into what the SPA shows, on its production path.
describe('real upstream formats through the BFF', () => {
  const { c, bff } = commerceBehindBff({ commerce: { env: { SERVER_TIME_ZONE: 'Asia/Bangkok' } } });

  it('pictures: absolute on the image domain from the service, same-origin paths from the BFF', async () => {
    const p = await makeShopProduct(c);
    const direct = await c.call<{ productInfo: { image: string } }>('GET', `/api/front/product/detail/${p.productId}`);
    expect(direct.data.productInfo.image).toBe(`${new URL(c.url).origin}/crmebimage/x.svg`);
    const viaBff = await fetch(`${bff.url}/api/front/product/detail/${p.productId}`, { headers: { 'x-csrf': '1' } });
    expect(viaBff.status).toBe(200);
    const body = (await viaBff.json()) as { productInfo: { image: string } };
    expect(body.productInfo.image).toBe('/crmebimage/x.svg');
  });

  it('dates: wall-clock times in SERVER_TIME_ZONE on the wire, the same instant as stored, and the zone in the boot config', async () => {
    const { uid, token } = await c.createUser();
    const p = await makeShopProduct(c);
    const o = await makeOrder(c, uid, p);
    await c.db.updateTable('orders').set({ createdAt: '2026-11-23 09:53:07' }).where('orderNo', '=', o.masterNo).execute();
    const detail = await c.call<{ createTime: string }>('GET', `/api/front/order/master/detail/${o.masterNo}`, { token });
    expect(detail.code, detail.message).toBe(200);
    // 09:53 UTC is 16:53 in Bangkok (GMT+7, no daylight saving).
    expect(detail.data.createTime).toBe('2026-11-23 16:53:07');
    expect(parseWireTime(detail.data.createTime, 'Asia/Bangkok')?.toISOString()).toBe('2026-11-23T09:53:07.000Z');
    const cfg = await fetch(`${bff.url}/api/bff/config`, { headers: { 'x-csrf': '1' } });
    expect(((await cfg.json()) as { serverTimeZone: string }).serverTimeZone).toBe('Asia/Bangkok');
  });
});

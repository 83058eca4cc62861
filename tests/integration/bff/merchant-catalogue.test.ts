import { beforeAll, describe, expect, it } from 'vitest';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { BffClient } from '../../helpers/bff-client.js';
import { ownerBrowser } from '../../helpers/console-sign-in.js';
import { addCategory, addMerchant } from '../../helpers/fixtures-catalog.js';
import { adminProductPage, MERCHANT_PRODUCT_PATHS as PATH, storeProductInfo } from '../../../shared/contract/admin-product.js';

const OWNER = { account: 'owner@merchant-catalogue.test', password: 'Owner#2026pass' };
const PIC = '/crmebimage/public/product/20260101/main.png';

describe('the merchant console\'s catalogue through the BFF', () => {
  const { c, bff } = commerceBehindBff();
  let leaf: number;
  let mid: number;
  let b: BffClient;

  beforeAll(async () => {
    const top = await addCategory(c.db, { name: 'Home', level: 1 });
    mid = await addCategory(c.db, { name: 'Kitchen', level: 2, pid: top });
    leaf = await addCategory(c.db, { name: 'Kettles', level: 3, pid: mid });
    const merId = await addMerchant(c.db, { name: 'Kettle Co' });
    b = await ownerBrowser(c, bff, { ...OWNER, merId });
  });

  const body = (name: string) => ({
    image: PIC,
    sliderImage: JSON.stringify([PIC]),
    storeName: name,
    storeInfo: 'Boils fast',
    keyword: 'kettle',
    unitName: 'piece',
    specType: false,
    attrValue: [{ stock: 5, price: '25.00', attrValue: '' }],
    content: '<p>Steel</p>',
    categoryId: leaf,
  });

  it('saves, lists, conflicts with HTTP 409, and needs the CSRF header for A\'s GET state changes', async () => {
    expect((await b.post(PATH.save, body('Copper Kettle'))).status).toBe(200);
    const list = adminProductPage.lenient.parse((await b.get(PATH.list, { type: 1, keywords: 'copper' })).body);
    expect(list.list.map((p) => p.storeName)).toEqual(['Copper Kettle']);
    const id = list.list[0]!.id;
    const info = storeProductInfo.lenient.parse((await b.get(`${PATH.info}/${id}`)).body);
    const update = { ...body('Copper Kettle II'), id, version: info.version, attrValue: [{ id: info.attrValue[0]!.id, stock: 5, sales: 0, price: '25.00', attrValue: '' }] };
    expect((await b.post(PATH.update, update)).status).toBe(200);
    const stale = await b.post<{ code: number; message: string }>(PATH.update, update);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 409, message: expect.stringMatching(/changed by someone else/) });

    const withoutCsrf = await fetch(new URL(`${PATH.offShell}/${id}`, bff.url), { headers: { cookie: b.cookieHeader } });
    expect(withoutCsrf.status).toBe(403);
    expect(storeProductInfo.lenient.parse((await b.get(`${PATH.info}/${id}`)).body).isShow).toBe(true);
    expect((await b.get(`${PATH.offShell}/${id}`)).status).toBe(200);
    expect(storeProductInfo.lenient.parse((await b.get(`${PATH.info}/${id}`)).body).isShow).toBe(false);
  });

  it('drops the public answers it holds when a catalogue change succeeds, so shoppers see it at once', async () => {
    const shopper = new BffClient(bff.url);
    const tree = async () => JSON.stringify((await shopper.get('/api/front/product/category')).body);
    const before = await tree();
    // A change behind the BFF's back is not seen while the cached answer is fresh...
    await addCategory(c.db, { name: 'Teapots', level: 3, pid: mid });
    expect(await tree()).toBe(before);
    // ...a failed console call keeps the cache, a successful one empties it.
    expect((await b.post(PATH.save, { ...body('Broken'), categoryId: 0 })).status).toBe(400);
    expect(await tree()).toBe(before);
    expect((await b.post(PATH.save, body('Iron Kettle'))).status).toBe(200);
    expect(await tree()).toContain('Teapots');
  });
});

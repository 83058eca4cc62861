import { beforeAll, describe, expect, it } from 'vitest';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { BffClient } from '../../helpers/bff-client.js';
import { operatorBrowser } from '../../helpers/console-sign-in.js';
import { addCategory, addMerchant, addProduct } from '../../helpers/fixtures-catalog.js';
import { groupDataPage, PLATFORM_CATALOGUE_PATHS as PATH, PLATFORM_GROUPS, platformCategoryList, platformProductPage } from '../../../shared/contract/admin-platform-catalogue.js';
import { createOperator } from '../../../server/commerce/admin-accounts/operators.js';

const OPERATOR = { account: 'ops@platform-oversight.test', password: 'Operator#2026pass' };
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');

describe('the platform console\'s catalogue oversight through the BFF', () => {
  const { c, bff } = commerceBehindBff();
  let op: BffClient;
  const shopper = () => new BffClient(bff.url);
  const ids = { top: 0, mid: 0, leaf: 0, shop: 0, product: 0 };

  beforeAll(async () => {
    ids.top = await addCategory(c.db, { name: 'Garden', level: 1 });
    ids.mid = await addCategory(c.db, { name: 'Tools', level: 2, pid: ids.top });
    ids.leaf = await addCategory(c.db, { name: 'Spades', level: 3, pid: ids.mid });
    ids.shop = await addMerchant(c.db, { name: 'Dig Co' });
    ids.product = await addProduct(c.db, { merId: ids.shop, name: 'Steel Spade', cateId: ids.leaf, price: 2500 });
    await createOperator(c.ctx, { email: OPERATOR.account, password: OPERATOR.password });
    op = await operatorBrowser(c, bff)(OPERATOR);
  });

  it('forwards every oversight call under the operator\'s cookie, and none without it', async () => {
    expect(platformCategoryList.lenient.parse((await op.get(PATH.categoryList)).body).map((x) => x.name)).toEqual(['Garden', 'Tools', 'Spades']);
    expect(platformProductPage.lenient.parse((await op.get(PATH.productList, { type: 1 })).body).list.map((p) => p.storeName)).toEqual(['Steel Spade']);
    expect((await op.get(PATH.productTabs)).status).toBe(200);
    expect((await op.get(PATH.configGet, { key: 'product_audit_switch' })).body).toBe('0');
    expect(groupDataPage.lenient.parse((await op.get(PATH.groupList, { gid: PLATFORM_GROUPS.hotKeywords })).body).total).toBe(0);
    const anonymous = shopper();
    for (const path of [PATH.categoryList, PATH.productList, PATH.groupList]) expect((await anonymous.get(path)).status, path).toBe(401);
    expect((await anonymous.post(PATH.categoryAdd, { pid: 0, name: 'X', level: 1, sort: 0 })).status).toBe(401);
    // A's GET delete still needs the CSRF header through the BFF.
    const noCsrf = await fetch(new URL(`${PATH.groupDelete}?id=1`, bff.url), { headers: { cookie: op.cookieHeader } });
    expect(noCsrf.status).toBe(403);
  });

  it('drops the cached public answers after a category write, so a shopper read right after shows the change', async () => {
    const tree = async () => JSON.stringify((await shopper().get('/api/front/product/category')).body);
    const before = await tree();
    expect(before).toContain('Spades');
    // A change behind the BFF's back is not seen while the cached answer is fresh...
    await c.db.updateTable('categories').set({ name: 'Shovels' }).where('id', '=', ids.leaf).execute();
    expect(await tree()).toBe(before);
    // ...a refused console write keeps the cache...
    expect((await op.post(`${PATH.categoryDelete}/${ids.leaf}`)).status).toBe(500);
    expect(await tree()).toBe(before);
    // ...a successful one drops it.
    expect((await op.post(PATH.categoryUpdate, { id: ids.mid, pid: ids.top, name: 'Hand tools', level: 2, sort: 5 })).status).toBe(200);
    const after = await tree();
    expect(after).toContain('Hand tools');
    expect(after).toContain('Shovels');
  });

  it('drops them after a banner and a hot-keyword write', async () => {
    const upload = await fetch(new URL(`${PATH.upload}?model=banner&pid=1`, bff.url), {
      method: 'POST',
      headers: { 'x-csrf': '1', cookie: op.cookieHeader, 'content-type': 'multipart/form-data; boundary=----b7' },
      body: Buffer.concat([Buffer.from('------b7\r\nContent-Disposition: form-data; name="multipart"; filename="spring.png"\r\nContent-Type: image/png\r\n\r\n'), PNG, Buffer.from('\r\n------b7--\r\n')]),
    });
    expect(upload.status).toBe(200);
    const pic = String(((await upload.json()) as { url: string }).url);
    expect(pic).toMatch(/^\/crmebimage\/banner\/\d{8}\/[0-9a-f]{32}\.png$/);

    const home = async () => (await shopper().get<{ banner: { name: string }[] | null }>('/api/pc/home/index')).body.banner ?? [];
    expect(await home()).toEqual([]);
    const saved = await op.post(PATH.groupSave, { gid: PLATFORM_GROUPS.pcBanner, form: { fields: [{ name: 'name', value: 'Spring digging' }, { name: 'pic', value: pic }, { name: 'url', value: '/category' }], sort: 10, status: true } });
    expect(saved.status).toBe(200);
    expect((await home()).map((x) => x.name)).toEqual(['Spring digging']);

    const keywords = async () => ((await shopper().get<{ title: string }[] | null>('/api/front/search/keyword')).body ?? []).map((k) => k.title);
    expect(await keywords()).toEqual([]);
    expect((await op.post(PATH.groupSave, { gid: PLATFORM_GROUPS.hotKeywords, form: { fields: [{ name: 'title', value: 'spade' }] } })).status).toBe(200);
    expect(await keywords()).toEqual(['spade']);
  });

  it('drops them after a forced removal, so the product leaves the storefront at once', async () => {
    const listed = async () => ((await shopper().get<{ list: { id: number }[] }>('/api/front/product/list', { cid: ids.leaf, page: 1, limit: 20 })).body.list ?? []).map((p) => p.id);
    expect(await listed()).toContain(ids.product);
    expect((await op.post(PATH.productForceDown, { ids: String(ids.product), reason: 'Sharp edges unguarded' })).status).toBe(200);
    expect(await listed()).not.toContain(ids.product);
  });
});

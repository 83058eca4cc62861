import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { page as pageOf } from '../../../shared/contract/common.js';
import { list as listOf, type Wire } from '../../../shared/contract/fields.js';
import { merchantCard, merchantDetail, merchantInfo, merchantType, settledRecord, shopCategory } from '../../../shared/contract/merchant.js';
import { commerceSuite } from './suite.js';
import { addCategory, addMerchant, addMerchantCategory, addMerchantType, addProduct, outboxCode } from '../../helpers/fixtures-catalog.js';
import { sendCode } from '../../../server/commerce/accounts/codes.js';
import { reviewApplication } from '../../../server/commerce/merchants/settlement.js';
import { writeSiteConfig } from '../../../server/commerce/content/site-config.js';

type Page<T> = { list: T[]; total: number; pageNum: number };
// Answers as the contract's strict shapes send them: pictures absolute, picture lists in one of the three forms (docs/upstream-contract.md §14).
type ShopCard = Wire<typeof merchantCard>;
type Rec = Wire<typeof settledRecord>;

describe('commerce shops and settlement', () => {
  const c = commerceSuite();
  type Key = 'catElec' | 'catFood' | 'closed' | 'leaf' | 'self' | 'tea' | 'thai' | 'typeFlag' | 'typeSpec' | 'volt';
  const ids = {} as Record<Key, number>;

  beforeAll(async () => {
    const db = c.db;
    ids.typeFlag = await addMerchantType(db, 'Flagship');
    ids.typeSpec = await addMerchantType(db, 'Specialty');
    ids.catElec = await addMerchantCategory(db, 'Electronics', 5);
    ids.catFood = await addMerchantCategory(db, 'Food', 3);
    ids.leaf = await addCategory(db, { name: 'Leaf', level: 3 });
    ids.self = await addMerchant(db, { name: 'Storefront Official', isSelf: 1, typeId: ids.typeFlag, categoryId: ids.catElec, starLevel: 5, serviceType: 'H5' });
    ids.volt = await addMerchant(db, { name: 'Volt Electronics', typeId: ids.typeSpec, categoryId: ids.catElec, keywords: 'gadgets', serviceType: 'phone' });
    ids.tea = await addMerchant(db, { name: '茶叶小铺 Tea House', typeId: ids.typeSpec, categoryId: ids.catFood, starLevel: 3 });
    ids.thai = await addMerchant(db, { name: 'ร้านชาไทย', typeId: ids.typeSpec, categoryId: ids.catFood, starLevel: 2 });
    ids.closed = await addMerchant(db, { name: 'Closed Volt', isShow: 0, categoryId: ids.catElec });
    for (let i = 0; i < 6; i++) await addProduct(db, { merId: ids.volt, name: `Volt gadget ${i}`, cateId: ids.leaf, price: 1000 + i, sales: i * 10 });
    await addProduct(db, { merId: ids.volt, name: 'Hidden gadget', cateId: ids.leaf, price: 1000, sales: 999, isShow: 0 });
    await writeSiteConfig(c.ctx, { settled_agreement: 'Be honest and ship on time.' });
  });

  describe('shop street and search', () => {
    it('pages the street with up to three visible products per shop (as A), self-run first', async () => {
      const r = await c.call<Page<ShopCard>>('GET', '/api/front/merchant/street', { query: { limit: 10 } });
      expect(r.code).toBe(200);
      pageOf(merchantCard).strict.parse(r.data);
      expect(r.data.total).toBe(4);
      expect(r.data.list[0]!.id).toBe(ids.self);
      expect(r.data.list[0]!.isSelf).toBe(true);
      const volt = r.data.list.find((s) => s.id === ids.volt)!;
      expect(volt.proList.map((p) => p.storeName)).toEqual(['Volt gadget 5', 'Volt gadget 4', 'Volt gadget 3']);
      expect(r.data.list.map((s) => s.name)).not.toContain('Closed Volt');
      const p2 = await c.call<Page<ShopCard>>('GET', '/api/front/merchant/street', { query: { limit: 3, page: 2 } });
      expect(p2.data.list).toHaveLength(1);
    });

    it('searches shop names and keywords case-insensitively, also in Chinese and Thai', async () => {
      const search = async (query: Record<string, string | number>) => (await c.call<Page<ShopCard>>('GET', '/api/front/merchant/search/list', { query })).data.list.map((s) => s.id);
      expect(await search({ keywords: 'VOLT' })).toEqual([ids.volt]);
      const found = await c.call<Page<ShopCard>>('GET', '/api/front/merchant/search/list', { query: { keywords: 'VOLT' } });
      expect(found.data.list[0]!.proList).toHaveLength(3);
      expect(await search({ keywords: 'Gadgets' })).toEqual([ids.volt]);
      expect(await search({ keywords: '茶叶' })).toEqual([ids.tea]);
      expect(await search({ keywords: 'ชาไทย' })).toEqual([ids.thai]);
      expect(await search({ categoryId: ids.catFood })).toEqual([ids.tea, ids.thai]);
      expect(await search({ typeId: ids.typeFlag })).toEqual([ids.self]);
      expect(await search({ isSelf: 'true' })).toEqual([ids.self]);
      expect((await search({ isSelf: 'false' })).sort()).toEqual([ids.volt, ids.tea, ids.thai].sort());
      expect(await search({ keywords: 'closed' })).toEqual([]);
    });

    it('refuses invalid filters with code 400', async () => {
      for (const query of [{ isSelf: 'maybe' }, { categoryId: 'x' }, { typeId: -1 }, { page: 0 }] as Record<string, string | number>[]) {
        expect((await c.call('GET', '/api/front/merchant/search/list', { query })).code, JSON.stringify(query)).toBe(400);
      }
    });
  });

  describe('shop pages', () => {
    it('answers index info with isCollect for the signed-in shopper', async () => {
      const info = merchantInfo.strict;
      const anon = await c.call<z.infer<typeof info>>('GET', `/api/front/merchant/index/info/${ids.volt}`);
      info.parse(anon.data);
      expect(anon.data.isCollect).toBe(false);
      const fan = await c.createUser();
      const other = await c.createUser();
      await c.db.insertInto('merchantCollects').values({ uid: fan.uid, merId: ids.volt, createdAt: '2026-01-01 00:00:00' }).execute();
      expect((await c.call<{ isCollect: boolean }>('GET', `/api/front/merchant/index/info/${ids.volt}`, { token: fan.token })).data.isCollect).toBe(true);
      expect((await c.call<{ isCollect: boolean }>('GET', `/api/front/merchant/index/info/${ids.volt}`, { token: other.token })).data.isCollect).toBe(false);
      const detail = await c.call<{ collectNum: number; createTime: string }>('GET', `/api/front/merchant/detail/${ids.volt}`);
      merchantDetail.strict.parse(detail.data);
      expect(detail.data.collectNum).toBe(1);
      // Stored in UTC, answered in the deployment's zone (GMT+8 by default), as a real backend does.
      expect(detail.data.createTime).toBe('2026-01-02 11:04:05');
      expect(c.wireTime('2026-01-02 03:04:05')).toBe('2026-01-02 11:04:05');
    });

    it('answers the customer-service config', async () => {
      const r = await c.call('GET', `/api/front/merchant/customer/service/info/${ids.volt}`);
      expect(r.data).toEqual({ serviceType: 'phone', serviceLink: '', servicePhone: '+44 20 0000 0000', serviceMessage: '', serviceEmail: 'help@example.test' });
    });

    it('answers code 500 for a closed or unknown shop and 400 for a bad id; a closed shop\'s header says it is closed', async () => {
      // The shop page tells shoppers a closed shop is closed (docs/api-extensions.md "Reviews, coupons and shop settings").
      expect(merchantInfo.strict.parse((await c.call('GET', `/api/front/merchant/index/info/${ids.closed}`)).data).isSwitch).toBe(false);
      expect(merchantInfo.strict.parse((await c.call('GET', `/api/front/merchant/index/info/${ids.volt}`)).data).isSwitch).toBe(true);
      for (const path of ['index/info', 'detail', 'customer/service/info']) {
        if (path !== 'index/info') expect((await c.call('GET', `/api/front/merchant/${path}/${ids.closed}`)).code).toBe(500);
        expect((await c.call('GET', `/api/front/merchant/${path}/999999`)).message).toBe('Shop does not exist or has been closed');
        expect((await c.call('GET', `/api/front/merchant/${path}/abc`)).code).toBe(400);
      }
    });

    it('lists merchant types and categories', async () => {
      const types = await c.call<unknown[]>('GET', '/api/front/merchant/all/type/list');
      expect(listOf(merchantType).strict.parse(types.data)).toHaveLength(2);
      const cats = await c.call<{ name: string; handlingFee: number }[]>('GET', '/api/front/merchant/all/category/list');
      listOf(shopCategory).strict.parse(cats.data);
      expect(cats.data.map((x) => [x.name, x.handlingFee])).toEqual([['Electronics', 5], ['Food', 3]]);
    });
  });

  describe('settlement', () => {
    const email = 'Founder@Example.test';
    const form = (over: Record<string, unknown> = {}) => ({
      name: 'Founder Goods',
      categoryId: ids.catFood,
      typeId: ids.typeSpec,
      realName: 'Fay Founder',
      email,
      address: '2 Market Road',
      qualificationPicture: '/crmebimage/user/licence.png,/crmebimage/user/permit.png',
      phone: '+44 7700 900456',
      keywords: 'tea, snacks',
      ...over,
    });
    const codeFor = async (to = email) => {
      await c.db.deleteFrom('verificationCodes').where('target', '=', to.toLowerCase()).execute();
      await sendCode(c.ctx, { purpose: 'settled', target: to.toLowerCase(), channel: 'email' });
      return outboxCode(c.config.DATA_DIR, to.toLowerCase(), 'settled');
    };

    it('serves the agreement', async () => {
      expect((await c.call('GET', '/api/front/merchant/settled/agreement')).data).toEqual({ agreement: 'Be honest and ship on time.' });
    });

    it('requires login to apply and to read the record', async () => {
      expect((await c.call('POST', '/api/front/merchant/settled/apply', { body: form({ captcha: '123456' }) })).code).toBe(401);
      expect((await c.call('GET', '/api/front/merchant/settled/record')).code).toBe(401);
    });

    it('validates the form with clear messages', async () => {
      const u = await c.createUser();
      const bad: [Record<string, unknown>, string][] = [
        [{ name: '' }, 'Please enter the shop name'],
        [{ categoryId: undefined }, 'Please choose a merchant category'],
        [{ email: 'not-an-email' }, 'Please enter a correct email'],
        [{ qualificationPicture: '' }, 'Please upload the qualification pictures'],
        [{ qualificationPicture: 'javascript:alert(1)' }, 'Qualification pictures must be uploaded images'],
        [{ qualificationPicture: Array.from({ length: 6 }, (_, i) => `/crmebimage/x${i}.png`).join(',') }, 'At most 5 qualification pictures'],
        [{ captcha: '12ab' }, 'The verification code must be 6 digits'],
      ];
      for (const [over, message] of bad) {
        const r = await c.call('POST', '/api/front/merchant/settled/apply', { token: u.token, body: { captcha: '123456', ...form(over) } });
        expect(r, JSON.stringify(over)).toEqual({ code: 400, message, data: null });
      }
      const unknownCat = await c.call('POST', '/api/front/merchant/settled/apply', { token: u.token, body: form({ captcha: '123456', categoryId: 9999 }) });
      expect(unknownCat.code).toBe(500);
    });

    it('refuses a wrong code, accepts the right one, then shows the pending record to its owner only', async () => {
      const u = await c.createUser();
      const code = await codeFor();
      const wrong = code === '000000' ? '111111' : '000000';
      const w = await c.call('POST', '/api/front/merchant/settled/apply', { token: u.token, body: form({ captcha: wrong }) });
      expect(w.code).toBe(500);
      // The PC client sends the pictures as a JSON array string (docs/upstream-contract.md §14).
      const ok = await c.call('POST', '/api/front/merchant/settled/apply', { token: u.token, body: form({ captcha: code, qualificationPicture: JSON.stringify(['/crmebimage/user/licence.png', '/crmebimage/user/permit.png']) }) });
      expect(ok.code, ok.message).toBe(200);
      const rec = await c.call<Page<Rec>>('GET', '/api/front/merchant/settled/record', { token: u.token });
      pageOf(settledRecord).strict.parse(rec.data);
      expect(rec.data.list).toHaveLength(1);
      expect(rec.data.list[0]).toMatchObject({ name: 'Founder Goods', auditStatus: 1, denialReason: '', email: 'founder@example.test', handlingFee: 3 });
      // Stored and answered as a JSON array string, which that client reads back with JSON.parse.
      expect(JSON.parse(rec.data.list[0]!.qualificationPicture)).toEqual([c.img('/crmebimage/user/licence.png'), c.img('/crmebimage/user/permit.png')]);
      const stranger = await c.createUser();
      expect((await c.call<Page<Rec>>('GET', '/api/front/merchant/settled/record', { token: stranger.token })).data).toMatchObject({ total: 0, list: [] });
      // A second application while one is pending is refused.
      const again = await c.call('POST', '/api/front/merchant/settled/apply', { token: u.token, body: form({ captcha: await codeFor() }) });
      expect(again).toMatchObject({ code: 500, message: 'Your application is under review, please wait for the result' });

      // Rejection: status 3 with the reason, a notification; a resubmission is a new application.
      const id = rec.data.list[0]!.id;
      await expect(reviewApplication(c.ctx, { id, approve: false })).rejects.toThrow('Please give the reason');
      const rejected = await reviewApplication(c.ctx, { id, approve: false, reason: 'Licence photo is unreadable' });
      expect(rejected).toMatchObject({ auditStatus: 3, denialReason: 'Licence photo is unreadable' });
      await expect(reviewApplication(c.ctx, { id, approve: true })).rejects.toThrow('already been reviewed');
      const notes = await c.db.selectFrom('notifications').selectAll().where('uid', '=', u.uid).execute();
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ type: 'merchant', linkUrl: '/users/application_record', isRead: 0 });
      expect(notes[0]!.content).toContain('Licence photo is unreadable');

      const re = await c.call('POST', '/api/front/merchant/settled/apply', { token: u.token, body: form({ captcha: await codeFor(), name: 'Founder Goods Two' }) });
      expect(re.code, re.message).toBe(200);
      const recs = await c.call<Page<Rec>>('GET', '/api/front/merchant/settled/record', { token: u.token, query: { limit: 1 } });
      expect(recs.data.total).toBe(2);
      expect(recs.data.list[0]).toMatchObject({ name: 'Founder Goods Two', auditStatus: 1 });

      // Approval opens the shop from the application and links it.
      const approved = await reviewApplication(c.ctx, { id: recs.data.list[0]!.id, approve: true });
      expect(approved.auditStatus).toBe(2);
      expect(approved.merId).toBeGreaterThan(0);
      const shop = await c.call<{ name: string; avatar: string; isSelf: boolean }>('GET', `/api/front/merchant/index/info/${approved.merId}`);
      expect(shop.data).toMatchObject({ name: 'Founder Goods Two', isSelf: false });
      expect(shop.data.avatar.startsWith(c.img('/crmebimage/shops/'))).toBe(true);
      expect(await c.db.selectFrom('notifications').select('id').where('uid', '=', u.uid).execute()).toHaveLength(2);
      const after = await c.call('POST', '/api/front/merchant/settled/apply', { token: u.token, body: form({ captcha: '123456', name: 'Third' }) });
      expect(after.message).toBe('Your shop application has already been approved');
    });

    it('refuses a shop name that is already taken', async () => {
      const u = await c.createUser();
      const r = await c.call('POST', '/api/front/merchant/settled/apply', { token: u.token, body: form({ captcha: '123456', name: 'volt electronics' }) });
      expect(r).toMatchObject({ code: 500, message: 'This shop name is already taken' });
    });
  });
});

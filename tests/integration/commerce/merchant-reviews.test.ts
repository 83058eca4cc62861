import { beforeAll, describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import { MERCHANT_REVIEW_PATHS as PATH, MERCHANT_REVIEW_PERMISSIONS as PERMISSION, storeProductReplyPage } from '../../../shared/contract/admin-shop.js';
import { makeOrder } from '../../helpers/fixtures-aftersales.js';
import { addReply } from '../../helpers/fixtures-catalog.js';
import { consoleToken, lastLogged, twoShopsWithOwners, type ShopProduct } from '../../helpers/shopcare-console.js';

describe('merchant console: reviews (docs/api-extensions.md "Reviews, coupons and shop settings")', () => {
  const c = commerceSuite();
  let shop1: ShopProduct;
  let shop2: ShopProduct;
  let [owner1, owner2, shopperToken] = ['', '', ''];
  let [shopperReview, picReview, answeredReview, otherShopReview] = [0, 0, 0, 0];

  const list = async (token: string, query: Record<string, string | number | boolean> = {}) => {
    const r = await c.call('GET', PATH.list, { token, query });
    expect(r.code, r.message).toBe(200);
    return storeProductReplyPage.strict.parse(r.data);
  };
  const reply = (token: string, body: unknown) => c.call('POST', PATH.comment, { token, body });

  beforeAll(async () => {
    ({ shop1, shop2, owner1, owner2 } = await twoShopsWithOwners(c));
    // A real review: a shopper's received order, reviewed through the storefront.
    const shopper = await c.createUser({ nickname: 'Rae Reviewer' });
    shopperToken = shopper.token;
    const order = await makeOrder(c, shopper.uid, shop1, { state: 'completed' });
    const sent = await c.call('POST', '/api/front/order/comment', { token: shopper.token, body: { orderNo: order.merNo, orderInfoId: order.itemId, star: 2, comment: 'Lid rattles' } });
    expect(sent.code, sent.message).toBe(200);
    shopperReview = (await c.db.selectFrom('productReplies').select('id').where('orderInfoId', '=', order.itemId).executeTakeFirstOrThrow()).id;
    picReview = await addReply(c.db, { productId: shop1.productId, merId: shop1.merId, star: 5, pics: '/crmebimage/r/1.png,/crmebimage/r/2.png' });
    answeredReview = await addReply(c.db, { productId: shop1.productId, merId: shop1.merId, star: 4, reply: 'Thanks!' });
    otherShopReview = await addReply(c.db, { productId: shop2.productId, merId: shop2.merId, star: 1 });
    await addReply(c.db, { productId: shop1.productId, merId: shop1.merId, star: 3, isDel: 1 });
  });

  it('lists the shop\'s own reviews newest first, with the product and pictures as absolute URLs', async () => {
    const page = await list(owner1);
    expect(page.list.map((r) => r.id)).toEqual([answeredReview, picReview, shopperReview]);
    expect(page.total).toBe(3);
    const mine = page.list.find((r) => r.id === shopperReview)!;
    expect(mine).toMatchObject({ star: 2, comment: 'Lid rattles', nickname: 'Rae Reviewer', productName: 'Test Kettle', isReply: false, merchantReplyContent: '', merchantReplyTime: '' });
    expect(page.list.find((r) => r.id === picReview)!.pics).toEqual([c.img('/crmebimage/r/1.png'), c.img('/crmebimage/r/2.png')]);
    expect((await list(owner2)).list.map((r) => r.id)).toEqual([otherShopReview]);
  });

  it('filters by stars, pictures, not yet answered, product and reviewer, and pages', async () => {
    expect((await list(owner1, { star: 5 })).list.map((r) => r.id)).toEqual([picReview]);
    expect((await list(owner1, { hasPics: true })).list.map((r) => r.id)).toEqual([picReview]);
    expect((await list(owner1, { hasPics: false })).list.map((r) => r.id)).toEqual([answeredReview, shopperReview]);
    expect((await list(owner1, { isReply: false })).list.map((r) => r.id)).toEqual([picReview, shopperReview]);
    expect((await list(owner1, { isReply: true })).list.map((r) => r.id)).toEqual([answeredReview]);
    expect((await list(owner1, { productSearch: 'kettle' })).total).toBe(3);
    expect((await list(owner1, { productSearch: 'teapot' })).total).toBe(0);
    expect((await list(owner1, { productSearch: String(shop1.productId) })).total).toBe(3);
    expect((await list(owner1, { nickname: 'rae' })).list.map((r) => r.id)).toEqual([shopperReview]);
    const second = await list(owner1, { page: 2, limit: 2 });
    expect(second).toMatchObject({ page: 2, limit: 2, total: 3, totalPage: 2 });
    expect(second.list.map((r) => r.id)).toEqual([shopperReview]);
    expect((await c.call('GET', PATH.list, { token: owner1, query: { star: 6 } }))).toMatchObject({ code: 400, message: 'star is 1 to 5' });
    expect((await c.call('GET', PATH.list, { token: owner1, query: { isReply: 'maybe' } })).code).toBe(400);
  });

  it('replies, and the reply shows on the goods page and in the shopper\'s own reviews; editing replaces it', async () => {
    expect(await reply(owner1, { id: shopperReview, merchantReplyContent: '  ' })).toMatchObject({ code: 400, message: 'Please write the reply' });
    expect((await reply(owner1, { id: shopperReview, merchantReplyContent: 'x'.repeat(513) })).code).toBe(400);
    expect((await reply(owner1, { id: shopperReview, merchantReplyContent: 'Sorry! A new lid is on its way.' })).code).toBe(200);
    const answered = (await list(owner1, { isReply: true })).list.find((r) => r.id === shopperReview)!;
    expect(answered).toMatchObject({ isReply: true, merchantReplyContent: 'Sorry! A new lid is on its way.' });
    expect(answered.merchantReplyTime).not.toBe('');

    const goods = await c.call<{ list: { id: number; merchantReplyContent: string }[] }>('GET', `/api/front/product/reply/list/${shop1.productId}`, { query: { type: 0 } });
    expect(goods.data.list.find((r) => r.id === shopperReview)?.merchantReplyContent).toBe('Sorry! A new lid is on its way.');
    const mine = await c.call<{ list: { id: number; merchantReplyContent: string }[] }>('GET', '/api/front/user/reply/list', { token: shopperToken });
    expect(mine.data.list.find((r) => r.id === shopperReview)?.merchantReplyContent).toBe('Sorry! A new lid is on its way.');

    expect((await reply(owner1, { id: shopperReview, merchantReplyContent: 'Sorry! The new lid ships today.' })).code).toBe(200);
    const edited = await c.call<{ list: { id: number; merchantReplyContent: string }[] }>('GET', '/api/front/user/reply/list', { token: shopperToken });
    expect(edited.data.list.find((r) => r.id === shopperReview)?.merchantReplyContent).toBe('Sorry! The new lid ships today.');
    const logged = await lastLogged(c, owner1, PERMISSION.comment);
    expect(logged).toEqual({ description: 'Edit the reply to a review', changes: { merchantReplyContent: { before: 'Sorry! A new lid is on its way.', after: 'Sorry! The new lid ships today.' } } });
  });

  it('never reaches another shop\'s review by any id (it reads as missing)', async () => {
    expect(await reply(owner1, { id: otherShopReview, merchantReplyContent: 'Hijacked' })).toMatchObject({ code: 500, message: 'Review does not exist' });
    expect(await reply(owner2, { id: shopperReview, merchantReplyContent: 'Hijacked' })).toMatchObject({ code: 500, message: 'Review does not exist' });
    expect(await reply(owner1, { id: 999999, merchantReplyContent: 'Nobody' })).toMatchObject({ code: 500, message: 'Review does not exist' });
    const stored = await c.db.selectFrom('productReplies').select(['id', 'merchantReplyContent']).where('id', 'in', [otherShopReview, shopperReview]).execute();
    expect(stored.map((r) => r.merchantReplyContent)).not.toContain('Hijacked');
    expect((await list(owner2, { productSearch: String(shop1.productId) })).total).toBe(0);
  });

  it('answers 403 to staff without the permission and 401 without a console token', async () => {
    const readOnly = await consoleToken(c, shop1.merId, [PERMISSION.list]);
    expect((await list(readOnly)).total).toBe(3);
    expect(await reply(readOnly, { id: shopperReview, merchantReplyContent: 'Nope' })).toMatchObject({ code: 403, data: null });
    const none = await consoleToken(c, shop1.merId, []);
    expect(await c.call('GET', PATH.list, { token: none })).toMatchObject({ code: 403, data: null });
    for (const token of [shopperToken, undefined]) {
      expect((await c.call('GET', PATH.list, { token })).code).toBe(401);
      expect((await reply(token ?? '', { id: shopperReview, merchantReplyContent: 'x' })).code).toBe(401);
    }
  });
});

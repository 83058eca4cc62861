import { describe, expect, it } from 'vitest';
import { page as pageOf } from '../../../shared/contract/common.js';
import { notification } from '../../../shared/contract/user.js';
import { commerceSuite } from './suite.js';
import { makeOrder, makeShopProduct } from '../../helpers/fixtures-aftersales.js';

describe('reviews', () => {
  const c = commerceSuite();

  const comment = (token: string, body: Record<string, unknown>) => c.call('POST', '/api/front/order/comment', { token, body });

  it('only after receipt, once per line, and the to-review list follows', async () => {
    const { uid, token } = await c.createUser({ nickname: 'Reviewer Rae' });
    const p = await makeShopProduct(c);
    const early = await makeOrder(c, uid, p, { state: 'shipped' });
    expect((await comment(token, { orderNo: early.merNo, orderInfoId: early.itemId, star: 5, comment: 'Great' })).message).toMatch(/after you confirm receipt/);

    const o = await makeOrder(c, uid, p, { state: 'completed' });
    const todo = await c.call<{ list: { id: number; merOrderNo: string; productName: string; price: string }[]; total: number }>('GET', '/api/front/order/reply/list', { token });
    expect(todo.data.list.map((x) => x.id)).toEqual([o.itemId]);
    expect(todo.data.list[0]).toMatchObject({ merOrderNo: o.merNo, productName: 'Test Kettle', price: '25.00' });

    const ok = await comment(token, { orderNo: o.merNo, orderInfoId: o.itemId, star: 4, serviceStar: 5, comment: 'Boils fast', pics: '["/crmebimage/a.png","/crmebimage/b.png"]' });
    expect(ok.code).toBe(200);
    expect((await comment(token, { orderNo: o.merNo, orderInfoId: o.itemId, star: 4, comment: 'Again' })).message).toMatch(/already reviewed/);
    const after = await c.call<{ total: number }>('GET', '/api/front/order/reply/list', { token });
    expect(after.data.total).toBe(0);

    const row = await c.db.selectFrom('productReplies').selectAll().where('orderInfoId', '=', o.itemId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ star: 4, serviceStar: 5, comment: 'Boils fast', pics: '/crmebimage/a.png,/crmebimage/b.png', nickname: 'Reviewer Rae', productId: p.productId });

    const reply = await c.admin('POST', `/api/admin/reviews/${row.id}/reply`, { content: 'Thank you for your order!' });
    expect(reply.code).toBe(200);
    const stored = await c.db.selectFrom('productReplies').select(['merchantReplyContent']).where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(stored.merchantReplyContent).toBe('Thank you for your order!');
  });

  it('validates stars, text and images, and keeps users to their own lines', async () => {
    const owner = await c.createUser();
    const other = await c.createUser();
    const p = await makeShopProduct(c);
    const o = await makeOrder(c, owner.uid, p, { state: 'completed' });
    expect(await comment(owner.token, { orderNo: o.merNo, orderInfoId: o.itemId, star: 6, comment: 'x' })).toMatchObject({ code: 400, message: 'The rating is 1 to 5 stars' });
    expect(await comment(owner.token, { orderNo: o.merNo, orderInfoId: o.itemId, star: 5, comment: '  ' })).toMatchObject({ code: 400, message: 'Please write your review' });
    expect((await comment(owner.token, { orderNo: o.merNo, orderInfoId: o.itemId, star: 5, comment: 'x'.repeat(513) })).code).toBe(400);
    expect((await comment(owner.token, { orderNo: o.merNo, orderInfoId: o.itemId, star: 5, comment: 'ok', pics: JSON.stringify(Array.from({ length: 6 }, (_, i) => `/crmebimage/${i}.png`)) })).code).toBe(400);
    expect((await comment(other.token, { orderNo: o.merNo, orderInfoId: o.itemId, star: 5, comment: 'mine now' })).message).toBe('Order does not exist');
    expect((await c.call('POST', '/api/front/order/comment', { body: { orderNo: o.merNo, orderInfoId: o.itemId, star: 5, comment: 'x' } })).code).toBe(401);
    expect((await c.call('GET', '/api/front/order/reply/list')).code).toBe(401);
  });
});

describe('notifications', () => {
  const c = commerceSuite();

  it('lists, counts and marks read only the shopper’s own notices', async () => {
    const a = await c.createUser();
    const b = await c.createUser();
    const { notify } = await import('../../../server/commerce/notifications/service.js');
    for (const n of [1, 2, 3]) await notify(c.db, { uid: a.uid, type: 'order', title: `Shipped ${n}`, content: 'On its way', linkUrl: '/user_center/order/detail?orderNo=X' });
    await notify(c.db, { uid: b.uid, type: 'system', title: 'For B', content: '', linkUrl: '' });

    const list = await c.call<unknown>('GET', '/api/front/notification/list', { token: a.token, query: { page: 1, limit: 2 } });
    const page = pageOf(notification).strict.parse(list.data);
    expect(page.total).toBe(3);
    expect(page.pages).toBe(2);
    expect(page.list[0]!.title).toBe('Shipped 3');

    expect((await c.call<{ count: number }>('GET', '/api/front/notification/unread/count', { token: a.token })).data.count).toBe(3);
    const bId = (await c.call<{ list: { id: number }[] }>('GET', '/api/front/notification/list', { token: b.token })).data.list[0]!.id;
    await c.call('POST', '/api/front/notification/read', { token: a.token, body: { ids: [page.list[0]!.id, bId] } });
    expect((await c.call<{ count: number }>('GET', '/api/front/notification/unread/count', { token: a.token })).data.count).toBe(2);
    expect((await c.call<{ count: number }>('GET', '/api/front/notification/unread/count', { token: b.token })).data.count).toBe(1);
    await c.call('POST', '/api/front/notification/read', { token: a.token, body: {} });
    expect((await c.call<{ count: number }>('GET', '/api/front/notification/unread/count', { token: a.token })).data.count).toBe(0);
    expect((await c.call('POST', '/api/front/notification/read', { token: a.token, body: { ids: ['x'] } })).code).toBe(400);
    expect((await c.call('GET', '/api/front/notification/list')).code).toBe(401);
  });
});

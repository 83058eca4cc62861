import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMyReviews } from './myReviews';

type Route = (url: URL) => { status: number; body: unknown };

function stubApi(route: Route) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://shop.test');
    calls.push(url.pathname);
    const { status, body } = route(url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const page = (list: unknown[]) => ({ list, total: list.length, page: 1, limit: 50, pages: 1 });

afterEach(() => vi.unstubAllGlobals());

describe('my reviews', () => {
  it('come from the by-account list, whatever the nickname is now', async () => {
    const calls = stubApi((url) =>
      url.pathname === '/api/front/user/reply/list'
        ? {
            status: 200,
            body: page([
              { id: 7, productId: 3, orderInfoId: 11, merOrderNo: 'SH1', merName: 'Volt', productName: 'Kettle', image: '/k.png', sku: 'Red', attrValueId: 5, price: '25.00', payNum: 1, star: 4, serviceStar: 5, comment: 'Boils fast', pics: ['/a.png'], merchantReplyContent: 'Thanks', createTime: '2026-11-20 10:00:00' },
            ]),
          }
        : { status: 500, body: { status: 500, code: 500, message: 'unexpected' } },
    );
    const list = await loadMyReviews('A New Name');
    expect(calls).toEqual(['/api/front/user/reply/list']);
    expect(list).toHaveLength(1);
    expect(list[0]!.order).toEqual({ orderNo: 'SH1', merName: 'Volt' });
    expect(list[0]!.line).toMatchObject({ id: 11, productId: 3, productName: 'Kettle', price: '25.00', isReply: true });
    expect(list[0]!.review).toMatchObject({ star: 4, serviceStar: 5, comment: 'Boils fast', pics: ['/a.png'], merchantReplyContent: 'Thanks' });
  });

  it('fall back to rebuilding from orders and product reviews on an upstream without that call', async () => {
    const calls = stubApi((url) => {
      if (url.pathname === '/api/front/user/reply/list') return { status: 404, body: { status: 404, code: 404, message: '' } };
      if (url.pathname === '/api/front/order/list')
        return {
          status: 200,
          body: page(
            url.searchParams.get('type') === '3'
              ? [{ orderNo: 'SH2', merName: 'Glow', orderInfoList: [{ id: 21, merOrderNo: 'SH2', productId: 9, productName: 'Serum', image: '', attrValueId: 1, sku: '', price: '9.00', payNum: 1, isReply: true }] }]
              : [],
          ),
        };
      if (url.pathname === '/api/front/product/reply/list/9')
        return { status: 200, body: page([{ id: 1, uid: 2, star: 5, serviceStar: 5, comment: 'Lovely', pics: '', merchantReplyContent: '', nickname: 'Ada', avatar: '', createTime: '', sku: '' }]) };
      return { status: 404, body: {} };
    });
    const list = await loadMyReviews('Ada');
    expect(calls[0]).toBe('/api/front/user/reply/list');
    expect(list).toHaveLength(1);
    expect(list[0]!.review?.comment).toBe('Lovely');
  });
});

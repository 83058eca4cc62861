import { afterEach, describe, expect, it, vi } from 'vitest';
import { ORDER_TABS, fetchOrderTab } from './orderTabs';

afterEach(() => vi.unstubAllGlobals());

const page = (list: unknown[]) => ({ list, total: list.length, page: 1, limit: 20, pages: 1 });

describe('order tab → upstream call', () => {
  it('maps each of the six tabs to its own call (docs/upstream-contract.md §5-§7)', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(JSON.stringify(page([])), { status: 200 });
      }),
    );
    const kinds: string[] = [];
    for (const tab of ORDER_TABS) kinds.push((await fetchOrderTab(tab, 2)).kind);
    expect(urls).toEqual([
      '/api/front/order/await/pay/list?page=2&limit=20',
      '/api/front/order/list?type=1&page=2&limit=20',
      '/api/front/order/list?type=2&page=2&limit=20',
      '/api/front/order/reply/list?page=2&limit=20',
      '/api/front/order/refund/list?page=2&limit=20',
      '/api/front/order/list?type=3&page=2&limit=20',
    ]);
    expect(kinds).toEqual(['master', 'merchant', 'merchant', 'reply', 'refund', 'merchant']);
  });

  it('parses upstream money and flags into the shapes the cards render', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        new Response(
          JSON.stringify(
            page([
              {
                id: 3,
                orderNo: 'SH1',
                merName: 'Acme',
                paid: true,
                status: 1,
                refundStatus: 0,
                payPrice: 12.5,
                totalNum: 2,
                orderInfoList: [{ id: 9, productId: 4, productName: 'Mug', image: '/m.png', attrValueId: 11, sku: 'Blue', price: '6.25', payNum: 2, isReply: 0 }],
              },
            ]),
          ),
          { status: 200 },
        ),
      ),
    );
    const res = await fetchOrderTab('receiving', 1);
    expect(res.kind).toBe('merchant');
    if (res.kind !== 'merchant') return;
    const o = res.page.list[0]!;
    expect(o.payPrice).toBe('12.5');
    expect(o.paid).toBe(true);
    expect(o.orderInfoList[0]).toMatchObject({ id: 9, price: '6.25', isReply: false, payNum: 2 });
  });
});

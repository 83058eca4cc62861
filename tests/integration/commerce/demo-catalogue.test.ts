import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { productCard } from '../../../shared/contract/catalog.js';
import { page as pageOf } from '../../../shared/contract/common.js';
import { commerceSuite } from './suite.js';

/**
 * The demo marketplace as a shopper meets it (issue 26, requirement 2): real ratings on cards, home feeds
 * that each follow their own rule, a picture per colour, reviews that read like customers, all in English.
 */
type Card = { id: number; storeName: string; sales: number; ficti: number; replyNum: number; replyStar: number };
type Page<T> = { list: T[]; total: number };
const OTHER_SCRIPT = /[\u0E00-\u0EFF\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF]/u;

describe('demo catalogue realism', () => {
  const c = commerceSuite({ seed: 'always' });
  const cardPage = pageOf(productCard).strict;
  let products: { id: number; storeName: string; browse: number; sales: number; ficti: number; createdAt: string }[] = [];

  beforeAll(async () => {
    products = await c.db.selectFrom('products').select(['id', 'storeName', 'browse', 'sales', 'ficti', 'createdAt']).where('isShow', '=', 1).where('isDel', '=', 0).execute();
  });

  const get = async <T>(path: string, query: Record<string, string | number> = {}) => {
    const r = await c.call<T>('GET', path, { query });
    expect(r.code, `${path} ${r.message}`).toBe(200);
    return r.data;
  };

  it('shows each card the real review count and average star, and none for a product without reviews', async () => {
    const p = await get<Page<Card>>('/api/front/product/list', { page: 1, limit: 60 });
    cardPage.parse(p);
    const replies = await c.db.selectFrom('productReplies').select(['productId', 'star']).where('isDel', '=', 0).execute();
    let withReviews = 0;
    let without = 0;
    for (const card of p.list) {
      const stars = replies.filter((r) => r.productId === card.id).map((r) => r.star);
      expect(card.replyNum, card.storeName).toBe(stars.length);
      if (stars.length === 0) {
        without++;
        expect(card.replyStar).toBe(0);
      } else {
        withReviews++;
        const avg = stars.reduce((a, b) => a + b, 0) / stars.length;
        expect(Math.abs(card.replyStar - avg), card.storeName).toBeLessThanOrEqual(0.05 + 1e-9);
      }
    }
    expect(withReviews).toBeGreaterThan(5);
    expect(without).toBeGreaterThan(0);
    // Not one rating for all: the averages vary across the catalogue.
    expect(new Set(p.list.filter((x) => x.replyNum > 0).map((x) => x.replyStar)).size).toBeGreaterThan(3);
    // The ranking, trending and a shop's cards carry them too.
    for (const list of [await get<Card[]>('/api/front/product/leaderboard'), (await get<Page<Card>>('/api/front/index/product', { page: 1, limit: 5 })).list]) {
      for (const card of list) expect(card.replyNum).toBe(replies.filter((r) => r.productId === card.id).length);
    }
  });

  it('computes four distinct home feeds, each by its documented rule', async () => {
    const trending = (await get<Page<Card>>('/api/front/index/product', { page: 1, limit: 5 })).list.map((x) => x.id);
    const fresh = (await get<Page<Card>>('/api/front/product/list', { createTimeOrder: 'desc', page: 1, limit: 5 })).list.map((x) => x.id);
    const hot = (await get<Page<Card>>('/api/front/product/list', { salesOrder: 'desc', page: 1, limit: 5 })).list.map((x) => x.id);
    const ranking = (await get<Card[]>('/api/front/product/leaderboard')).slice(0, 5).map((x) => x.id);
    const byId = new Map(products.map((p) => [p.id, p]));
    const top = (key: (p: (typeof products)[number]) => number | string) =>
      [...products].sort((a, b) => (key(b) > key(a) ? 1 : key(b) < key(a) ? -1 : b.id - a.id)).slice(0, 5).map((p) => p.id);
    // Trending: most page views. New arrivals: latest listing date. Hot sale: shown sold count (sales + ficti).
    // Ranking: paid sales only.
    expect(trending).toEqual(top((p) => p.browse));
    expect(fresh).toEqual(top((p) => p.createdAt));
    expect(hot).toEqual(top((p) => p.sales + p.ficti));
    expect(ranking).toEqual(top((p) => p.sales));
    const feeds = [trending, fresh, hot, ranking].map((f) => f.join(','));
    expect(new Set(feeds).size).toBe(4);
    // Visibly different: no two feeds share more than two of their first five products.
    for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) {
      const a = [trending, fresh, hot, ranking][i]!;
      const b = [trending, fresh, hot, ranking][j]!;
      expect(a.filter((id) => b.includes(id)).length, `${i}/${j}`).toBeLessThanOrEqual(2);
    }
    expect(byId.get(fresh[0]!)!.createdAt >= byId.get(fresh[4]!)!.createdAt).toBe(true);
  });

  it('gives every colour of a product its own picture, which exists and leads with that colour', async () => {
    const first = (await get<Page<Card>>('/api/front/product/list', { keyword: 'Smartphone', limit: 10 })).list;
    const phones = first.length > 0 ? first : [];
    expect(phones.length).toBeGreaterThan(0);
    const mainPictures = new Set<string>();
    for (const phone of phones) {
      const d = await get<{ productInfo: { image: string; sliderImage: string[] }; productValue: Record<string, { image: string; sku: string }> }>(`/api/front/product/detail/${phone.id}`);
      mainPictures.add(d.productInfo.image);
      expect(new Set(d.productInfo.sliderImage).size).toBeGreaterThanOrEqual(3);
      const byColor = new Map<string, Set<string>>();
      for (const v of Object.values(d.productValue)) {
        const color = v.sku.split(',')[0]!;
        byColor.set(color, (byColor.get(color) ?? new Set()).add(v.image));
      }
      // One picture per colour (the storage options of a colour share it), and different colours differ.
      for (const set of byColor.values()) expect(set.size).toBe(1);
      const pictures = [...byColor.values()].map((s) => [...s][0]!);
      expect(new Set(pictures).size).toBe(byColor.size);
      for (const url of pictures) {
        const file = join(c.config.DATA_DIR, 'uploads', new URL(url).pathname.replace(/^\/crmebimage\//, ''));
        expect(existsSync(file), url).toBe(true);
        expect(readFileSync(file, 'utf8')).not.toMatch(/<text/);
      }
    }
    // The phone shelf is not one picture repeated.
    expect(mainPictures.size).toBe(phones.length);
  });

  it('has reviews in English that fit the goods, never twice the same on a product, answered to the point', async () => {
    const rows = await c.db.selectFrom('productReplies').select(['productId', 'star', 'comment', 'nickname', 'merchantReplyContent']).execute();
    const byProduct = new Map<number, string[]>();
    for (const r of rows) {
      expect(r.comment).not.toMatch(OTHER_SCRIPT);
      expect(r.nickname).not.toMatch(OTHER_SCRIPT);
      expect(r.merchantReplyContent).not.toMatch(OTHER_SCRIPT);
      byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r.comment]);
      // A complaint always gets an apology; praise is answered with thanks first.
      if (r.star <= 2) expect(r.merchantReplyContent).toMatch(/sorry/i);
      if (r.star >= 4 && r.merchantReplyContent) expect(r.merchantReplyContent).toMatch(/^Thank/);
    }
    for (const [id, comments] of byProduct) expect(new Set(comments).size, String(id)).toBe(comments.length);
    expect(new Set(rows.map((r) => r.star)).size).toBe(5);
    // A phone review talks about what phone buyers care about.
    const phone = products.find((p) => /smartphone/i.test(p.storeName) && rows.some((r) => r.productId === p.id && r.star >= 4 && /battery|camera|screen/i.test(r.comment)));
    expect(phone).toBeDefined();
    for (const p of products) expect(p.storeName, String(p.id)).not.toMatch(OTHER_SCRIPT);
  });
});

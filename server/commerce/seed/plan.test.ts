import { describe, expect, it } from 'vitest';
import { buildPlan } from './plan.js';
import { artColor, hashOf, productArtSvg } from '../images/product-art.js';
import { bannerSvg, PALETTES, posterSvg } from '../images/svg.js';

const plan = buildPlan();
const OTHER_SCRIPT = /[\u0E00-\u0EFF\u3040-\u30FF\u3400-\u9FFF\uAC00-\uD7AF]/u;
const leafOf = (p: (typeof plan.products)[number]) => plan.categories[p.category]!.name;
const dollars = (cents: number) => cents / 100;

describe('demo catalogue plan', () => {
  it('prices each kind of goods plausibly: a phone is not 12.99, a cable not 899', () => {
    // Per leaf: the lowest and highest price (any option) a shopper would believe, in dollars.
    const bands: Record<string, [number, number]> = {
      Smartphones: [150, 1300],
      'Chargers & Cables': [5, 80],
      'Phone Cases': [5, 60],
      Laptops: [250, 2500],
      Cameras: [60, 1500],
      'T-shirts & Polos': [8, 60],
      Dresses: [25, 180],
      Coffee: [5, 90],
      Fiction: [5, 60],
      'Snacks & Sweets': [2, 70],
      'Weights & Training': [8, 200],
    };
    for (const p of plan.products) {
      const band = bands[leafOf(p)];
      if (!band) continue;
      for (const s of p.skus) {
        expect(dollars(s.price), `${p.name} ${s.sku}`).toBeGreaterThanOrEqual(band[0]);
        expect(dollars(s.price), `${p.name} ${s.sku}`).toBeLessThanOrEqual(band[1]);
        expect(s.otPrice).toBeGreaterThan(s.price);
      }
    }
  });

  it('sells and stocks cheap goods deeper than dear ones', () => {
    const per = (leaf: string, f: (s: (typeof plan.products)[number]['skus'][number]) => number) => {
      const skus = plan.products.filter((p) => leafOf(p) === leaf).flatMap((p) => p.skus);
      return skus.reduce((a, s) => a + f(s), 0) / skus.length;
    };
    expect(per('Chargers & Cables', (s) => s.sales)).toBeGreaterThan(per('Laptops', (s) => s.sales) * 4);
    expect(per('Chargers & Cables', (s) => s.stock)).toBeGreaterThan(per('Laptops', (s) => s.stock) * 4);
    for (const p of plan.products.filter((x) => leafOf(x) === 'Laptops')) expect(p.ficti, p.name).toBeLessThan(1000);
  });

  it('names every product in English', () => {
    for (const p of plan.products) expect(p.name, p.slug).not.toMatch(OTHER_SCRIPT);
    expect(new Set(plan.products.map((p) => p.slug)).size).toBe(plan.products.length);
  });

  it('writes reviews of the goods, each text once per product, complaints answered with an apology', () => {
    for (const p of plan.products) {
      const texts = p.reviews.map((r) => r.comment);
      expect(new Set(texts).size, p.name).toBe(texts.length);
      expect(new Set(p.reviews.map((r) => r.nickname)).size, p.name).toBe(p.reviews.length);
      for (const r of p.reviews) {
        expect(r.comment).not.toMatch(OTHER_SCRIPT);
        if (r.star <= 2) expect(r.reply, r.comment).toMatch(/sorry/i);
        if (r.reply && r.star >= 4) expect(r.reply).toMatch(/^Thank/);
      }
    }
    const phoneTexts = plan.products.filter((p) => leafOf(p) === 'Smartphones').flatMap((p) => p.reviews.map((r) => r.comment));
    expect(phoneTexts.some((t) => /battery|camera/i.test(t))).toBe(true);
    const dressTexts = plan.products.filter((p) => leafOf(p) === 'Dresses').flatMap((p) => p.reviews.map((r) => r.comment));
    expect(dressTexts.some((t) => /fit|fabric|size/i.test(t))).toBe(true);
  });

  it('spreads listing dates and page views, so the home feeds differ', () => {
    expect(new Set(plan.products.map((p) => p.daysAgo)).size).toBeGreaterThan(plan.products.length / 2);
    const byViews = [...plan.products].sort((a, b) => b.views - a.views).slice(0, 5);
    const bySales = [...plan.products].sort((a, b) => b.skus.reduce((n, s) => n + s.sales, 0) - a.skus.reduce((n, s) => n + s.sales, 0)).slice(0, 5);
    expect(byViews.filter((p) => bySales.includes(p)).length).toBeLessThan(3);
  });

  it('draws three distinct pictures per product and a different one per colour, with no text in them', () => {
    for (const p of plan.products) {
      const seed = hashOf(p.slug);
      const color = artColor(p.family, p.slug, p.colors[0]);
      const views = (['front', 'angle', 'detail'] as const).map((view) => productArtSvg({ icon: p.icon, color, view, seed }));
      expect(new Set(views).size, p.name).toBe(3);
      for (const svg of views) {
        expect(svg).not.toMatch(/<text/);
        expect(svg.length).toBeLessThan(3 * 1024);
      }
      const fronts = p.colors.map((c) => productArtSvg({ icon: p.icon, color: artColor(p.family, p.slug, c), view: 'front', seed }));
      expect(new Set(fronts).size, p.name).toBe(p.colors.length);
      for (const s of p.skus) expect(s.color < 0 || p.colors[s.color] === s.attrValue.Color).toBe(true);
    }
    // Phones do not all open on the same colour.
    const phones = plan.products.filter((p) => leafOf(p) === 'Smartphones');
    expect(new Set(phones.map((p) => p.colors[0])).size).toBeGreaterThan(1);
  });

  it('draws banners and posters as art only: their words are live text on the page', () => {
    expect(bannerSvg({ icons: ['store', 'bag'], palette: PALETTES.brand!, width: 600, height: 240 })).not.toMatch(/<text/);
    expect(posterSvg({ icons: ['bag', 'gift'], palette: PALETTES.brand!, width: 480, height: 600 })).not.toMatch(/<text/);
  });
});

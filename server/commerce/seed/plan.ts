import { FAMILIES, type Leaf, type SpecKind } from './categories.js';
import { PRODUCT_NAMES } from './product-names.js';
import { SHOPS } from './shops.js';
import { MERCHANT_REPLIES, REVIEW_TEXTS, REVIEWERS } from './reviews.js';
import { pricePoint, rng, type Rng } from './random.js';
import type { IconKey } from '../images/icons.js';

/**
 * The demo catalogue as plain data, computed deterministically. Database ids are not known here:
 * categories, shops and products are referred to by their index in the plan.
 */
export interface CategoryPlan {
  key: string; // stable slug, also the icon file name
  name: string;
  level: 1 | 2 | 3;
  parent: number; // index in categories, -1 for level 1
  family: string;
  icon: IconKey;
  sort: number;
  leaf?: Leaf;
}

export interface SkuPlan {
  sku: string;
  attrValue: Record<string, string>;
  price: number;
  otPrice: number;
  stock: number;
  sales: number;
  weight: number;
  volume: number;
}

export interface ReviewPlan {
  star: number;
  serviceStar: number;
  comment: string;
  nickname: string;
  withPics: boolean;
  sku: string;
  reply: string;
  daysAgo: number;
}

export interface ProductPlan {
  slug: string;
  name: string;
  keyword: string;
  category: number; // index of the leaf category
  shop: number; // index in SHOPS
  family: string;
  icon: IconKey;
  unit: string;
  attrs: { name: string; values: string[] }[];
  skus: SkuPlan[];
  ficti: number;
  sort: number;
  guaranteeIds: number[]; // 1-based guarantee positions
  reviews: ReviewPlan[];
  storeInfo: string;
  daysAgo: number;
}

const COLORS: Record<string, string[]> = {
  electronics: ['Midnight Black', 'Silver', 'Ocean Blue', 'Rose Gold'],
  fashion: ['Black', 'Ivory', 'Navy', 'Sage'],
  home: ['Oat', 'Charcoal', 'Terracotta', 'Natural'],
  beauty: ['Rosewood', 'Coral', 'Berry', 'Nude'],
  sports: ['Forest', 'Slate', 'Sunrise', 'Black'],
  food: ['Classic'],
  books: ['Classic'],
  kids: ['Red', 'Blue', 'Yellow'],
};

/** Attributes of a spec template; `step` is each option's price uplift in percent of the base price. */
function specFor(kind: SpecKind, family: string, r: Rng): { name: string; values: string[]; step: number[] }[] {
  const colors = COLORS[family] ?? ['Black', 'White'];
  const twoColors = (): string[] => {
    const start = r.int(0, colors.length - 1);
    return [colors[start]!, colors[(start + 1) % colors.length]!];
  };
  switch (kind) {
    case 'phone':
      return [
        { name: 'Color', values: colors.slice(0, 3), step: [0, 0, 0] },
        { name: 'Storage', values: ['128GB', '256GB'], step: [0, 20] },
      ];
    case 'color':
      return [{ name: 'Color', values: r.chance(0.5) ? twoColors() : colors.slice(0, 3), step: [0, 0, 0] }];
    case 'apparel':
      return [
        { name: 'Color', values: twoColors(), step: [0, 0] },
        { name: 'Size', values: ['S', 'M', 'L', 'XL'], step: [0, 0, 0, 200] },
      ];
    case 'shoes':
      return [
        { name: 'Color', values: twoColors(), step: [0, 0] },
        { name: 'Size', values: ['40', '41', '42', '43', '44'], step: [0, 0, 0, 0, 0] },
      ];
    case 'size':
      return [{ name: 'Size', values: ['Small', 'Medium', 'Large'], step: [0, 40, 90] }];
    case 'volume':
      return [{ name: 'Volume', values: ['30 ml', '50 ml'], step: [0, 45] }];
    case 'weight':
      return [{ name: 'Weight', values: ['8 kg', '16 kg', '24 kg'], step: [0, 60, 110] }];
    case 'pack':
      return [{ name: 'Pack', values: ['Single', 'Pack of 3'], step: [0, 170] }];
    case 'format':
      return [{ name: 'Format', values: ['Paperback', 'Hardcover'], step: [0, 600] }];
    case 'none':
      return [];
  }
}

/** Cartesian product of the attribute values, in attribute order. */
function combinations(attrs: { values: string[] }[]): number[][] {
  let out: number[][] = [[]];
  for (const a of attrs) out = out.flatMap((prefix) => a.values.map((_, i) => [...prefix, i]));
  return out;
}

const FAMILY_WEIGHT: Record<string, [number, number]> = {
  electronics: [150, 2500],
  fashion: [200, 1200],
  home: [400, 9000],
  beauty: [80, 400],
  sports: [300, 6000],
  food: [150, 1200],
  books: [200, 900],
  kids: [200, 2000],
};

function reviewsFor(r: Rng, skus: SkuPlan[], count: number): ReviewPlan[] {
  const starPool = [5, 5, 5, 5, 4, 4, 4, 3, 2, 1];
  const out: ReviewPlan[] = [];
  for (let i = 0; i < count; i++) {
    const star = r.pick(starPool);
    out.push({
      star,
      serviceStar: Math.max(1, Math.min(5, star + r.int(-1, 1))),
      comment: r.pick(REVIEW_TEXTS[star]!),
      nickname: r.pick(REVIEWERS),
      withPics: r.chance(0.25),
      sku: r.pick(skus).sku,
      reply: r.chance(0.35) ? r.pick(star <= 2 ? MERCHANT_REPLIES.slice(1, 3) : [MERCHANT_REPLIES[0]!, MERCHANT_REPLIES[3]!]) : '',
      daysAgo: r.int(1, 120),
    });
  }
  return out.sort((a, b) => b.daysAgo - a.daysAgo);
}

export interface SeedPlan {
  categories: CategoryPlan[];
  products: ProductPlan[];
}

export function slugify(s: string): string {
  const ascii = s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return ascii || 'item';
}

export function buildPlan(): SeedPlan {
  const r = rng(20260415);
  const categories: CategoryPlan[] = [];
  const products: ProductPlan[] = [];
  const familyShop = new Map<string, number>();
  SHOPS.forEach((s, i) => s.families.forEach((f) => familyShop.set(f, i)));
  const selfShop = SHOPS.findIndex((s) => s.isSelf === 1);

  FAMILIES.forEach((fam, fi) => {
    const l1 = categories.push({ key: fam.key, name: fam.name, level: 1, parent: -1, family: fam.key, icon: fam.icon, sort: 100 - fi }) - 1;
    fam.groups.forEach((g, gi) => {
      const l2 = categories.push({ key: `${fam.key}-${slugify(g.name)}`, name: g.name, level: 2, parent: l1, family: fam.key, icon: g.icon, sort: 50 - gi }) - 1;
      g.leaves.forEach((leaf, li) => {
        const l3 = categories.push({ key: `${fam.key}-${slugify(leaf.name)}`, name: leaf.name, level: 3, parent: l2, family: fam.key, icon: leaf.icon, sort: 50 - li, leaf }) - 1;
        const names = PRODUCT_NAMES[leaf.name] ?? [];
        names.forEach((entry, ni) => {
          const [name, keyword] = entry.split('|').map((s) => s.trim()) as [string, string];
          const n = products.length;
          const attrs = specFor(leaf.spec, fam.key, r);
          const base = pricePoint(r.int(leaf.price[0], leaf.price[1]));
          const markup = r.int(115, 150);
          const [wMin, wMax] = FAMILY_WEIGHT[fam.key] ?? [200, 1000];
          const baseWeight = r.int(wMin, wMax);
          const soldOutSku = n % 9 === 4;
          const skus: SkuPlan[] = combinations(attrs).map((idx, k) => {
            // Option steps are percents of the base price (e.g. the 256GB phone costs more).
            const stepPct = idx.reduce((acc, vi, ai) => acc + (attrs[ai]!.step[vi] ?? 0), 0);
            const price = pricePoint(base + Math.floor((base * stepPct) / 100));
            return {
              sku: idx.map((vi, ai) => attrs[ai]!.values[vi]!).join(','),
              attrValue: Object.fromEntries(idx.map((vi, ai) => [attrs[ai]!.name, attrs[ai]!.values[vi]!])),
              price,
              otPrice: pricePoint(Math.floor((price * markup) / 100)),
              stock: soldOutSku && k === 0 ? 0 : r.int(8, 400),
              sales: r.int(0, 240),
              weight: baseWeight + idx.reduce((acc, vi) => acc + vi * 50, 0),
              volume: r.int(1, 30),
            };
          });
          if (skus.length === 0) return;
          // Some best sellers carry large virtual sales, so every "sold" label (1000+ / 5000+ / 10000+) shows up.
          const ficti = n % 10 === 0 ? 10_400 + r.int(0, 900) : n % 10 === 3 ? 5_100 + r.int(0, 500) : n % 10 === 6 ? 1_050 + r.int(0, 300) : r.int(0, 180);
          const shop = n % 4 === 0 ? selfShop : (familyShop.get(fam.key) ?? selfShop);
          const guarantees = [1, 2, 3, 4].filter((gid) => gid === 1 || r.chance(0.6));
          products.push({
            slug: `p${String(n + 1).padStart(3, '0')}-${slugify(name).slice(0, 30)}`,
            name,
            keyword,
            category: l3,
            shop,
            family: fam.key,
            icon: leaf.icon,
            unit: leaf.unit,
            attrs: attrs.map((a) => ({ name: a.name, values: a.values })),
            skus,
            ficti,
            sort: n % 7 === 0 ? 10 : 0,
            guaranteeIds: guarantees,
            reviews: reviewsFor(r, skus, r.int(0, 8)),
            storeInfo: `${name}\nSold by ${SHOPS[shop]!.name}\n${leaf.name} · ${fam.name}`,
            daysAgo: r.int(0, 300) + ni,
          });
        });
      });
    });
  });
  return { categories, products };
}

import { FAMILIES, type Leaf, type SpecKind } from './categories.js';
import { PRODUCT_NAMES } from './product-names.js';
import { SHOPS } from './shops.js';
import { GENERAL_TEXTS, LEAF_TOPIC, REVIEWERS, TOPIC_TEXTS, type ReviewText } from './reviews.js';
import { pricePoint, rng, type Rng } from './random.js';
import type { IconKey } from '../images/icons.js';
import { hashOf } from '../images/product-art.js';

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
  /** Index into the product's `colors`, or -1: the SKU's own picture is that colour's front view. */
  color: number;
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
  /** Values of the Color spec (empty when the goods come in one look); each gets its own picture. */
  colors: string[];
  /** Page views so far (`browse`): what the trending feed ranks by. */
  views: number;
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
        { name: 'Size', values: ['S', 'M', 'L', 'XL'], step: [0, 0, 0, 10] },
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
      return [{ name: 'Format', values: ['Paperback', 'Hardcover'], step: [0, 60] }];
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

/**
 * A product's reviews: texts of its kind of goods and general ones, never the same text twice on one product,
 * each by a different reviewer. Complaints (1-2 stars) always get the seller's answer; others now and then.
 * The random draws are the same in number and order as before, so the rest of the plan keeps its values.
 */
function reviewsFor(r: Rng, skus: SkuPlan[], count: number, leaf: string): ReviewPlan[] {
  const starPool = [5, 5, 5, 5, 4, 4, 4, 3, 2, 1];
  const topic = TOPIC_TEXTS[LEAF_TOPIC[leaf] ?? 'toy'];
  const used = new Set<string>();
  const people = new Set<string>();
  const out: ReviewPlan[] = [];
  for (let i = 0; i < count; i++) {
    const star = r.pick(starPool);
    const serviceStar = Math.max(1, Math.min(5, star + r.int(-1, 1)));
    // The goods' own texts first; general ones only once those are used up on this product.
    const own = (topic[star] ?? []).filter((x) => !used.has(x.text));
    const pool: ReviewText[] = own.length > 0 ? own : (GENERAL_TEXTS[star] ?? []).filter((x) => !used.has(x.text));
    const text = pool.length > 0 ? r.pick(pool) : (r.next(), undefined);
    const names = REVIEWERS.filter((n) => !people.has(n));
    const nickname = r.pick(names.length > 0 ? names : REVIEWERS);
    const withPics = r.chance(0.25);
    const sku = r.pick(skus).sku;
    const answered = r.chance(0.35);
    if (answered) r.next();
    const daysAgo = r.int(1, 120);
    if (!text) continue;
    used.add(text.text);
    people.add(nickname);
    out.push({ star, serviceStar, comment: text.text, nickname, withPics, sku, reply: answered || star <= 2 ? text.reply : '', daysAgo });
  }
  return out.sort((a, b) => b.daysAgo - a.daysAgo);
}

/**
 * Sales and stock that fit the goods' price: everyday goods sell in the hundreds per option and are stocked
 * deep; a laptop sells a few dozen and is stocked by the handful. `u` is a draw in [0, 1).
 */
function salesFor(base: number, u: number): number {
  if (base < 3_000) return 40 + Math.floor(u * 560);
  if (base < 15_000) return 10 + Math.floor(u * 230);
  if (base < 50_000) return 2 + Math.floor(u * 80);
  return Math.floor(u * 30);
}

function stockFor(base: number, u: number): number {
  if (base < 3_000) return 120 + Math.floor(u * 780);
  if (base < 15_000) return 30 + Math.floor(u * 320);
  if (base < 50_000) return 8 + Math.floor(u * 90);
  return 3 + Math.floor(u * 30);
}

/** Virtual sales (ficti) scaled by price: ten thousand sold suits a phone case, not a laptop. */
function fictiScale(base: number): number {
  return base < 3_000 ? 1 : base < 15_000 ? 0.6 : base < 50_000 ? 0.25 : 0.05;
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
          const [name, keyword, fixedPrice] = entry.split('|').map((s) => s.trim()) as [string, string, string | undefined];
          const n = products.length;
          const attrs = specFor(leaf.spec, fam.key, r);
          // Phones start their colour list at different shades, so the phone shelf is not one colour.
          if (leaf.spec === 'phone') {
            const all = COLORS.electronics!;
            const start = hashOf(name) % all.length;
            attrs[0]!.values = [0, 1, 2].map((i) => all[(start + i) % all.length]!);
          }
          const drawn = r.int(leaf.price[0], leaf.price[1]);
          const base = pricePoint(fixedPrice ? Number(fixedPrice) : drawn);
          const markup = r.int(115, 150);
          const [wMin, wMax] = FAMILY_WEIGHT[fam.key] ?? [200, 1000];
          const baseWeight = r.int(wMin, wMax);
          const soldOutSku = n % 9 === 4;
          const colorAttr = attrs.findIndex((a) => a.name === 'Color');
          const slug = `p${String(n + 1).padStart(3, '0')}-${slugify(name).slice(0, 30)}`;
          // Draws for what came later than the original plan come from the product's own sequence.
          const own = rng(hashOf(slug));
          const skus: SkuPlan[] = combinations(attrs).map((idx, k) => {
            // Option steps are percents of the base price (e.g. the 256GB phone costs more).
            const stepPct = idx.reduce((acc, vi, ai) => acc + (attrs[ai]!.step[vi] ?? 0), 0);
            const price = pricePoint(base + Math.floor((base * stepPct) / 100));
            return {
              sku: idx.map((vi, ai) => attrs[ai]!.values[vi]!).join(','),
              attrValue: Object.fromEntries(idx.map((vi, ai) => [attrs[ai]!.name, attrs[ai]!.values[vi]!])),
              price,
              otPrice: pricePoint(Math.floor((price * markup) / 100)),
              stock: soldOutSku && k === 0 ? 0 : stockFor(base, r.next()),
              sales: salesFor(base, r.next()),
              weight: baseWeight + idx.reduce((acc, vi) => acc + vi * 50, 0),
              volume: r.int(1, 30),
              color: colorAttr < 0 ? -1 : idx[colorAttr]!,
            };
          });
          if (skus.length === 0) return;
          // Some best sellers carry large virtual sales, so every "sold" label (1000+ / 5000+ / 10000+) shows up.
          const rawFicti = n % 10 === 0 ? 10_400 + r.int(0, 900) : n % 10 === 3 ? 5_100 + r.int(0, 500) : n % 10 === 6 ? 1_050 + r.int(0, 300) : r.int(0, 180);
          const ficti = Math.floor(rawFicti * fictiScale(base));
          // Views follow their own curve: a few products draw crowds without (yet) selling the most.
          const views = own.chance(0.12) ? own.int(8_000, 30_000) : own.int(60, 4_000);
          const shop = n % 4 === 0 ? selfShop : (familyShop.get(fam.key) ?? selfShop);
          const guarantees = [1, 2, 3, 4].filter((gid) => gid === 1 || r.chance(0.6));
          products.push({
            slug,
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
            reviews: reviewsFor(r, skus, r.int(0, 8), leaf.name),
            storeInfo: `${name}\nSold by ${SHOPS[shop]!.name}\n${leaf.name} · ${fam.name}`,
            daysAgo: r.int(0, 300) + ni,
            colors: colorAttr < 0 ? [] : attrs[colorAttr]!.values,
            views,
          });
        });
      });
    });
  });
  return { categories, products };
}

import { bannerSvg, categoryIconSvg, certificateSvg, defaultAvatarSvg, monogramSvg, PALETTES, posterSvg, wordmarkSvg, type Palette } from '../images/svg.js';
import { artColor, hashOf, productArtSvg } from '../images/product-art.js';
import { writeImage } from '../images/write.js';
import { writeShopImages, type ShopImages } from '../images/shop-images.js';
import type { IconKey } from '../images/icons.js';
import type { SeedPlan } from './plan.js';
import { SHOPS } from './shops.js';
import { REVIEWERS } from './reviews.js';
import { DEMO_ACCOUNTS } from './accounts.js';
import { SITE_NAME } from './site.js';

export const GUARANTEES = [
  { name: 'Authentic guarantee', content: 'Every item is genuine, or your money back.', icon: 'store' as IconKey },
  { name: '7-day returns', content: 'Return unused items within 7 days of delivery, no reason needed.', icon: 'bag' as IconKey },
  { name: 'Fast dispatch', content: 'Ships within 48 hours of payment.', icon: 'gift' as IconKey },
  { name: 'Secure payment', content: 'Payments are encrypted and protected.', icon: 'watch' as IconKey },
];

export interface BannerSeed {
  name: string;
  headline: string;
  sub: string;
  cta: string;
  family: string;
  icon: IconKey;
  /** category key to link to */
  category: string;
}

export const BANNERS: BannerSeed[] = [
  { name: 'Summer audio sale', headline: 'Sound that moves you', sub: 'Up to 30% off headphones and speakers', cta: 'Shop audio', family: 'electronics', icon: 'headphones', category: 'electronics-audio-wearables' },
  { name: 'New season fashion', headline: 'The new season edit', sub: 'Linen, denim and everyday sneakers', cta: 'Explore', family: 'fashion', icon: 'dress', category: 'fashion' },
  { name: 'Home refresh', headline: 'Make home feel new', sub: 'Lighting, textiles and kitchen favourites', cta: 'Shop home', family: 'home', icon: 'lamp', category: 'home' },
  { name: 'Morning rituals', headline: 'Fresh roasts weekly', sub: 'Single-origin coffee and whole-leaf tea', cta: 'Taste now', family: 'food', icon: 'coffee', category: 'food-coffee-tea' },
];

export const BEST_BANNERS: BannerSeed[] = [
  { name: 'Glow essentials', headline: 'Glow essentials', sub: 'Clean skincare from $8.99', cta: 'Discover', family: 'beauty', icon: 'bottle', category: 'beauty' },
  { name: 'Get outside', headline: 'Get outside', sub: 'Camping and training gear', cta: 'Gear up', family: 'sports', icon: 'tent', category: 'sports' },
];

export interface SeedImages {
  siteLogo: string;
  loginLeftImage: string;
  recommendImage: string;
  shopStreetHeader: string;
  userBanner: string;
  categoryIcons: string[];
  /** Per product: the main picture, the gallery (front, angle, detail) and one front view per colour. */
  products: { main: string; slider: string[]; colors: string[] }[];
  shops: ShopImages[];
  qualifications: string[][];
  avatars: Map<string, string>;
  /** What every account registered after the seed starts with (A's `h5_avatar`). */
  defaultAvatar: string;
  guarantees: string[];
  banners: string[];
  pcBanners: string[];
  bestBanners: string[];
  menuIcons: Map<IconKey, string>;
}

const pal = (family: string): Palette => PALETTES[family] ?? PALETTES.brand!;

/** Writes every demo image under DATA_DIR/uploads/seed/ and returns their URLs. Deterministic and idempotent. */
export function writeSeedImages(dataDir: string, plan: SeedPlan): SeedImages {
  const w = (rel: string, svg: string) => writeImage(dataDir, `seed/${rel}`, svg);
  const brand = PALETTES.brand!;
  const categoryIcons = plan.categories.map((c) => w(`categories/${c.key}.svg`, categoryIconSvg({ icon: c.icon, palette: pal(c.family) })));
  const products = plan.products.map((p) => {
    const seed = hashOf(p.slug);
    const first = artColor(p.family, p.slug, p.colors[0]);
    const art = (view: 'front' | 'angle' | 'detail', color: string) => productArtSvg({ icon: p.icon, color, view, seed });
    const main = w(`products/${p.slug}.svg`, art('front', first));
    const slider = [main, w(`products/${p.slug}-2.svg`, art('angle', first)), w(`products/${p.slug}-3.svg`, art('detail', first))];
    // The first colour's front view is the main picture; every other colour gets its own.
    const colors = p.colors.map((c, i) => (i === 0 ? main : w(`products/${p.slug}-c${i + 1}.svg`, art('front', artColor(p.family, p.slug, c)))));
    return { main, slider, colors };
  });
  const shops = SHOPS.map((s, i) => writeShopImages(dataDir, i + 1, s.name, { dir: `seed/shops/${s.key}`, palette: pal(s.palette), icon: s.icon }));
  const qualifications = SHOPS.map((s) => [
    w(`shops/${s.key}/licence.svg`, certificateSvg({ title: 'Business licence', lines: [`Holder: ${s.realName}`, `Registered office: ${s.address}`], icon: 'store', palette: PALETTES.books!, width: 600, height: 400 })),
    w(`shops/${s.key}/permit.svg`, certificateSvg({ title: 'Trading permit', lines: [`Trader: ${s.name}`, `Premises: ${s.address}`], icon: 'book', palette: PALETTES.books!, width: 600, height: 400 })),
  ]);
  const avatars = new Map<string, string>();
  REVIEWERS.forEach((name, i) => avatars.set(name, w(`avatars/reviewer-${i + 1}.svg`, monogramSvg({ name, palette: pal(['electronics', 'fashion', 'home', 'beauty', 'sports', 'food', 'books', 'kids'][i % 8]!) }))));
  // Each demo shopper gets a monogram of their own name, so "Demo Shopper" shows "DS".
  DEMO_ACCOUNTS.forEach((a, i) => avatars.set(a.nickname, w(`avatars/shopper-${i + 1}.svg`, monogramSvg({ name: a.nickname, palette: pal(['home', 'sports', 'beauty'][i % 3]!) }))));
  const guarantees = GUARANTEES.map((g, i) => w(`guarantees/${i + 1}.svg`, categoryIconSvg({ icon: g.icon, palette: brand })));
  // Art only; the banner's words are live text on the page (its group data `name`).
  const banner = (b: BannerSeed, width: number, height: number, rel: string) => w(rel, bannerSvg({ icons: [b.icon], palette: pal(b.family), width, height }));
  const banners = BANNERS.map((b, i) => banner(b, 750, 375, `banners/index-${i + 1}.svg`));
  const pcBanners = BANNERS.map((b, i) => banner(b, 1200, 400, `banners/pc-${i + 1}.svg`));
  const bestBanners = BEST_BANNERS.map((b, i) => banner(b, 590, 240, `banners/best-${i + 1}.svg`));
  const menuIcons = new Map<IconKey, string>();
  for (const k of ['bag', 'gift', 'store', 'book'] as IconKey[]) menuIcons.set(k, w(`menus/${k}.svg`, categoryIconSvg({ icon: k, palette: brand })));
  return {
    siteLogo: w('site/logo.svg', wordmarkSvg({ name: SITE_NAME, palette: brand })),
    loginLeftImage: w('site/login-left.svg', posterSvg({ icons: ['headphones', 'dress', 'sofa', 'lipstick', 'ball', 'coffee'], palette: brand, width: 480, height: 600 })),
    recommendImage: w('site/recommend.svg', bannerSvg({ icons: ['gift', 'bag', 'headphones'], palette: brand, width: 1200, height: 300 })),
    // Deep ground: the shop street page writes its white title over this picture.
    shopStreetHeader: w('site/shop-street.svg', bannerSvg({ icons: ['store', 'bag', 'gift'], palette: { ...brand, from: brand.accent, to: brand.ink, accent: '#ffffff' }, width: 1200, height: 300 })),
    userBanner: w('site/user-banner.svg', bannerSvg({ icons: ['gift'], palette: brand, width: 750, height: 240 })),
    categoryIcons,
    products,
    shops,
    qualifications,
    avatars,
    defaultAvatar: w('avatars/default.svg', defaultAvatarSvg({ palette: brand })),
    guarantees,
    banners,
    pcBanners,
    bestBanners,
    menuIcons,
  };
}

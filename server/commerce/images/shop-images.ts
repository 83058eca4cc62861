import { bannerSvg, monogramSvg, PALETTES, type Palette } from './svg.js';
import { writeImage } from './write.js';
import type { IconKey } from './icons.js';

const ROTATION = ['electronics', 'fashion', 'home', 'beauty', 'sports', 'food', 'books', 'kids'];

export function paletteFor(seed: number): Palette {
  return PALETTES[ROTATION[Math.abs(seed) % ROTATION.length]!]!;
}

export interface ShopImages {
  avatar: string;
  backImage: string;
  streetBackImage: string;
  pcBanner: string;
  pcBackImage: string;
}

/**
 * Logo, banners and street card background for a shop. `dir` is relative to DATA_DIR/uploads
 * (seed shops live under seed/, shops opened later under shops/).
 */
export function writeShopImages(dataDir: string, merId: number, name: string, opts: { dir?: string; palette?: Palette; icon?: IconKey } = {}): ShopImages {
  const dir = opts.dir ?? `shops/${merId}`;
  const palette = opts.palette ?? paletteFor(merId);
  const icon = opts.icon ?? 'store';
  // Art only: the shop's name and tagline are live text on its pages (never baked in, never drawn twice).
  const banner = (w: number, h: number) => bannerSvg({ icons: [icon], palette, width: w, height: h });
  const avatar = writeImage(dataDir, `${dir}/logo.svg`, monogramSvg({ name, palette }));
  const backImage = writeImage(dataDir, `${dir}/back.svg`, banner(750, 300));
  // The shop street card shows its background as a 72 px strip about five times as wide: drawn in that
  // shape, a card's cover crop cuts nothing off.
  const streetBackImage = writeImage(dataDir, `${dir}/street.svg`, banner(640, 128));
  const pcBanner1 = writeImage(dataDir, `${dir}/pc-banner-1.svg`, banner(1200, 400));
  const pcBanner2 = writeImage(dataDir, `${dir}/pc-banner-2.svg`, bannerSvg({ icons: [icon, 'bag', 'gift'], palette: paletteFor(merId + 3), width: 1200, height: 400 }));
  const pcBackImage = writeImage(dataDir, `${dir}/pc-back.svg`, banner(1200, 200));
  // A shop's PC banners as a real backend keeps them: a JSON array string of {sattDir} (docs/upstream-contract.md §14).
  const pcBanner = JSON.stringify([{ sattDir: pcBanner1 }, { sattDir: pcBanner2 }]);
  return { avatar, backImage, streetBackImage, pcBanner, pcBackImage };
}

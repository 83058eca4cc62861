/**
 * The widths, in pixels, in which the BFF serves a smaller copy of an uploaded picture
 * (`/crmebimage/...?w=480`). One short list keeps the number of copies per picture small, so the disk
 * cache and a CDN in front hold every copy a page can ask for; the SPA offers exactly these in
 * `srcset` (and a server-side preload of the same picture must name the same ones), and the BFF
 * refuses any other width.
 */
export const PICTURE_WIDTHS = [160, 240, 320, 480, 640, 960, 1280] as const;

/** Displayed widths of the pictures a page's largest paint usually is, shared by the SPA's tags and the
 * BFF's preload of the same picture, so both name the same copies and the browser loads it once. */
export const BANNER_DISPLAY_WIDTH = 1200;
export const GOODS_PICTURE_DISPLAY_WIDTH = 480;
/** A card of the four-column product grid (categories, search results) at its widest, four columns of the
 * 1200 px page column less three 24 px gaps: its first picture is their largest paint. */
export const GRID_CARD_DISPLAY_WIDTH = 282;

export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

export function isPictureWidth(n: number): n is PictureWidth {
  return (PICTURE_WIDTHS as readonly number[]).includes(n);
}

/** Where uploaded pictures live on our origin (the BFF maps the upstream's image domain to it). */
const PICTURE_PATH_PREFIX = '/crmebimage/';

/** Raster pictures a smaller copy can be made of, by the file's extension; SVGs and GIFs are served as they are. */
const RESIZABLE_EXTENSION = /\.(jpe?g|png|webp|avif)$/i;

export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, `srcSet` and `sizes` for a picture shown `displayWidth` CSS pixels wide. Uploaded raster
 * pictures on our origin (`/crmebimage/...`) come in the widths the BFF makes, from one to two device
 * pixels per CSS pixel, so a card gets a few kilobytes instead of the merchant's multi-megabyte photo;
 * anything else (an SVG, a GIF, a picture on another origin, a data URL) is used as it is.
 */
export function pictureSources(src: string, displayWidth: number): PictureSources {
  if (!isResizable(src) || !(displayWidth > 0)) return { src };
  const widths = widthsFor(displayWidth);
  return {
    src: `${src}?w=${widths[0]}`,
    srcSet: widths.map((w) => `${src}?w=${w} ${w}w`).join(', '),
    sizes: `${Math.round(displayWidth)}px`,
  };
}

function isResizable(src: string): boolean {
  // Root-relative on our own origin only ("//host/crmebimage/..." is another origin), no query of its own.
  return src.startsWith(PICTURE_PATH_PREFIX) && !/[?#]/.test(src) && RESIZABLE_EXTENSION.test(src);
}

/** From the first width that covers one device pixel per CSS pixel to the first that covers two. */
function widthsFor(displayWidth: number): number[] {
  const largest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!;
  const first = PICTURE_WIDTHS.find((w) => w >= displayWidth) ?? largest;
  const last = PICTURE_WIDTHS.find((w) => w >= displayWidth * 2) ?? largest;
  return PICTURE_WIDTHS.filter((w) => w >= first && w <= last);
}

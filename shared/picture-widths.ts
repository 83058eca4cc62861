/**
 * The widths, in CSS-independent pixels, in which the BFF serves a smaller copy of an uploaded
 * picture (`/crmebimage/...?w=480`). One short list keeps the number of copies per picture small, so
 * the disk cache and a CDN in front hold every copy a page can ask for; the SPA offers exactly these
 * in `srcset`, and the BFF refuses any other width.
 */
export const PICTURE_WIDTHS = [160, 240, 320, 480, 640, 960, 1280] as const;

export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

export function isPictureWidth(n: number): n is PictureWidth {
  return (PICTURE_WIDTHS as readonly number[]).includes(n);
}

/** Where uploaded pictures live on our origin (the BFF maps the upstream's image domain to it). */
export const PICTURE_PATH_PREFIX = '/crmebimage/';

/** Raster pictures a smaller copy can be made of, by the file's extension; SVGs and GIFs are served as they are. */
export const RESIZABLE_EXTENSION = /\.(jpe?g|png|webp|avif)$/i;

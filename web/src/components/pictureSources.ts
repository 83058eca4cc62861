import { PICTURE_PATH_PREFIX, PICTURE_WIDTHS, RESIZABLE_EXTENSION } from '../../../shared/picture-widths';

export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, `srcSet` and `sizes` for a picture shown `displayWidth` CSS pixels wide. Uploaded raster
 * pictures on our origin (`/crmebimage/...`) come in the widths the BFF makes (1× up to 2× screens),
 * so a card gets a few kilobytes instead of the merchant's multi-megabyte photo; anything else (an
 * SVG, a GIF, a picture on another origin, a data URL) is used as it is.
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

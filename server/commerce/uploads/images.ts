import sharp from 'sharp';
import { ValidationError } from '../http/envelope.js';
import { PICTURE_MAX_ASPECT, PICTURE_MAX_SIDE } from '../../../shared/constants.js';
import { pictureShapeProblem } from '../../../shared/picture-shape.js';

/** What an uploaded file really is, from its first bytes; the name and the declared type are not trusted. */
export type ImageKind = { ext: 'jpg' | 'png'; mime: 'image/jpeg' | 'image/png' };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function sniffImage(buf: Buffer): ImageKind | null {
  if (buf.length >= PNG.length && buf.subarray(0, PNG.length).equals(PNG)) return { ext: 'png', mime: 'image/png' };
  if (buf.length >= 4 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return { ext: 'jpg', mime: 'image/jpeg' };
  return null;
}

/** Content types for files served back from DATA_DIR/uploads (the seed also writes SVG there). */
export const SERVED_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
};

/**
 * Refuses a picture whose header describes an absurd shape, before it is stored: nobody could use it, and
 * every page asking for a copy of it would make the resizer decode it. Only the header is read.
 */
export async function checkPictureShape(data: Buffer): Promise<void> {
  let width = 0;
  let height = 0;
  try {
    ({ width = 0, height = 0 } = await sharp(data).metadata());
  } catch {
    throw new ValidationError('The picture cannot be read');
  }
  const problem = pictureShapeProblem(width, height);
  if (problem === 'side') throw new ValidationError(`The picture is too large: at most ${PICTURE_MAX_SIDE} pixels a side`);
  if (problem === 'aspect') throw new ValidationError(`The picture is too narrow: no side may be more than ${PICTURE_MAX_ASPECT} times the other`);
}

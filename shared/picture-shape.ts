import { PICTURE_MAX_ASPECT, PICTURE_MAX_SIDE } from './constants';

/**
 * Why a picture of this size is refused, or null when its shape is fine. Both the upload (refuses it) and
 * the picture resizer (never decodes it) ask, from the header alone.
 */
export function pictureShapeProblem(width: number, height: number): 'side' | 'aspect' | null {
  if (!(width >= 1 && height >= 1)) return 'side';
  if (width > PICTURE_MAX_SIDE || height > PICTURE_MAX_SIDE) return 'side';
  return Math.max(width, height) / Math.min(width, height) > PICTURE_MAX_ASPECT ? 'aspect' : null;
}

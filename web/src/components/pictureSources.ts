/**
 * `{ src, srcSet, sizes }` for an `<img>` shown at a fixed CSS width: uploaded raster pictures in the
 * widths the BFF makes, anything else as it is. The rules live in shared/, so a server-side preload
 * of the same picture names the same copies.
 */
export { pictureSources } from '../../../shared/picture-widths';

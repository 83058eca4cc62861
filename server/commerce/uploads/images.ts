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

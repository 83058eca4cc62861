import sharp from 'sharp';

/**
 * A photo-like JPEG of `size`×`size` pixels, as a merchant's camera upload: gradients, texture and
 * grain, so it compresses like a real photo (a flat colour would be a few kilobytes at any size).
 * `variant` shifts the colours, so several pictures differ.
 */
export async function makePhoto(size: number, variant = 0): Promise<Buffer> {
  const raw = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 3;
      raw[i] = ((x * 255) / size + variant * 40) % 256;
      raw[i + 1] = ((y * 255) / size + variant * 90) % 256;
      raw[i + 2] = ((Math.sin(x / (37 + variant)) * Math.cos(y / 53) + 1) * 100 + ((x * 7919 + y * 104729) % 55)) | 0;
    }
  }
  return sharp(raw, { raw: { width: size, height: size, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

import sharp from 'sharp';
import { crc32, deflateSync } from 'node:zlib';

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

/**
 * A flat PNG of any shape, written directly (zlib and CRC), because the attack shapes (16,000,000×3,
 * 49,000,000×1) take libvips seconds to encode but are a few hundred kilobytes on the wire.
 */
export function flatPng(width: number, height: number, channels: 1 | 3 = 3): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'ascii');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, channels === 1 ? 0 : 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * channels, 0x80);
  row[0] = 0;
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 1 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

import { describe, expect, it } from 'vitest';
import { sniffImage } from './images.js';

describe('sniffImage', () => {
  it('recognises PNG and JPEG by their signatures', () => {
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toEqual({ ext: 'png', mime: 'image/png' });
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toEqual({ ext: 'jpg', mime: 'image/jpeg' });
  });

  it('refuses everything else, including truncated signatures', () => {
    for (const b of [Buffer.from('not an image'), Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), Buffer.from('GIF89a'), Buffer.from([0x89, 0x50, 0x4e]), Buffer.alloc(0)]) {
      expect(sniffImage(b)).toBeNull();
    }
  });
});

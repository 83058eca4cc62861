import { describe, expect, it } from 'vitest';
import { pictureSources } from './pictureSources';
import { isPictureWidth } from '../../../shared/picture-widths';

describe('pictureSources', () => {
  it('offers the widths from one to two device pixels per CSS pixel for an uploaded photo', () => {
    expect(pictureSources('/crmebimage/public/product/2026/a1b2.jpg', 480)).toEqual({
      src: '/crmebimage/public/product/2026/a1b2.jpg?w=480',
      srcSet: '/crmebimage/public/product/2026/a1b2.jpg?w=480 480w, /crmebimage/public/product/2026/a1b2.jpg?w=640 640w, /crmebimage/public/product/2026/a1b2.jpg?w=960 960w',
      sizes: '480px',
    });
  });

  it('rounds up to the nearest width the server makes and stops at the largest', () => {
    expect(pictureSources('/crmebimage/p/a.png', 302).srcSet).toBe('/crmebimage/p/a.png?w=320 320w, /crmebimage/p/a.png?w=480 480w, /crmebimage/p/a.png?w=640 640w');
    expect(pictureSources('/crmebimage/p/a.png', 64)).toMatchObject({ src: '/crmebimage/p/a.png?w=160', srcSet: '/crmebimage/p/a.png?w=160 160w' });
    expect(pictureSources('/crmebimage/p/a.webp', 1200)).toMatchObject({ src: '/crmebimage/p/a.webp?w=1280', srcSet: '/crmebimage/p/a.webp?w=1280 1280w', sizes: '1200px' });
    expect(pictureSources('/crmebimage/p/a.JPEG', 224).srcSet).toContain('?w=240 240w');
  });

  it('leaves alone what the server does not resize', () => {
    for (const src of [
      '/crmebimage/p/logo.svg',
      '/crmebimage/p/anim.gif',
      '/crmebimage/p/a.jpg?w=480',
      '//cdn.example.com/crmebimage/p/a.jpg',
      'https://cdn.example.com/crmebimage/p/a.jpg',
      '/assets/hero-3f2a.jpg',
      'data:image/png;base64,AAAA',
      '',
    ]) {
      expect(pictureSources(src, 480), src).toEqual({ src });
    }
    expect(pictureSources('/crmebimage/p/a.jpg', 0)).toEqual({ src: '/crmebimage/p/a.jpg' });
  });
});

describe('isPictureWidth', () => {
  it('accepts only the listed widths', () => {
    expect([160, 480, 1280].every(isPictureWidth)).toBe(true);
    expect([0, 100, 481, 1920, Number.NaN].some(isPictureWidth)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { clearImagePrefix, prefixImages } from './image-urls.js';

const D = 'https://img.example.com';

describe('image domain on answers and writes', () => {
  it('prefixes stored paths in plain strings, comma lists and JSON-array strings, and nothing else', () => {
    const body = JSON.stringify({
      image: '/crmebimage/public/a.jpg',
      list: '/crmebimage/a.jpg,/crmebimage/b.jpg',
      slider: JSON.stringify(['/crmebimage/c.jpg', '/crmebimage/d.jpg']),
      banner: JSON.stringify([{ sattDir: '/crmebimage/e.jpg' }]),
      already: 'https://cdn.other.net/crmebimage/f.jpg',
      text: 'see docs/crmebimage/x',
    });
    const out = JSON.parse(prefixImages(body, D)) as Record<string, string>;
    expect(out.image).toBe(`${D}/crmebimage/public/a.jpg`);
    expect(out.list).toBe(`${D}/crmebimage/a.jpg,${D}/crmebimage/b.jpg`);
    expect(JSON.parse(out.slider!)).toEqual([`${D}/crmebimage/c.jpg`, `${D}/crmebimage/d.jpg`]);
    expect(JSON.parse(out.banner!)).toEqual([{ sattDir: `${D}/crmebimage/e.jpg` }]);
    expect(out.already).toBe('https://cdn.other.net/crmebimage/f.jpg');
    expect(out.text).toBe('see docs/crmebimage/x');
  });

  it('takes the domain off what a client sends back, so it is stored in one form', () => {
    const sent = JSON.stringify({ avatar: `${D}/crmebimage/u/1.png`, pics: JSON.stringify([`${D}/crmebimage/2.png`]) });
    const stored = JSON.parse(clearImagePrefix(sent, D)) as Record<string, string>;
    expect(stored.avatar).toBe('/crmebimage/u/1.png');
    expect(JSON.parse(stored.pics!)).toEqual(['/crmebimage/2.png']);
    expect(prefixImages(clearImagePrefix(sent, D), D)).toBe(sent);
  });
});

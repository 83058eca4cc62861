import { describe, expect, expectTypeOf, it } from 'vitest';
import { imageList, picture, pictureArray, pictureList, money, int, bool, text, type Read, type Wire } from './fields';
import { productDetail } from './catalog';
import { cartLine } from './cart';
import { merchantInfo } from './merchant';
import { siteIndex } from './site';
import { page } from './common';

const A = 'https://img.example.com/crmebimage/a.jpg';
const B = 'https://img.example.com/crmebimage/b.png';

describe('picture lists (docs/upstream-contract.md §14)', () => {
  it('the SPA reads all three forms: a JSON array string, a JSON array of { sattDir }, a comma list', () => {
    expect(pictureList.lenient.parse(JSON.stringify([A, B]))).toEqual([A, B]);
    expect(pictureList.lenient.parse(JSON.stringify([{ sattDir: A }, { sattDir: B }]))).toEqual([A, B]);
    expect(pictureList.lenient.parse(`${A},${B}`)).toEqual([A, B]);
    // Already decoded (review pictures come as an array).
    expect(pictureArray.lenient.parse([A, B])).toEqual([A, B]);
  });

  it('a malformed list reads as empty and never throws, and the object around it still parses', () => {
    expect(pictureList.lenient.parse('[{"sattDir":')).toEqual([]);
    expect(pictureList.lenient.parse('{"oops": true}')).toEqual([]);
    expect(pictureList.lenient.parse(42)).toEqual([]);
    expect(pictureList.lenient.parse(null)).toEqual([]);
    const info = merchantInfo.lenient.parse({ id: '7', name: 'Shop', isSelf: 1, pcBanner: '[{"sattDir":', starLevel: null });
    expect(info).toMatchObject({ id: 7, name: 'Shop', isSelf: true, pcBanner: [], starLevel: 0, avatar: '' });
  });

  it('the service must send all three forms with absolute URLs; a root-relative picture is refused', () => {
    expect(pictureList.strict.safeParse(JSON.stringify([A, B])).success).toBe(true);
    expect(pictureList.strict.safeParse(JSON.stringify([{ sattDir: A }])).success).toBe(true);
    expect(pictureList.strict.safeParse(`${A},${B}`).success).toBe(true);
    expect(pictureList.strict.safeParse('').success).toBe(true);
    expect(pictureList.strict.safeParse(JSON.stringify(['/crmebimage/a.jpg'])).success).toBe(false);
    expect(pictureList.strict.safeParse('/crmebimage/a.jpg').success).toBe(false);
    expect(pictureList.strict.safeParse('[{"sattDir":').success).toBe(false);
    expect(picture.strict.safeParse('/crmebimage/a.jpg').success).toBe(false);
    expect(picture.strict.safeParse(A).success).toBe(true);
    expect(pictureArray.strict.safeParse(['/crmebimage/a.jpg']).success).toBe(false);
  });

  it('imageList keeps what can be a picture and drops the rest', () => {
    expect(imageList('javascript:alert(1),/ok.png')).toEqual(['/ok.png']);
    expect(imageList([{ sattDir: 'crmebimage/c.jpg' }, { other: 1 }, 7])).toEqual(['crmebimage/c.jpg']);
  });
});

describe('scalar fields', () => {
  it('lenient absorbs the upstream habits; strict holds the real formats', () => {
    expect(money.lenient.parse(12.5)).toBe('12.5');
    expect(money.lenient.parse(null)).toBe('0');
    expect(money.strict.safeParse('12.50').success).toBe(true);
    expect(money.strict.safeParse(12.5).success).toBe(false);
    expect(int.lenient.parse('42')).toBe(42);
    expect(int.lenient.parse('x')).toBe(0);
    expect(int.strict.safeParse('42').success).toBe(false);
    expect(bool.lenient.parse(1)).toBe(true);
    expect(bool.lenient.parse('0')).toBe(false);
    expect(bool.strict.safeParse(1).success).toBe(false);
  });

  it("a cart line's productAttrUnique goes out as digits (A's String) and is read as a number from either form", () => {
    expect(cartLine.strict.shape.productAttrUnique.safeParse('42').success).toBe(true);
    expect(cartLine.strict.shape.productAttrUnique.safeParse(42).success).toBe(false);
    expect(cartLine.lenient.shape.productAttrUnique.parse('42')).toBe(42);
    expect(cartLine.lenient.shape.productAttrUnique.parse(42)).toBe(42);
    expect(text.lenient.parse(null)).toBe('');
    expect(text.lenient.parse({})).toBe('');
  });

  it('shopPayCurrency must be a JSON object string; the SPA reads whatever string comes', () => {
    const ok = { logoUrl: A, siteName: 'S', shopPayCurrency: '{"country":"","currency":"USD","symbol":"$","ID":""}', consumerType: '', consumerHotline: '', consumerH5Url: '', consumerMessage: '', consumerEmail: '', banner: [], indexBannerType: 0, menus: [], ranking: [], bastBanner: [] };
    expect(siteIndex.strict.safeParse(ok).success).toBe(true);
    expect(siteIndex.strict.safeParse({ ...ok, shopPayCurrency: 'USD' }).success).toBe(false);
    expect(siteIndex.lenient.parse({ shopPayCurrency: 'USD' }).shopPayCurrency).toBe('USD');
  });

  it('a product detail from a sloppy upstream parses with empty fields instead of failing', () => {
    const d = productDetail.lenient.parse({ productInfo: { id: '3', sliderImage: 'a.jpg,b.jpg', price: 9 }, productValue: null, merchantInfo: null });
    expect(d.productInfo).toMatchObject({ id: 3, sliderImage: ['a.jpg', 'b.jpg'], price: '9', storeName: '' });
    expect(d.productValue).toEqual({});
    expect(d.productAttr).toEqual([]);
    expect(d.merchantInfo).toBeNull();
  });

  it('pages: the service sends PageHelper pages, the SPA reads the BFF form', () => {
    const p = page(cartLine);
    const empty = { pageNum: 1, pageSize: 20, size: 0, startRow: 0, endRow: 0, total: 0, pages: 0, prePage: 0, nextPage: 0, list: [] };
    const navigation = { isFirstPage: true, isLastPage: true, hasPreviousPage: false, hasNextPage: false, navigatePages: 8, navigatepageNums: [], navigateFirstPage: 0, navigateLastPage: 0 };
    expect(p.strict.safeParse({ ...empty, ...navigation }).success).toBe(true);
    // PageInfo's navigation fields are part of what the service sends.
    expect(p.strict.safeParse(empty).success).toBe(false);
    expect(p.lenient.parse({ list: null, total: '3' })).toEqual({ list: [], total: 3, page: 1, limit: 20, pages: 0 });
  });
});

describe('types come from one definition', () => {
  it('the wire and the read types share the field names', () => {
    expectTypeOf<keyof Read<typeof cartLine>>().toEqualTypeOf<keyof Wire<typeof cartLine>>();
    expectTypeOf<Read<typeof cartLine>['price']>().toEqualTypeOf<string>();
    expectTypeOf<Read<typeof productDetail>['productInfo']['sliderImage']>().toEqualTypeOf<string[]>();
    expectTypeOf<Wire<typeof productDetail>['productInfo']['sliderImage']>().toEqualTypeOf<string>();
  });
});

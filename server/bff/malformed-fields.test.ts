import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { MalformedFieldWarnings, isPictureList, isReadableDate, malformedFields } from './malformed-fields';

describe('picture lists', () => {
  it('accepts the three real forms, absolute or stored, and nothing at all', () => {
    for (const ok of [
      '["https://img.example.com/crmebimage/a.jpg","/crmebimage/b.png"]',
      '[{"sattDir":"https://img.example.com/crmebimage/a.jpg"}]',
      '/crmebimage/a.jpg,/crmebimage/b.jpg',
      'https://img.example.com/crmebimage/a.jpg',
      '[]',
      '',
      null,
      ['/crmebimage/a.jpg'],
      [{ id: 1, pic: '/crmebimage/a.jpg', url: '/categories?id=6' }],
    ]) {
      expect(isPictureList(ok), JSON.stringify(ok)).toBe(true);
    }
  });

  it('refuses what no reader can turn into pictures', () => {
    for (const bad of ['[{"sattDir":', 'not a picture list', '{"a":1}', '["ok.png", 7]', 'javascript:alert(1)', '/a.png,,', 42, { sattDir: 'x' }]) {
      expect(isPictureList(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('dates', () => {
  it('accepts wire text, ISO 8601, timestamps and nothing', () => {
    for (const ok of ['2026-11-23 17:53:07', '2026-11-23', '2026-11-23 17:53', '2026-11-23T09:53:07Z', '2026-11-23T17:53:07.123+08:00', 1764000000000, null, '', false]) {
      expect(isReadableDate(ok), JSON.stringify(ok)).toBe(true);
    }
  });

  it('knows month lengths and leap years, in answers as in single values', () => {
    for (const [v, ok] of [['2024-02-29 10:00:00', true], ['2026-02-29 10:00:00', false], ['2026-01-31 23:59:59', true], ['2026-04-31 08:00:00', false], ['2026-04-30', true], ['2000-02-29', true], ['1900-02-29', false]] as const) {
      expect(isReadableDate(v), v).toBe(ok);
      expect(malformedFields({ payTime: v }).size, v).toBe(ok ? 0 : 1);
    }
  });

  it('refuses text that is not a date or names no real day or clock time', () => {
    for (const bad of ['yesterday', '23/11/2026 17:53', '2026-02-30 10:00:00', '2026-11-23 25:00:00', '2026-11-23T17:53:07 GMT']) {
      expect(isReadableDate(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('malformedFields', () => {
  it('finds bad fields anywhere in the answer, once per field name, and ignores flags and other fields', () => {
    const found = malformedFields({
      list: [
        { sliderImage: 'oops', createTime: 'soon', isFixedTime: true, name: 'yesterday' },
        { sliderImage: 'oops again', createTime: '2026-11-23 17:53:07' },
      ],
      shopPayCurrency: 'dollars',
    });
    expect(Object.fromEntries(found)).toEqual({ sliderImage: 'picture list', createTime: 'date', shopPayCurrency: 'currency' });
  });

  it('accepts the real currency forms', () => {
    expect(malformedFields({ shopPayCurrency: '{"country":"","currency":"USD","symbol":"$","ID":""}', b: { shopPayCurrency: 'EUR' } }).size).toBe(0);
  });
});

describe('MalformedFieldWarnings', () => {
  const capture = () => {
    const lines: { obj: Record<string, unknown>; msg: string }[] = [];
    const log = { warn: (obj: Record<string, unknown>, msg: string) => lines.push({ obj, msg }) } as unknown as FastifyBaseLogger;
    return { lines, log };
  };

  it('warns once per route and field per interval, without the value', () => {
    let now = 0;
    const w = new MalformedFieldWarnings(60_000, () => now);
    const { lines, log } = capture();
    const answer = { list: [{ sliderImage: 'Ada Lovelace, ada@example.test', payTime: 'x' }] };
    w.check(log, '/api/front/product/list', answer);
    w.check(log, '/api/front/product/list', answer);
    w.check(log, '/api/front/product/detail/:id', { productInfo: { sliderImage: 'bad list' } });
    expect(lines.map((l) => l.obj)).toEqual([
      { route: '/api/front/product/list', field: 'sliderImage', kind: 'picture list' },
      { route: '/api/front/product/list', field: 'payTime', kind: 'date' },
      { route: '/api/front/product/detail/:id', field: 'sliderImage', kind: 'picture list' },
    ]);
    expect(JSON.stringify(lines)).not.toContain('ada@example.test');
    now += 60_001;
    w.check(log, '/api/front/product/list', answer);
    expect(lines).toHaveLength(5);
  });
});

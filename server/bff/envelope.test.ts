import { describe, expect, it } from 'vitest';
import { normaliseEnvelope, normalisePage, parseEnvelope } from './envelope';

describe('normalisePage', () => {
  it('maps PageInfo', () => {
    expect(normalisePage({ pageNum: 2, pageSize: 10, pages: 5, total: 41, list: [1], size: 1, isFirstPage: false })).toEqual({ list: [1], total: 41, page: 2, limit: 10, pages: 5 });
  });
  it('maps CommonPage', () => {
    expect(normalisePage({ page: 1, limit: 20, totalPage: 3, total: 41, list: [] })).toEqual({ list: [], total: 41, page: 1, limit: 20, pages: 3 });
  });
  it('computes pages when absent and tolerates a null list', () => {
    expect(normalisePage({ pageNum: 1, pageSize: 20, total: 41, list: null })).toEqual({ list: [], total: 41, page: 1, limit: 20, pages: 3 });
  });
  it('leaves non-paging objects and arrays alone', () => {
    expect(normalisePage({ list: [], total: 1 })).toBeNull();
    expect(normalisePage([1, 2])).toBeNull();
    expect(normalisePage({ id: 1 })).toBeNull();
    expect(normalisePage(null)).toBeNull();
  });
});

describe('normaliseEnvelope', () => {
  it('200 → data (null when absent)', () => {
    expect(normaliseEnvelope({ code: 200, message: 'ok', data: { a: 1 } })).toEqual({ ok: true, status: 200, body: { a: 1 } });
    expect(normaliseEnvelope({ code: 200, message: 'ok' })).toEqual({ ok: true, status: 200, body: null });
  });
  it.each([400, 403, 404, 500])('%i → same status', (code) => {
    expect(normaliseEnvelope({ code, message: 'm', data: null })).toEqual({ ok: false, status: code, body: { status: code, code, message: 'm' }, loggedOut: false });
  });
  it.each([401, 410000, 410001, 410002])('%i → 401 logged out', (code) => {
    expect(normaliseEnvelope({ code, message: null })).toEqual({ ok: false, status: 401, body: { status: 401, code, message: '' }, loggedOut: true });
  });
  it('unknown codes are business errors (500) keeping the upstream code', () => {
    expect(normaliseEnvelope({ code: 999, message: 'x' })).toMatchObject({ status: 500, body: { status: 500, code: 999 } });
  });
});

describe('parseEnvelope', () => {
  it('accepts envelopes and refuses anything else', () => {
    expect(parseEnvelope(Buffer.from('{"code":200,"message":"ok","data":1}'))).toEqual({ code: 200, message: 'ok', data: 1 });
    for (const bad of ['<html>', '{"hello":1}', '{"code":"200"}', '', '[1]', 'null']) expect(parseEnvelope(Buffer.from(bad))).toBeNull();
  });
});

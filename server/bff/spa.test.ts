import { describe, expect, it } from 'vitest';
import { hasExtension, isSuspiciousPath } from './spa';
import { sniffImage } from './upload';
import { fillPath, PARAM_RE } from './allowlist';
import { genReqId } from './logging';
import type { IncomingMessage } from 'node:http';

describe('isSuspiciousPath', () => {
  it.each(['/..%2f..%2fetc/passwd', '/%2e%2e/x', '/%252e%252e/x', '/.env', '/.git/config', '/a/../b', '/a\\..\\b', '/a%00.js', '/api\\x', '/a%5cb', '/%E0%A4%A'])('refuses %s', (p) => {
    expect(isSuspiciousPath(p)).toBe(true);
  });
  it.each(['/', '/goods_detail/12', '/zh-CN/cart', '/assets/app-1a2b.js', '/.well-known/security.txt', '/search?q=..'])('allows %s', (p) => {
    expect(isSuspiciousPath(p)).toBe(false);
  });
});

describe('hasExtension', () => {
  it('tells assets from app routes', () => {
    expect(hasExtension('/assets/x-1.js')).toBe(true);
    expect(hasExtension('/favicon.ico?v=1')).toBe(true);
    expect(hasExtension('/goods_detail/12')).toBe(false);
    expect(hasExtension('/users/user_info')).toBe(false);
  });
});

describe('sniffImage', () => {
  it('knows JPEG and PNG by magic bytes only', () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffImage(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffImage(Buffer.from([0x89, 0x50]))).toBeNull();
  });
});

describe('fillPath', () => {
  it('fills ids and refuses anything else', () => {
    expect(fillPath('/api/front/product/detail/:id', { id: '12' })).toBe('/api/front/product/detail/12');
    expect(() => fillPath('/x/:id', { id: '../admin' })).toThrow();
    expect(() => fillPath('/x/:id', {})).toThrow();
    expect(PARAM_RE.test('order_20240101-abc')).toBe(true);
  });
});

describe('genReqId', () => {
  const req = (id?: string) => ({ headers: id === undefined ? {} : { 'x-request-id': id } }) as unknown as IncomingMessage;
  it('keeps a sane incoming id and replaces others', () => {
    expect(genReqId(req('lb-0123456789'))).toBe('lb-0123456789');
    for (const bad of ['short', 'has space here', 'x'.repeat(200), 'inject\nline']) expect(genReqId(req(bad))).not.toBe(bad);
    // A new id is a new W3C trace id.
    expect(genReqId(req())).toMatch(/^[0-9a-f]{32}$/);
    const traced = { headers: { traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01', 'x-request-id': 'lb-0123456789' } } as unknown as IncomingMessage;
    expect(genReqId(traced)).toBe('4bf92f3577b34da6a3ce929d0e0e4736');
  });
});

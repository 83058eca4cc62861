import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('query strings in request logs', () => {
  it('redacts phones, emails and codes, and keeps the rest', () => {
    expect(redactUrl('/api/front/login/sendCode?phone=7700900123&countryCode=44')).toBe('/api/front/login/sendCode?phone=[redacted]&countryCode=44');
    expect(redactUrl('/api/front/order/visitor/detail?orderNo=SH1&identity=abc123')).toBe('/api/front/order/visitor/detail?orderNo=SH1&identity=[redacted]');
    expect(redactUrl('/api/front/product/list?keyword=ada%40example.com&page=2')).toBe('/api/front/product/list?keyword=[redacted]&page=2');
    expect(redactUrl('/api/front/x?captcha=123456')).toBe('/api/front/x?captcha=[redacted]');
    expect(redactUrl('/api/front/product/list?keyword=tea&page=1')).toBe('/api/front/product/list?keyword=tea&page=1');
    expect(redactUrl('/healthz')).toBe('/healthz');
  });
});

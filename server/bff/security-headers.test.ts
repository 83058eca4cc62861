import { describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES } from './app';
import { helmetHeaderSet } from './security-headers';

describe('helmetHeaderSet', () => {
  it('is what @fastify/helmet sends for our options, computed once', async () => {
    const h = await helmetHeaderSet({ contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES }, crossOriginEmbedderPolicy: false });
    expect(h['content-security-policy']).toBe(
      "default-src 'self';script-src 'self' https://js.stripe.com;style-src 'self';style-src-attr 'unsafe-inline';img-src 'self' data: blob:;font-src 'self' data:;" +
        "connect-src 'self' https://api.stripe.com https://*.stripe.com;frame-src https://js.stripe.com https://*.stripe.com;" +
        "object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('SAMEORIGIN');
    expect(h['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(h['content-type']).toBeUndefined();
    expect(h['content-length']).toBeUndefined();
  });
});

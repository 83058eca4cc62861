import { describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';

describe('commerce foundation', () => {
  const c = commerceSuite();

  it('migrates every table on a fresh database', async () => {
    const tables = await c.db.introspection.getTables();
    const names = tables.map((t) => t.name);
    for (const t of ['users', 'products', 'merchant_orders', 'refunds', 'user_coupons', 'notifications']) expect(names).toContain(t);
  });

  it('answers unknown paths with a 404 envelope', async () => {
    const res = await fetch(new URL('/api/front/nope', c.url));
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, message: 'Not found', data: null });
  });

  it('refuses the admin API without the bearer token', async () => {
    const res = await fetch(new URL('/api/admin/outbox', c.url));
    expect(res.status).toBe(401);
  });

  it('issues tokens that resolve through the authori-zation header with the TOKEN_USER: prefix', async () => {
    const { uid, token } = await c.createUser();
    const { resolveUid } = await import('../../../server/commerce/http/auth.js');
    expect(await resolveUid(c.ctx, token)).toBe(uid);
    expect(await resolveUid(c.ctx, `${token}x`)).toBeNull();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { page as pageOf } from '../../../shared/contract/common.js';
import { pointsEntry, pointsSummary } from '../../../shared/contract/user.js';
import { commerceSuite } from './suite.js';
import { creditPoints, debitPoints } from '../../../server/commerce/points/service.js';

const summarySchema = pointsSummary.strict;
const pageSchema = pageOf(pointsEntry).strict;

describe('points (docs/upstream-contract.md §13)', () => {
  const c = commerceSuite();
  let alice: { uid: number; token: string };
  let bob: { uid: number; token: string };

  beforeAll(async () => {
    alice = await c.createUser();
    bob = await c.createUser({ integral: 7 });
    await creditPoints(c.db, alice.uid, 300, 'Order completed: points earned', 'SH1');
    await debitPoints(c.db, alice.uid, 120, 'Points used for an order', 'PT2');
    await creditPoints(c.db, alice.uid, 20, 'Order completed: points earned', 'SH3');
  });

  it('requires a login', async () => {
    expect((await c.call('GET', '/api/front/integral/user')).code).toBe(401);
    expect((await c.call('GET', '/api/front/integral/list')).code).toBe(401);
  });

  it('sums up the points account', async () => {
    const s = summarySchema.parse((await c.call('GET', '/api/front/integral/user', { token: alice.token })).data);
    expect(s).toEqual({ integral: 200, sumIntegral: 320, deductionIntegral: 120, frozenIntegral: 0 });
    expect(summarySchema.parse((await c.call('GET', '/api/front/integral/user', { token: bob.token })).data)).toEqual({ integral: 7, sumIntegral: 0, deductionIntegral: 0, frozenIntegral: 0 });
  });

  it('pages the ledger, newest first, filtered by type, only the shopper’s own rows', async () => {
    const all = pageSchema.parse((await c.call('GET', '/api/front/integral/list', { token: alice.token, query: { type: 0 } })).data);
    expect(all.list.map((e) => [e.type, e.integral, e.balance, e.linkId])).toEqual([
      [1, 20, 200, 'SH3'],
      [2, 120, 180, 'PT2'],
      [1, 300, 300, 'SH1'],
    ]);
    const earned = pageSchema.parse((await c.call('GET', '/api/front/integral/list', { token: alice.token, query: { type: 1, page: 1, limit: 1 } })).data);
    expect(earned.total).toBe(2);
    expect(earned.list).toHaveLength(1);
    const spent = pageSchema.parse((await c.call('GET', '/api/front/integral/list', { token: alice.token, query: { type: 2 } })).data);
    expect(spent.list.map((e) => e.linkId)).toEqual(['PT2']);
    expect(pageSchema.parse((await c.call('GET', '/api/front/integral/list', { token: bob.token })).data).total).toBe(0);
  });

  it('validates the ledger type and never lets points go negative', async () => {
    expect((await c.call('GET', '/api/front/integral/list', { token: alice.token, query: { type: 3 } })).code).toBe(400);
    expect((await c.call('GET', '/api/front/integral/list', { token: alice.token, query: { type: 'x' } })).code).toBe(400);
    await expect(debitPoints(c.db, bob.uid, 8, 'too much', 'PT9')).rejects.toThrow(/Not enough points/);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => c.db.transaction().execute((trx) => debitPoints(trx, bob.uid, 3, 'spend', 'PT'))));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect((await c.db.selectFrom('users').select('integral').where('id', '=', bob.uid).executeTakeFirstOrThrow()).integral).toBe(1);
  });
});

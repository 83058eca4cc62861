import type { CommerceContext } from '../context.js';
import type { Db } from '../db/schema.js';
import { BusinessError, type PageArgs } from '../http/envelope.js';
import { now } from '../db/time.js';

export const POINTS_ADD = 1;
export const POINTS_DEDUCT = 2;

/** Adds points and writes the ledger row with the balance after the change. */
export async function creditPoints(db: Db, uid: number, points: number, title: string, linkId: string): Promise<void> {
  await movePoints(db, uid, points, POINTS_ADD, title, linkId);
}

/** Spends points with a conditional update, so the balance can never go below zero. */
export async function debitPoints(db: Db, uid: number, points: number, title: string, linkId: string): Promise<void> {
  await movePoints(db, uid, points, POINTS_DEDUCT, title, linkId);
}

async function movePoints(db: Db, uid: number, points: number, type: typeof POINTS_ADD | typeof POINTS_DEDUCT, title: string, linkId: string): Promise<void> {
  if (points <= 0) return;
  const credit = type === POINTS_ADD;
  let change = db
    .updateTable('users')
    .set((eb) => ({ integral: eb('integral', credit ? '+' : '-', points) }))
    .where('id', '=', uid);
  if (!credit) change = change.where('integral', '>=', points);
  const row = await change.returning('integral').executeTakeFirst();
  if (!row) throw new BusinessError(credit ? 'User not found' : 'Not enough points');
  await db.insertInto('integralRecords').values({ uid, title, integral: points, type, balance: row.integral, linkId, createdAt: now() }).execute();
}

export async function pointsSummary(ctx: CommerceContext, uid: number) {
  const user = await ctx.db.selectFrom('users').select(['integral', 'frozenIntegral']).where('id', '=', uid).executeTakeFirst();
  if (!user) throw new BusinessError('User not found');
  const sums = await ctx.db
    .selectFrom('integralRecords')
    .select(['type', (eb) => eb.fn.sum<number>('integral').as('total')])
    .where('uid', '=', uid)
    .groupBy('type')
    .execute();
  const sumOf = (t: number) => Number(sums.find((s) => s.type === t)?.total ?? 0);
  return { integral: user.integral, sumIntegral: sumOf(POINTS_ADD), deductionIntegral: sumOf(POINTS_DEDUCT), frozenIntegral: user.frozenIntegral };
}

/** type 0 all, 1 earned, 2 spent. */
export async function pointsLedger(ctx: CommerceContext, uid: number, type: 0 | 1 | 2, page: PageArgs) {
  let q = ctx.db.selectFrom('integralRecords').where('uid', '=', uid);
  if (type !== 0) q = q.where('type', '=', type);
  const [rows, total] = await Promise.all([
    q.select(['id', 'title', 'integral', 'type', 'balance', 'linkId', 'createdAt']).orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    list: rows.map((r) => ({ id: r.id, title: r.title, integral: r.integral, type: r.type, balance: r.balance, linkId: r.linkId, createTime: r.createdAt })),
    total: Number(total.n),
  };
}

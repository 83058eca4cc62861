import type { CommerceContext } from '../context.js';
import { BusinessError } from '../http/envelope.js';
import { money } from '../http/render.js';
import { now } from '../db/time.js';

/** Credits a shopper's balance (merchant-side top-up) with a ledger row holding the balance after it. */
export async function topUpBalance(ctx: CommerceContext, uid: number, amount: number, title: string) {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new BusinessError('The amount must be positive');
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('users')
      .set((eb) => ({ balance: eb('balance', '+', amount), updatedAt: now() }))
      .where('id', '=', uid)
      .returning('balance')
      .executeTakeFirst();
    if (!row) throw new BusinessError('User not found');
    await trx.insertInto('balanceRecords').values({ uid, title, amount, balance: row.balance, linkId: '', createdAt: now() }).execute();
    return { uid, amount: money(amount), balance: money(row.balance) };
  });
}

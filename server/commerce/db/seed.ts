import type { CommerceContext } from '../context.js';

/** Demo marketplace data; written by the catalogue issue. */
export async function isSeeded(ctx: CommerceContext): Promise<boolean> {
  const row = await ctx.db.selectFrom('languages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  return Number(row?.n ?? 0) > 0;
}

export async function seedDemoData(_ctx: CommerceContext): Promise<void> {}

import type { CommerceContext } from '../context.js';
import { bool } from '../http/render.js';

export async function languageList(ctx: CommerceContext, onlyEnabled: boolean) {
  let q = ctx.db.selectFrom('languages').selectAll();
  if (onlyEnabled) q = q.where('state', '=', 1);
  const rows = await q.orderBy('sort', 'desc').orderBy('id').execute();
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, isDefault: bool(r.isDefault), state: r.state, sort: r.sort }));
}

/** Page texts (type 1) for one page in one language; an empty list when none are configured. */
export async function pageTexts(ctx: CommerceContext, languageCode: string, url: string) {
  const rows = await ctx.db
    .selectFrom('pageTexts')
    .select(['code', 'content'])
    .where('languageCode', '=', languageCode)
    .where('url', '=', url)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ code: r.code, content: r.content }));
}

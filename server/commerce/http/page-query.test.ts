import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLite } from '../db/sqlite-driver';
import { readIdPageOf } from './page-query';

interface Db {
  rows: { id: number; shop: number };
}

describe('readIdPageOf: a console list page, newest first, read from the nearer end', () => {
  let db: Kysely<Db>;
  // Ids with gaps, in two shops, so the far-end read must count the filtered list, not the ids.
  const all = Array.from({ length: 5000 }, (_, i) => ({ id: i * 3 + 1, shop: i % 5 === 0 ? 2 : 1 }));
  const shop1 = all.filter((r) => r.shop === 1).map((r) => r.id).sort((a, b) => b - a);

  beforeAll(async () => {
    db = new Kysely<Db>({ dialect: new SqliteDialect({ database: new SQLite(':memory:') }) });
    await db.schema.createTable('rows').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('shop', 'integer').execute();
    for (let i = 0; i < all.length; i += 500) await db.insertInto('rows').values(all.slice(i, i + 500)).execute();
  });
  afterAll(async () => {
    await db.destroy();
  });

  const page = (offset: number, limit: number) => readIdPageOf(db.selectFrom('rows').where('shop', '=', 1), { offset, limit }, 'rows.id');

  it('gives exactly the newest-first slice at every depth, the last partial page and past the end included', async () => {
    const total = shop1.length;
    for (const offset of [0, 20, 980, 1000, 1020, 1980, 2000, 2020, 3000, 3980, total - 20, total - 7, total - 1, total, total + 40]) {
      for (const limit of [20, 7]) {
        const got = await page(offset, limit);
        expect(got.total, `offset ${offset}`).toBe(total);
        expect(got.ids, `offset ${offset} limit ${limit}`).toEqual(shop1.slice(offset, offset + limit));
      }
    }
  });
});

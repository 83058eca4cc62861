import { sql, type Kysely } from 'kysely';

/**
 * One live code per (purpose, target): sending is then a single conditional upsert, so the
 * 60-second resend rule holds even when two requests race (on PostgreSQL as on SQLite).
 * Older duplicate rows are dropped first; codes live five minutes, so nothing of value goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from verification_codes where id not in (select max(id) from verification_codes group by purpose, target)`.execute(db);
  await db.schema.dropIndex('verification_codes_target_idx').ifExists().execute();
  await db.schema.createIndex('verification_codes_target_uq').ifNotExists().on('verification_codes').columns(['purpose', 'target']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('verification_codes_target_uq').ifExists().execute();
  await db.schema.createIndex('verification_codes_target_idx').ifNotExists().on('verification_codes').columns(['purpose', 'target']).execute();
}

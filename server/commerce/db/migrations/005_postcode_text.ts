import { sql, type Kysely } from 'kysely';

/**
 * Post codes become text: UK and Canadian codes hold letters, and US or French codes start with a
 * zero that an integer column drops. Existing numeric codes are kept; 0 (the old "none") becomes ''.
 * Add-copy-drop-rename works the same on SQLite and PostgreSQL. There is no way back: letters cannot
 * return to an integer column without loss.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('addresses').addColumn('post_code_text', 'text', (c) => c.notNull().defaultTo('')).execute();
  await sql`UPDATE addresses SET post_code_text = CASE WHEN post_code = 0 THEN '' ELSE CAST(post_code AS TEXT) END`.execute(db);
  await db.schema.alterTable('addresses').dropColumn('post_code').execute();
  await db.schema.alterTable('addresses').renameColumn('post_code_text', 'post_code').execute();
}

import type { Kysely } from 'kysely';

/**
 * The email a guest gives when entering without a code (docs/api-extensions.md "The guest's email"). It is not
 * proven, so it is never the account's `email` (unique, used to sign in and to resume a guest identity); it is
 * kept beside it so the profile and the checkout's address form can show and prefill it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('contact_email', 'text', (b) => b.notNull().defaultTo('')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('contact_email').execute();
}

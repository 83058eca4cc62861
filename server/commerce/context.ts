import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from './db/schema.js';
import type { DbKind } from './db/connection.js';

/** What every domain's routes and services get: the database, the config and a logger. */
export interface CommerceContext {
  db: Kysely<Database>;
  /**
   * The PostgreSQL streaming replica (DATABASE_READ_URL), falling back to the primary when it is unreachable.
   * Never used directly: catalogue reads take it through `catalogRead(ctx)` (server/commerce/catalog-read.ts).
   */
  readDb?: Kysely<Database>;
  kind: DbKind;
  config: Config;
  dataDir: string;
  log: FastifyBaseLogger;
}

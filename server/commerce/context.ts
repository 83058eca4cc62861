import type { Kysely } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from './db/schema.js';
import type { DbKind } from './db/connection.js';

/** What every domain's routes and services get: the database, the config and a logger. */
export interface CommerceContext {
  db: Kysely<Database>;
  kind: DbKind;
  config: Config;
  dataDir: string;
  log: FastifyBaseLogger;
}

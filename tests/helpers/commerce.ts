import type { Insertable, Kysely } from 'kysely';
import { loadConfig, type Config } from '../../server/config.js';
import type { Database, UsersTable } from '../../server/commerce/db/schema.js';
import { startCommerce, type CommerceHandle } from '../../server/commerce/server.js';
import { issueToken } from '../../server/commerce/http/auth.js';
import { now, parseDateTime } from '../../server/commerce/db/time.js';
import { wallTimeIn } from '../../shared/time-zone.js';
import { jsonBody, urlWithQuery } from './json-request.js';
import { createTestDb, type TestDb } from './testDb.js';

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

/** The commerce API's answer envelope. */
type Envelope<T> = { code: number; message: string; data: T };

export interface TestCommerce extends CommerceHandle {
  config: Config;
  /** Calls the commerce API like a contract client would; returns the parsed envelope. */
  call<T = unknown>(method: 'GET' | 'POST', path: string, opts?: { token?: string; body?: unknown; raw?: string; query?: Record<string, string | number | boolean> }): Promise<Envelope<T>>;
  /** Calls the admin API with the bearer token. */
  admin: AdminCall;
  /** A stored picture path as the shopper API sends it: absolute, on this service's image domain. */
  img(stored: string): string;
  /** A stored (UTC) time as the shopper API sends it: wall-clock time in SERVER_TIME_ZONE. */
  wireTime(stored: string): string;
  /** Creates a shopper directly in the database and returns a valid token for them. */
  createUser(fields?: { email?: string; phone?: string; countryCode?: string; balance?: number; integral?: number; nickname?: string }): Promise<{ uid: number; token: string }>;
}

/** The commerce admin API as the operator's tooling calls it: bearer token, JSON in and out. */
export type AdminCall = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<Envelope<T>>;

export function adminCaller(serviceUrl: string, token: string): AdminCall {
  return async (method, path, body) => {
    const sent = jsonBody(undefined, body);
    const res = await fetch(new URL(path, serviceUrl), { method, headers: { authorization: `Bearer ${token}`, ...sent.headers }, body: sent.body });
    return (await res.json()) as Envelope<never>;
  };
}

type ShopperFields = Partial<Omit<Insertable<UsersTable>, 'id' | 'createdAt' | 'updatedAt'>> & Pick<Insertable<UsersTable>, 'nickname' | 'userType'>;

/**
 * A shopper written straight to the database: an active account with no password, balance or points
 * unless `fields` gives them. Answers the new id.
 */
export async function insertShopper(db: Kysely<Database>, fields: ShopperFields): Promise<number> {
  const stamp = now();
  const row = await db
    .insertInto('users')
    .values({
      email: null,
      phone: null,
      countryCode: null,
      passwordHash: null,
      avatar: '',
      identity: null,
      balance: 0,
      integral: 0,
      frozenIntegral: 0,
      experience: 0,
      status: 1,
      ...fields,
      createdAt: stamp,
      updatedAt: stamp,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The settings a test commerce service runs with: test mode on the given database, the dev outbox on
 * (codes are read from it), quiet logs and the test admin token; `env` overrides any of them.
 */
export function testCommerceConfig(tdb: TestDb, env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: tdb.dataDir,
    ...(tdb.databaseUrl ? { DATABASE_URL: tdb.databaseUrl } : {}),
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    OUTBOX: 'on',
    ...env,
  });
}

/**
 * Starts the real commerce service on 127.0.0.1 with a fresh database (SQLite, or PostgreSQL when
 * TEST_DATABASE_URL is set). `seed: 'always'` loads the demo marketplace.
 */
export async function startTestCommerce(opts: { seed?: 'always' | 'never'; env?: Record<string, string> } = {}): Promise<TestCommerce> {
  const tdb = await createTestDb();
  const config = testCommerceConfig(tdb, opts.env);
  const handle = await startCommerce(config, { host: '127.0.0.1', port: 0, seed: opts.seed ?? 'never', logger: false });
  let userSeq = 0;
  const call: TestCommerce['call'] = async (method, path, o = {}) => {
    const sent = jsonBody(o.raw, o.body);
    const headers = { ...(o.token ? { 'authori-zation': o.token } : {}), ...sent.headers };
    const res = await fetch(urlWithQuery(handle.url, path, o.query), { method, headers, body: sent.body });
    return (await res.json()) as Envelope<never>;
  };
  return {
    ...handle,
    config,
    call,
    img: (stored) => `${new URL(handle.url).origin}${stored}`,
    wireTime: (stored) => wallTimeIn(parseDateTime(stored), config.SERVER_TIME_ZONE),
    admin: adminCaller(handle.url, TEST_ADMIN_TOKEN),
    async createUser(fields = {}) {
      userSeq += 1;
      const uid = await insertShopper(handle.db, {
        email: fields.email ?? `shopper${userSeq}.${Date.now()}@example.test`,
        phone: fields.phone ?? null,
        countryCode: fields.countryCode ?? null,
        nickname: fields.nickname ?? `Shopper ${userSeq}`,
        userType: 'email',
        balance: fields.balance ?? 0,
        integral: fields.integral ?? 0,
      });
      return { uid, token: await issueToken(handle.ctx, uid) };
    },
    async close() {
      await handle.close();
      await tdb.drop();
    },
  };
}

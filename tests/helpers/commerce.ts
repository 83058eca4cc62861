import { loadConfig, type Config } from '../../server/config.js';
import { startCommerce, type CommerceHandle } from '../../server/commerce/server.js';
import { issueToken } from '../../server/commerce/http/auth.js';
import { now, parseDateTime } from '../../server/commerce/db/time.js';
import { wallTimeIn } from '../../shared/time-zone.js';
import { createTestDb } from './testDb.js';

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export interface TestCommerce extends CommerceHandle {
  config: Config;
  /** Calls the commerce API like a contract client would; returns the parsed envelope. */
  call<T = unknown>(method: 'GET' | 'POST', path: string, opts?: { token?: string; body?: unknown; raw?: string; query?: Record<string, string | number | boolean> }): Promise<{ code: number; message: string; data: T }>;
  /** Calls the admin API with the bearer token. */
  admin<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ code: number; message: string; data: T }>;
  /** A stored picture path as the shopper API sends it: absolute, on this service's image domain. */
  img(stored: string): string;
  /** A stored (UTC) time as the shopper API sends it: wall-clock time in SERVER_TIME_ZONE. */
  wireTime(stored: string): string;
  /** Creates a shopper directly in the database and returns a valid token for them. */
  createUser(fields?: { email?: string; phone?: string; countryCode?: string; balance?: number; integral?: number; nickname?: string }): Promise<{ uid: number; token: string }>;
}

/**
 * Starts the real commerce service on 127.0.0.1 with a fresh database (SQLite, or PostgreSQL when
 * TEST_DATABASE_URL is set). `seed: 'always'` loads the demo marketplace.
 */
export async function startTestCommerce(opts: { seed?: 'always' | 'never'; env?: Record<string, string> } = {}): Promise<TestCommerce> {
  const tdb = await createTestDb();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: tdb.dataDir,
    ...(tdb.databaseUrl ? { DATABASE_URL: tdb.databaseUrl } : {}),
    ADMIN_TOKEN: TEST_ADMIN_TOKEN,
    OUTBOX: 'on',
    ...opts.env,
  });
  const handle = await startCommerce(config, { host: '127.0.0.1', port: 0, seed: opts.seed ?? 'never', logger: false });
  let userSeq = 0;
  const call: TestCommerce['call'] = async (method, path, o = {}) => {
    const url = new URL(path, handle.url);
    for (const [k, v] of Object.entries(o.query ?? {})) url.searchParams.set(k, String(v));
    const headers: Record<string, string> = {};
    if (o.token) headers['authori-zation'] = o.token;
    let body: string | undefined;
    if (o.raw !== undefined) {
      headers['content-type'] = 'application/json';
      body = o.raw;
    } else if (o.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.body);
    }
    const res = await fetch(url, { method, headers, body });
    return (await res.json()) as { code: number; message: string; data: never };
  };
  return {
    ...handle,
    config,
    call,
    img: (stored) => `${new URL(handle.url).origin}${stored}`,
    wireTime: (stored) => wallTimeIn(parseDateTime(stored), config.SERVER_TIME_ZONE),
    async admin(method, path, body) {
      const res = await fetch(new URL(path, handle.url), {
        method,
        headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}`, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
      return (await res.json()) as { code: number; message: string; data: never };
    },
    async createUser(fields = {}) {
      userSeq += 1;
      const stamp = now();
      const row = await handle.db
        .insertInto('users')
        .values({
          email: fields.email ?? `shopper${userSeq}.${Date.now()}@example.test`,
          phone: fields.phone ?? null,
          countryCode: fields.countryCode ?? null,
          passwordHash: null,
          nickname: fields.nickname ?? `Shopper ${userSeq}`,
          avatar: '',
          userType: 'email',
          identity: null,
          balance: fields.balance ?? 0,
          integral: fields.integral ?? 0,
          frozenIntegral: 0,
          experience: 0,
          status: 1,
          createdAt: stamp,
          updatedAt: stamp,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { uid: row.id, token: await issueToken(handle.ctx, row.id) };
    },
    async close() {
      await handle.close();
      await tdb.drop();
    },
  };
}

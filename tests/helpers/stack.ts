import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../../server/config.js';
import { startCommerce, type CommerceHandle } from '../../server/commerce/server.js';
import type { OutboxMessage } from '../../server/commerce/accounts/delivery.js';
import { listenBff } from './bff-on-loopback.js';
import { adminCaller, testCommerceConfig, type AdminCall } from './commerce.js';
import { createTestDb } from './testDb.js';

export const STACK_ADMIN_TOKEN = 'e2e-admin-token-0123456789abcdef';

export interface Stack {
  /** The BFF, serving the built SPA (dist/web) and /api. */
  baseUrl: string;
  /** The commerce service's own address (admin API lives at `${adminUrl}/api/admin`). */
  adminUrl: string;
  adminToken: string;
  config: Config;
  commerce: CommerceHandle;
  /** Messages the dev outbox holds for a recipient (email, or +<cc><phone>), newest first. */
  readOutbox(to: string): OutboxMessage[];
  /** The newest 6-digit code sent to a recipient. */
  latestCode(to: string): string;
  /** Calls the admin API with the bearer token; returns the envelope. */
  admin: AdminCall;
  close(): Promise<void>;
}

/**
 * The whole product on loopback for end-to-end journeys: the embedded commerce service on a fresh
 * database with the demo seed, and the real BFF in front of it serving the built SPA.
 * Run `npm run build` first (the README's test command does).
 */
export async function startStack(opts: { env?: Record<string, string> } = {}): Promise<Stack> {
  const staticDir = resolve(opts.env?.STATIC_DIR ?? 'dist/web');
  if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error(`No built SPA at ${staticDir}: run "npm run build" first`);
  }
  const tdb = await createTestDb();
  const config = testCommerceConfig(tdb, {
    ADMIN_TOKEN: STACK_ADMIN_TOKEN,
    COOKIE_SECURE: 'false',
    RATE_LIMIT_AUTH_MAX: '10000',
    STATIC_DIR: staticDir,
    ...opts.env,
  });
  const commerce = await startCommerce(config, { host: '127.0.0.1', port: 0, seed: 'always', logger: false });
  const bff = await listenBff(config, { upstreamUrl: commerce.url });
  const outboxDir = join(tdb.dataDir, 'outbox');

  const readOutbox = (to: string): OutboxMessage[] => {
    if (!existsSync(outboxDir)) return [];
    return readdirSync(outboxDir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse()
      .flatMap((f) => {
        // A message still being written is not there yet.
        try {
          return [JSON.parse(readFileSync(join(outboxDir, f), 'utf8')) as OutboxMessage];
        } catch {
          return [];
        }
      })
      .filter((m) => m.to.toLowerCase() === to.toLowerCase());
  };

  return {
    baseUrl: bff.url,
    adminUrl: commerce.url,
    adminToken: STACK_ADMIN_TOKEN,
    config,
    commerce,
    readOutbox,
    latestCode(to) {
      const m = readOutbox(to)[0];
      if (!m) throw new Error(`No message in the outbox for ${to}`);
      return m.code;
    },
    admin: adminCaller(commerce.url, STACK_ADMIN_TOKEN),
    async close() {
      await bff.close();
      await commerce.close();
      await tdb.drop();
    },
  };
}

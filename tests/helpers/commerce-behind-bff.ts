import type { Config } from '../../server/config.js';
import { listenBff, type LoopbackBff } from './bff-on-loopback.js';
import { startTestCommerce, type TestCommerce } from './commerce.js';
import { startedForSuite } from './started-for-suite.js';

type CommerceOptions = Parameters<typeof startTestCommerce>[0];

/**
 * The suite's commerce service on a fresh database (`commerce` as for `startTestCommerce`) and the real
 * BFF in front of it, on the service's own settings with plain-HTTP cookies and quiet logs (`bff`
 * overrides any of them). Started in beforeAll, stopped in afterAll; `commerce` may be a function when
 * its settings name something an earlier hook started (a fake payment provider's address).
 */
export function commerceBehindBff(
  opts: { commerce?: CommerceOptions | (() => CommerceOptions); bff?: Partial<Config> } = {},
): { c: TestCommerce; bff: LoopbackBff } {
  const c = startedForSuite('the commerce service', () => startTestCommerce(typeof opts.commerce === 'function' ? opts.commerce() : opts.commerce), (s) => s.close());
  const bff = startedForSuite(
    'the BFF',
    () => listenBff({ ...c.config, COOKIE_SECURE: false, LOG_LEVEL: 'silent', ...opts.bff }, { upstreamUrl: c.url }),
    (b) => b.close(),
  );
  return { c, bff };
}

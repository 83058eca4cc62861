import Fastify from 'fastify';
import pino from 'pino';
import { loadConfig } from '../../server/config';
import { buildBff } from '../../server/bff/app';
import { logDestination } from '../../server/bff/logging';
import { startTestUpstream, CATEGORY_TREE } from '../helpers/test-upstream';
import { listenOnLoopback } from '../helpers/ports';

/**
 * One server role per process for the BFF bench, so the load generator and each server get their own
 * event loop: `node --import tsx tests/bench/bff.ts <upstream|bff UPSTREAM_URL|proxy UPSTREAM_URL|bare>` (the bench
 * runs it compiled, see bff.bench.ts) prints
 * `READY <url>` and serves until killed.
 */
const BARE_BODY = JSON.stringify(CATEGORY_TREE);

async function main() {
  const [role, upstreamUrl] = process.argv.slice(2);
  let url: string;
  if (role === 'upstream') {
    // Not recording: a bench run sends hundreds of thousands of requests.
    url = (await startTestUpstream({ record: false })).url;
  } else if (role === 'bff') {
    if (!upstreamUrl) throw new Error('bff needs the upstream URL');
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com', SESSION_SECRET: 'bench-secret-0123456789-0123456789-abc', STATIC_DIR: '/nonexistent', LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' });
    // Logs are written as in production (the same batched sink), so the bench pays for one JSON line per request.
    const app = await buildBff(config, { upstreamUrl, logStream: logDestination('/dev/null') });
    url = await listenOnLoopback(app);
  } else if (role === 'proxy') {
    // The same-run reference: @fastify/http-proxy in front of the same upstream, logging one
    // line per request to the same kind of sink, as the BFF does.
    if (!upstreamUrl) throw new Error('proxy needs the upstream URL');
    const { default: proxy } = await import('@fastify/http-proxy');
    const app = Fastify({ loggerInstance: pino({ level: 'info' }, pino.destination({ dest: '/dev/null', sync: false })) });
    await app.register(proxy, { upstream: upstreamUrl, prefix: '/api', rewritePrefix: '/api' });
    url = await listenOnLoopback(app);
  } else if (role === 'bare') {
    const app = Fastify({ logger: false });
    app.get('/bare', (_req, reply) => {
      reply.type('application/json; charset=utf-8').send(BARE_BODY);
    });
    url = await listenOnLoopback(app);
  } else {
    throw new Error(`unknown role ${role}`);
  }
  // Exit cleanly on SIGTERM so `--cpu-prof` runs can write their profile.
  process.on('SIGTERM', () => process.exit(0));
  console.log(`READY ${url}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

import { ConfigError, loadConfig, type Config } from './config';
import { buildBff } from './bff/app';
import { startMetricsServer } from './metrics';
import { stopAccepting } from './shutdown';

/**
 * The launcher: config → (embedded commerce service on loopback when no UPSTREAM_URL) → BFF.
 * SIGTERM/SIGINT: the BFF stops accepting and finishes in-flight requests, then the commerce
 * service (and its database) closes, then the process exits 0.
 */
interface Closable {
  url: string;
  close(): Promise<void>;
}

async function startEmbeddedCommerce(config: Config): Promise<Closable> {
  // Loaded only when needed, so a BFF-only deployment never opens a database.
  const { startCommerce } = await import('./commerce/server');
  return startCommerce(config, { host: config.COMMERCE_HOST, port: config.COMMERCE_PORT });
}

/** A wrong REDIS_URL stops the start with a message naming it, instead of silently unshared limits. */
async function checkRedis(url: string): Promise<void> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, connectTimeout: 3000, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(`REDIS_URL: Redis cannot be reached (${err instanceof Error ? err.message : String(err)})`);
  } finally {
    redis.disconnect();
  }
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  if (config.REDIS_URL) await checkRedis(config.REDIS_URL);
  const commerce = config.UPSTREAM_URL ? null : await startEmbeddedCommerce(config);
  const upstreamUrl = config.UPSTREAM_URL ?? commerce!.url;
  const app = await buildBff(config, { upstreamUrl });
  await app.listen({ host: config.HOST, port: config.PORT });
  const addr = app.server.address();
  const port = addr && typeof addr === 'object' ? addr.port : config.PORT;
  console.log(`Storefront ready at http://localhost:${port}`);
  const metrics = await startMetricsServer(config.METRICS_PORT, config.METRICS_HOST);
  if (metrics) console.log(`Metrics at ${metrics.url}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal, drainMs: config.SHUTDOWN_DRAIN_MS }, 'shutting down: draining');
    try {
      // Not ready first, keep serving with Connection: close, then close (in-flight requests finish).
      app.beginDrain();
      await new Promise((r) => setTimeout(r, config.SHUTDOWN_DRAIN_MS));
      await stopAccepting(app, config.SHUTDOWN_DRAIN_MS);
      await app.close();
      await commerce?.close();
      metrics?.server.close();
      process.exit(0);
    } catch (err) {
      console.error('shutdown failed', err);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('Storefront failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});

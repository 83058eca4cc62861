import { loadConfig, ConfigError } from '../config.js';
import { startCommerce } from './server.js';
import { startMetricsServer } from '../metrics.js';
import { stopAccepting } from '../shutdown.js';

// `npm run commerce`: the commerce service alone, for deployments with N BFF containers in front of it.
try {
  const config = loadConfig();
  const handle = await startCommerce(config);
  console.log(`Commerce service ready at ${handle.url} (${handle.kind})`);
  const metrics = await startMetricsServer(config.METRICS_PORT, config.METRICS_HOST);
  if (metrics) console.log(`Metrics at ${metrics.url}`);
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    // Behind a balancer: not ready first, keep serving (Connection: close) while it notices, then
    // close, which lets the requests in flight finish.
    handle.app.beginDrain();
    await new Promise((r) => setTimeout(r, config.SHUTDOWN_DRAIN_MS));
    await stopAccepting(handle.app, config.SHUTDOWN_DRAIN_MS);
    await handle.close();
    metrics?.server.close();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
}

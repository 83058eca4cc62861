import { loadConfig, ConfigError } from '../config.js';
import { startCommerce } from './server.js';
import { startMetricsServer } from '../metrics.js';

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

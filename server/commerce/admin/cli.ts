import { resolve } from 'node:path';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig, ConfigError } from '../../config.js';
import { openDb } from '../db/connection.js';
import { migrateToLatest } from '../db/migrate.js';
import { BusinessError } from '../http/envelope.js';
import type { CommerceContext } from '../context.js';
import { commands, parseFlags, registerCommands } from './cli-commands.js';
import { commands as afterSalesCommands } from './cli-after-sales.js';
import { commands as operatorCommands } from './cli-operators.js';

/**
 * `npm run admin -- <command> [--flags]`: the merchant side from a shell. Loads the config, opens
 * the same database the service uses, runs the same service as the admin API, prints JSON.
 */
// Imported, not looked up on disk, so the compiled CLI (dist/server) carries every command.
registerCommands(afterSalesCommands);
registerCommands(operatorCommands);

function help(): string {
  const lines = ['Usage: npm run admin -- <command> [--flags]', '', 'Commands:'];
  for (const [name, c] of Object.entries(commands).sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`  ${name.padEnd(18)} ${c.summary}`);
    if (c.usage) lines.push(`  ${''.padEnd(18)} ${c.usage}`);
  }
  return lines.join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === 'help' || name === '--help') {
    console.log(help());
    return name ? 0 : 1;
  }
  const cmd = commands[name];
  if (!cmd) {
    console.error(`Unknown command: ${name}\n\n${help()}`);
    return 1;
  }
  const flags = parseFlags(rest);
  const config = loadConfig();
  const handle = openDb({ databaseUrl: config.DATABASE_URL, dataDir: resolve(config.DATA_DIR) });
  try {
    await migrateToLatest(handle.db);
    const log = pino({ level: config.LOG_LEVEL === 'silent' ? 'silent' : 'warn' }) as unknown as FastifyBaseLogger;
    const ctx: CommerceContext = { db: handle.db, kind: handle.kind, config, dataDir: resolve(config.DATA_DIR), log };
    const result = await cmd.run(ctx, flags);
    console.log(JSON.stringify(result ?? { ok: true }, null, 2));
    return 0;
  } catch (e) {
    if (e instanceof BusinessError) {
      console.error(JSON.stringify({ code: e.code, message: e.message }));
      return 2;
    }
    throw e;
  } finally {
    await handle.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exitCode = 1;
}

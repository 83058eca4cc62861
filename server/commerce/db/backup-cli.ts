import { loadConfig, ConfigError } from '../../config.js';
import { backup, BackupError, restore } from './backup.js';
import { formatDateTime } from './time.js';

// `npm run db:backup [-- DIR]` and `npm run db:restore -- DIR`: the configured database (DATABASE_URL,
// or SQLite in DATA_DIR) together with DATA_DIR/uploads. Restore with the commerce service stopped.
const [command, dir] = process.argv.slice(2);
try {
  const config = loadConfig();
  if (command === 'backup') {
    const dest = dir ?? `backups/${formatDateTime(new Date()).replace(/[-: ]/g, '').replace(/^(\d{8})/, '$1-')}`;
    const m = await backup(config, dest);
    console.log(`Backup written to ${dest}: ${m.kind} database and ${m.uploads} uploaded files.`);
  } else if (command === 'restore' && dir) {
    const m = await restore(config, dir);
    console.log(`Restored the ${m.kind} backup of ${m.createdAt} UTC (${m.uploads} uploaded files). Start the commerce service again.`);
  } else {
    console.error('Usage: npm run db:backup [-- DIR]  |  npm run db:restore -- DIR');
    process.exit(2);
  }
} catch (e) {
  console.error(e instanceof ConfigError || e instanceof BackupError ? e.message : e);
  process.exit(1);
}

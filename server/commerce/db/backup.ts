import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, copyFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { SQLite } from './sqlite-driver.js';
import { SQLITE_FILE } from './connection.js';
import { formatDateTime } from './time.js';

/**
 * Backup and restore of the embedded commerce service: its database and its uploaded pictures.
 *
 * A backup is a directory: `manifest.json`, the database (`database.sqlite`, taken with SQLite's
 * online backup, or `database.pgdump`, pg_dump's custom format from one snapshot) and `uploads/`.
 * Both database copies are consistent snapshots, so a backup taken while shoppers are ordering holds
 * every order committed before it and no half-written one. The database is copied before the
 * pictures: a picture is stored before any row names it, so every picture the snapshot names is there.
 *
 * Restore puts a backup in place of the configured database and uploads; stop the commerce service
 * first. SQLite is swapped in with a rename, PostgreSQL restored in one transaction, and the uploads
 * being replaced are kept beside the new ones, so nothing is lost if the wrong backup was chosen.
 */
const manifestSchema = z.object({
  format: z.literal(1),
  kind: z.enum(['sqlite', 'postgres']),
  createdAt: z.string(),
  database: z.enum(['database.sqlite', 'database.pgdump']),
  uploads: z.number().int().nonnegative(),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/** libpq settings from DATABASE_URL, so the password never appears on a command line. */
function pgEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const u = new URL(databaseUrl);
  return {
    ...process.env,
    PGHOST: u.hostname,
    PGPORT: u.port || '5432',
    PGUSER: decodeURIComponent(u.username),
    PGPASSWORD: decodeURIComponent(u.password),
    PGDATABASE: decodeURIComponent(u.pathname.replace(/^\//, '')),
    ...(u.searchParams.get('sslmode') ? { PGSSLMODE: u.searchParams.get('sslmode')! } : {}),
  };
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((res, rej) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', (e: NodeJS.ErrnoException) => rej(new BackupError(e.code === 'ENOENT' ? `${cmd} is not installed (PostgreSQL client tools are needed for a PostgreSQL backup)` : e.message)));
    child.on('exit', (code) => (code === 0 ? res() : rej(new BackupError(`${cmd} failed: ${err.trim().split('\n').slice(-3).join(' ')}`))));
  });
}

function countFiles(dir: string): number {
  if (!existsSync(dir)) return 0;
  let n = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) n += e.isDirectory() ? countFiles(join(dir, e.name)) : 1;
  return n;
}

export async function backup(config: Config, destination: string): Promise<BackupManifest> {
  const dest = resolve(destination);
  if (existsSync(dest) && readdirSync(dest).length > 0) throw new BackupError(`${dest} is not empty; choose a new directory for the backup`);
  mkdirSync(dest, { recursive: true });
  const dataDir = resolve(config.DATA_DIR);
  let database: BackupManifest['database'];
  if (config.DATABASE_URL) {
    database = 'database.pgdump';
    await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(dest, database)}`], pgEnv(config.DATABASE_URL));
  } else {
    database = 'database.sqlite';
    const file = join(dataDir, SQLITE_FILE);
    if (!existsSync(file)) throw new BackupError(`DATA_DIR: no database at ${file}`);
    const db = new SQLite(file, { fileMustExist: true });
    try {
      db.pragma('busy_timeout = 5000');
      // One read transaction copies a consistent snapshot while shoppers keep writing (WAL). The
      // page-by-page online backup starts over whenever another connection writes, so on a busy
      // shop it may never finish.
      db.prepare('VACUUM INTO ?').run(join(dest, database));
    } finally {
      db.close();
    }
  }
  const uploadsDir = join(dataDir, 'uploads');
  if (existsSync(uploadsDir)) cpSync(uploadsDir, join(dest, 'uploads'), { recursive: true });
  const manifest: BackupManifest = { format: 1, kind: config.DATABASE_URL ? 'postgres' : 'sqlite', createdAt: formatDateTime(new Date()), database, uploads: countFiles(join(dest, 'uploads')) };
  writeFileSync(join(dest, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export function readManifest(source: string): BackupManifest {
  const file = join(resolve(source), 'manifest.json');
  if (!existsSync(file)) throw new BackupError(`${resolve(source)} is not a backup (no manifest.json)`);
  const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new BackupError(`${file} is not a backup manifest this version can read`);
  if (!existsSync(join(resolve(source), parsed.data.database))) throw new BackupError(`the backup lacks ${parsed.data.database}`);
  return parsed.data;
}

export async function restore(config: Config, source: string): Promise<BackupManifest> {
  const src = resolve(source);
  const manifest = readManifest(src);
  const target = config.DATABASE_URL ? 'postgres' : 'sqlite';
  if (manifest.kind !== target) throw new BackupError(`this is a ${manifest.kind} backup and the configured database is ${target}`);
  const dataDir = resolve(config.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  if (config.DATABASE_URL) {
    // One transaction: the database ends up as in the backup, or unchanged.
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${pgEnv(config.DATABASE_URL).PGDATABASE}`, join(src, manifest.database)], pgEnv(config.DATABASE_URL));
  } else {
    const file = join(dataDir, SQLITE_FILE);
    const incoming = `${file}.restoring`;
    copyFileSync(join(src, manifest.database), incoming);
    // Check the copy before it replaces anything.
    const check = new SQLite(incoming, { fileMustExist: true });
    try {
      const ok = check.pragma('quick_check', { simple: true });
      if (ok !== 'ok') throw new BackupError(`the backup's database is damaged (${String(ok)})`);
    } finally {
      check.close();
    }
    for (const side of ['-wal', '-shm']) rmSync(`${file}${side}`, { force: true });
    renameSync(incoming, file);
  }
  const uploadsDir = join(dataDir, 'uploads');
  const fromBackup = join(src, 'uploads');
  if (existsSync(fromBackup)) {
    const incoming = `${uploadsDir}.restoring`;
    rmSync(incoming, { recursive: true, force: true });
    cpSync(fromBackup, incoming, { recursive: true });
    if (existsSync(uploadsDir) && statSync(uploadsDir).isDirectory()) {
      renameSync(uploadsDir, `${uploadsDir}.before-restore-${formatDateTime(new Date()).replace(/[-: ]/g, '')}`);
    }
    renameSync(incoming, uploadsDir);
  }
  return manifest;
}

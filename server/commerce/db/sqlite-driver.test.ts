import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SQLITE_DRIVER } from './sqlite-driver.js';

const run = promisify(execFile);

describe('the SQLite driver for the running Node', () => {
  it('uses the Node-API build wherever Node offers Node-API 10 (Node 22 and later), else the classic one', () => {
    expect(SQLITE_DRIVER).toBe(Number(process.versions.napi) >= 10 ? 'better-sqlite3-napi' : 'better-sqlite3');
  });

  // On Node 24.19+ the classic build aborts the process when the garbage collector frees a statement
  // (nodejs/node#65446). This runs that exact situation in a child process on this Node: thousands of
  // statements prepared, dropped and collected, then a normal exit. The Node 24 run of the suites
  // (scripts/node24.sh) is where it would fail with the wrong driver.
  it('survives the garbage collection of thousands of statements and exits 0', async () => {
    const script = `
      const { SQLite } = await import('./server/commerce/db/sqlite-driver.ts');
      const db = new SQLite(':memory:');
      db.exec('create table t (a integer)');
      for (let i = 0; i < 5000; i++) db.prepare('insert into t (a) values (' + i + ')').run();
      globalThis.gc();
      const n = db.prepare('select count(*) n from t').get().n;
      db.close();
      globalThis.gc();
      process.stdout.write('rows ' + n);
    `;
    const { stdout } = await run(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd() });
    expect(stdout).toBe('rows 5000');
  });
});

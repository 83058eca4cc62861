import pg from 'pg';

/**
 * Runs `bench` on SQLite, then again on a PostgreSQL database of its own when TEST_DATABASE_URL is
 * set (created for the run and dropped after), so a bench reports both databases the same way.
 * BENCH_POSTGRES_ONLY=1 skips SQLite (a million-product run on each takes a quarter of an hour).
 */
export async function onEachDatabase(bench: (databaseUrl: string | undefined) => Promise<void>): Promise<void> {
  if (process.env.BENCH_POSTGRES_ONLY !== '1') await bench(undefined);
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return;
  const name = `bench_${process.pid}_${Date.now().toString(36)}`;
  const c = new pg.Client({ connectionString: admin });
  await c.connect();
  await c.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(admin);
    url.pathname = `/${name}`;
    await bench(url.toString());
  } finally {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  }
}

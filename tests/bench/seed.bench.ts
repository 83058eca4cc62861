import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { seedDemoData } from '../../server/commerce/seed/seed.js';
import { startTestCommerce } from '../helpers/commerce.js';

/**
 * How long the demo seed takes (152 products, 8 shops, ~600 reviews, 617 pictures) on a fresh
 * database: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set. Seed speed is a figure here,
 * never a test assertion: a busy machine is not a bug.
 */
async function once(): Promise<{ kind: string; ms: number }> {
  const c = await startTestCommerce({ seed: 'never' });
  try {
    const t = performance.now();
    await seedDemoData(c.ctx);
    return { kind: c.kind, ms: performance.now() - t };
  } finally {
    await c.close();
  }
}

export default async function seedBench(): Promise<void> {
  console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  const runs: Record<string, number[]> = {};
  const pg = process.env.TEST_DATABASE_URL;
  for (const target of pg ? ['sqlite', 'postgres'] : ['sqlite']) {
    if (target === 'sqlite') delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = pg;
    for (let i = 0; i < 3; i++) {
      const r = await once();
      (runs[r.kind] ??= []).push(r.ms);
    }
  }
  if (pg) process.env.TEST_DATABASE_URL = pg;
  console.log('| database | runs | best ms | median ms |');
  console.log('|---|---:|---:|---:|');
  for (const [kind, ms] of Object.entries(runs)) {
    const sorted = [...ms].sort((a, b) => a - b);
    console.log(`| ${kind} | ${ms.length} | ${sorted[0]!.toFixed(0)} | ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} |`);
  }
}

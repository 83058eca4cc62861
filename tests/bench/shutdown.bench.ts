import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'undici';
import { freePort } from '../helpers/ports.js';

/**
 * Zero-drop shutdown, measured: 50 keep-alive clients call a process as fast as they can, the
 * process gets SIGTERM, and the clients keep calling until it has exited. Each outcome is counted:
 * answered, refused (a new connection after the process stopped listening: with a balancer in front
 * that traffic goes elsewhere) and dropped (a request on an open connection that got no answer: a
 * reset, the thing that must never happen). Three runs each of the BFF alone, the commerce service
 * alone and the combined process, all compiled (dist/server, as the image runs them).
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const CLIENTS = 50;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECRET = 'bench-shutdown-secret-0123456789abcdef0123';


async function start(script: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(ROOT, script)], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '1000', ...env }, stdio: 'ignore' });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200) return child;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${script} did not start`);
}

interface Outcome {
  answered: number;
  refused: number;
  dropped: number;
  /** What the dropped requests failed with. */
  why: Map<string, number>;
}

async function hammer(target: ChildProcess, origin: string, path: string): Promise<Outcome> {
  const out: Outcome = { answered: 0, refused: 0, dropped: 0, why: new Map() };
  let exited = false;
  const exit = new Promise<void>((r) => target.once('exit', () => r()));
  void exit.then(() => {
    exited = true;
  });
  const loop = async () => {
    const client = new Client(origin, { pipelining: 1, keepAliveTimeout: 30_000 });
    let stopAt = Infinity;
    while (Date.now() < stopAt) {
      if (exited && stopAt === Infinity) stopAt = Date.now() + 300;
      try {
        const res = await client.request({ method: 'GET', path, headers: { 'x-csrf': '1' } });
        await res.body.dump();
        out.answered++;
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        if (code === 'ECONNREFUSED') {
          out.refused++;
          await new Promise((r) => setTimeout(r, 20));
        } else {
          out.dropped++;
          const why = `${code || (err as Error).name}: ${(err as Error).message}`.slice(0, 80);
          out.why.set(why, (out.why.get(why) ?? 0) + 1);
        }
      }
    }
    await client.close().catch(() => {});
  };
  const loops = Array.from({ length: CLIENTS }, loop);
  await new Promise((r) => setTimeout(r, 1500));
  target.kill('SIGTERM');
  await Promise.all(loops);
  return out;
}

export default async function shutdownBench(): Promise<void> {
  const rows: string[] = [];
  for (const mode of ['BFF alone', 'commerce alone', 'combined'] as const) {
    for (let run = 1; run <= RUNS; run++) {
      const dataDir = mkdtempSync(join(tmpdir(), 'shutdown-bench-'));
      const extra: ChildProcess[] = [];
      try {
        const port = await freePort();
        const common = { NODE_ENV: 'development', DATA_DIR: dataDir, SESSION_SECRET: SECRET };
        let target: ChildProcess;
        let path = '/api/front/product/list?page=1&limit=8';
        if (mode === 'commerce alone') {
          target = await start('dist/server/commerce/main.js', port, { ...common, COMMERCE_HOST: '127.0.0.1', COMMERCE_PORT: String(port) });
        } else if (mode === 'BFF alone') {
          const up = await freePort();
          extra.push(await start('dist/server/commerce/main.js', up, { ...common, COMMERCE_HOST: '127.0.0.1', COMMERCE_PORT: String(up) }));
          target = await start('dist/server/main.js', port, { ...common, HOST: '127.0.0.1', PORT: String(port), UPSTREAM_URL: `http://127.0.0.1:${up}` });
          path = '/api/front/product/list?page=1&limit=8';
        } else {
          target = await start('dist/server/main.js', port, { ...common, HOST: '127.0.0.1', PORT: String(port), COMMERCE_PORT: String(await freePort()) });
        }
        const o = await hammer(target, `http://127.0.0.1:${port}`, path);
        rows.push(`| ${mode} | ${run} | ${o.answered} | ${o.refused} | ${o.dropped} |${[...o.why].map(([k, n]) => ` ${n}× ${k}`).join(';')}`);
      } finally {
        for (const c of extra) c.kill('SIGTERM');
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }
  console.log(`\n${CLIENTS} keep-alive clients, SIGTERM after 1.5 s, drain 1 s, compiled server`);
  console.log('| process | run | answered | refused after close | dropped (reset) |');
  console.log('|---|---:|---:|---:|---:|');
  for (const r of rows) console.log(r);
}

import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * BFF throughput, each target in its own process, autocannon in this one:
 * direct test upstream · @fastify/http-proxy in front of it (the reference) · BFF proxied uncached GET ·
 * BFF cached category tree · bare Fastify route sending a pre-serialised string. Goals (reported, not
 * asserted): BFF ≥ 1.0× the reference proxy, cached ≥ 0.8× bare, by req/s and by CPU per request.
 */
interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (opts: { url: string; connections: number; duration: number; headers?: Record<string, string> }) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
type Row = { name: string; rps: number; p50: number; p99: number; cpuUs: number | null };

/** CPU time (user + system) a process has used, in µs; Linux /proc only. Unlike req/s on a shared
 * machine, CPU per request does not depend on what else is running. */
function cpuUs(pid: number | undefined): number | null {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) * (1_000_000 / 100);
  } catch {
    return null;
  }
}

/**
 * The roles run as compiled JavaScript, bundled the way scripts/build-server.mjs bundles the server
 * (esbuild, packages from node_modules), so the BFF is measured as production runs it and not through
 * the TypeScript loader, as the reference proxy (plain JavaScript from node_modules) is.
 */
async function compileRoles(): Promise<string> {
  const { build } = await import('esbuild');
  const outfile = join(ROOT, 'dist', 'bench', 'bff-roles.mjs');
  await build({ absWorkingDir: ROOT, entryPoints: ['tests/bench/bff.ts'], outfile, bundle: true, packages: 'external', platform: 'node', format: 'esm', target: 'node20', logLevel: 'warning' });
  return outfile;
}

function startRole(script: string, args: string[]): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /READY (\S+)/.exec(out);
      if (m) resolve({ url: m[1]!, child });
    });
    child.on('exit', (code) => reject(new Error(`${args[0]} exited ${code}`)));
  });
}

async function measure(name: string, url: string, pids: (number | undefined)[]): Promise<Row> {
  // A short warm-up so JIT and keep-alive pools are settled before the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers: { 'x-csrf': '1' } });
  const before = pids.map(cpuUs);
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers: { 'x-csrf': '1' } });
  const after = pids.map(cpuUs);
  if (r.non2xx || r.errors || r.timeouts) throw new Error(`${name}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  const used = before.every((b) => b !== null) && after.every((a) => a !== null) ? after.reduce((t, a, i) => t! + a! - before[i]!, 0)! : null;
  return { name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, cpuUs: used === null || !r.requests.total ? null : used / r.requests.total };
}

export default async function benchBff(): Promise<void> {
  const children: ChildProcess[] = [];
  try {
    const script = await compileRoles();
    const upstream = await startRole(script, ['upstream']);
    children.push(upstream.child);
    const bff = await startRole(script, ['bff', upstream.url]);
    children.push(bff.child);
    const bare = await startRole(script, ['bare']);
    children.push(bare.child);
    const reference = await startRole(script, ['proxy', upstream.url]);
    children.push(reference.child);

    // CPU is counted over every server process the request passes through.
    const targets: [string, string, (number | undefined)[]][] = [
      ['direct test upstream', `${upstream.url}/api/front/product/list`, [upstream.child.pid]],
      ['@fastify/http-proxy GET (reference)', `${reference.url}/api/front/product/list`, [reference.child.pid, upstream.child.pid]],
      ['BFF proxied GET (uncached)', `${bff.url}/api/front/product/list`, [bff.child.pid, upstream.child.pid]],
      ['BFF cached category tree', `${bff.url}/api/front/product/category`, [bff.child.pid]],
      ['bare Fastify pre-serialised', `${bare.url}/bare`, [bare.child.pid]],
    ];
    // Interleaved rounds, best round per target: the machine is shared, so a single run mostly
    // measures whatever else was running at that moment.
    const best = new Map<string, Awaited<ReturnType<typeof measure>>>();
    // BENCH_BFF_ONLY=proxied,reference measures just the rows whose names contain one of the words.
    const only = (process.env.BENCH_BFF_ONLY ?? '').split(',').filter(Boolean);
    const picked = targets.filter(([name]) => only.length === 0 || only.some((w) => name.includes(w)));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url, pids] of picked) {
        const r = await measure(name, url, pids);
        const prev = best.get(name);
        if (!prev || r.rps > prev.rps) best.set(name, r);
      }
    }
    const rows = picked.map(([name]) => best.get(name)!);
    const [direct, ref, proxied, cached, bareR] = targets.map(([name]) => best.get(name));
    console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per run (after 1 s warm-up), best of ${ROUNDS} interleaved rounds, loopback`);
    console.log('| target | req/s | p50 ms | p99 ms | server CPU µs/req |');
    console.log('|---|---:|---:|---:|---:|');
    const cpu = (r: Row) => (r.cpuUs === null ? 'n/a' : Math.round(r.cpuUs).toString());
    for (const r of rows) console.log(`| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${cpu(r)} |`);
    const cpuRatio = (a: Row, b: Row) => (a.cpuUs && b.cpuUs ? (b.cpuUs / a.cpuUs).toFixed(2) : 'n/a');
    const ratio = (label: string, a: Row | undefined, b: Row | undefined, goal: string) => {
      if (a && b) console.log(`${label} = ${(a.rps / b.rps).toFixed(2)} by req/s, ${cpuRatio(a, b)} by CPU per request${goal}`);
    };
    console.log('');
    ratio('proxied / direct', proxied, direct, '');
    ratio('BFF / @fastify/http-proxy', proxied, ref, ' (goal ≥ 1.0)');
    ratio('cached / bare', cached, bareR, ' (goal ≥ 0.8)');
  } finally {
    for (const c of children) c.kill('SIGTERM');
  }
}

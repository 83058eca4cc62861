import { Writable } from 'node:stream';
import { beforeEach } from 'vitest';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { request as undiciRequest } from 'undici';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../../server/config';
import { listenBff } from '../../helpers/bff-on-loopback';
import { startedForSuite } from '../../helpers/started-for-suite';
import { startTestUpstream, type TestUpstream } from '../../helpers/test-upstream';

/** A BFF on 127.0.0.1:0 in front of a given upstream, with every log line captured. */
export interface Harness {
  url: string;
  app: FastifyInstance;
  config: Config;
  logs: string[];
  close(): Promise<void>;
}

export const SECRET = 'test-session-secret-0123456789-abcdefghij';

/** A tiny fixture SPA so these tests do not depend on the Vite build. */
export function fixtureStaticDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bff-static-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Storefront</title>' +
      '<meta name="description" content="A marketplace"></head><body><div id="root">fixture-spa</div>' +
      '<script type="module" src="/assets/app-3f2a9c1b.js"></script></body></html>',
  );
  writeFileSync(join(dir, 'assets', 'app-3f2a9c1b.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
  writeFileSync(join(dir, '.env'), 'SECRET=1\n');
  return dir;
}

export async function startBff(upstreamUrl: string, env: Record<string, string> = {}): Promise<Harness> {
  const config = loadConfig({
    NODE_ENV: 'test',
    SESSION_SECRET: SECRET,
    COOKIE_SECURE: 'true',
    STATIC_DIR: env.STATIC_DIR ?? fixtureStaticDir(),
    UPSTREAM_TIMEOUT_MS: '1500',
    LOG_LEVEL: 'info',
    ...env,
  });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      cb();
    },
  });
  return { ...(await listenBff(config, { upstreamUrl, logStream })), config, logs };
}

/**
 * The suite's test upstream and a BFF in front of it (`env` as for `startBff`), started in beforeAll
 * and stopped in afterAll. `script` sets the upstream's answers before the BFF starts (what it reads
 * as it boots). `reset` forgets, before each test, what the upstream recorded (`'requests'`) and also
 * the BFF's public cache (`'requests and cache'`), so each test sees only its own calls.
 */
export function bffOnTestUpstream(
  env: Record<string, string> = {},
  opts: { script?: (up: TestUpstream) => void; reset?: 'requests' | 'requests and cache' } = {},
): { up: TestUpstream; bff: Harness } {
  const up = startedForSuite('the test upstream', () => startTestUpstream(), (u) => u.close());
  const bff = startedForSuite(
    'the BFF',
    () => {
      opts.script?.(up);
      return startBff(up.url, env);
    },
    (b) => b.close(),
  );
  if (opts.reset) {
    beforeEach(() => {
      up.clear();
      if (opts.reset === 'requests and cache') bff.app.bffCache.clear();
    });
  }
  return { up, bff };
}

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * A server process started from the checkout's root with only the given environment (plus PATH and
 * HOME), its output collected, as an operator's `node ...` would run it.
 */
export function spawnServer(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  /** Waits for the launcher's ready line and answers the address it names, on 127.0.0.1. */
  const ready = async (timeoutMs: number): Promise<string> => {
    const started = Date.now();
    while (!/Storefront ready at http:\/\/localhost:\d+/.test(out)) {
      if (child.exitCode !== null || Date.now() - started > timeoutMs) throw new Error(`no ready line: ${out} ${err}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return `http://127.0.0.1:${/localhost:(\d+)/.exec(out)![1]}`;
  };
  return { child, exited, ready, out: () => out, err: () => err };
}

export interface Res {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  json: () => unknown;
}

export async function call(
  base: string,
  path: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string | Buffer; csrf?: boolean } = {},
): Promise<Res> {
  const headers: Record<string, string> = { ...(opts.csrf === false ? {} : { 'x-csrf': '1' }), ...opts.headers };
  const res = await undiciRequest(base + path, {
    method: (opts.method ?? 'GET') as 'GET',
    headers,
    body: opts.body,
  });
  const text = await res.body.text();
  return { status: res.statusCode, headers: res.headers, text, json: () => JSON.parse(text) };
}

export const postJson = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(base, path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

/** A POST labelled JSON whose body is sent exactly as given (a bare email, a quoted string, broken JSON). */
export const postRaw = (base: string, path: string, body: string) => call(base, path, { method: 'POST', body, headers: { 'content-type': 'application/json' } });

/** `name=value` of the session cookie from a Set-Cookie answer. */
export function sessionPair(res: Res, name = '__Host-sid'): string | undefined {
  const sc = res.headers['set-cookie'];
  const list = Array.isArray(sc) ? sc : sc ? [sc] : [];
  const line = list.find((l) => l.startsWith(`${name}=`) && !l.startsWith(`${name}=;`));
  return line?.split(';')[0];
}

export function setCookies(res: Res): string[] {
  const sc = res.headers['set-cookie'];
  return Array.isArray(sc) ? sc : sc ? [sc] : [];
}

/** Sends a hand-written HTTP/1.1 request over a socket and parses the answer's status and headers. */
export async function rawHttp(base: string, lines: string[], body = ''): Promise<{ status: number; headers: Record<string, string>; text: string }> {
  const { connect } = await import('node:net');
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const sock = connect(Number(u.port), u.hostname, () => {
      sock.write(lines.join('\r\n') + '\r\n\r\n' + body);
    });
    const chunks: Buffer[] = [];
    sock.on('data', (c: Buffer) => chunks.push(c));
    sock.on('error', reject);
    sock.on('end', () => {
      // Interim 1xx answers (100 Continue for Expect) come first; the final answer follows.
      const raw = Buffer.concat(chunks).toString('utf8').replace(/^(HTTP\/1\.1 1\d\d [^\r]*\r\n\r\n)+/, '');
      const [head = '', ...rest] = raw.split('\r\n\r\n');
      const [statusLine = '', ...hl] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of hl) {
        const i = l.indexOf(':');
        headers[l.slice(0, i).trim().toLowerCase()] = l.slice(i + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, text: rest.join('\r\n\r\n') });
    });
  });
}

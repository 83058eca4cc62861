import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createLoggers, lazyChildLogger, LOG_BATCH_BYTES, LOG_FLUSH_MS, logDestination } from './logging';

/** A log destination that keeps every line it is given. */
function capture(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(c: Buffer, _e, cb) {
      lines.push(c.toString());
      cb();
    },
  });
  return { lines, stream };
}

describe('BFF loggers', () => {
  it('redacts cookies, authori-zation, passwords, captchas and tokens wherever they appear', () => {
    const { lines, stream } = capture();
    const { log } = createLoggers('info', stream);
    log.info({
      req: { headers: { cookie: 'sid=SECRET1', 'authori-zation': 'SECRET2' } },
      res: { headers: { 'set-cookie': 'sid=SECRET3' } },
      token: 'SECRET4',
      data: { token: 'SECRET5', password: 'SECRET6', captcha: 'SECRET7', newPassword: 'SECRET8' },
      body: 'SECRET9',
    });
    const out = lines.join('');
    for (let i = 1; i <= 9; i++) expect(out).not.toContain(`SECRET${i}`);
    expect(out).toContain('[redacted]');
  });

  it('writes the per-request line to the same destination, byte for byte as pino writes it', () => {
    const { lines, stream } = capture();
    const { log, access } = createLoggers('info', stream);
    const fields = { reqId: 'abc"\\x', method: 'GET', route: '/api/front/product/detail/:id', status: 200, durationMs: 1.26, upstreamMs: 0.04 };
    access.write(fields);
    log.info({ ...fields, durationMs: 1.3, upstreamMs: 0 }, 'request');
    const [ours, pinos] = lines;
    // The same line but for the time, which may have moved on by a millisecond.
    const untimed = (l: string | undefined) => l?.replace(/"time":"[^"]+"/, '"time":""');
    expect(untimed(ours)).toBe(untimed(pinos));
    expect(JSON.parse(ours!)).toMatchObject({ level: 30, svc: 'bff', reqId: 'abc"\\x', route: '/api/front/product/detail/:id', durationMs: 1.3, upstreamMs: 0, msg: 'request' });
    expect(String(JSON.parse(ours!).time)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('keeps the per-request line to its level: none below info, always valid JSON', () => {
    const quiet = capture();
    createLoggers('warn', quiet.stream).access.write({ reqId: 'a', method: 'GET', route: '/x', status: 200, durationMs: 1, upstreamMs: 0 });
    expect(quiet.lines).toHaveLength(0);
    const { lines, stream } = capture();
    createLoggers('debug', stream).access.write({ reqId: 'a', method: 'GET', route: '/x', status: 500, durationMs: Number.NaN, upstreamMs: Number.POSITIVE_INFINITY });
    expect(JSON.parse(lines[0]!)).toMatchObject({ status: 500, durationMs: 0, upstreamMs: 0 });
  });
});

describe('the log sink', () => {
  const tmpFile = async () => {
    const { mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    return join(mkdtempSync(join(tmpdir(), 'log-sink-')), 'out.log');
  };

  it('writes lines in batches: a full batch at once, a short one within LOG_FLUSH_MS', async () => {
    const { readFileSync } = await import('node:fs');
    const file = await tmpFile();
    const { access } = createLoggers('info', logDestination(file));
    const read = () => readFileSync(file, 'utf8').split('\n').filter(Boolean);
    const line = (n: number) => ({ reqId: `r${n}`.padEnd(40, 'x'), method: 'GET', route: '/x', status: 200, durationMs: n, upstreamMs: 0 });
    access.write(line(1));
    expect(read()).toHaveLength(0);
    await new Promise((r) => setTimeout(r, LOG_FLUSH_MS * 2 + 50));
    expect(read()).toHaveLength(1);
    // A full batch of lines goes out without waiting for the timer.
    const perLine = JSON.stringify(line(0)).length;
    for (let i = 0; i < Math.ceil(LOG_BATCH_BYTES / perLine) + 1; i++) access.write(line(i));
    expect(read().length).toBeGreaterThan(1);
  });

  it('writes what still waits when the process exits', async () => {
    const { execFileSync } = await import('node:child_process');
    const { readFileSync } = await import('node:fs');
    const file = await tmpFile();
    const script = `import { createLoggers, logDestination } from './server/bff/logging.ts';
      const { access } = createLoggers('info', logDestination(${JSON.stringify(file)}));
      access.write({ reqId: 'last-line', method: 'GET', route: '/x', status: 200, durationMs: 1, upstreamMs: 0 });
      process.exit(0);`;
    execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: process.cwd() });
    expect(readFileSync(file, 'utf8')).toContain('"reqId":"last-line"');
  });
});

describe('the request logger', () => {
  it('is made on first use and writes with the request id, redacted like the rest', async () => {
    const { lines, stream } = capture();
    const { log } = createLoggers('info', stream);
    let made = 0;
    const counting = Object.create(log, { child: { value: (...a: Parameters<typeof log.child>) => (made++, log.child(...a)) } }) as typeof log;
    const reqLog = lazyChildLogger(counting, { reqId: 'r-123456789' }, {});
    expect(made).toBe(0);
    expect(reqLog.level).toBe('info');
    reqLog.debug('not written at info');
    reqLog.warn({ token: 'SECRET-T' }, 'upstream failure');
    expect(made).toBe(1);
    const line = JSON.parse(lines.at(-1)!) as Record<string, unknown>;
    expect(line).toMatchObject({ reqId: 'r-123456789', msg: 'upstream failure', token: '[redacted]', level: 40 });
    expect(lines).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createLoggers } from './logging';

describe('BFF loggers', () => {
  it('redacts cookies, authori-zation, passwords, captchas and tokens wherever they appear', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(c: Buffer, _e, cb) {
        lines.push(c.toString());
        cb();
      },
    });
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

  it('writes the per-request line to the same destination, in the same format', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(c: Buffer, _e, cb) {
        lines.push(c.toString());
        cb();
      },
    });
    const { log, access } = createLoggers('info', stream);
    access.info({ reqId: 'abc', method: 'GET', route: '/x', status: 200 }, 'request');
    log.info('other');
    const [a, b] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(a).toMatchObject({ svc: 'bff', reqId: 'abc', method: 'GET', route: '/x', status: 200, msg: 'request' });
    expect(Object.keys(a!).sort()).toEqual(Object.keys({ ...b, reqId: 0, method: 0, route: 0, status: 0 }).sort());
    expect(String(a!.time)).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

import { describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createLogger } from './logging';

describe('createLogger redaction', () => {
  it('redacts cookies, authori-zation, passwords, captchas and tokens wherever they appear', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(c: Buffer, _e, cb) {
        lines.push(c.toString());
        cb();
      },
    });
    const log = createLogger('info', stream);
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
});

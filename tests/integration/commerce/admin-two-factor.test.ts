import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import {
  adminLoginChallenge,
  adminTotpLoginResponse,
  loginAdminResponse,
  recoveryCodesResponse,
  sensitiveMethodLogPage,
  systemLoginResponse,
  totpEnrolment,
} from '../../../shared/contract/admin.js';
import { createOperator } from '../../../server/commerce/admin-accounts/operators.js';
import { adminDb, type AdminSide } from '../../../server/commerce/admin-accounts/tables.js';
import { RECOVERY_CODE_COUNT, TICKET_MAX_TRIES } from '../../../server/commerce/admin-accounts/two-factor.js';
import { commands } from '../../../server/commerce/admin/cli-operators.js';
import { ageCode, latestCode, outboxFor, wrongCode } from '../../helpers/fixtures-accounts.js';
import { forgetLastCode, insertShopOwner, totpCode } from '../../helpers/console-two-factor.js';

const PW = 'Operator#2026pass';
let seq = 0;

describe('console two-factor sign-in and password reset (docs/api-extensions.md "Admin side")', () => {
  const c = commerceSuite();

  const login = (side: AdminSide, account: string, pwd: string) => c.call('POST', `/api/admin/${side}/login`, { body: { account, pwd } });
  const codeStep = (side: AdminSide, ticket: string, code: string) => c.call('POST', `/api/admin/${side}/login/totp`, { body: { ticket, code } });

  async function challenge(side: AdminSide, account: string, pwd = PW) {
    const res = await login(side, account, pwd);
    expect(res.code, res.message).toBe(200);
    expect(res.message).toBe('two-factor code required');
    return adminLoginChallenge.strict.parse(res.data);
  }

  /** A new operator, enrolled through the first sign-in: its secret, recovery codes and first token. */
  async function enrolledOperator() {
    const account = `ops${++seq}@platform.test`;
    await createOperator(c.ctx, { email: account, password: PW });
    const first = await challenge('platform', account);
    expect(first.twoFactor).toBe('enrol');
    const done = await codeStep('platform', first.ticket, totpCode(first.secret));
    expect(done.code, done.message).toBe(200);
    const answer = adminTotpLoginResponse.strict.parse(done.data);
    return { account, secret: first.secret, recoveryCodes: answer.recoveryCodes, token: answer.token };
  }

  it('makes an operator enrol an authenticator at the first sign-in, before any token', async () => {
    const account = `ops${++seq}@platform.test`;
    await createOperator(c.ctx, { email: account, password: PW });
    const first = await challenge('platform', account);
    expect(first).toMatchObject({ twoFactor: 'enrol', account, expiresIn: 300 });
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.otpauthUrl).toContain(`secret=${first.secret}`);
    expect(JSON.stringify(first)).not.toMatch(/"token"/);
    // The ticket is no session.
    expect((await c.call('GET', '/api/admin/platform/getAdminInfoByToken', { token: first.ticket })).code).toBe(401);

    const wrong = await codeStep('platform', first.ticket, wrongCode(totpCode(first.secret)));
    expect(wrong.code).toBe(500);
    expect(wrong.message).toBe(`Incorrect code, ${TICKET_MAX_TRIES - 1} tries left`);
    const done = await codeStep('platform', first.ticket, totpCode(first.secret));
    expect(done.code, done.message).toBe(200);
    const answer = adminTotpLoginResponse.strict.parse(done.data);
    expect(answer.token.startsWith('platform')).toBe(true);
    expect(answer.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(answer.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    const me = loginAdminResponse.strict.parse((await c.call('GET', '/api/admin/platform/getAdminInfoByToken', { token: answer.token })).data);
    expect(me.twoFactor).toBe(true);

    // Stored sealed and hashed: neither the secret nor a recovery code is in the database as itself.
    const row = await adminDb(c.ctx).selectFrom('adminAccounts').select(['totpSecret']).where('account', '=', account).executeTakeFirstOrThrow();
    expect(row.totpSecret).not.toContain(first.secret);
    const hashes = await adminDb(c.ctx).selectFrom('adminRecoveryCodes').select('codeHash').execute();
    expect(JSON.stringify(hashes)).not.toContain(answer.recoveryCodes[0]!);
    // The ticket was used up, and the enrolment is in the operation log.
    expect((await codeStep('platform', first.ticket, totpCode(first.secret, 1))).message).toMatch(/password again/);
    const log = sensitiveMethodLogPage.strict.parse((await c.call('GET', '/api/admin/platform/log/sensitive/list', { token: answer.token })).data);
    expect(log.list.some((e) => e.adminAccount === account && e.description.includes('authenticator'))).toBe(true);
  });

  it('asks an enrolled operator for the code, accepts it once, and refuses a wrong one', async () => {
    const op = await enrolledOperator();
    const again = await challenge('platform', op.account);
    expect(again).toMatchObject({ twoFactor: 'verify', secret: '', otpauthUrl: '' });
    // The code that enrolled is spent: the same step is refused, the next one works.
    expect((await codeStep('platform', again.ticket, totpCode(op.secret))).code).toBe(500);
    const next = await codeStep('platform', again.ticket, totpCode(op.secret, 1));
    expect(next.code, next.message).toBe(200);
    expect(adminTotpLoginResponse.strict.parse(next.data).recoveryCodes).toEqual([]);
  });

  it('ends a ticket after five wrong codes, and a code needs the ticket of its own console', async () => {
    const op = await enrolledOperator();
    const t = await challenge('platform', op.account);
    expect((await codeStep('merchant', t.ticket, totpCode(op.secret, 1))).message).toMatch(/password again/);
    for (let i = 1; i <= TICKET_MAX_TRIES; i++) {
      const res = await codeStep('platform', t.ticket, '000000');
      expect(res.code).toBe(500);
    }
    await forgetLastCode(c.db, op.account);
    expect((await codeStep('platform', t.ticket, totpCode(op.secret))).message).toMatch(/password again/);
    // The wrong codes counted towards the account's lock, as wrong passwords do.
    const row = await adminDb(c.ctx).selectFrom('adminAccounts').select(['lockedUntil']).where('account', '=', op.account).executeTakeFirstOrThrow();
    expect(row.lockedUntil).not.toBeNull();
    expect((await login('platform', op.account, PW)).message).toMatch(/locked/);
  });

  it('takes each recovery code once instead of the authenticator', async () => {
    const op = await enrolledOperator();
    const code = op.recoveryCodes[0]!;
    const t1 = await challenge('platform', op.account);
    const used = await codeStep('platform', t1.ticket, code.toUpperCase());
    expect(used.code, used.message).toBe(200);
    const t2 = await challenge('platform', op.account);
    expect((await codeStep('platform', t2.ticket, code)).code).toBe(500);
    expect((await codeStep('platform', t2.ticket, op.recoveryCodes[1]!)).code).toBe(200);

    // Renewing them needs the authenticator; the old ones then stop working.
    const renewed = await c.call('POST', '/api/admin/platform/login/admin/totp/recovery/renew', { token: op.token, body: { code: totpCode(op.secret, 1) } });
    expect(renewed.code, renewed.message).toBe(200);
    const fresh = recoveryCodesResponse.strict.parse(renewed.data).recoveryCodes;
    const t3 = await challenge('platform', op.account);
    expect((await codeStep('platform', t3.ticket, op.recoveryCodes[2]!)).code).toBe(500);
    expect((await codeStep('platform', t3.ticket, fresh[0]!)).code).toBe(200);
    // Operators cannot turn it off: the platform has no such call.
    expect((await c.call('POST', '/api/admin/platform/login/admin/totp/disable', { token: op.token, body: { pwd: PW, code: fresh[1] } })).code).not.toBe(200);
    const row = await adminDb(c.ctx).selectFrom('adminAccounts').select('totpSecret').where('account', '=', op.account).executeTakeFirstOrThrow();
    expect(row.totpSecret).not.toBe('');
  });

  it('lets a shop owner turn two-factor sign-in on and off', async () => {
    const owner = { account: `owner${++seq}@shop.test`, password: 'Owner#2026pass', merId: 1 };
    await insertShopOwner(c.db, owner);
    const plain = await login('merchant', owner.account, owner.password);
    const token = systemLoginResponse.strict.parse(plain.data).token;
    const entry = totpEnrolment.strict.parse((await c.call('POST', '/api/admin/merchant/login/admin/totp/enrol', { token })).data);
    expect((await c.call('POST', '/api/admin/merchant/login/admin/totp/confirm', { token, body: { code: wrongCode(totpCode(entry.secret)) } })).code).toBe(500);
    const confirmed = await c.call('POST', '/api/admin/merchant/login/admin/totp/confirm', { token, body: { code: totpCode(entry.secret) } });
    expect(confirmed.code, confirmed.message).toBe(200);
    expect(recoveryCodesResponse.strict.parse(confirmed.data).recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    // From now on sign-in asks for the code.
    const t = await challenge('merchant', owner.account, owner.password);
    expect(t.twoFactor).toBe('verify');
    expect((await codeStep('merchant', t.ticket, totpCode(entry.secret, 1))).code).toBe(200);

    const badOff = await c.call('POST', '/api/admin/merchant/login/admin/totp/disable', { token, body: { pwd: 'Wrong#2026pass', code: totpCode(entry.secret) } });
    expect(badOff.code).toBe(500);
    await forgetLastCode(c.db, owner.account);
    const off = await c.call('POST', '/api/admin/merchant/login/admin/totp/disable', { token, body: { pwd: owner.password, code: totpCode(entry.secret) } });
    expect(off.code, off.message).toBe(200);
    expect(systemLoginResponse.strict.parse((await login('merchant', owner.account, owner.password)).data).token).toMatch(/^merchant/);
    const log = sensitiveMethodLogPage.strict.parse((await c.call('GET', '/api/admin/merchant/log/sensitive/list', { token })).data);
    expect(log.list.map((e) => e.description)).toEqual(expect.arrayContaining(['Turned on two-factor sign-in', 'Turned off two-factor sign-in']));
  });

  it('resets a console password with a code from the outbox, ending every session, and logs it', async () => {
    const owner = { account: `reset${++seq}@shop.test`, password: 'Owner#2026pass', merId: 2 };
    await insertShopOwner(c.db, owner);
    const before = systemLoginResponse.strict.parse((await login('merchant', owner.account, owner.password)).data).token;

    const sent = await c.call('POST', '/api/admin/merchant/login/forget/password', { body: { account: owner.account } });
    expect(sent).toMatchObject({ code: 200, message: 'Sent successfully' });
    const [msg] = await outboxFor(c, owner.account);
    expect(msg).toMatchObject({ purpose: 'merchant-reset', channel: 'email' });
    const code = await latestCode(c, owner.account, 'merchant-reset');
    expect(code).toMatch(/^\d{6}$/);
    // The resend wait, as for shoppers.
    expect((await c.call('POST', '/api/admin/merchant/login/forget/password', { body: { account: owner.account } })).message).toMatch(/wait/);
    // Neither the platform's reset nor a shopper's reset takes this code.
    const cross = await c.call('POST', '/api/admin/platform/login/reset/password', { body: { account: owner.account, captcha: code, password: 'Fresh#2026pass' } });
    expect(cross.code).toBe(500);
    const weak = await c.call('POST', '/api/admin/merchant/login/reset/password', { body: { account: owner.account, captcha: code, password: 'short' } });
    expect(weak.code).toBe(400);
    const wrong = await c.call('POST', '/api/admin/merchant/login/reset/password', { body: { account: owner.account, captcha: wrongCode(code), password: 'Fresh#2026pass' } });
    expect(wrong.message).toMatch(/Incorrect verification code, 4 tries left/);
    const done = await c.call('POST', '/api/admin/merchant/login/reset/password', { body: { account: owner.account, captcha: code, password: 'Fresh#2026pass' } });
    expect(done.code, done.message).toBe(200);
    expect((await c.call('GET', '/api/admin/merchant/getAdminInfoByToken', { token: before })).code).toBe(401);
    expect((await login('merchant', owner.account, owner.password)).code).toBe(500);
    const after = systemLoginResponse.strict.parse((await login('merchant', owner.account, 'Fresh#2026pass')).data).token;
    const log = sensitiveMethodLogPage.strict.parse((await c.call('GET', '/api/admin/merchant/log/sensitive/list', { token: after })).data);
    const entry = log.list.find((e) => e.description === 'Reset the password with an emailed code');
    expect(entry).toMatchObject({ adminAccount: owner.account, merId: 2, url: '/api/admin/merchant/login/reset/password' });
    expect(JSON.stringify(log)).not.toContain('Fresh#2026pass');
    // A used code is gone; an expired one is refused.
    expect((await c.call('POST', '/api/admin/merchant/login/reset/password', { body: { account: owner.account, captcha: code, password: 'Other#2026pass' } })).code).toBe(500);
    await ageCode(c, 'merchant-reset', owner.account, 61);
    await c.call('POST', '/api/admin/merchant/login/forget/password', { body: { account: owner.account } });
    const second = await latestCode(c, owner.account, 'merchant-reset');
    await ageCode(c, 'merchant-reset', owner.account, 301);
    expect((await c.call('POST', '/api/admin/merchant/login/reset/password', { body: { account: owner.account, captcha: second, password: 'Other#2026pass' } })).message).toMatch(/expired/);
  });

  it('answers a reset for an unknown account alike, and sends nothing', async () => {
    const res = await c.call('POST', '/api/admin/platform/login/forget/password', { body: { account: 'nobody@platform.test' } });
    expect(res).toMatchObject({ code: 200, message: 'Sent successfully' });
    expect(await outboxFor(c, 'nobody@platform.test')).toEqual([]);
  });

  it('creates an operator from the CLI who can then sign in, refusing a weak password and a taken email', async () => {
    const account = `cli${++seq}@platform.test`;
    const created = await commands['operator:create']!.run(c.ctx, { email: account, password: PW, name: 'Night Shift' });
    expect(created).toMatchObject({ account });
    expect(JSON.stringify(created)).not.toContain(PW);
    await expect(commands['operator:create']!.run(c.ctx, { email: account, password: PW })).rejects.toThrow(/exists/);
    await expect(commands['operator:create']!.run(c.ctx, { email: `weak${seq}@platform.test`, password: 'weak' })).rejects.toThrow(/password/);
    const t = await challenge('platform', account);
    const done = await codeStep('platform', t.ticket, totpCode(t.secret));
    expect(adminTotpLoginResponse.strict.parse(done.data).realName).toBe('Night Shift');
  });

  it('runs as `npm run admin -- operator:create`, reading the password from standard input and printing no secret', async () => {
    const account = `stdin${++seq}@platform.test`;
    const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: c.config.DATA_DIR, DATABASE_URL: c.config.DATABASE_URL ?? '', LOG_LEVEL: 'silent', SESSION_SECRET: c.config.SESSION_SECRETS[0] };
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/commerce/admin/cli.ts', 'operator:create', '--email', account], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.stdin.end(`${PW}\n`);
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code, err).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ account });
    expect(out + err).not.toContain(PW);
    expect((await challenge('platform', account)).twoFactor).toBe('enrol');
  }, 30_000);
});

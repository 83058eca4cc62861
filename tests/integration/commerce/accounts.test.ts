import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertShopper, startTestCommerce, type TestCommerce } from '../../helpers/commerce.js';
import { commerceSuite } from './suite.js';
import { outboxEntry } from './admin-shapes.js';
import { loginResponse, userCenter } from '../../../shared/contract/user.js';
import { loginMethods } from '../../../shared/contract/site.js';
import { ageCode, latestCode, outboxFor, postForm, startFakeSmtp, startLoggedCommerce, wrongCode } from '../../helpers/fixtures-accounts.js';
import { hashPassword } from '../../../server/commerce/accounts/password.js';
import { purgeStaleCodes } from '../../../server/commerce/accounts/codes.js';
import { now, addSeconds } from '../../../server/commerce/db/time.js';
import { writeImage } from '../../../server/commerce/images/write.js';
import { defaultAvatarSvg, PALETTES } from '../../../server/commerce/images/svg.js';
import { SITE_KEYS, writeSiteConfig } from '../../../server/commerce/content/site-config.js';

/**
 * A sign-in or registration answer, through the contract's strict shape, with what this service
 * promises beyond it: a long token, a known answer type and account type, a real account id.
 */
function signedIn(data: unknown) {
  const answer = loginResponse.strict.parse(data);
  expect(answer.token.length).toBeGreaterThanOrEqual(32);
  expect(['login', 'register']).toContain(answer.type);
  expect(answer.uid).toBeGreaterThan(0);
  expect(['email', 'phone', 'tourist']).toContain(answer.userType);
  return answer;
}

const STRONG = 'Secret#123';
const STRONG2 = 'Another$456';
let seq = 0;
const freshEmail = () => `user${++seq}.${Date.now()}@Example.test`;
const freshPhone = () => `7700${String(Date.now()).slice(-5)}${++seq}`;

describe('accounts (docs/upstream-contract.md §2)', () => {
  const c = commerceSuite();

  /** Inserts an account with a known password. */
  async function account(fields: { email?: string; countryCode?: string; phone?: string; password?: string; userType?: string } = {}) {
    return insertShopper(c.db, {
      email: fields.email?.toLowerCase() ?? null,
      countryCode: fields.phone ? (fields.countryCode ?? '44') : null,
      phone: fields.phone ?? null,
      passwordHash: await hashPassword(fields.password ?? STRONG),
      nickname: 'Fixture',
      userType: fields.userType ?? (fields.email ? 'email' : 'phone'),
    });
  }

  /** A fresh email address with a registration code sent to it. */
  async function codeSentToFreshEmail() {
    const email = freshEmail();
    await c.call('POST', '/api/front/login/email/captcha', { raw: email });
    return { email, code: await latestCode(c, email) };
  }

  describe('register and sign in by email', () => {
    it('sends the registration code to the outbox and registers with it', async () => {
      const email = freshEmail();
      const sent = await c.call('POST', '/api/front/login/email/captcha', { raw: email });
      expect(sent).toMatchObject({ code: 200, message: 'Sent successfully' });

      const [msg] = await outboxFor(c, email);
      expect(outboxEntry.parse(msg)).toMatchObject({ to: email.toLowerCase(), channel: 'email', purpose: 'register' });
      expect(msg!.text).toContain(msg!.code);
      // One JSON file per message, named <epoch-ms>-<random>.json
      const files = readdirSync(join(c.config.DATA_DIR, 'outbox'));
      expect(files).toContain(`${msg!.id}.json`);
      expect(files.every((f) => /^\d{13}-[0-9a-f]+\.json$/.test(f))).toBe(true);
      expect(JSON.parse(readFileSync(join(c.config.DATA_DIR, 'outbox', `${msg!.id}.json`), 'utf8'))).toEqual(msg);

      const res = await c.call('POST', '/api/front/login/register/email', { body: { email, captcha: msg!.code, password: STRONG } });
      expect(res.code).toBe(200);
      const data = signedIn(res.data);
      expect(data).toMatchObject({ type: 'register', userType: 'email', email: email.toLowerCase(), key: '' });

      const info = await c.call('GET', '/api/front/user/info', { token: data.token });
      expect(userCenter.strict.parse(info.data)).toMatchObject({ uid: data.uid, email: email.toLowerCase(), userType: 'email' });

      const login = await c.call('POST', '/api/front/login/email', { body: { email: `  ${email.toUpperCase()} `, password: STRONG } });
      expect(login.code).toBe(200);
      expect(signedIn(login.data)).toMatchObject({ uid: data.uid, type: 'login' });
    });

    it("starts every new account with the site's default picture (A's h5_avatar), served like any other", async () => {
      const picture = writeImage(c.config.DATA_DIR, 'site/default-avatar.svg', defaultAvatarSvg({ palette: PALETTES.brand! }));
      await writeSiteConfig(c.ctx, { [SITE_KEYS.defaultAvatar]: picture });
      try {
        const { email, code } = await codeSentToFreshEmail();
        const reg = signedIn((await c.call('POST', '/api/front/login/register/email', { body: { email, captcha: code, password: STRONG } })).data);
        const info = userCenter.strict.parse((await c.call('GET', '/api/front/user/info', { token: reg.token })).data);
        expect(info.avatar).toBe(c.img(picture));
        const served = await fetch(new URL(picture, c.url));
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      } finally {
        await c.db.deleteFrom('siteConfig').where('key', '=', SITE_KEYS.defaultAvatar).execute();
      }
    });

    it('stores only a hash of the code, and the code works once', async () => {
      const { email, code } = await codeSentToFreshEmail();
      const row = await c.db.selectFrom('verificationCodes').selectAll().where('target', '=', email.toLowerCase()).executeTakeFirstOrThrow();
      expect(row.codeHash).not.toContain(code);
      expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(await c.call('POST', '/api/front/login/register/email', { body: { email, captcha: code, password: STRONG } })).toMatchObject({ code: 200 });
      const again = await c.call('POST', '/api/front/login/register/email', { body: { email: freshEmail(), captcha: code, password: STRONG } });
      expect(again.code).toBe(500);
    });

    it('accepts a JSON-quoted email or {email} on the raw-body code calls', async () => {
      const a = freshEmail();
      expect(await c.call('POST', '/api/front/login/email/captcha', { raw: JSON.stringify(a) })).toMatchObject({ code: 200 });
      const b = freshEmail();
      expect(await c.call('POST', '/api/front/login/email/captcha', { body: { email: b } })).toMatchObject({ code: 200 });
      expect((await outboxFor(c, b)).length).toBe(1);
    });

    it('answers a registered email exactly like a new one, but sends it no code', async () => {
      const email = freshEmail();
      await account({ email });
      const known = await c.call('POST', '/api/front/login/email/captcha', { raw: email });
      const unknown = await c.call('POST', '/api/front/login/email/captcha', { raw: freshEmail() });
      expect(known).toEqual(unknown);
      expect(known).toEqual({ code: 200, message: 'Sent successfully', data: null });
      expect(await outboxFor(c, email)).toEqual([]);
      // Registering with a guessed code fails the same way as any wrong code.
      const reg = await c.call('POST', '/api/front/login/register/email', { body: { email, captcha: '123456', password: STRONG } });
      expect(reg).toMatchObject({ code: 500, message: 'Incorrect verification code, 4 tries left' });
    });

    it('validates the email and the password rule', async () => {
      expect(await c.call('POST', '/api/front/login/email/captcha', { raw: 'not-an-email' })).toMatchObject({ code: 400, message: 'Please enter a correct email' });
      expect(await c.call('POST', '/api/front/login/email/captcha', { raw: '' })).toMatchObject({ code: 400, message: 'Please enter your email' });
      const email = freshEmail();
      for (const password of ['short1A', 'alllowercase1', 'ALLUPPER123', 'Aa1!'.repeat(6)]) {
        const res = await c.call('POST', '/api/front/login/register/email', { body: { email, captcha: '123456', password } });
        expect(res.code).toBe(400);
        expect(res.message).toMatch(/Password must be 8-20 characters/);
      }
      expect(await c.call('POST', '/api/front/login/register/email', { body: { email, captcha: '12ab', password: STRONG } })).toMatchObject({
        code: 400,
        message: 'The verification code must be 6 digits',
      });
      expect(await c.call('POST', '/api/front/login/register/email', { body: { email, password: STRONG } })).toMatchObject({
        code: 400,
        message: 'Please enter the verification code',
      });
      // Three classes are enough: lower + digits + symbol.
      await c.call('POST', '/api/front/login/email/captcha', { raw: email });
      const ok = await c.call('POST', '/api/front/login/register/email', { body: { email, captcha: await latestCode(c, email), password: 'lower1#only' } });
      expect(ok.code).toBe(200);
    });

    it('answers the same message for a wrong password and for an unknown account', async () => {
      const email = freshEmail();
      await account({ email });
      const wrong = await c.call('POST', '/api/front/login/email', { body: { email, password: 'Wrong#1234' } });
      const unknown = await c.call('POST', '/api/front/login/email', { body: { email: freshEmail(), password: 'Wrong#1234' } });
      expect(wrong).toEqual({ code: 500, message: 'Incorrect account or password', data: null });
      expect(unknown).toEqual(wrong);
      expect(await c.call('POST', '/api/front/login/email', { body: { email } })).toMatchObject({ code: 400, message: 'Please enter your password' });
    });

    it('refuses a disabled account after the password check', async () => {
      const email = freshEmail();
      const uid = await account({ email });
      await c.db.updateTable('users').set({ status: 0 }).where('id', '=', uid).execute();
      const res = await c.call('POST', '/api/front/login/email', { body: { email, password: STRONG } });
      expect(res).toMatchObject({ code: 500, message: 'This account has been disabled, please contact customer service' });
    });
  });

  describe('register and sign in by phone', () => {
    it('registers by phone with the code from /login/register/sendCode (form data) and signs in with +cc or cc', async () => {
      const phone = freshPhone();
      const sent = await postForm(c.url, '/api/front/login/register/sendCode', { phone, countryCode: '+44' }, { multipart: true });
      expect(sent).toMatchObject({ code: 200, message: 'Sent successfully' });
      const [msg] = await outboxFor(c, `+44${phone}`);
      expect(outboxEntry.parse(msg)).toMatchObject({ to: `+44${phone}`, channel: 'sms', purpose: 'register' });

      const res = await c.call('POST', '/api/front/login/register/mobile', { body: { phone, countryCode: '44', captcha: msg!.code, password: STRONG } });
      expect(res.code).toBe(200);
      const data = signedIn(res.data);
      expect(data).toMatchObject({ type: 'register', userType: 'phone', phone, email: '' });
      expect(data.nikeName).toContain('****');

      for (const countryCode of ['+44', '44']) {
        const login = await c.call('POST', '/api/front/login/mobile/password', { body: { phone, countryCode, password: STRONG } });
        expect(login.code).toBe(200);
        expect(signedIn(login.data).uid).toBe(data.uid);
      }
      const other = await c.call('POST', '/api/front/login/mobile/password', { body: { phone, countryCode: '+1', password: STRONG } });
      expect(other).toMatchObject({ code: 500, message: 'Incorrect account or password' });
    });

    it('takes the register code request as urlencoded or query parameters, and refuses a registered phone', async () => {
      const phone = freshPhone();
      expect(await postForm(c.url, '/api/front/login/register/sendCode', { phone, countryCode: '86' })).toMatchObject({ code: 200 });
      const phone2 = freshPhone();
      expect(await c.call('POST', '/api/front/login/register/sendCode', { query: { phone: phone2, countryCode: '+86' } })).toMatchObject({ code: 200 });
      expect((await outboxFor(c, `+86${phone2}`)).length).toBe(1);

      // A registered phone gets the same answer and no message.
      const taken = freshPhone();
      await account({ phone: taken, countryCode: '44' });
      expect(await postForm(c.url, '/api/front/login/register/sendCode', { phone: taken, countryCode: '+44' })).toEqual({ code: 200, message: 'Sent successfully', data: null });
      expect(await outboxFor(c, `+44${taken}`)).toEqual([]);
    });

    it('validates phone, country code and password on phone routes', async () => {
      expect(await postForm(c.url, '/api/front/login/sendCode', { countryCode: '44' })).toMatchObject({ code: 400, message: 'Please enter your phone number' });
      expect(await postForm(c.url, '/api/front/login/sendCode', { phone: 'abc', countryCode: '44' })).toMatchObject({ code: 400, message: 'Please enter a correct phone number' });
      expect(await postForm(c.url, '/api/front/login/sendCode', { phone: '7700900123' })).toMatchObject({ code: 400, message: 'Please select a country code' });
      expect(await postForm(c.url, '/api/front/login/sendCode', { phone: '7700900123', countryCode: '+4x' })).toMatchObject({ code: 400 });
      expect(await c.call('POST', '/api/front/login/register/mobile', { body: { phone: '7700900123', countryCode: '44', captcha: '123456', password: 'weak' } })).toMatchObject({ code: 400 });
      expect(await c.call('POST', '/api/front/login/mobile/password', { body: { phone: '7700900123', countryCode: '44' } })).toMatchObject({ code: 400, message: 'Please enter your password' });
    });

    it('signs in by phone code, creating the account on first use (type register), then type login', async () => {
      const phone = freshPhone();
      expect(await postForm(c.url, '/api/front/login/sendCode', { phone, countryCode: '+33', password: 'ignored' }, { multipart: true })).toMatchObject({ code: 200 });
      const first = await c.call('POST', '/api/front/login/mobile/captcha', { body: { phone, countryCode: '+33', captcha: await latestCode(c, `+33${phone}`) } });
      expect(first.code).toBe(200);
      const a = signedIn(first.data);
      expect(a).toMatchObject({ type: 'register', userType: 'phone', phone });

      await ageCode(c, 'login', `+33${phone}`, 61);
      expect(await postForm(c.url, '/api/front/login/sendCode', { phone, countryCode: '33' })).toMatchObject({ code: 200 });
      const second = await c.call('POST', '/api/front/login/mobile/captcha', { body: { phone, countryCode: '33', captcha: await latestCode(c, `+33${phone}`) } });
      expect(signedIn(second.data)).toMatchObject({ type: 'login', uid: a.uid });
    });
  });

  describe('verification code rules', () => {
    const target = () => freshEmail();

    it('refuses a resend within 60 seconds, with the remaining wait, and allows it after', async () => {
      const email = target();
      expect(await c.call('POST', '/api/front/login/email/captcha', { raw: email })).toMatchObject({ code: 200 });
      const again = await c.call('POST', '/api/front/login/email/captcha', { raw: email });
      expect(again.code).toBe(500);
      expect(again.message).toMatch(/^Please wait (59|60) seconds before requesting a new code$/);
      const first = await latestCode(c, email);

      await ageCode(c, 'register', email.toLowerCase(), 45);
      expect((await c.call('POST', '/api/front/login/email/captcha', { raw: email })).message).toMatch(/^Please wait 1[45] seconds/);

      await ageCode(c, 'register', email.toLowerCase(), 16);
      expect(await c.call('POST', '/api/front/login/email/captcha', { raw: email })).toMatchObject({ code: 200 });
      const second = await latestCode(c, email);
      expect((await outboxFor(c, email)).length).toBe(2);
      // The new code replaces the old one.
      if (first !== second) {
        expect((await c.call('POST', '/api/front/login/register/email', { body: { email, captcha: first, password: STRONG } })).code).toBe(500);
      }
      expect((await c.call('POST', '/api/front/login/register/email', { body: { email, captcha: second, password: STRONG } })).code).toBe(200);
    });

    it('sends one code when requests race', async () => {
      const email = target();
      const results = await Promise.all(Array.from({ length: 6 }, () => c.call('POST', '/api/front/login/email/captcha', { raw: email })));
      expect(results.filter((r) => r.code === 200).length).toBe(1);
      for (const r of results.filter((x) => x.code !== 200)) expect(r.message).toMatch(/^Please wait \d+ seconds before requesting a new code$/);
      expect((await outboxFor(c, email)).length).toBe(1);
      const rows = await c.db.selectFrom('verificationCodes').select('id').where('target', '=', email.toLowerCase()).execute();
      expect(rows.length).toBe(1);
    });

    it('locks the code after 5 wrong tries, even for the right code', async () => {
      const { email, code } = await codeSentToFreshEmail();
      const messages: string[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await c.call('POST', '/api/front/login/register/email', { body: { email, captcha: wrongCode(code), password: STRONG } });
        expect(res.code).toBe(500);
        messages.push(res.message);
      }
      expect(messages[0]).toBe('Incorrect verification code, 4 tries left');
      expect(messages[3]).toBe('Incorrect verification code, 1 try left');
      expect(messages[4]).toBe('Incorrect verification code, please request a new code');
      const locked = await c.call('POST', '/api/front/login/register/email', { body: { email, captcha: code, password: STRONG } });
      expect(locked).toMatchObject({ code: 500, message: 'Too many wrong attempts, please request a new code' });
      const row = await c.db.selectFrom('verificationCodes').select('tries').where('target', '=', email.toLowerCase()).executeTakeFirstOrThrow();
      expect(row.tries).toBe(5);
    });

    it('expires a code after 5 minutes', async () => {
      const { email, code } = await codeSentToFreshEmail();
      await ageCode(c, 'register', email.toLowerCase(), 299);
      await ageCode(c, 'register', email.toLowerCase(), 2);
      const res = await c.call('POST', '/api/front/login/register/email', { body: { email, captcha: code, password: STRONG } });
      expect(res).toMatchObject({ code: 500, message: 'The verification code has expired, please request a new one' });
    });

    it('does not accept a code for another purpose or another recipient', async () => {
      const email = target();
      await c.call('POST', '/api/front/captcha/email/merchant/settled', { raw: email });
      const settled = await latestCode(c, email, 'settled');
      const res = await c.call('POST', '/api/front/login/register/email', { body: { email, captcha: settled, password: STRONG } });
      expect(res).toMatchObject({ code: 500, message: 'Please request a verification code first' });
    });
    it('purges only codes that can no longer be used', async () => {
      const email = target();
      await c.call('POST', '/api/front/login/email/captcha', { raw: email });
      const stale = target();
      await c.call('POST', '/api/front/login/email/captcha', { raw: stale });
      await ageCode(c, 'register', stale.toLowerCase(), 2 * 86_400);
      expect(await purgeStaleCodes(c.ctx)).toBeGreaterThanOrEqual(1);
      const left = await c.db.selectFrom('verificationCodes').select('target').where('target', 'in', [email.toLowerCase(), stale.toLowerCase()]).execute();
      expect(left.map((r) => r.target)).toEqual([email.toLowerCase()]);
    });
  });

  describe('guest entry', () => {
    const enter = (body: Record<string, unknown>) => c.call('POST', '/api/front/login/register/visitor', { body });

    it('without a code, every entry is a fresh, empty guest identity, whatever the email', async () => {
      const email = freshEmail();
      const a = await enter({ email, phone: '7700900123', countryCode: '+44' });
      expect(a.code).toBe(200);
      const first = signedIn(a.data);
      expect(first).toMatchObject({ userType: 'tourist', type: 'register' });
      expect(first.identity).toMatch(/^[0-9a-f]{32}$/);
      const b = signedIn((await enter({ email: email.toUpperCase() })).data);
      expect(b.uid).not.toBe(first.uid);
      expect(b.identity).not.toBe(first.identity);
      // A registered email is not revealed: it gets a fresh guest too.
      const registered = freshEmail();
      const owner = await account({ email: registered });
      const r = signedIn((await enter({ email: registered })).data);
      expect(r).toMatchObject({ userType: 'tourist', type: 'register' });
      expect(r.uid).not.toBe(owner);
      expect(await enter({})).toMatchObject({ code: 400, message: 'Please enter your email' });
    });

    it('someone else\'s email alone never reaches their guest orders or addresses; their code does', async () => {
      const email = freshEmail();
      expect(await c.call('POST', '/api/front/login/visitor/sendCode', { body: { email } })).toEqual({ code: 200, message: 'Sent successfully', data: null });
      const owner = signedIn((await enter({ email, captcha: await latestCode(c, email, 'visitor') })).data);
      expect(owner).toMatchObject({ userType: 'tourist', email: email.toLowerCase() });
      const added = await c.call<{ id: number }>('POST', '/api/front/address/edit', {
        token: owner.token,
        body: { realName: 'Gina Guest', email, country: 'France', detail: '1 Rue de Rivoli, Paris', postCode: '75001', phone: '', countryCode: '', isDefault: true },
      });
      expect(added.code).toBe(200);

      const intruder = signedIn((await enter({ email })).data);
      expect(intruder.uid).not.toBe(owner.uid);
      const theirs = await c.call<{ total: number }>('GET', '/api/front/address/list', { token: intruder.token });
      expect(theirs.data.total).toBe(0);
      expect((await c.call('GET', `/api/front/address/detail/${added.data.id}`, { token: intruder.token })).code).toBe(500);

      // A wrong code resumes nothing.
      await c.call('POST', '/api/front/login/visitor/sendCode', { body: { email } }).catch(() => undefined);
      expect(await enter({ email, captcha: '000000' })).toMatchObject({ code: 500 });

      // The owner's code resumes the same guest identity, with its address.
      await ageCode(c, 'visitor', email.toLowerCase(), 120);
      await c.call('POST', '/api/front/login/visitor/sendCode', { body: { email } });
      const back = signedIn((await enter({ email, captcha: await latestCode(c, email, 'visitor') })).data);
      expect(back).toMatchObject({ uid: owner.uid, identity: owner.identity, type: 'login' });
      expect((await c.call<{ total: number }>('GET', '/api/front/address/list', { token: back.token })).data.total).toBe(1);
    });

    it('with a code for a registered email, says it is registered (the code proved ownership)', async () => {
      const email = freshEmail();
      await account({ email });
      await c.call('POST', '/api/front/login/visitor/sendCode', { body: { email } });
      expect(await enter({ email, captcha: await latestCode(c, email, 'visitor') })).toMatchObject({ code: 500, message: 'This email is registered, please log in with your account' });
    });

    it('lets a guest register the same email, keeping the account and identity', async () => {
      const email = freshEmail();
      await c.call('POST', '/api/front/login/visitor/sendCode', { body: { email } });
      const guest = signedIn((await enter({ email, captcha: await latestCode(c, email, 'visitor') })).data);
      expect(await c.call('POST', '/api/front/login/email/captcha', { raw: email })).toMatchObject({ code: 200 });
      const reg = await c.call('POST', '/api/front/login/register/email', { body: { email, captcha: await latestCode(c, email, 'register'), password: STRONG } });
      expect(signedIn(reg.data)).toMatchObject({ uid: guest.uid, identity: guest.identity, userType: 'email' });
    });
  });

  describe('forgotten password', () => {
    it('resets by email: code only for an existing account, then every old session ends', async () => {
      // No account: the same answer as for a real one, nothing sent, and any code is simply wrong.
      const nobody = freshEmail();
      expect(await c.call('POST', '/api/front/login/email/forget/password', { raw: nobody })).toEqual({ code: 200, message: 'Sent successfully', data: null });
      expect(await outboxFor(c, nobody)).toEqual([]);
      const guessed = await c.call('POST', '/api/front/login/email/reset/password', { body: { email: nobody, captcha: '123456', newPassword: STRONG2, passwordAgain: STRONG2 } });
      const email = freshEmail();
      const uid = await account({ email });
      const oldSession = signedIn((await c.call('POST', '/api/front/login/email', { body: { email, password: STRONG } })).data);
      expect(await c.call('POST', '/api/front/login/email/forget/password', { raw: email })).toMatchObject({ code: 200, message: 'Sent successfully' });
      const code = await latestCode(c, email, 'reset');
      const wrong = code === '123456' ? '654321' : '123456';
      const real = await c.call('POST', '/api/front/login/email/reset/password', { body: { email, captcha: wrong, newPassword: STRONG2, passwordAgain: STRONG2 } });
      expect(guessed).toEqual(real);

      expect(
        await c.call('POST', '/api/front/login/email/reset/password', { body: { email, captcha: code, newPassword: STRONG2, passwordAgain: 'Different#1' } }),
      ).toMatchObject({ code: 400, message: 'The two passwords do not match' });
      expect(await c.call('POST', '/api/front/login/email/reset/password', { body: { email, captcha: code, newPassword: 'weak', passwordAgain: 'weak' } })).toMatchObject({
        code: 400,
      });
      const done = await c.call('POST', '/api/front/login/email/reset/password', { body: { email, captcha: code, newPassword: STRONG2, passwordAgain: STRONG2 } });
      expect(done).toMatchObject({ code: 200, data: null });

      expect((await c.call('GET', '/api/front/user/info', { token: oldSession.token })).code).toBe(401);
      expect((await c.call('POST', '/api/front/login/email', { body: { email, password: STRONG } })).code).toBe(500);
      const fresh = await c.call('POST', '/api/front/login/email', { body: { email, password: STRONG2 } });
      expect(signedIn(fresh.data).uid).toBe(uid);
    });

    it('resets by phone', async () => {
      const phone = freshPhone();
      expect(await c.call('POST', '/api/front/login/phone/forget/password', { body: { countryCode: '+44', phone } })).toEqual({ code: 200, message: 'Sent successfully', data: null });
      expect(await outboxFor(c, `+44${phone}`)).toEqual([]);
      await ageCode(c, 'reset', `+44${phone}`, 120);
      const uid = await account({ phone, countryCode: '44' });
      expect(await c.call('POST', '/api/front/login/phone/forget/password', { body: { countryCode: '+44', phone } })).toMatchObject({ code: 200 });
      const code = await latestCode(c, `+44${phone}`, 'reset');
      expect(await c.call('POST', '/api/front/login/phone/reset/password', { body: { countryCode: '44', phone, captcha: code, newPassword: STRONG2 } })).toMatchObject({
        code: 400,
        message: 'Please confirm the password',
      });
      const done = await c.call('POST', '/api/front/login/phone/reset/password', {
        body: { countryCode: '44', phone, captcha: code, newPassword: STRONG2, passwordAgain: STRONG2 },
      });
      expect(done.code).toBe(200);
      const login = await c.call('POST', '/api/front/login/mobile/password', { body: { countryCode: '+44', phone, password: STRONG2 } });
      expect(signedIn(login.data).uid).toBe(uid);
      expect(await c.call('POST', '/api/front/login/phone/forget/password', { body: { phone } })).toMatchObject({ code: 400, message: 'Please select a country code' });
    });
  });

  describe('signed-in password change', () => {
    it('sends the code to the account email, keeps this session and ends the others', async () => {
      const email = freshEmail();
      const uid = await account({ email });
      const s1 = signedIn((await c.call('POST', '/api/front/login/email', { body: { email, password: STRONG } })).data);
      const s2 = signedIn((await c.call('POST', '/api/front/login/email', { body: { email, password: STRONG } })).data);
      expect(await c.call('POST', '/api/front/captcha/email/password')).toMatchObject({ code: 401 });
      expect(await c.call('POST', '/api/front/captcha/email/password', { token: s1.token })).toMatchObject({ code: 200 });
      const msg = (await outboxFor(c, email))[0]!;
      expect(msg).toMatchObject({ purpose: 'password', to: email.toLowerCase() });

      expect(await c.call('POST', '/api/front/user/email/update/password', { body: { captcha: msg.code, newPassword: STRONG2, passwordAgain: STRONG2 } })).toMatchObject({
        code: 401,
      });
      expect(
        await c.call('POST', '/api/front/user/email/update/password', { token: s1.token, body: { captcha: msg.code, newPassword: STRONG2, passwordAgain: STRONG } }),
      ).toMatchObject({ code: 400, message: 'The two passwords do not match' });
      const done = await c.call('POST', '/api/front/user/email/update/password', {
        token: s1.token,
        body: { captcha: msg.code, newPassword: STRONG2, passwordAgain: STRONG2 },
      });
      expect(done.code).toBe(200);
      expect((await c.call('GET', '/api/front/user/info', { token: s1.token })).code).toBe(200);
      expect((await c.call('GET', '/api/front/user/info', { token: s2.token })).code).toBe(401);
      expect(signedIn((await c.call('POST', '/api/front/login/email', { body: { email, password: STRONG2 } })).data).uid).toBe(uid);
    });

    it('works by phone and refuses an account without a phone', async () => {
      const noPhone = await c.createUser();
      expect(await c.call('POST', '/api/front/captcha/phone/password', { token: noPhone.token })).toMatchObject({
        code: 500,
        message: 'Your account has no phone number',
      });
      const phone = freshPhone();
      await account({ phone, countryCode: '66' });
      const s = signedIn((await c.call('POST', '/api/front/login/mobile/password', { body: { phone, countryCode: '66', password: STRONG } })).data);
      expect(await c.call('POST', '/api/front/captcha/phone/password', { token: s.token })).toMatchObject({ code: 200 });
      const code = await latestCode(c, `+66${phone}`, 'password');
      const done = await c.call('POST', '/api/front/user/phone/update/password', { token: s.token, body: { captcha: code, newPassword: STRONG2, passwordAgain: STRONG2 } });
      expect(done.code).toBe(200);
      expect((await c.call('POST', '/api/front/login/mobile/password', { body: { phone, countryCode: '+66', password: STRONG2 } })).code).toBe(200);
    });
  });

  describe('session, user centre, balance', () => {
    it('reports whether the token is valid, and logout revokes it', async () => {
      const u = await c.createUser();
      expect(await c.call('POST', '/api/front/login/token/is/exist', { token: u.token })).toMatchObject({ code: 200, data: true });
      expect(await c.call('POST', '/api/front/login/token/is/exist', { token: `TOKEN_USER:${u.token}` })).toMatchObject({ data: true });
      expect(await c.call('POST', '/api/front/login/token/is/exist')).toMatchObject({ code: 200, data: false });
      expect(await c.call('GET', '/api/front/login/logout', { token: u.token })).toMatchObject({ code: 200 });
      expect(await c.call('POST', '/api/front/login/token/is/exist', { token: u.token })).toMatchObject({ data: false });
      expect((await c.call('GET', '/api/front/user/info', { token: u.token })).code).toBe(401);
      expect(await c.call('GET', '/api/front/login/logout')).toMatchObject({ code: 200 });
    });

    it('/user/info returns the user centre with coupon and collection counts', async () => {
      const u = await c.createUser({ integral: 120, nickname: 'Ada' });
      const stamp = now();
      const coupon = {
        uid: u.uid, name: 'C', merId: 0, useType: 3, productIds: '', categoryId: 0, money: 100, minPrice: 0,
        startTime: stamp, useTime: null, orderNo: '', createdAt: stamp,
      };
      await c.db
        .insertInto('userCoupons')
        .values([
          { ...coupon, couponId: 1, endTime: addSeconds(stamp, 86400), status: 0 },
          { ...coupon, couponId: 2, endTime: addSeconds(stamp, 86400), status: 1 },
          { ...coupon, couponId: 3, endTime: addSeconds(stamp, -60), status: 0 },
        ])
        .execute();
      await c.db.insertInto('productCollects').values({ uid: u.uid, productId: 999, category: 'store', createdAt: stamp }).execute();
      const res = await c.call('GET', '/api/front/user/info', { token: u.token });
      expect(res.code).toBe(200);
      expect(userCenter.strict.parse(res.data)).toMatchObject({ uid: u.uid, nickname: 'Ada', integral: 120, couponCount: 1, collectCount: 1, experience: 0 });
      expect(await c.call('GET', '/api/front/user/info')).toMatchObject({ code: 401, data: null });
    });

    it('/user/edit changes nickname and avatar, with limits', async () => {
      const u = await c.createUser();
      expect(await c.call('POST', '/api/front/user/edit', { body: { nickname: 'Grace', avatar: '/crmebimage/user/20260101/a.png' } })).toMatchObject({ code: 401 });
      expect(await c.call('POST', '/api/front/user/edit', { token: u.token, body: { nickname: 'Grace', avatar: '/crmebimage/user/20260101/a.png' } })).toMatchObject({ code: 200 });
      expect((await c.call<{ nickname: string; avatar: string }>('GET', '/api/front/user/info', { token: u.token })).data).toMatchObject({
        nickname: 'Grace',
        avatar: c.img('/crmebimage/user/20260101/a.png'),
      });
      // A client writes back the absolute URL it was given; it is stored without the domain.
      expect(await c.call('POST', '/api/front/user/edit', { token: u.token, body: { nickname: 'Grace', avatar: c.img('/crmebimage/user/20260101/a.png') } })).toMatchObject({ code: 200 });
      expect((await c.db.selectFrom('users').select('avatar').where('id', '=', u.uid).executeTakeFirstOrThrow()).avatar).toBe('/crmebimage/user/20260101/a.png');
      expect(await c.call('POST', '/api/front/user/edit', { token: u.token, body: { nickname: '  ' } })).toMatchObject({ code: 400, message: 'User name cannot be empty' });
      expect(await c.call('POST', '/api/front/user/edit', { token: u.token, body: { nickname: 'x'.repeat(256) } })).toMatchObject({
        code: 400,
        message: 'User name can be at most 255 characters',
      });
      expect(await c.call('POST', '/api/front/user/edit', { token: u.token, body: { nickname: 'x'.repeat(255) } })).toMatchObject({ code: 200 });
      expect(await c.call('POST', '/api/front/user/edit', { token: u.token, body: { nickname: 'G', avatar: 'javascript:alert(1)' } })).toMatchObject({ code: 400 });
      // Leaving out the avatar keeps it.
      expect((await c.call<{ avatar: string }>('GET', '/api/front/user/info', { token: u.token })).data.avatar).toBe(c.img('/crmebimage/user/20260101/a.png'));
    });

    it('GET /pay/balance renders the balance as a decimal string', async () => {
      const u = await c.createUser({ balance: 1250 });
      expect(await c.call('GET', '/api/front/pay/balance', { token: u.token })).toEqual({ code: 200, message: '操作成功', data: { userBalance: '12.50' } });
      expect(await c.call('GET', '/api/front/pay/balance')).toMatchObject({ code: 401 });
    });
  });

  describe('login method info and third-party sign-in', () => {
    it('reports the switches and a default agreement, then the configured one', async () => {
      const res = await c.call('GET', '/api/front/login/method/info');
      const methods = loginMethods.strict.parse(res.data);
      expect(methods).toMatchObject({ twitterOpen: false, googleOpen: false, facebookOpen: false, visitorOpen: true });
      expect(methods.agreement.length).toBeGreaterThanOrEqual(20);
      await c.db.insertInto('siteConfig').values({ key: 'privacy_agreement', value: JSON.stringify('Our own privacy agreement text.') }).execute();
      expect((await c.call<{ agreement: string }>('GET', '/api/front/login/method/info')).data.agreement).toBe('Our own privacy agreement text.');
    });

    it('answers Twitter (and other providers) as not enabled', async () => {
      expect(await c.call('GET', '/api/front/login/twitter/request/token', { query: { end: 'pc' } })).toEqual({ code: 500, message: 'Twitter login is not enabled', data: null });
      expect(await c.call('POST', '/api/front/login/google', { raw: 'token' })).toMatchObject({ code: 500, message: 'Google login is not enabled' });
    });
  });

  describe('merchant settlement code and the admin outbox', () => {
    it('sends the settlement code by email with purpose settled', async () => {
      const email = freshEmail();
      expect(await c.call('POST', '/api/front/captcha/email/merchant/settled', { raw: email })).toMatchObject({ code: 200, message: 'Sent successfully' });
      expect(outboxEntry.parse((await outboxFor(c, email))[0])).toMatchObject({ purpose: 'settled', channel: 'email' });
      expect(await c.call('POST', '/api/front/captcha/email/merchant/settled', { raw: 'nope' })).toMatchObject({ code: 400 });
    });

    it('lists the outbox newest first, filters by recipient, and needs the bearer token', async () => {
      const email = freshEmail();
      await c.call('POST', '/api/front/captcha/email/merchant/settled', { raw: email });
      await ageCode(c, 'settled', email.toLowerCase(), 61);
      await new Promise((r) => setTimeout(r, 5));
      await c.call('POST', '/api/front/captcha/email/merchant/settled', { raw: email });
      const list = await outboxFor(c, email.toUpperCase());
      expect(list.length).toBe(2);
      expect(list[0]!.id > list[1]!.id || list[0]!.createdAt >= list[1]!.createdAt).toBe(true);
      expect(Number(list[0]!.id.split('-')[0])).toBeGreaterThanOrEqual(Number(list[1]!.id.split('-')[0]));
      const all = await c.admin<unknown[]>('GET', '/api/admin/outbox');
      expect(all.data.length).toBeGreaterThan(2);
      expect((await c.admin<unknown[]>('GET', '/api/admin/outbox?limit=1')).data.length).toBe(1);
      const phoneFilter = await c.admin<unknown[]>('GET', `/api/admin/outbox?to=${encodeURIComponent('+44 7700 000000')}`);
      expect(phoneFilter).toMatchObject({ code: 200, data: [] });
      const anon = await fetch(new URL('/api/admin/outbox', c.url));
      expect(anon.status).toBe(401);
    });
  });
});

describe('accounts with guest entry and delivery switched off', () => {
  const c = commerceSuite({ env: { VISITOR_OPEN: 'false', OUTBOX: 'off' } });

  it('refuses guest entry and says so in method info', async () => {
    expect(await c.call('POST', '/api/front/login/register/visitor', { body: { email: 'guest@example.test' } })).toEqual({
      code: 500,
      message: 'Guest access is not enabled',
      data: null,
    });
    expect((await c.call<{ visitorOpen: boolean }>('GET', '/api/front/login/method/info')).data.visitorOpen).toBe(false);
  });

  it('fails code sending with "Message delivery is not configured" and leaves no code behind', async () => {
    expect(await c.call('POST', '/api/front/login/email/captcha', { raw: 'nobody@example.test' })).toEqual({
      code: 500,
      message: 'Message delivery is not configured',
      data: null,
    });
    expect(await c.call('POST', '/api/front/login/sendCode', { query: { phone: '7700900123', countryCode: '44' } })).toMatchObject({
      code: 500,
      message: 'Message delivery is not configured',
    });
    expect(await c.db.selectFrom('verificationCodes').selectAll().execute()).toEqual([]);
  });
});

describe('accounts logging', () => {
  it('never writes a code, password or token to the log', async () => {
    const s = await startLoggedCommerce();
    try {
      const email = `logged.${Date.now()}@example.test`;
      const post = (path: string, body: unknown, token?: string) =>
        fetch(new URL(path, s.url), {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { 'authori-zation': token } : {}) },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }).then((r) => r.json() as Promise<{ code: number; data: { token: string } }>);
      expect((await post('/api/front/login/email/captcha', email)).code).toBe(200);
      const outbox = await s.admin<{ code: string }[]>('GET', `/api/admin/outbox?to=${encodeURIComponent(email)}`);
      const code = outbox.data[0]!.code;
      expect((await post('/api/front/login/register/email', { email, captcha: wrongCode(code), password: STRONG })).code).toBe(500);
      const reg = await post('/api/front/login/register/email', { email, captcha: code, password: STRONG });
      expect(reg.code).toBe(200);
      await fetch(new URL('/api/front/user/info', s.url), { headers: { 'authori-zation': reg.data.token } });
      const phone = '7700900555';
      expect((await post(`/api/front/login/sendCode?phone=${phone}&countryCode=44`, {})).code).toBe(200);
      const sms = await s.admin<{ code: string }[]>('GET', `/api/admin/outbox?to=%2B44${phone}`);

      const log = s.lines.join('');
      expect(log).toContain('message written to the dev outbox');
      expect(log).toContain('/api/front/login/register/email');
      for (const secret of [code, wrongCode(code), sms.data[0]!.code, STRONG, reg.data.token]) expect(log).not.toContain(secret);
    } finally {
      await s.close();
    }
  });
});

describe('accounts with SMTP delivery', () => {
  let c: TestCommerce;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    c = await startTestCommerce({ env: { SMTP_URL: smtp.url, OUTBOX: 'auto', MAIL_FROM: 'Shop <no-reply@shop.test>' } });
  });
  afterAll(async () => {
    await c?.close();
    await smtp?.close();
  });

  it('sends email codes by SMTP (not to the outbox) and the code from the mail registers', async () => {
    expect(c.config.OUTBOX_ENABLED).toBe(false);
    const email = `smtp.${Date.now()}@example.test`;
    expect(await c.call('POST', '/api/front/login/email/captcha', { raw: email })).toMatchObject({ code: 200, message: 'Sent successfully' });
    expect(smtp.mails.length).toBe(1);
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual([email]);
    expect(mail.from).toContain('no-reply@shop.test');
    expect(mail.data).toContain('Subject: Your registration code');
    const code = /is (\d{6})\./.exec(mail.data)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await c.admin('GET', '/api/admin/outbox')).toMatchObject({ code: 200, data: [] });
    const reg = await c.call('POST', '/api/front/login/register/email', { body: { email, captcha: code, password: STRONG } });
    expect(reg.code).toBe(200);
  });

  it('has no SMS carrier without the outbox', async () => {
    expect(await c.call('POST', '/api/front/login/sendCode', { query: { phone: '7700900123', countryCode: '44' } })).toEqual({
      code: 500,
      message: 'Message delivery is not configured',
      data: null,
    });
  });
});

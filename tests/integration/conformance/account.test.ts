/* eslint-disable @typescript-eslint/no-explicit-any -- answers are checked field by field, as client C reads them */
import { describe, expect, it } from 'vitest';
import { latestCode } from '../../helpers/fixtures-accounts.js';
import { cCall, cOk, expectPicture, signIn, seededSuite } from './client-c.js';

/**
 * Sign-in, registration, codes and the user centre. C signs in through @nuxtjs/auth strategies
 * (nuxt.config.js): each posts a JSON body, reads the token from data.token, then loads the user from
 * GET /api/front/user/info (the whole data object); C then sends the bare token as `authori-zation`.
 */
describe('conformance with client C: accounts', () => {
  const c = seededSuite();

  const stamp = () => String(Date.now()).slice(-6);

  const expectUser = (u: any) => {
    // C: pages/users/user_info.vue and merchant_settled.vue read avatar, nickname, email, phone, userType.
    expect(typeof u.nickname).toBe('string');
    expect(typeof u.avatar).toBe('string');
    if (u.avatar) expectPicture(c, u.avatar, 'avatar');
    // C branches on userType === 'phone' (else the email form).
    expect(typeof u.userType).toBe('string');
    expect(typeof u.email === 'string' || u.email === null).toBe(true);
    expect(typeof u.phone === 'string' || u.phone === null).toBe(true);
  };

  it('email registration: POST login/email/captcha (bare email, plain axios), then login/register/email (local4)', async () => {
    const email = `c-reg-${stamp()}@example.test`;
    // C: components/login.vue emailCode posts the email itself as an application/json body, without the interceptor's headers.
    await cOk(c, 'POST', '/api/front/login/email/captcha', { rawJson: email, plain: true });
    const captcha = await latestCode(c, email);
    const reg = await cOk(c, 'POST', '/api/front/login/register/email', { json: { email, captcha, password: 'Reg#2026pass' } });
    expect(typeof reg.token).toBe('string');
    const user = await cOk(c, 'GET', '/api/front/user/info', { token: reg.token });
    expectUser(user);
    expect(user.email).toBe(email);
    expect(user.userType).toBe('email');
  });

  it('email sign-in (local2: email, password) and the token check C runs on every layout mount', async () => {
    const token = await signIn(c);
    // C: layouts/default.vue posts login/token/is/exist with no body and drops its token when data is falsy.
    expect(await cOk(c, 'POST', '/api/front/login/token/is/exist', { token })).toBe(true);
    expect(await cOk(c, 'POST', '/api/front/login/token/is/exist', { token: 'not-a-token' })).toBe(false);
    expectUser(await cOk(c, 'GET', '/api/front/user/info', { token }));
    const bad = await cCall(c, 'POST', '/api/front/login/email', { json: { email: 'demo@storefront.test', password: 'wrong-password' } });
    expect(bad.code).not.toBe(200);
  });

  it('phone code: POST login/sendCode as multipart (phone, countryCode "+44"), then login/mobile/captcha (local1)', async () => {
    const phone = `7700${stamp()}`;
    // C: components/login.vue code() builds a FormData with phone and countryCode ("+" + code).
    await cOk(c, 'POST', '/api/front/login/sendCode', { multipart: { phone, countryCode: '+44' } });
    const captcha = await latestCode(c, `+44${phone}`, 'login');
    const d = await cOk(c, 'POST', '/api/front/login/mobile/captcha', { json: { phone, captcha, countryCode: '+44' } });
    expect(typeof d.token).toBe('string');
    const user = await cOk(c, 'GET', '/api/front/user/info', { token: d.token });
    expectUser(user);
    expect(user.phone).toBe(phone);
  });

  it('phone registration with the code from login/sendCode (local5: countryCode, captcha, phone, password), then password sign-in (local)', async () => {
    const phone = `7701${stamp()}`;
    // C: the registration screen's code button calls the same code() as sign-in, so the code is a sign-in code.
    await cOk(c, 'POST', '/api/front/login/sendCode', { multipart: { phone, countryCode: '+44' } });
    const captcha = await latestCode(c, `+44${phone}`, 'login');
    const reg = await cOk(c, 'POST', '/api/front/login/register/mobile', { json: { countryCode: '+44', captcha, phone, password: 'Phone#2026new' } });
    expect(typeof reg.token).toBe('string');
    const login = await cOk(c, 'POST', '/api/front/login/mobile/password', { json: { countryCode: '+44', password: 'Phone#2026new', phone } });
    expect(typeof login.token).toBe('string');
    expect((await cOk(c, 'GET', '/api/front/user/info', { token: login.token })).userType).toBe('phone');
  });

  it('guest sign-in (local3: countryCode, email, phone)', async () => {
    // C: components/login.vue touristsRegister sends countryCode without "+", plus email and phone.
    const d = await cOk(c, 'POST', '/api/front/login/register/visitor', { json: { countryCode: '44', email: `c-guest-${stamp()}@example.test`, phone: '' } });
    expect(typeof d.token).toBe('string');
    expectUser(await cOk(c, 'GET', '/api/front/user/info', { token: d.token }));
  });

  it('forgotten password: login/email/forget/password (bare email), then login/email/reset/password (email, captcha, newPassword, passwordAgain)', async () => {
    const email = `c-forgot-${stamp()}@example.test`;
    await cOk(c, 'POST', '/api/front/login/email/captcha', { rawJson: email, plain: true });
    await cOk(c, 'POST', '/api/front/login/register/email', { json: { email, captcha: await latestCode(c, email), password: 'Old#2026pass' } });
    await cOk(c, 'POST', '/api/front/login/email/forget/password', { rawJson: email, plain: true });
    const captcha = await latestCode(c, email, 'reset');
    await cOk(c, 'POST', '/api/front/login/email/reset/password', { json: { email, captcha, newPassword: 'New#2026pass', passwordAgain: 'New#2026pass' } });
    expect(typeof (await signIn(c, email, 'New#2026pass'))).toBe('string');
  });

  it('GET /api/front/user/menu/user: routine_my_menus with id, name and pc_url', async () => {
    const token = await signIn(c);
    // C: pages/users.vue and components/headers.vue list data.routine_my_menus by id and show name when pc_url is set.
    const d = await cOk(c, 'GET', '/api/front/user/menu/user', { token });
    expect(Array.isArray(d.routine_my_menus)).toBe(true);
    expect(d.routine_my_menus.length).toBeGreaterThan(0);
    for (const m of d.routine_my_menus) {
      expect(typeof m.id).toBe('number');
      expect(typeof m.name).toBe('string');
      expect(m.pc_url).toMatch(/^\/users\//);
    }
  });

  it('POST /api/front/user/edit (avatar, nickname) with an absolute picture URL, stored without the domain', async () => {
    const email = `c-edit-${stamp()}@example.test`;
    await cOk(c, 'POST', '/api/front/login/email/captcha', { rawJson: email, plain: true });
    const { token } = await cOk(c, 'POST', '/api/front/login/register/email', { json: { email, captcha: await latestCode(c, email), password: 'Edit#2026pass' } });
    // C: pages/users/user_info.vue sends back the URL the upload answered with.
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c636000010000050001' + '0d0a2db40000000049454e44ae426082', 'hex');
    const up = await cOk(c, 'POST', '/api/front/upload/image?model=product&pid=1', { token, multipart: { multipart: new Blob([png], { type: 'image/png' }) } });
    // C: components/upload.vue pushes data.url into its picture list.
    expectPicture(c, up.url, 'upload url');
    await cOk(c, 'POST', '/api/front/user/edit', { token, json: { avatar: up.url, nickname: 'Conformance' } });
    const user = await cOk(c, 'GET', '/api/front/user/info', { token });
    expect(user.nickname).toBe('Conformance');
    expect(user.avatar).toBe(up.url);
    const stored = await c.db.selectFrom('users').select('avatar').where('email', '=', email).executeTakeFirstOrThrow();
    expect(stored.avatar.startsWith('/crmebimage/')).toBe(true);
  });

  it('password change: captcha/email/password (no body), then user/email/update/password (passwordAgain, captcha, newPassword)', async () => {
    const email = `c-pass-${stamp()}@example.test`;
    await cOk(c, 'POST', '/api/front/login/email/captcha', { rawJson: email, plain: true });
    const { token } = await cOk(c, 'POST', '/api/front/login/register/email', { json: { email, captcha: await latestCode(c, email), password: 'Pass#2026one' } });
    // C: pages/users/user_info.vue picks the email or phone pair from userInfo.userType.
    await cOk(c, 'POST', '/api/front/captcha/email/password', { token });
    const captcha = await latestCode(c, email, 'password');
    await cOk(c, 'POST', '/api/front/user/email/update/password', { token, json: { passwordAgain: 'Pass#2026two', captcha, newPassword: 'Pass#2026two' } });
    expect(typeof (await signIn(c, email, 'Pass#2026two'))).toBe('string');
  });

  it('password change by phone: captcha/phone/password, then user/phone/update/password', async () => {
    const phone = `7702${stamp()}`;
    await cOk(c, 'POST', '/api/front/login/sendCode', { multipart: { phone, countryCode: '+44' } });
    const { token } = await cOk(c, 'POST', '/api/front/login/mobile/captcha', { json: { phone, captcha: await latestCode(c, `+44${phone}`, 'login'), countryCode: '+44' } });
    await cOk(c, 'POST', '/api/front/captcha/phone/password', { token });
    const captcha = await latestCode(c, `+44${phone}`, 'password');
    await cOk(c, 'POST', '/api/front/user/phone/update/password', { token, json: { passwordAgain: 'Phone#2026two', captcha, newPassword: 'Phone#2026two' } });
    expect(typeof (await cOk(c, 'POST', '/api/front/login/mobile/password', { json: { countryCode: '+44', password: 'Phone#2026two', phone } })).token).toBe('string');
  });

  it('POST /api/user/change/phone (phone, sms_code) answers a message C shows', async () => {
    const email = `c-phone-${stamp()}@example.test`;
    await cOk(c, 'POST', '/api/front/login/email/captcha', { rawJson: email, plain: true });
    const { token } = await cOk(c, 'POST', '/api/front/login/register/email', { json: { email, captcha: await latestCode(c, email), password: 'Phone#2026pass' } });
    const phone = `7703${stamp()}`;
    await cOk(c, 'POST', '/api/front/login/sendCode', { multipart: { phone, countryCode: '+44' } });
    const sms_code = await latestCode(c, `+44${phone}`, 'login');
    // C: pages/users/merchant_settled.vue bindNewPhone shows res.message.
    const res = await cCall(c, 'POST', '/api/user/change/phone', { token, json: { phone, sms_code } });
    expect(res.code).toBe(200);
    expect(res.message.length).toBeGreaterThan(0);
    expect((await cOk(c, 'GET', '/api/front/user/info', { token })).phone).toBe(phone);
  });

  it('GET /api/front/login/logout ends the token C held', async () => {
    const token = await signIn(c);
    await cOk(c, 'GET', '/api/front/login/logout', { token });
    expect(await cOk(c, 'POST', '/api/front/login/token/is/exist', { token })).toBe(false);
    expect((await cCall(c, 'GET', '/api/front/user/info', { token })).code).toBe(401);
  });
});

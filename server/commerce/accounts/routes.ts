import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { BusinessError, ok, parse } from '../http/envelope.js';
import { readToken, requireUser, resolveUid, revokeToken } from '../http/auth.js';
import { SITE_KEYS, siteString } from '../content/site-config.js';
import { objectBody, readFields, readRawEmail } from './fields.js';
import * as s from '../../../shared/contract/user.js';
import {
  loginByEmailPassword,
  loginByPhoneCode,
  loginByPhonePassword,
  registerByEmail,
  registerByPhone,
  sendEmailRegisterCode,
  sendPhoneLoginCode,
  sendPhoneRegisterCode,
  visitorLogin,
  sendVisitorCode,
} from './login.js';
import {
  changePassword,
  resetPasswordByEmail,
  resetPasswordByPhone,
  sendEmailResetCode,
  sendPasswordChangeCode,
  sendPhoneResetCode,
  sendSettledCode,
} from './recovery.js';
import { changePhone, editUser, userBalance, userCenter } from './profile.js';

const SENT = 'Sent successfully';

export const DEFAULT_PRIVACY_AGREEMENT =
  'We collect the details you give us (name, email, phone, delivery addresses) and your order history only to run your ' +
  'account, deliver your orders and answer your requests. We do not sell your data. Payment card details go straight to ' +
  'the payment provider and never reach us. You can correct your details in your account at any time, or ask customer ' +
  'service to delete your account.';

/** docs/upstream-contract.md §2: sign-in strategies, codes, password resets, the user centre and the balance. */
export default async function accountsRoutes(app: FastifyInstance, ctx: CommerceContext): Promise<void> {
  const F = '/api/front';

  // ---- sign-in and registration --------------------------------------------------------------
  app.post(`${F}/login/mobile/password`, async (req) => ok(await loginByPhonePassword(ctx, parse(s.phonePasswordLogin, objectBody(req)))));
  app.post(`${F}/login/mobile/captcha`, async (req) => ok(await loginByPhoneCode(ctx, parse(s.phoneCodeLogin, objectBody(req)))));
  app.post(`${F}/login/email`, async (req) => ok(await loginByEmailPassword(ctx, parse(s.emailPasswordLogin, objectBody(req)))));
  app.post(`${F}/login/register/visitor`, async (req) => ok(await visitorLogin(ctx, parse(s.visitorLogin, objectBody(req)))));
  app.post(`${F}/login/register/email`, async (req) => ok(await registerByEmail(ctx, parse(s.emailRegister, objectBody(req)))));
  app.post(`${F}/login/register/mobile`, async (req) => ok(await registerByPhone(ctx, parse(s.phoneRegister, objectBody(req)))));

  // Third-party sign-in needs provider keys this deployment doesn't have.
  app.get(`${F}/login/twitter/request/token`, async () => {
    throw new BusinessError('Twitter login is not enabled');
  });
  for (const [path, name] of [['twitter', 'Twitter'], ['x-oauth', 'X'], ['facebook', 'Facebook'], ['google', 'Google']] as const) {
    app.post(`${F}/login/${path}`, async () => {
      throw new BusinessError(`${name} login is not enabled`);
    });
  }

  app.get(`${F}/login/method/info`, async () =>
    ok({
      twitterOpen: false,
      googleOpen: false,
      facebookOpen: false,
      googleClientId: '',
      facebookAppId: '',
      xOAuth2ClientId: '',
      xOAuth2CallbackUrlPc: '',
      visitorOpen: ctx.config.VISITOR_OPEN,
      agreement: (await siteString(ctx, SITE_KEYS.privacyAgreement)).trim() || DEFAULT_PRIVACY_AGREEMENT,
    }),
  );

  app.post(`${F}/login/token/is/exist`, async (req) => {
    const token = readToken(req);
    return ok(token ? (await resolveUid(ctx, token)) !== null : false);
  });

  app.get(`${F}/login/logout`, async (req) => {
    const token = readToken(req);
    if (token) await revokeToken(ctx, token);
    return ok(null);
  });

  // ---- codes ------------------------------------------------------------------------------------
  app.post(`${F}/login/sendCode`, async (req) => {
    await sendPhoneLoginCode(ctx, parse(s.phoneOnly, await readFields(req)));
    return ok(null, SENT);
  });
  app.post(`${F}/login/register/sendCode`, async (req) => {
    await sendPhoneRegisterCode(ctx, parse(s.phoneOnly, await readFields(req)));
    return ok(null, SENT);
  });
  app.post(`${F}/login/visitor/sendCode`, async (req) => {
    await sendVisitorCode(ctx, parse(s.emailOnly, objectBody(req)).email);
    return ok(null, SENT);
  });
  app.post(`${F}/login/email/captcha`, async (req) => {
    await sendEmailRegisterCode(ctx, parse(s.emailOnly, { email: readRawEmail(req.body) }).email);
    return ok(null, SENT);
  });
  app.post(`${F}/login/email/forget/password`, async (req) => {
    await sendEmailResetCode(ctx, parse(s.emailOnly, { email: readRawEmail(req.body) }).email);
    return ok(null, SENT);
  });
  app.post(`${F}/login/phone/forget/password`, async (req) => {
    await sendPhoneResetCode(ctx, parse(s.phoneOnly, await readFields(req)));
    return ok(null, SENT);
  });
  app.post(`${F}/captcha/email/merchant/settled`, async (req) => {
    await sendSettledCode(ctx, parse(s.emailOnly, { email: readRawEmail(req.body) }).email);
    return ok(null, SENT);
  });

  // ---- password resets and changes ------------------------------------------------------------
  app.post(`${F}/login/email/reset/password`, async (req) => {
    await resetPasswordByEmail(ctx, parse(s.emailReset, objectBody(req)));
    return ok(null);
  });
  app.post(`${F}/login/phone/reset/password`, async (req) => {
    await resetPasswordByPhone(ctx, parse(s.phoneReset, objectBody(req)));
    return ok(null);
  });
  for (const [kind, channel] of [['email', 'email'], ['phone', 'sms']] as const) {
    app.post(`${F}/captcha/${kind}/password`, async (req) => {
      await sendPasswordChangeCode(ctx, await requireUser(ctx, req), channel);
      return ok(null, SENT);
    });
    app.post(`${F}/user/${kind}/update/password`, async (req) => {
      const uid = await requireUser(ctx, req);
      await changePassword(ctx, uid, readToken(req)!, channel, parse(s.passwordUpdate, objectBody(req)));
      return ok(null);
    });
  }

  // ---- user centre ----------------------------------------------------------------------------
  app.get(`${F}/user/info`, async (req) => ok(await userCenter(ctx, await requireUser(ctx, req))));
  app.post(`${F}/user/edit`, async (req) => {
    const uid = await requireUser(ctx, req);
    await editUser(ctx, uid, parse(s.userEdit, objectBody(req)));
    return ok(null);
  });
  // Changing the account's phone (docs/upstream-contract.md §14, the PC client's shop application): proven with the
  // sign-in code sent to the new number; the dial code is the account's, else the shop default.
  app.post('/api/user/change/phone', async (req) => {
    const uid = await requireUser(ctx, req);
    const b = parse(s.changePhone, objectBody(req));
    await changePhone(ctx, uid, b.phone, b.sms_code);
    return ok(null, 'Phone number changed');
  });
  app.get(`${F}/pay/balance`, async (req) => ok(await userBalance(ctx, await requireUser(ctx, req))));
}

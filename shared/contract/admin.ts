// zod/mini, as every contract shape: the consoles type their calls from these and the service parses with them.
import * as z from 'zod/mini';
import { bool, dateTimeOrEmpty, int, list, object, text } from './fields';
import { commonPage } from './common';
import { requiredText } from './request-fields';
import { isStrongPassword } from '../validation';

/**
 * The consoles' access calls (docs/api-extensions.md "Admin side (consoles)"), the same for a shop's staff
 * (`/api/admin/merchant/...`) and the marketplace's operators (`/api/admin/platform/...`), with source A's
 * field names: SystemAdminLoginRequest, LoginAdminUpdateRequest, SystemLoginResponse, LoginAdminResponse
 * and SensitiveMethodLog.
 */

/** A's grant of every permission of its side: a shop's owner and the platform's super operator hold it. */
export const ALL_PERMISSIONS = '*:*:*';

/**
 * POST .../login. A also requires a picture captcha (`key`, `code`, `captcha`); here they are accepted and
 * not read, since sign-in is rate-limited per address and an account locks after repeated failures.
 */
export const adminLoginRequest = z.object({
  account: requiredText('account', 32, 'account is required', 'account is at most 32 characters'),
  pwd: z.string({ error: 'pwd is required' }).check(z.minLength(6, 'pwd is 6 to 30 characters'), z.maxLength(30, 'pwd is 6 to 30 characters')),
  key: z.optional(z.string()),
  code: z.optional(z.string()),
  captcha: z.optional(z.unknown()),
});

/**
 * POST .../login/admin/update. A's fields (`realName`, the new `password`) and one of ours: the current
 * password (`oldPassword`), so a session left open cannot take the account over. The new password
 * follows the storefront's strength rule, which lies inside A's 6 to 30 characters.
 */
export const loginAdminUpdateRequest = z.object({
  realName: requiredText('realName', 32),
  password: z.string({ error: 'password is required' }).check(z.refine(isStrongPassword, 'password must be 8-20 characters with three of: upper case, lower case, digits, symbols')),
  oldPassword: z.string({ error: 'oldPassword is required' }).check(z.minLength(1, 'oldPassword is required'), z.maxLength(30, 'oldPassword is at most 30 characters')),
});

/** The sign-in answer (A's SystemLoginResponse). The BFF keeps `token` in the console's cookie and takes it out. */
export const systemLoginResponse = object({
  id: int,
  account: text,
  realName: text,
  token: text,
  isSms: bool,
});

/** What A's SystemAdmin tells of every console account: who, their roles, their last sign-in, their shop and kind. */
export const adminAccountFields = {
  id: int,
  account: text,
  realName: text,
  roles: text,
  roleNames: text,
  lastIp: text,
  lastTime: dateTimeOrEmpty,
  status: bool,
  phone: text,
  merId: int,
  type: int,
};

/**
 * GET .../getAdminInfoByToken (A's LoginAdminResponse). `roles` is the role id list as text and
 * `permissionsList` the permission strings (`*:*:*` for an owner or super operator). `merId` and `type`
 * (A's SystemAdmin fields: 1 platform super, 2 shop owner, 3 operator, 4 shop staff) are ours on this answer,
 * as is `twoFactor`: whether sign-in asks for an authenticator code.
 */
export const loginAdminResponse = object({
  ...adminAccountFields,
  addTime: int,
  loginCount: int,
  level: int,
  isSms: bool,
  twoFactor: bool,
  permissionsList: list(text),
});

/**
 * One operation-log entry (A's SensitiveMethodLog). `changes` is ours: the before and after of each changed
 * field as a JSON object string (`{"realName":{"before":"…","after":"…"}}`); secrets never appear in it.
 */
export const sensitiveMethodLog = object({
  id: int,
  adminId: int,
  merId: int,
  adminAccount: text,
  description: text,
  methodType: text,
  method: text,
  requestMethod: text,
  url: text,
  ip: text,
  requestParam: text,
  changes: text,
  result: text,
  status: int,
  errorMsg: text,
  createTime: dateTimeOrEmpty,
});

/** GET .../log/sensitive/list: A's CommonPage of log entries, newest first. */
export const sensitiveMethodLogPage = commonPage(sensitiveMethodLog);

// ---- Two-factor sign-in and password reset (ours; docs/api-extensions.md "Two-factor sign-in") ----

/** A TOTP code from an authenticator app (6 digits) or a recovery code (`xxxxx-xxxxx`). */
const oneTimeCode = z.string({ error: 'code is required' }).check(
  z.trim(),
  z.regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, 'code must be the 6 digits of the authenticator app or a recovery code'),
);

/**
 * The answer of POST .../login when the password was right and a code is still needed: `twoFactor` is
 * `verify` (the account has an authenticator) or `enrol` (an operator's first sign-in: `secret` and
 * `otpauthUrl` are the new authenticator entry, shown this once). `ticket` goes with the code to
 * POST .../login/totp within `expiresIn` seconds. It is not a session: it opens nothing else.
 */
export const adminLoginChallenge = object({
  twoFactor: text,
  ticket: text,
  account: text,
  secret: text,
  otpauthUrl: text,
  expiresIn: int,
});

/** POST .../login/totp: the ticket of the password step and a code (or a recovery code). */
export const adminTotpLoginRequest = z.object({
  ticket: requiredText('ticket', 128),
  code: oneTimeCode,
});

/**
 * The answer of POST .../login/totp: A's SystemLoginResponse and, when the sign-in enrolled the
 * authenticator, the account's recovery codes, shown this once (empty otherwise).
 */
export const adminTotpLoginResponse = object({
  id: int,
  account: text,
  realName: text,
  token: text,
  isSms: bool,
  recoveryCodes: list(text),
});

/** POST .../totp/enrol: a new authenticator entry for the signed-in account, until a code confirms it. */
export const totpEnrolment = object({
  secret: text,
  otpauthUrl: text,
});

/** POST .../totp/confirm, and POST .../totp/recovery/renew: a current code from the authenticator. */
export const totpCodeRequest = z.object({
  code: oneTimeCode,
});

/** The answer of POST .../totp/confirm and .../totp/recovery/renew: new recovery codes, shown this once. */
export const recoveryCodesResponse = object({
  recoveryCodes: list(text),
});

/** POST /api/admin/merchant/totp/disable: the password and a current code (operators cannot turn it off). */
export const totpDisableRequest = z.object({
  pwd: z.string({ error: 'pwd is required' }).check(z.minLength(1, 'pwd is required'), z.maxLength(30, 'pwd is 6 to 30 characters')),
  code: oneTimeCode,
});

/** POST .../login/forget/password: the account (its email) the reset code goes to. */
export const adminForgetPasswordRequest = z.object({
  account: requiredText('account', 32, 'account is required', 'account is at most 32 characters'),
});

/** POST .../login/reset/password: the emailed code and the new password. */
export const adminResetPasswordRequest = z.object({
  account: requiredText('account', 32, 'account is required', 'account is at most 32 characters'),
  captcha: z.string({ error: 'captcha is required' }).check(z.trim(), z.regex(/^\d{6}$/, 'The verification code must be 6 digits')),
  password: z.string({ error: 'password is required' }).check(z.refine(isStrongPassword, 'password must be 8-20 characters with three of: upper case, lower case, digits, symbols')),
});

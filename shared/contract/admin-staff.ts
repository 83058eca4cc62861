// zod/mini, as every contract shape: the merchant console types its staff calls from these and the service parses with them.
import * as z from 'zod/mini';
import { bool, dateTimeOrEmpty, int, object, text } from './fields';
import { commonPage } from './common';
import { adminAccountFields } from './admin';
import { formText, id, requiredText } from './request-fields';
import { EMAIL_RE } from '../validation';

/**
 * A shop's staff and their roles (docs/api-extensions.md "Staff and roles"): source A's MerchantAdminController
 * (`/api/admin/merchant/admin/...`) and MerchantRoleController (`/api/admin/merchant/role/...`), with A's field
 * names from SystemAdminRequest, SystemAdminAddRequest, SystemAdminUpdateRequest, SystemAdminResponse,
 * SystemRoleRequest, SystemRoleSearchRequest and SystemRole, and A's permission strings.
 *
 * A role's `rules` are permission strings (A's "权限字符串(英文逗号拼接)", a comma list), each one of the
 * registry in merchant-permissions.ts. What is ours: staff are invited by email (no password from the owner;
 * the invitation's set-password link), `invitation` and `staffCount` on the answers, and
 * POST /api/admin/merchant/login/invitation/resend.
 *
 * Codes: 200 done; 400 a field is wrong (the message names it); 401 signed out; 403 the role lacks the
 * permission; a role or account of another shop reads as not found (code 500 with its message), as do refusals
 * (the owner's account, one's own account, a role still in use).
 */

const ROLE = '/api/admin/merchant/role';
const ADMIN = '/api/admin/merchant/admin';

export const MERCHANT_STAFF_PATHS = {
  /** GET, query `systemRoleSearchRequest` + `page`, `limit` → CommonPage of `systemRole`. */
  roleList: `${ROLE}/list`,
  /** POST body `systemRoleRequest` (no `id`) → data null. */
  roleSave: `${ROLE}/save`,
  /** POST body `systemRoleRequest` with `id` → data null. */
  roleUpdate: `${ROLE}/update`,
  /** GET `?id=` → data null; refused while an account holds the role. */
  roleDelete: `${ROLE}/delete`,
  /** GET, query `systemAdminSearchRequest` + `page`, `limit` → CommonPage of `systemAdminResponse` (the owner first). */
  adminList: `${ADMIN}/list`,
  /** POST body `staffInviteRequest` → `{ id }`; the invitation email goes out. */
  adminSave: `${ADMIN}/save`,
  /** POST body `staffUpdateRequest` → data null. */
  adminUpdate: `${ADMIN}/update`,
  /** GET `?id=&status=true|false` → data null; disabling ends the account's sessions. */
  adminUpdateStatus: `${ADMIN}/updateStatus`,
  /** GET `?id=` → data null; the account is removed and its sessions end. */
  adminDelete: `${ADMIN}/delete`,
  /** POST body `invitationResendRequest` (ours, no session) → data null, the same answer whatever the email. */
  invitationResend: '/api/admin/merchant/login/invitation/resend',
} as const;

/** A's permission strings, one per call. */
export const MERCHANT_STAFF_PERMISSIONS = {
  roleList: 'merchant:admin:role:list',
  roleSave: 'merchant:admin:role:save',
  roleUpdate: 'merchant:admin:role:update',
  roleDelete: 'merchant:admin:role:delete',
  adminList: 'merchant:admin:list',
  adminSave: 'merchant:admin:save',
  adminUpdate: 'merchant:admin:update',
  adminUpdateStatus: 'merchant:admin:update:status',
  adminDelete: 'merchant:admin:delete',
} as const;

/**
 * What every account needs to use the console at all (who am I, sign out, its own password and two-factor
 * settings, its shop's state): the service adds them to every role it saves, and the role editor shows them
 * as always on.
 */
export const MERCHANT_SESSION_PERMISSIONS = ['merchant:login:user:info', 'merchant:logout', 'merchant:login:admin:update', 'merchant:base:info'] as const;

/** The shop's operation log (A's MerchantLogController): who changed what; a role may grant reading it. */
export const MERCHANT_LOG_PERMISSION = 'merchant:log:sensitive:list';

/** The limits the form and the service share. */
export const STAFF_RULES = {
  roleName: 32,
  realName: 32,
  account: 32,
} as const;

/** A role's permission strings as stored or sent: a comma list (A's form), or a JSON array; blanks dropped, each once. */
export function readRules(raw: string): string[] {
  const t = raw.trim();
  let items: unknown[] = [];
  if (t.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(t);
      if (Array.isArray(parsed)) items = parsed;
    } catch {
      items = [];
    }
  } else items = t.split(',');
  return [...new Set(items.filter((x): x is string => typeof x === 'string').map((x) => x.trim()).filter(Boolean))];
}

// ---- Answers ----

/** A role of the shop (A's SystemRole). `rules` is the comma list of its permission strings; `staffCount` (ours) the accounts holding it. */
export const systemRole = object({
  id: int,
  roleName: text,
  rules: text,
  level: int,
  status: bool,
  type: int,
  merId: int,
  staffCount: int,
  createTime: dateTimeOrEmpty,
  updateTime: dateTimeOrEmpty,
});
export const systemRolePage = commonPage(systemRole);

/**
 * A console account of the shop (A's SystemAdminResponse): `roles` the role id as text, `roleNames` its name,
 * `type` 2 for the owner and 4 for staff. Ours: `invitation`, the set-password link's state: `pending` (sent,
 * not used yet), `expired` (not used in time: send a new one), `accepted` (the password is set), or empty (the
 * account did not come from an invitation); `createTime`.
 */
export const systemAdminResponse = object({
  ...adminAccountFields,
  invitation: text,
  createTime: dateTimeOrEmpty,
});
export const systemAdminPage = commonPage(systemAdminResponse);

export const INVITATION_STATE = { pending: 'pending', expired: 'expired', accepted: 'accepted' } as const;

/** The answer of POST .../admin/save: the new account's id. */
export const staffInviteResponse = object({ id: int });

// ---- Requests ----

const optionalText = (name: string, max: number) => z._default(z.pipe(z.transform(formText), z.string({ error: `${name} must be text` }).check(z.maxLength(max, `${name} is at most ${max} characters`))), '');
const optionalStatus = z.optional(z.union([z.boolean(), z.enum(['true', 'false'])], { error: 'status must be true or false' }));

/** GET .../role/list (A's SystemRoleSearchRequest): `roleName` contains, `status` true or false. */
export const systemRoleSearchRequest = z.object({
  roleName: optionalText('roleName', STAFF_RULES.roleName),
  status: optionalStatus,
});

/** POST .../role/save and .../role/update (`id` required there), A's SystemRoleRequest. `rules` may also be sent as an array. */
export const systemRoleRequest = z.object({
  id: z.optional(id('id', 'Role id is required')),
  roleName: requiredText('roleName', STAFF_RULES.roleName, 'Please enter the role name', `The role name is at most ${STAFF_RULES.roleName} characters`),
  rules: z.pipe(
    z.union([z.string(), z.array(z.string())], { error: 'rules is required' }),
    z.transform((v: string | string[]) => (Array.isArray(v) ? readRules(JSON.stringify(v)) : readRules(v))),
  ).check(z.refine((v) => v.length > 0, 'Choose at least one permission')),
  status: z._default(z.pipe(z.union([z.boolean(), z.enum(['true', 'false'])], { error: 'status must be true or false' }), z.transform((v) => v === true || v === 'true')), true),
});

/** GET .../admin/list (A's SystemAdminRequest): `realName` contains (name or account), `roles` a role id, `status`. */
export const systemAdminSearchRequest = z.object({
  realName: optionalText('realName', 64),
  roles: z.optional(z.pipe(z.transform(formText), z.string()).check(z.regex(/^\d{0,9}$/, 'roles must be a role id'))),
  status: optionalStatus,
});

const roleId = z.pipe(
  z.transform((v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v)),
  z.string({ error: 'Please choose a role' }).check(z.regex(/^[1-9]\d{0,8}$/, 'Please choose a role')),
);

/**
 * POST .../admin/save: A's SystemAdminAddRequest without `pwd` (ours: the new account sets its own password
 * through the emailed link): `account` the staff member's email, `realName`, `roles` one role id of the shop.
 */
export const staffInviteRequest = z.object({
  account: z.pipe(
    requiredText('account', STAFF_RULES.account, 'Please enter the email address', `The email address is at most ${STAFF_RULES.account} characters`),
    z.transform((v: string) => v.toLowerCase()),
  ).check(z.refine((v) => EMAIL_RE.test(v), 'Please enter a valid email address')),
  realName: requiredText('realName', STAFF_RULES.realName, 'Please enter the name', `The name is at most ${STAFF_RULES.realName} characters`),
  roles: roleId,
  phone: optionalText('phone', 32),
});

/** POST .../admin/update: A's SystemAdminUpdateRequest read for what an owner may change: `id`, `realName`, `roles` (`account` and `pwd` are not read). */
export const staffUpdateRequest = z.object({
  id: id('id', 'Account id is required'),
  realName: requiredText('realName', STAFF_RULES.realName, 'Please enter the name', `The name is at most ${STAFF_RULES.realName} characters`),
  roles: roleId,
  phone: z.optional(optionalText('phone', 32)),
});

/** GET .../admin/updateStatus: the account and its new state (A's query fields). */
export const staffStatusQuery = z.object({
  id: id('id', 'Account id is required'),
  status: z.pipe(z.union([z.boolean(), z.enum(['true', 'false'])], { error: 'status must be true or false' }), z.transform((v) => v === true || v === 'true')),
});

/** GET .../admin/delete and .../role/delete: A's `id` query field. */
export const idQuery = z.object({ id: id('id', 'id is required') });

/** POST /api/admin/merchant/login/invitation/resend (ours): the account (email) whose set-password link is sent again. */
export const invitationResendRequest = z.object({
  account: requiredText('account', STAFF_RULES.account, 'Please enter the email address', `The email address is at most ${STAFF_RULES.account} characters`),
});

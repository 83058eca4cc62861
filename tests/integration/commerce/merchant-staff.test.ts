import { beforeAll, describe, expect, it } from 'vitest';
import { commerceSuite } from './suite.js';
import {
  MERCHANT_SESSION_PERMISSIONS,
  MERCHANT_STAFF_PATHS as PATH,
  MERCHANT_STAFF_PERMISSIONS as PERMISSION,
  staffInviteResponse,
  systemAdminPage,
  systemRolePage,
} from '../../../shared/contract/admin-staff.js';
import { MERCHANT_PRODUCT_PATHS, MERCHANT_PRODUCT_PERMISSIONS } from '../../../shared/contract/admin-product.js';
import { MERCHANT_PERMISSIONS } from '../../../shared/contract/merchant-permissions.js';
import { loginAdminResponse, sensitiveMethodLogPage, systemLoginResponse } from '../../../shared/contract/admin.js';
import { insertShopOwner } from '../../helpers/console-two-factor.js';
import { addMerchant, outboxCode } from '../../helpers/fixtures-catalog.js';
import { adminDb } from '../../../server/commerce/admin-accounts/tables.js';
import { addSeconds } from '../../../server/commerce/db/time.js';

const PW = 'Owner#2026pass';
const STAFF_PW = 'Staff#2026pass';
const INVITE = '/api/admin/merchant/login/invitation/password';

type Invitations = { adminInvitations: { adminId: number; expiresAt: string; createdAt: string; usedAt: string | null } };

describe('merchant console: staff and roles (docs/api-extensions.md "Staff and roles")', () => {
  const c = commerceSuite();
  let [shop1, shop2, seq] = [0, 0, 0];
  let [owner1, owner2] = ['', ''];

  const get = (token: string, path: string, query?: Record<string, string | number | boolean>) => c.call('GET', path, { token, ...(query ? { query } : {}) });
  const post = (token: string, path: string, body?: unknown) => c.call('POST', path, { token, body });

  async function signIn(account: string, pwd: string): Promise<string> {
    const r = await c.call('POST', '/api/admin/merchant/login', { body: { account, pwd } });
    expect(r.code, r.message).toBe(200);
    return systemLoginResponse.strict.parse(r.data).token;
  }

  async function owner(merId: number): Promise<string> {
    const account = `owner${++seq}@staff${merId}.test`;
    await insertShopOwner(c.db, { account, password: PW, merId });
    return signIn(account, PW);
  }

  const roles = async (token: string, query: Record<string, string | number> = {}) => {
    const r = await get(token, PATH.roleList, { page: 1, limit: 50, ...query });
    expect(r.code, r.message).toBe(200);
    return systemRolePage.strict.parse(r.data);
  };
  const staff = async (token: string, query: Record<string, string | number> = {}) => {
    const r = await get(token, PATH.adminList, { page: 1, limit: 50, ...query });
    expect(r.code, r.message).toBe(200);
    return systemAdminPage.strict.parse(r.data);
  };

  /** Adds a role through the API and answers its id. */
  async function role(token: string, roleName: string, rules: string[]): Promise<number> {
    const r = await post(token, PATH.roleSave, { roleName, rules: rules.join(','), status: true });
    expect(r.code, r.message).toBe(200);
    return (await roles(token, { roleName })).list.find((x) => x.roleName === roleName)!.id;
  }

  /** Invites a staff member with the role and sets their password through the emailed link; answers their id and token. */
  async function invited(token: string, account: string, roleId: number): Promise<{ id: number; token: string }> {
    const r = await post(token, PATH.adminSave, { account, realName: 'Sam Staff', roles: String(roleId) });
    expect(r.code, r.message).toBe(200);
    const id = staffInviteResponse.strict.parse(r.data).id;
    const link = outboxCode(c.config.DATA_DIR, account, 'merchant-invitation');
    expect((await c.call('POST', INVITE, { body: { token: link, password: STAFF_PW } })).code).toBe(200);
    return { id, token: await signIn(account, STAFF_PW) };
  }

  beforeAll(async () => {
    shop1 = await addMerchant(c.db, { name: 'Staff Co' });
    shop2 = await addMerchant(c.db, { name: 'Other Staff Co' });
    owner1 = await owner(shop1);
    owner2 = await owner(shop2);
  });

  it('adds, lists, changes and deletes roles, accepting only the registry\'s permissions', async () => {
    const id = await role(owner1, 'Catalogue clerk', [MERCHANT_PRODUCT_PERMISSIONS.list, MERCHANT_PRODUCT_PERMISSIONS.info]);
    const listed = (await roles(owner1)).list.find((r) => r.id === id)!;
    expect(listed).toMatchObject({ roleName: 'Catalogue clerk', status: true, merId: shop1, staffCount: 0 });
    // Every account needs its session's own calls, so a role always carries them.
    expect(listed.rules.split(',').sort()).toEqual([...MERCHANT_SESSION_PERMISSIONS, MERCHANT_PRODUCT_PERMISSIONS.list, MERCHANT_PRODUCT_PERMISSIONS.info].sort());

    const unknown = await post(owner1, PATH.roleSave, { roleName: 'Sneaky', rules: 'merchant:product:list,platform:merchant:close', status: true });
    expect(unknown.code).toBe(400);
    expect(unknown.message).toContain('platform:merchant:close');
    expect((await post(owner1, PATH.roleSave, { roleName: 'All', rules: '*:*:*', status: true })).code).toBe(400);
    expect((await post(owner1, PATH.roleSave, { roleName: 'Nothing', rules: '', status: true })).code).toBe(400);
    expect((await post(owner1, PATH.roleSave, { roleName: 'catalogue CLERK', rules: MERCHANT_PRODUCT_PERMISSIONS.list, status: true })).code).toBe(500);
    // Every permission of the registry (read at run time, whatever parts of the console exist) is grantable.
    const everything = await role(owner1, 'Manager', [...MERCHANT_PERMISSIONS]);
    expect((await roles(owner1)).list.find((r) => r.id === everything)!.rules.split(',').sort()).toEqual([...MERCHANT_PERMISSIONS].sort());

    const changed = await post(owner1, PATH.roleUpdate, { id, roleName: 'Catalogue editor', rules: [MERCHANT_PRODUCT_PERMISSIONS.list, MERCHANT_PRODUCT_PERMISSIONS.update], status: true });
    expect(changed.code, changed.message).toBe(200);
    const after = (await roles(owner1, { roleName: 'editor' })).list;
    expect(after.map((r) => r.roleName)).toEqual(['Catalogue editor']);
    expect(after[0]!.rules).toContain(MERCHANT_PRODUCT_PERMISSIONS.update);
    expect(after[0]!.rules).not.toContain(MERCHANT_PRODUCT_PERMISSIONS.info);

    const log = sensitiveMethodLogPage.strict.parse((await get(owner1, '/api/admin/merchant/log/sensitive/list', { page: 1, limit: 20 })).data);
    const entry = log.list.find((e) => e.method === PERMISSION.roleUpdate)!;
    expect(JSON.parse(entry.changes)).toMatchObject({ roleName: { before: 'Catalogue clerk', after: 'Catalogue editor' } });

    expect((await get(owner1, PATH.roleDelete, { id: everything })).code).toBe(200);
    expect((await roles(owner1)).list.map((r) => r.id)).not.toContain(everything);
  });

  it('refuses to delete a role in use until its accounts have another', async () => {
    const a = await role(owner1, 'Packer', [MERCHANT_PRODUCT_PERMISSIONS.list]);
    const b = await role(owner1, 'Shelver', [MERCHANT_PRODUCT_PERMISSIONS.offShell]);
    const r = await post(owner1, PATH.adminSave, { account: 'packer@staff.test', realName: 'Pat Packer', roles: a });
    expect(r.code, r.message).toBe(200);
    const id = staffInviteResponse.strict.parse(r.data).id;
    expect((await roles(owner1, { roleName: 'Packer' })).list[0]!.staffCount).toBe(1);
    const refused = await get(owner1, PATH.roleDelete, { id: a });
    expect(refused.code).toBe(500);
    expect(refused.message).toMatch(/held by 1 account/);
    expect((await post(owner1, PATH.adminUpdate, { id, realName: 'Pat Packer', roles: String(b) })).code).toBe(200);
    expect((await get(owner1, PATH.roleDelete, { id: a })).code).toBe(200);
  });

  it('invites staff by email: a single-use link sets the password, and the role decides what they can call', async () => {
    const clerk = await role(owner1, 'Lister', [MERCHANT_PRODUCT_PERMISSIONS.list, MERCHANT_PRODUCT_PERMISSIONS.tabsHeaders]);
    const invite = await post(owner1, PATH.adminSave, { account: 'Lee@Staff.test', realName: 'Lee Lister', roles: clerk });
    expect(invite.code, invite.message).toBe(200);
    const id = staffInviteResponse.strict.parse(invite.data).id;

    // Listed as invited, and unable to sign in before the password is set.
    const row = (await staff(owner1)).list.find((s) => s.id === id)!;
    expect(row).toMatchObject({ account: 'lee@staff.test', realName: 'Lee Lister', roles: String(clerk), roleNames: 'Lister', type: 4, merId: shop1, status: true, invitation: 'pending' });
    expect((await staff(owner1)).list[0]!.type).toBe(2);
    expect((await c.call('POST', '/api/admin/merchant/login', { body: { account: 'lee@staff.test', pwd: STAFF_PW } })).code).toBe(500);

    // The emailed link points at the console's set-password page; only its hash is stored.
    const token = outboxCode(c.config.DATA_DIR, 'lee@staff.test', 'merchant-invitation');
    expect(token.length).toBeGreaterThan(40);
    expect((await c.call('POST', INVITE, { body: { token, password: 'weak' } })).code).toBe(400);
    const set = await c.call('POST', INVITE, { body: { token, password: STAFF_PW } });
    expect(set.code, set.message).toBe(200);
    expect(set.data).toEqual({ account: 'lee@staff.test' });
    const again = await c.call('POST', INVITE, { body: { token, password: 'Other#2026pass' } });
    expect(again.code).toBe(500);
    expect((await staff(owner1)).list.find((s) => s.id === id)!.invitation).toBe('accepted');

    const lee = await signIn('lee@staff.test', STAFF_PW);
    const me = loginAdminResponse.strict.parse((await get(lee, '/api/admin/merchant/getAdminInfoByToken')).data);
    expect(me).toMatchObject({ roleNames: 'Lister', type: 4, merId: shop1 });
    expect(me.permissionsList).toContain(MERCHANT_PRODUCT_PERMISSIONS.list);
    expect((await get(lee, MERCHANT_PRODUCT_PATHS.list, { type: 1 })).code).toBe(200);
    expect((await get(lee, MERCHANT_PRODUCT_PATHS.tabsHeaders)).code).toBe(200);
    expect((await post(lee, MERCHANT_PRODUCT_PATHS.save, {})).code).toBe(403);
    expect((await get(lee, '/api/admin/merchant/log/sensitive/list')).code).toBe(403);
    expect((await get(lee, PATH.adminList)).code).toBe(403);
    expect((await get(lee, PATH.roleList)).code).toBe(403);

    // A change of role takes effect at the next call, without signing in again.
    const editor = await role(owner1, 'Staff admin', [PERMISSION.adminList, PERMISSION.roleList]);
    expect((await post(owner1, PATH.adminUpdate, { id, realName: 'Lee L.', roles: editor })).code).toBe(200);
    expect((await get(lee, PATH.adminList)).code).toBe(200);
    expect((await get(lee, MERCHANT_PRODUCT_PATHS.list, { type: 1 })).code).toBe(403);
  });

  it('refuses a second account for an email, a role of another shop, and bad fields', async () => {
    const mine = await role(owner1, 'Viewer', [MERCHANT_PRODUCT_PERMISSIONS.list]);
    const theirs = await role(owner2, 'Theirs', [MERCHANT_PRODUCT_PERMISSIONS.list]);
    expect((await post(owner1, PATH.adminSave, { account: 'twice@staff.test', realName: 'Twice', roles: mine })).code).toBe(200);
    const twice = await post(owner2, PATH.adminSave, { account: 'TWICE@staff.test', realName: 'Twice', roles: theirs });
    expect(twice).toMatchObject({ code: 500, message: 'This email already has a merchant console account' });
    expect((await post(owner1, PATH.adminSave, { account: 'x@staff.test', realName: 'X', roles: theirs })).message).toBe('Role not found');
    expect((await post(owner1, PATH.adminSave, { account: 'not-an-email', realName: 'X', roles: mine })).code).toBe(400);
    expect((await post(owner1, PATH.adminSave, { account: 'y@staff.test', realName: '', roles: mine })).code).toBe(400);
    expect((await post(owner1, PATH.adminSave, { account: 'y@staff.test', realName: 'Y', roles: '' })).code).toBe(400);
  });

  it('disables (ending the sessions), enables and deletes staff, never the owner or oneself', async () => {
    const manager = await role(owner1, 'Staff manager', [PERMISSION.adminList, PERMISSION.adminUpdateStatus, PERMISSION.adminDelete, PERMISSION.adminUpdate]);
    const { id, token } = await invited(owner1, 'dana@staff.test', manager);
    const other = await invited(owner1, 'eli@staff.test', manager);

    expect((await get(owner1, PATH.adminUpdateStatus, { id, status: false })).code).toBe(200);
    expect((await get(token, PATH.adminList)).code).toBe(401);
    expect((await c.call('POST', '/api/admin/merchant/login', { body: { account: 'dana@staff.test', pwd: STAFF_PW } })).message).toBe('This account is disabled');
    expect((await staff(owner1, { status: 'false' })).list.map((s) => s.id)).toContain(id);
    expect((await get(owner1, PATH.adminUpdateStatus, { id, status: true })).code).toBe(200);
    const dana = await signIn('dana@staff.test', STAFF_PW);

    // Holding the permission is not enough to change the owner's account or one's own.
    const ownerId = (await staff(owner1)).list.find((s) => s.type === 2)!.id;
    for (const [path, q] of [[PATH.adminUpdateStatus, { id: ownerId, status: false }], [PATH.adminDelete, { id: ownerId }]] as const) {
      expect((await get(dana, path, q)).message).toBe('The shop owner\'s account cannot be changed here');
      expect((await get(owner1, path, q)).message).toBe('The shop owner\'s account cannot be changed here');
    }
    expect((await post(dana, PATH.adminUpdate, { id: ownerId, realName: 'Boss', roles: manager })).code).toBe(500);
    expect((await get(dana, PATH.adminDelete, { id })).message).toMatch(/own account/);
    expect((await post(dana, PATH.adminUpdate, { id, realName: 'Dana', roles: manager })).message).toMatch(/own account/);

    // Staff trusted with accounts cannot hand out more than they hold.
    const bigger = await role(owner1, 'Everything', [...MERCHANT_PERMISSIONS]);
    const raise = await post(dana, PATH.adminUpdate, { id: other.id, realName: 'Eli', roles: bigger });
    expect(raise.code).toBe(403);

    expect((await get(dana, PATH.adminDelete, { id: other.id })).code).toBe(200);
    expect((await get(other.token, PATH.adminList)).code).toBe(401);
    expect((await staff(owner1)).list.map((s) => s.id)).not.toContain(other.id);
    // A removed account's email can be invited again.
    expect((await post(owner1, PATH.adminSave, { account: 'eli@staff.test', realName: 'Eli Again', roles: manager })).code).toBe(200);
    expect((await staff(owner1, { realName: 'Eli Again' })).list).toHaveLength(1);
  });

  it('answers 403 to staff without the permission, for every call', async () => {
    const none = await role(owner1, 'Nobody', [MERCHANT_PRODUCT_PERMISSIONS.list]);
    const { token } = await invited(owner1, 'nobody@staff.test', none);
    const calls: [string, string, Record<string, unknown>][] = [
      ['GET', PATH.roleList, {}],
      ['POST', PATH.roleSave, { roleName: 'R', rules: MERCHANT_PRODUCT_PERMISSIONS.list }],
      ['POST', PATH.roleUpdate, { id: none, roleName: 'R', rules: MERCHANT_PRODUCT_PERMISSIONS.list }],
      ['GET', PATH.roleDelete, { id: none }],
      ['GET', PATH.adminList, {}],
      ['POST', PATH.adminSave, { account: 'z@staff.test', realName: 'Z', roles: none }],
      ['POST', PATH.adminUpdate, { id: 1, realName: 'Z', roles: none }],
      ['GET', PATH.adminUpdateStatus, { id: 1, status: false }],
      ['GET', PATH.adminDelete, { id: 1 }],
    ];
    for (const [method, path, data] of calls) {
      const r = method === 'GET' ? await get(token, path, data as Record<string, string>) : await post(token, path, data);
      expect(r.code, `${method} ${path}`).toBe(403);
      const anonymous = await c.call(method as 'GET' | 'POST', path, method === 'GET' ? { query: data as Record<string, string> } : { body: data });
      expect(anonymous.code, `${method} ${path} signed out`).toBe(401);
    }
  });

  it('keeps each shop to its own roles and accounts, by any id', async () => {
    const theirRole = await role(owner2, 'Their clerk', [MERCHANT_PRODUCT_PERMISSIONS.list]);
    const theirs = await post(owner2, PATH.adminSave, { account: 'theirs@other.test', realName: 'Their Staff', roles: theirRole });
    const theirId = staffInviteResponse.strict.parse(theirs.data).id;
    const ownerTwo = (await staff(owner2)).list.find((s) => s.type === 2)!.id;

    expect((await roles(owner1)).list.map((r) => r.id)).not.toContain(theirRole);
    expect((await staff(owner1)).list.map((s) => s.id)).not.toContain(theirId);
    expect((await post(owner1, PATH.roleUpdate, { id: theirRole, roleName: 'Hijacked', rules: MERCHANT_PRODUCT_PERMISSIONS.list })).message).toBe('Role not found');
    expect((await get(owner1, PATH.roleDelete, { id: theirRole })).message).toBe('Role not found');
    for (const target of [theirId, ownerTwo]) {
      expect((await get(owner1, PATH.adminUpdateStatus, { id: target, status: false })).message).toBe('Account not found');
      expect((await get(owner1, PATH.adminDelete, { id: target })).message).toBe('Account not found');
      expect((await post(owner1, PATH.adminUpdate, { id: target, realName: 'Hijacked', roles: theirRole })).message).toBe('Account not found');
    }
    const still = (await staff(owner2)).list.find((s) => s.id === theirId)!;
    expect(still).toMatchObject({ realName: 'Their Staff', status: true, roleNames: 'Their clerk' });
    expect((await roles(owner2)).list.find((r) => r.id === theirRole)!.roleName).toBe('Their clerk');
  });

  it('lets an expired link go, and sends a new one on request, answering alike for any email', async () => {
    const r = await role(owner1, 'Late', [MERCHANT_PRODUCT_PERMISSIONS.list]);
    const invite = await post(owner1, PATH.adminSave, { account: 'late@staff.test', realName: 'Late Staff', roles: r });
    const id = staffInviteResponse.strict.parse(invite.data).id;
    const first = outboxCode(c.config.DATA_DIR, 'late@staff.test', 'merchant-invitation');
    const links = c.db.withTables<Invitations>();
    await links.updateTable('adminInvitations').set({ expiresAt: addSeconds(new Date(), -1), createdAt: addSeconds(new Date(), -3600) }).where('adminId', '=', id).execute();
    expect((await staff(owner1)).list.find((s) => s.id === id)!.invitation).toBe('expired');
    const expired = await c.call('POST', INVITE, { body: { token: first, password: STAFF_PW } });
    expect(expired.code).toBe(500);
    expect(expired.message).toContain('expired');

    const unknown = await c.call('POST', PATH.invitationResend, { body: { account: 'nobody@nowhere.test' } });
    const resent = await c.call('POST', PATH.invitationResend, { body: { account: 'LATE@staff.test' } });
    expect(resent).toEqual(unknown);
    expect(resent).toMatchObject({ code: 200, message: 'Sent successfully' });
    const second = outboxCode(c.config.DATA_DIR, 'late@staff.test', 'merchant-invitation');
    expect(second).not.toBe(first);
    // Within a minute, asking again sends nothing new.
    expect((await c.call('POST', PATH.invitationResend, { body: { account: 'late@staff.test' } })).code).toBe(200);
    expect(outboxCode(c.config.DATA_DIR, 'late@staff.test', 'merchant-invitation')).toBe(second);
    expect((await c.call('POST', INVITE, { body: { token: second, password: STAFF_PW } })).code).toBe(200);
    await signIn('late@staff.test', STAFF_PW);
    // Once the password is set there is nothing to resend: "Forgot password" is the way from then on.
    await links.updateTable('adminInvitations').set({ createdAt: addSeconds(new Date(), -3600) }).where('adminId', '=', id).execute();
    expect((await c.call('POST', PATH.invitationResend, { body: { account: 'late@staff.test' } })).code).toBe(200);
    expect(outboxCode(c.config.DATA_DIR, 'late@staff.test', 'merchant-invitation')).toBe(second);
    expect(await adminDb(c.ctx).selectFrom('adminAccounts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).toEqual({ status: 1 });
  });
});

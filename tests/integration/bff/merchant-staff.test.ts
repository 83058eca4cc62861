import { beforeAll, describe, expect, it } from 'vitest';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { BffClient } from '../../helpers/bff-client.js';
import { ownerBrowser } from '../../helpers/console-sign-in.js';
import { addMerchant, outboxCode } from '../../helpers/fixtures-catalog.js';
import { MERCHANT_STAFF_PATHS as PATH, staffInviteResponse, systemAdminPage, systemRolePage } from '../../../shared/contract/admin-staff.js';
import { MERCHANT_PRODUCT_PATHS, MERCHANT_PRODUCT_PERMISSIONS } from '../../../shared/contract/admin-product.js';

const OWNER = { account: 'owner@merchant-staff.test', password: 'Owner#2026pass' };
const STAFF = { account: 'clerk@merchant-staff.test', password: 'Clerk#2026pass' };

describe('the merchant console\'s staff and roles through the BFF', () => {
  const { c, bff } = commerceBehindBff({ bff: { RATE_LIMIT_AUTH_MAX: 3 } });
  let owner: BffClient;

  beforeAll(async () => {
    const merId = await addMerchant(c.db, { name: 'Staffed Co' });
    owner = await ownerBrowser(c, bff, { ...OWNER, merId });
  });

  it('adds a role, invites staff, who set a password from the link, sign in and reach only their role\'s calls', async () => {
    expect((await owner.post(PATH.roleSave, { roleName: 'Lister', rules: MERCHANT_PRODUCT_PERMISSIONS.list, status: true })).status).toBe(200);
    const roles = systemRolePage.lenient.parse((await owner.get(PATH.roleList, { page: 1, limit: 20 })).body);
    const role = roles.list.find((r) => r.roleName === 'Lister')!;
    expect(role.rules).toContain(MERCHANT_PRODUCT_PERMISSIONS.list);

    const invite = await owner.post(PATH.adminSave, { account: STAFF.account, realName: 'Cal Clerk', roles: String(role.id) });
    expect(invite.status).toBe(200);
    const id = staffInviteResponse.lenient.parse(invite.body).id;
    const listed = systemAdminPage.lenient.parse((await owner.get(PATH.adminList)).body).list.find((s) => s.id === id);
    expect(listed).toMatchObject({ account: STAFF.account, roleNames: 'Lister', invitation: 'pending' });

    // The invited member has no session yet: the link and the password are all they bring.
    const clerk = new BffClient(bff.url);
    const token = outboxCode(c.config.DATA_DIR, STAFF.account, 'merchant-invitation');
    const set = await clerk.post('/api/admin/merchant/login/invitation/password', { token, password: STAFF.password });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ account: STAFF.account });
    expect(clerk.jar.size).toBe(0);
    expect((await clerk.post('/api/admin/merchant/login', { account: STAFF.account, pwd: STAFF.password })).status).toBe(200);
    expect((await clerk.get(MERCHANT_PRODUCT_PATHS.list, { type: 1 })).status).toBe(200);
    expect((await clerk.get(PATH.adminList)).status).toBe(403);
    expect((await clerk.post(PATH.roleSave, { roleName: 'Mine', rules: MERCHANT_PRODUCT_PERMISSIONS.save })).status).toBe(403);

    // A's GET state changes still need the CSRF header; disabling ends the member's session at once.
    const withoutCsrf = await fetch(new URL(`${PATH.adminUpdateStatus}?id=${id}&status=false`, bff.url), { headers: { cookie: owner.cookieHeader } });
    expect(withoutCsrf.status).toBe(403);
    expect((await clerk.get(MERCHANT_PRODUCT_PATHS.list, { type: 1 })).status).toBe(200);
    expect((await owner.get(PATH.adminUpdateStatus, { id, status: false })).status).toBe(200);
    expect((await clerk.get(MERCHANT_PRODUCT_PATHS.list, { type: 1 })).status).toBe(401);

    // The owner's own account is refused with a reason, which the BFF passes on.
    const ownerRow = systemAdminPage.lenient.parse((await owner.get(PATH.adminList)).body).list.find((s) => s.type === 2)!;
    const refused = await owner.get<{ message: string }>(PATH.adminDelete, { id: ownerRow.id });
    expect(refused.status).toBe(500);
    expect(refused.body.message).toMatch(/owner/);
    const inUse = await owner.get<{ message: string }>(PATH.roleDelete, { id: role.id });
    expect(inUse.body.message).toMatch(/held by 1 account/);
    expect((await owner.get(PATH.adminDelete, { id })).status).toBe(200);
    expect((await owner.get(PATH.roleDelete, { id: role.id })).status).toBe(200);
  });

  it('answers the resend alike for any email, and limits it per address', async () => {
    const anon = new BffClient(bff.url);
    const a = await anon.post(PATH.invitationResend, { account: 'nobody@nowhere.test' });
    const b = await anon.post(PATH.invitationResend, { account: OWNER.account });
    expect(a.status).toBe(200);
    expect(b).toMatchObject({ status: 200, body: a.body });
    await anon.post(PATH.invitationResend, { account: 'someone@nowhere.test' });
    expect((await anon.post(PATH.invitationResend, { account: 'another@nowhere.test' })).status).toBe(429);
  });

  it('refuses the staff calls without a console session', async () => {
    const anon = new BffClient(bff.url);
    expect((await anon.get(PATH.adminList)).status).toBe(401);
    expect((await anon.get(PATH.roleList)).status).toBe(401);
    expect((await anon.post(PATH.adminSave, { account: 'x@y.test', realName: 'X', roles: '1' })).status).toBe(401);
  });
});

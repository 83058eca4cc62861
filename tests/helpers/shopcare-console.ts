import { expect } from 'vitest';
import type { TestCommerce } from './commerce.js';
import { insertShopOwner } from './console-two-factor.js';
import { makeShopProduct } from './fixtures-aftersales.js';
import { adminDb, ADMIN_TYPE } from '../../server/commerce/admin-accounts/tables.js';
import { sensitiveMethodLogPage } from '../../shared/contract/admin.js';
import { now } from '../../server/commerce/db/time.js';

const PW = 'Owner#2026pass';
let seq = 0;

/**
 * A signed-in merchant console account of shop `merId`: its owner, or staff whose role holds exactly `rules`
 * (the reviews, coupons and shop-settings suites' 403 checks).
 */
export async function consoleToken(c: TestCommerce, merId: number, rules?: string[]): Promise<string> {
  const account = `care${++seq}-${process.pid}@shop${merId}.test`;
  await insertShopOwner(c.db, { account, password: PW, merId });
  if (rules) {
    const db = adminDb(c.ctx);
    const stamp = now();
    const role = await db.insertInto('adminRoles').values({ merId, side: 'merchant', roleName: 'Clerk', rules: JSON.stringify(rules), status: 1, createdAt: stamp, updatedAt: stamp }).returning('id').executeTakeFirstOrThrow();
    await db.updateTable('adminAccounts').set({ type: ADMIN_TYPE.merchantStaff, roleId: role.id }).where('account', '=', account).execute();
  }
  const r = await c.call<{ token: string }>('POST', '/api/admin/merchant/login', { body: { account, pwd: PW } });
  expect(r.code, r.message).toBe(200);
  return r.data.token;
}

/** The newest operation-log entry of the caller's shop written under `method` (a permission string), with its changes parsed. */
export async function lastLogged(c: TestCommerce, token: string, method: string): Promise<{ description: string; changes: Record<string, { before: unknown; after: unknown }> }> {
  const log = sensitiveMethodLogPage.strict.parse((await c.call('GET', '/api/admin/merchant/log/sensitive/list', { token, query: { limit: 50 } })).data);
  const entry = log.list.find((e) => e.method === method);
  expect(entry, `a log entry for ${method}`).toBeDefined();
  return { description: entry!.description, changes: JSON.parse(entry!.changes) as Record<string, { before: unknown; after: unknown }> };
}

/** A shop with one product, as `makeShopProduct` makes it. */
export type ShopProduct = Awaited<ReturnType<typeof makeShopProduct>>;

/**
 * Two shops, each with a product and a signed-in owner: the reviews, coupons and shop-settings suites act as
 * shop 1 and check that shop 2's owner neither sees nor changes shop 1's records (and the other way round).
 */
export async function twoShopsWithOwners(c: TestCommerce): Promise<{ shop1: ShopProduct; shop2: ShopProduct; owner1: string; owner2: string }> {
  const shop1 = await makeShopProduct(c);
  const shop2 = await makeShopProduct(c);
  return { shop1, shop2, owner1: await consoleToken(c, shop1.merId), owner2: await consoleToken(c, shop2.merId) };
}

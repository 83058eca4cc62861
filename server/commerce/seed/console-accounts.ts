import type { CommerceContext } from '../context.js';
import { now } from '../db/time.js';
import { hashAdminPassword } from '../admin-accounts/password.js';
import { adminDb, ADMIN_TYPE, freshAccount } from '../admin-accounts/tables.js';
import { SHOPS } from './shops.js';

/**
 * The demo consoles' accounts (listed in the README): one owner per demo shop, named after the shop's
 * own mail domain, and one platform operator. The owner holds every permission of its shop.
 */
function ownerOf(email: string): { account: string; password: string } {
  const domain = email.split('@')[1] ?? 'storefront.test';
  const word = domain.split('.')[0] ?? 'shop';
  return { account: `owner@${domain}`, password: `${word[0]!.toUpperCase()}${word.slice(1)}#Owner2026` };
}

export const DEMO_SHOP_OWNERS = SHOPS.map((s) => ({ shop: s.name, ...ownerOf(s.email) }));
export const DEMO_OPERATOR = { account: 'operator@storefront.test', password: 'Operator#2026pass', realName: 'Marketplace Operator' };

/** Seeds the accounts into a freshly seeded marketplace: the shops' ids follow the order of SHOPS. */
export async function seedConsoleAccounts(ctx: CommerceContext): Promise<void> {
  const db = adminDb(ctx);
  const shops = await db.selectFrom('merchants').select(['id', 'name', 'realName']).orderBy('id').execute();
  const owners = DEMO_SHOP_OWNERS.flatMap((o) => {
    const shop = shops.find((s) => s.name === o.shop);
    return shop ? [{ ...o, merId: shop.id, realName: shop.realName }] : [];
  });
  // scrypt runs on the thread pool, so the hashes are made side by side.
  const [operatorHash, ...ownerHashes] = await Promise.all([DEMO_OPERATOR, ...owners].map((a) => hashAdminPassword(a.password)));
  const stamp = now();
  const row = freshAccount(stamp);
  await db
    .insertInto('adminAccounts')
    .values([
      { ...row, side: 'platform', account: DEMO_OPERATOR.account, pwdHash: operatorHash!, realName: DEMO_OPERATOR.realName, type: ADMIN_TYPE.platformSuper, merId: 0 },
      ...owners.map((o, i) => ({ ...row, side: 'merchant' as const, account: o.account, pwdHash: ownerHashes[i]!, realName: o.realName, type: ADMIN_TYPE.merchantOwner, merId: o.merId })),
    ])
    .execute();
}

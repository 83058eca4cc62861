import type { CommerceContext } from '../context.js';
import type { Wire } from '../../../shared/contract/fields.js';
import type { userCenter as userCenterShape } from '../../../shared/contract/user.js';
import { money } from '../http/render.js';
import { BusinessError } from '../http/envelope.js';
import { now } from '../db/time.js';
import { getUser } from './users.js';
import { phoneTarget, verifyCode } from './codes.js';
import { DEFAULT_DIAL_CODE } from '../../../shared/constants.js';

/** UserCenterResponse, plus `uid` and `countryCode` that the storefront shows. */
export type UserCenter = Wire<typeof userCenterShape>;

export async function userCenter(ctx: CommerceContext, uid: number): Promise<UserCenter> {
  const user = await getUser(ctx, uid);
  const [coupons, collects] = await Promise.all([
    ctx.db
      .selectFrom('userCoupons')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', uid)
      .where('status', '=', 0)
      .where('endTime', '>', now())
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('productCollects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    uid: user.id,
    nickname: user.nickname,
    avatar: user.avatar,
    phone: user.phone ?? '',
    countryCode: user.countryCode ?? '',
    // A guest's given email reads as theirs (profile, checkout contact), though it never signs them in.
    email: user.email || user.contactEmail || '',
    integral: user.integral,
    experience: user.experience,
    couponCount: Number(coupons.n),
    collectCount: Number(collects.n),
    userType: user.userType,
  };
}

export async function editUser(ctx: CommerceContext, uid: number, input: { nickname: string; avatar?: string }): Promise<void> {
  await ctx.db
    .updateTable('users')
    .set({ nickname: input.nickname, ...(input.avatar !== undefined ? { avatar: input.avatar } : {}), updatedAt: now() })
    .where('id', '=', uid)
    .execute();
}

export async function userBalance(ctx: CommerceContext, uid: number): Promise<{ userBalance: string }> {
  const user = await getUser(ctx, uid);
  return { userBalance: money(user.balance) };
}

/** A new phone for the account, proven by the code sent to it; a number another account holds is refused. */
export async function changePhone(ctx: CommerceContext, uid: number, phone: string, code: string): Promise<void> {
  const user = await ctx.db.selectFrom('users').select(['countryCode']).where('id', '=', uid).executeTakeFirstOrThrow();
  const countryCode = user.countryCode || DEFAULT_DIAL_CODE;
  await verifyCode(ctx, { purpose: 'login', target: phoneTarget(countryCode, phone), code });
  const taken = await ctx.db.selectFrom('users').select('id').where('countryCode', '=', countryCode).where('phone', '=', phone).where('id', '!=', uid).executeTakeFirst();
  if (taken) throw new BusinessError('This phone number is already used by another account');
  await ctx.db.updateTable('users').set({ phone, countryCode, updatedAt: now() }).where('id', '=', uid).execute();
}

import { useQuery } from '@tanstack/react-query';
// zod/mini: this module is in the first bundle (the session probe), where full zod would cost ~25 KB gzip.
import * as z from 'zod/mini';
import { ApiError, request } from './client';
import { object, pick } from '../../../shared/contract/fields';
import { loginResponse, userCenter } from '../../../shared/contract/user';
import { balance } from '../../../shared/contract/pay';

/**
 * The signed-in shopper (contract §2 UserCenterResponse). The upstream spells the name both
 * `nickname` (user/info) and `nikeName` (login answers); we keep one field.
 */
const userRead = object({
  ...pick(userCenter, ['nickname', 'avatar', 'phone', 'email', 'integral', 'experience', 'couponCount', 'collectCount', 'userType']).shape,
  nikeName: loginResponse.shape.nikeName,
});
const userCenterSchema = z.pipe(
  userRead.lenient,
  z.transform(({ nikeName, ...u }) => ({ ...u, nickname: u.nickname || nikeName })),
);

export interface UserInfo {
  nickname: string;
  avatar: string;
  phone: string;
  email: string;
  integral: number;
  experience: number;
  couponCount: number;
  collectCount: number;
  /** google, facebook, twitter, email, tourist (guest) or phone. */
  userType: string;
  /** Decimal string from GET /api/front/pay/balance; only present where it was fetched (useUserBalance). */
  userBalance?: string;
}

export const userKeys = {
  all: ['user'] as const,
  info: ['user', 'info'] as const,
  balance: ['user', 'balance'] as const,
};

export function parseUserInfo(data: unknown): UserInfo {
  return userCenterSchema.parse(data);
}

/**
 * The session probe: null when signed out. It is quiet on 401 because not being signed in is a
 * normal state here, not a reason to pop the sign-in dialog.
 */
export async function fetchUserInfo(signal?: AbortSignal): Promise<UserInfo | null> {
  try {
    // No session cookie at all: signed out, and no upstream round trip or 401 needed to know it.
    const session = await request<{ signedIn?: boolean }>('/api/bff/session', { method: 'GET', quiet401: true, signal }).catch(() => null);
    if (session?.signedIn === false) return null;
    const data = await request<unknown>('/api/front/user/info', { method: 'GET', quiet401: true, signal });
    return parseUserInfo(data);
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) return null;
    throw e;
  }
}

const balanceSchema = balance.lenient;

export async function fetchBalance(signal?: AbortSignal): Promise<string> {
  const data = await request<unknown>('/api/front/pay/balance', { method: 'GET', signal });
  return balanceSchema.parse(data).userBalance;
}

/** The balance of the signed-in shopper (user-centre card, balance payment). */
export function useUserBalance(enabled = true) {
  return useQuery({
    queryKey: userKeys.balance,
    queryFn: ({ signal }) => fetchBalance(signal),
    enabled,
  });
}

const editSchema = z.object({ nickname: z.string().check(z.maxLength(255)), avatar: z.string() });

export async function editUser(input: { nickname: string; avatar: string }): Promise<void> {
  await request('/api/front/user/edit', { method: 'POST', json: editSchema.parse(input) });
}

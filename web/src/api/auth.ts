import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from './client';
import { pick, type Read } from '../../../shared/contract/fields';
import {
  loginResponse,
  type emailPasswordLogin,
  type emailRegister,
  type emailReset,
  type phoneCodeLogin,
  type phonePasswordLogin,
  type phoneRegister,
  type phoneReset,
  type visitorLogin,
} from '../../../shared/contract/user';
import type { Send } from '../../../shared/contract/request-fields';
import { loginMethods, loginPic } from '../../../shared/contract/site';

/**
 * Sign-in, registration and password recovery (docs/upstream-contract.md §2 and §13). The BFF keeps the upstream
 * token in an httpOnly cookie and strips it from these answers, so nothing here ever holds one.
 */

// Everything of the login answer but the token and its key, which the BFF keeps.
const loginRead = pick(loginResponse, ['type', 'uid', 'nikeName', 'phone', 'email', 'identity', 'userType']);
export const loginResponseSchema = loginRead.lenient;
export type LoginResponse = Read<typeof loginRead>;

/** `agreement` is the privacy agreement as HTML from the admin; sanitise before showing. */
export type LoginMethodInfo = Read<typeof loginMethods>;

// The bodies are the service's request shapes (shared/contract/user.ts); a dial code goes with its plus, e.g. "+44".
type PhoneLogin = Send<typeof phonePasswordLogin>;
type PhoneCodeLogin = Send<typeof phoneCodeLogin>;
type EmailLogin = Send<typeof emailPasswordLogin>;
/** `captcha`: the code from sendGuestCode, which resumes the earlier guest identity of this email. */
type GuestLogin = Send<typeof visitorLogin>;
type EmailRegister = Send<typeof emailRegister>;
type PhoneRegister = Send<typeof phoneRegister>;
type EmailReset = Send<typeof emailReset>;
type PhoneReset = Send<typeof phoneReset>;
export interface TwitterLogin {
  oauthToken: string;
  oauthTokenSecret: string;
  oauthVerifier: string;
}

async function login(path: string, body: unknown): Promise<LoginResponse> {
  // A wrong password is a 400/500 here, never a reason to re-open sign-in: quiet401 keeps the
  // global handler out of the flow that is already signing in.
  const data = await request<unknown>(path, { method: 'POST', json: body, quiet401: true });
  return loginResponseSchema.parse(data ?? {});
}

export const loginByPhone = (b: PhoneLogin) => login('/api/front/login/mobile/password', b);
export const loginByPhoneCode = (b: PhoneCodeLogin) => login('/api/front/login/mobile/captcha', b);
export const loginByEmail = (b: EmailLogin) => login('/api/front/login/email', b);
export const loginAsGuest = (b: GuestLogin) => login('/api/front/login/register/visitor', b);
export const registerByEmail = (b: EmailRegister) => login('/api/front/login/register/email', b);
export const registerByPhone = (b: PhoneRegister) => login('/api/front/login/register/mobile', b);
export const loginByTwitter = (b: TwitterLogin) => login('/api/front/login/twitter', b);
export const loginByFacebook = (b: { id: string; name: string; picture: string; email: string }) =>
  login('/api/front/login/facebook', b);

export async function loginByGoogle(credential: string): Promise<LoginResponse> {
  const data = await request<unknown>('/api/front/login/google', { method: 'POST', raw: credential, quiet401: true });
  return loginResponseSchema.parse(data ?? {});
}

/** Codes. The email ones take the bare email string as the JSON body (docs/upstream-contract.md §2). */
export async function sendRegisterEmailCode(email: string): Promise<void> {
  await request('/api/front/login/email/captcha', { method: 'POST', raw: email, quiet401: true });
}
/** Our design: a code to the email that lets a returning guest see their earlier orders. */
export async function sendGuestCode(email: string): Promise<void> {
  await request('/api/front/login/visitor/sendCode', { method: 'POST', json: { email }, quiet401: true });
}

export async function sendForgotEmailCode(email: string): Promise<void> {
  await request('/api/front/login/email/forget/password', { method: 'POST', raw: email, quiet401: true });
}
export async function sendLoginPhoneCode(phone: string, countryCode: string): Promise<void> {
  await request('/api/front/login/sendCode', { method: 'POST', query: { phone, countryCode }, quiet401: true });
}
export async function sendRegisterPhoneCode(phone: string, countryCode: string): Promise<void> {
  await request('/api/front/login/register/sendCode', { method: 'POST', query: { phone, countryCode }, quiet401: true });
}
export async function sendForgotPhoneCode(phone: string, countryCode: string): Promise<void> {
  await request('/api/front/login/phone/forget/password', { method: 'POST', json: { countryCode, phone }, quiet401: true });
}

export async function resetPasswordByEmail(b: EmailReset): Promise<void> {
  await request('/api/front/login/email/reset/password', { method: 'POST', json: b, quiet401: true });
}
export async function resetPasswordByPhone(b: PhoneReset): Promise<void> {
  await request('/api/front/login/phone/reset/password', { method: 'POST', json: b, quiet401: true });
}

export async function logout(): Promise<void> {
  await request('/api/front/login/logout', { method: 'GET', quiet401: true });
}

export async function fetchLoginMethodInfo(signal?: AbortSignal): Promise<LoginMethodInfo> {
  return loginMethods.lenient.parse((await request<unknown>('/api/front/login/method/info', { method: 'GET', signal })) ?? {});
}

export async function fetchLoginPic(signal?: AbortSignal): Promise<string> {
  return loginPic.lenient.parse((await request<unknown>('/api/pc/login/getLoginPic', { method: 'GET', signal })) ?? {}).loginLeftImage;
}

const twitterTokenSchema = z
  .object({ authorizationURL: z.string().url(), token: z.string().nullish(), tokenSecret: z.string().nullish() })
  .passthrough();
export async function fetchTwitterRequestToken() {
  return twitterTokenSchema.parse(await request<unknown>('/api/front/login/twitter/request/token', { method: 'GET', query: { end: 'pc' } }));
}

/** Public site settings, so they live under the 'site' domain and survive sign-in/out. */
export const authKeys = {
  method: ['site', 'login-method'] as const,
  pic: ['site', 'login-pic'] as const,
};

export function useLoginMethodInfo() {
  return useQuery({ queryKey: authKeys.method, queryFn: ({ signal }) => fetchLoginMethodInfo(signal), staleTime: 5 * 60_000 });
}

export function useLoginPic() {
  return useQuery({ queryKey: authKeys.pic, queryFn: ({ signal }) => fetchLoginPic(signal), staleTime: 5 * 60_000 });
}

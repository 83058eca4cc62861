import { z } from 'zod';
import { request } from '../../../api/client';
import { CODE_RE, isStrongPassword } from '../../../../../shared/validation';

/** Which channel the code goes to: email when the account has one, else the phone (contract §2). */
export type CodeChannel = 'email' | 'phone';

export const sendPasswordCode = (channel: CodeChannel) => request<unknown>(`/api/front/captcha/${channel}/password`, { method: 'POST' });

const changeSchema = z.object({ newPassword: z.string(), passwordAgain: z.string(), captcha: z.string() });

export const changePassword = (channel: CodeChannel, input: z.input<typeof changeSchema>) =>
  request<unknown>(`/api/front/user/${channel}/update/password`, { method: 'POST', json: changeSchema.parse(input) });

export interface PasswordValues {
  captcha: string;
  newPassword: string;
  passwordAgain: string;
}

export function validatePassword(v: PasswordValues): Partial<Record<keyof PasswordValues, 'codeEmpty' | 'codeInvalid' | 'passwordEmpty' | 'passwordWeak' | 'confirmEmpty' | 'different'>> {
  const e: ReturnType<typeof validatePassword> = {};
  if (!v.captcha.trim()) e.captcha = 'codeEmpty';
  else if (!CODE_RE.test(v.captcha.trim())) e.captcha = 'codeInvalid';
  if (!v.newPassword) e.newPassword = 'passwordEmpty';
  else if (!isStrongPassword(v.newPassword)) e.newPassword = 'passwordWeak';
  if (!v.passwordAgain) e.passwordAgain = 'confirmEmpty';
  else if (v.passwordAgain !== v.newPassword) e.passwordAgain = 'different';
  return e;
}

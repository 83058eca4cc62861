import { CODE_RE, isStrongPassword } from '../../../../../shared/validation';

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

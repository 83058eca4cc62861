import { describe, expect, it } from 'vitest';
import {
  checkCaptcha,
  checkConfirm,
  checkEmail,
  checkNewPassword,
  checkPhone,
  validateEmailLogin,
  validateEmailRegister,
  validateGuest,
  validatePhoneCodeLogin,
  validatePhoneLogin,
  validateRegisterEmailCodeRequest,
  validateReset,
} from './validation';

describe('docs/storefront-spec.md §5 field rules', () => {
  it('email: empty, malformed, valid', () => {
    expect(checkEmail('')).toBe('emailEmpty');
    expect(checkEmail('   ')).toBe('emailEmpty');
    expect(checkEmail('no-at-sign')).toBe('emailInvalid');
    expect(checkEmail('a@b')).toBe('emailInvalid');
    expect(checkEmail('a b@c.com')).toBe('emailInvalid');
    expect(checkEmail('jane_doe-1.x@mail.example.com')).toBeNull();
    expect(checkEmail('  jane@example.com ')).toBeNull();
  });

  it('phone is required', () => {
    expect(checkPhone('')).toBe('phoneEmpty');
    expect(checkPhone('  ')).toBe('phoneEmpty');
    expect(checkPhone('7700900123')).toBeNull();
  });

  it('captcha: required, letters or digits only', () => {
    expect(checkCaptcha('')).toBe('captchaEmpty');
    expect(checkCaptcha('12 34')).toBe('captchaInvalid');
    expect(checkCaptcha('12-456')).toBe('captchaInvalid');
    expect(checkCaptcha('123456')).toBeNull();
    expect(checkCaptcha('ab12CD')).toBeNull();
  });

  it('new password follows the shared rule', () => {
    expect(checkNewPassword('')).toBe('passwordEmpty');
    expect(checkNewPassword('short1A')).toBe('passwordRule');
    expect(checkNewPassword('alllowercase')).toBe('passwordRule');
    expect(checkNewPassword('lowerUPPER')).toBe('passwordRule');
    expect(checkNewPassword('lowerUPPER1')).toBeNull();
    expect(checkNewPassword('lower1!!x')).toBeNull();
    expect(checkNewPassword('Aa1!'.repeat(6))).toBe('passwordRule');
  });

  it('reset confirmation: required and equal', () => {
    expect(checkConfirm('Secret123', '')).toBe('confirmEmpty');
    expect(checkConfirm('Secret123', 'Secret124')).toBe('passwordsDiffer');
    expect(checkConfirm('Secret123', 'Secret123')).toBeNull();
  });
});

describe('form validators', () => {
  it('phone login needs phone, password and the agreement', () => {
    expect(validatePhoneLogin({ phone: '', password: '', agreed: false })).toEqual({
      phone: 'phoneEmpty',
      password: 'passwordEmpty',
      agreed: 'agreement',
    });
    expect(validatePhoneLogin({ phone: '7700900123', password: 'x', agreed: true })).toEqual({});
  });

  it('email login accepts any non-empty password (old accounts) but needs a correct email', () => {
    expect(validateEmailLogin({ email: 'bad', password: 'x', agreed: true })).toEqual({ email: 'emailInvalid' });
    expect(validateEmailLogin({ email: 'a@b.co', password: 'x', agreed: true })).toEqual({});
  });

  it('code login needs a code', () => {
    expect(validatePhoneCodeLogin({ phone: '1', captcha: '', agreed: true })).toEqual({ captcha: 'captchaEmpty' });
  });

  it('register applies the password rule and the agreement', () => {
    expect(validateEmailRegister({ email: 'a@b.co', captcha: '123456', password: 'weak', agreed: false })).toEqual({
      password: 'passwordRule',
      agreed: 'agreement',
    });
  });

  it('the email code for registering needs a valid email plus the password', () => {
    expect(validateRegisterEmailCodeRequest({ email: '', password: '' })).toEqual({ email: 'emailEmpty', password: 'passwordEmpty' });
    expect(validateRegisterEmailCodeRequest({ email: 'a@b.co', password: 'Secret123' })).toEqual({});
  });

  it('reset needs code, a good new password and the same confirmation', () => {
    expect(validateReset({ captcha: '', password: 'Secret123', again: 'Secret12' })).toEqual({
      captcha: 'captchaEmpty',
      again: 'passwordsDiffer',
    });
  });

  it('guest entry needs a valid email only', () => {
    expect(validateGuest({ email: '' })).toEqual({ email: 'emailEmpty' });
    expect(validateGuest({ email: 'guest@example.com' })).toEqual({});
  });
});

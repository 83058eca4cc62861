import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { loginByEmail, loginByPhone, loginByPhoneCode, sendLoginPhoneCode } from '../../api/auth';
import { AgreementCheck, CaptchaField, EmailField, FormAlert, PanelLink, PasswordField, PhoneField } from './fields';
import type { PanelContext } from './panelContext';
import type { AuthPanel } from './panels';
import { SocialLogin } from './SocialLogin';
import { useAuthForm, type AuthForm } from './useAuthForm';
import { validateEmailLogin, validatePhoneCodeLogin, validatePhoneCodeRequest, validatePhoneLogin, type Errors } from './validation';
import styles from './AuthForms.module.css';

/** Phone / Email switch on top of the three sign-in panels. */
function MethodSwitch({ ctx, method }: { ctx: PanelContext; method: 'phone' | 'email' }) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.segmented} role="group" aria-label={t('tabs.label')}>
      <button type="button" aria-pressed={method === 'phone'} onClick={() => method !== 'phone' && ctx.go('phone')}>
        {t('tabs.phone')}
      </button>
      <button type="button" aria-pressed={method === 'email'} onClick={() => method !== 'email' && ctx.go('email')}>
        {t('tabs.email')}
      </button>
    </div>
  );
}

/** Register, guest entry (only when the server allows it) and social sign-in. */
function LoginFooter({ ctx }: { ctx: PanelContext }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <p className={styles.switchLine}>
        {t('prompt.noAccount')} <PanelLink onClick={() => ctx.go('register')}>{t('action.toRegister')}</PanelLink>
      </p>
      {ctx.methods?.visitorOpen && (
        <p className={styles.switchLine}>
          {t('prompt.guest')} <PanelLink onClick={() => ctx.go('guest')}>{t('action.guest')}</PanelLink>
        </p>
      )}
      <SocialLogin ctx={ctx} />
    </>
  );
}

interface SignInFormProps {
  ctx: PanelContext;
  method: 'phone' | 'email';
  form: Pick<AuthForm<{ agreed: boolean }>, 'id' | 'busy' | 'error' | 'onSubmit' | 'bind'>;
  /** The panel's check of docs/storefront-spec.md §5, run before the call. */
  validate: () => Errors<string>;
  /** The sign-in call; success refreshes the session and leaves. */
  login: () => Promise<unknown>;
  /** The two panel links under the fields (the other way in, forgot password); null keeps the place empty. */
  links: [PanelLinkTo | null, PanelLinkTo];
  /** The identity and secret fields. */
  children: ReactNode;
}

interface PanelLinkTo {
  to: AuthPanel;
  label: string;
}

/** The frame of the three sign-in panels: method switch, message, fields, links, agreement, button, footer. */
function SignInForm({ ctx, method, form, validate, login, links, children }: SignInFormProps) {
  const { t } = useTranslation('auth');
  const submit = form.onSubmit(validate, async () => {
    await login();
    await ctx.done('login');
  });
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MethodSwitch ctx={ctx} method={method} />
      <FormAlert message={form.error} />
      {children}
      <div className={styles.linksRow}>
        {links.map((link, i) => (link ? <PanelLink key={link.to} onClick={() => ctx.go(link.to)}>{link.label}</PanelLink> : <span key={i} />))}
      </div>
      <AgreementCheck id={form.id} {...form.bind('agreed')} />
      <Button type="submit" size="lg" block loading={form.busy}>
        {t('action.signIn')}
      </Button>
      <LoginFooter ctx={ctx} />
    </form>
  );
}

export function PhonePasswordPanel({ ctx }: { ctx: PanelContext }) {
  const { t } = useTranslation('auth');
  const f = useAuthForm(ctx, { password: '', agreed: false });
  return (
    <SignInForm
      ctx={ctx}
      method="phone"
      form={f}
      validate={() => validatePhoneLogin({ phone: ctx.shared.phone, ...f.values })}
      login={() => loginByPhone({ countryCode: f.countryCode, phone: f.phoneDigits, password: f.values.password })}
      links={[
        { to: 'phoneCode', label: t('action.useCode') },
        { to: 'forgotPhone', label: t('action.forgot') },
      ]}
    >
      <PhoneField {...f.phoneField} />
      <PasswordField label={t('field.password')} name="password" autoComplete="current-password" {...f.bind('password')} />
    </SignInForm>
  );
}

export function EmailPasswordPanel({ ctx }: { ctx: PanelContext }) {
  const { t } = useTranslation('auth');
  const f = useAuthForm(ctx, { password: '', agreed: false });
  return (
    <SignInForm
      ctx={ctx}
      method="email"
      form={f}
      validate={() => validateEmailLogin({ email: ctx.shared.email, ...f.values })}
      login={() => loginByEmail({ email: f.email, password: f.values.password })}
      links={[null, { to: 'forgotEmail', label: t('action.forgot') }]}
    >
      <EmailField {...f.emailField} />
      <PasswordField label={t('field.password')} name="password" autoComplete="current-password" {...f.bind('password')} />
    </SignInForm>
  );
}

export function PhoneCodePanel({ ctx }: { ctx: PanelContext }) {
  const { t } = useTranslation('auth');
  const f = useAuthForm(ctx, { captcha: '', agreed: false });
  const onSend = f.codeRequest(
    () => validatePhoneCodeRequest({ phone: ctx.shared.phone }),
    'loginPhone',
    () => sendLoginPhoneCode(f.phoneDigits, f.countryCode),
  );
  return (
    <SignInForm
      ctx={ctx}
      method="phone"
      form={f}
      validate={() => validatePhoneCodeLogin({ phone: ctx.shared.phone, ...f.values })}
      login={() => loginByPhoneCode({ countryCode: f.countryCode, phone: f.phoneDigits, captcha: f.values.captcha })}
      links={[
        { to: 'phone', label: t('action.usePassword') },
        { to: 'forgotPhone', label: t('action.forgot') },
      ]}
    >
      <PhoneField {...f.phoneField} />
      <CaptchaField {...f.bind('captcha')} endsAt={ctx.timers.loginPhone} onSend={onSend} />
    </SignInForm>
  );
}

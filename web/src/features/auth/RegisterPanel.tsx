import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { registerByEmail, registerByPhone, sendRegisterEmailCode, sendRegisterPhoneCode } from '../../api/auth';
import { AgreementCheck, CaptchaField, EmailField, FormAlert, NewPasswordField, PanelLink, PhoneField } from './fields';
import type { PanelContext } from './panelContext';
import { useAuthForm } from './useAuthForm';
import { validateEmailRegister, validatePhoneCodeRequest, validatePhoneRegister, validateRegisterEmailCodeRequest } from './validation';
import styles from './AuthForms.module.css';

/** Panel 6: register by email or by phone, with a code, a password and the agreement. */
export function RegisterPanel({ ctx }: { ctx: PanelContext }) {
  const { t } = useTranslation('auth');
  const f = useAuthForm(ctx, { captcha: '', password: '', agreed: false });
  const [by, setBy] = useState<'email' | 'phone'>('email');
  const { captcha, password } = f.values;

  const onSend =
    by === 'email'
      ? f.codeRequest(
          () => validateRegisterEmailCodeRequest({ email: ctx.shared.email, password }),
          'registerEmail',
          () => sendRegisterEmailCode(f.email),
        )
      : f.codeRequest(
          () => validatePhoneCodeRequest({ phone: ctx.shared.phone }),
          'registerPhone',
          () => sendRegisterPhoneCode(f.phoneDigits, f.countryCode),
        );

  const submit = f.onSubmit(
    () =>
      by === 'email'
        ? validateEmailRegister({ email: ctx.shared.email, ...f.values })
        : validatePhoneRegister({ phone: ctx.shared.phone, ...f.values }),
    async () => {
      if (by === 'email') await registerByEmail({ email: f.email, captcha, password });
      else await registerByPhone({ countryCode: f.countryCode, phone: f.phoneDigits, captcha, password });
      await ctx.done('register');
    },
  );

  const tab = (key: 'email' | 'phone') => (
    <button
      type="button"
      role="tab"
      id={`${f.id}-tab-${key}`}
      aria-selected={by === key}
      aria-controls={`${f.id}-tabpanel`}
      tabIndex={by === key ? 0 : -1}
      onClick={() => {
        setBy(key);
        f.set('captcha', '');
        f.clear();
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
          const next = key === 'email' ? 'phone' : 'email';
          setBy(next);
          f.clear();
          document.getElementById(`${f.id}-tab-${next}`)?.focus();
        }
      }}
    >
      {t(`tabs.${key}`)}
    </button>
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.segmented} role="tablist" aria-label={t('tabs.registerLabel')}>
        {tab('email')}
        {tab('phone')}
      </div>
      <div id={`${f.id}-tabpanel`} role="tabpanel" aria-labelledby={`${f.id}-tab-${by}`} className={styles.form}>
        <FormAlert message={f.error} />
        {by === 'email' ? <EmailField {...f.emailField} /> : <PhoneField {...f.phoneField} />}
        <NewPasswordField label={t('field.password')} name="new-password" {...f.bind('password')} />
        <CaptchaField {...f.bind('captcha')} endsAt={by === 'email' ? ctx.timers.registerEmail : ctx.timers.registerPhone} onSend={onSend} />
        <AgreementCheck id={f.id} {...f.bind('agreed')} />
        <Button type="submit" size="lg" block loading={f.busy}>
          {t('action.register')}
        </Button>
      </div>
      <p className={styles.switchLine}>
        {t('prompt.haveAccount')} <PanelLink onClick={() => ctx.go(by === 'email' ? 'email' : 'phone')}>{t('action.toSignIn')}</PanelLink>
      </p>
    </form>
  );
}

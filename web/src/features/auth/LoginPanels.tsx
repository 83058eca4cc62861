import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { loginByEmail, loginByPhone, loginByPhoneCode, sendLoginPhoneCode } from '../../api/auth';
import { useAction, useCodeSender } from './actions';
import { dialCodeOf } from './countries';
import { AgreementCheck, CaptchaField, FormAlert, PanelLink, PasswordField, PhoneField, useFieldError } from './fields';
import type { PanelContext } from './panelContext';
import { SocialLogin } from './SocialLogin';
import { hasErrors, validateEmailLogin, validatePhoneCodeLogin, validatePhoneCodeRequest, validatePhoneLogin, type Errors } from './validation';
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

export function PhonePasswordPanel({ ctx }: { ctx: PanelContext }) {
  const { t } = useTranslation('auth');
  const fe = useFieldError();
  const agreeId = useId();
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors<'phone' | 'password' | 'agreed'>>({});
  const { busy, error, run } = useAction();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = validatePhoneLogin({ phone: ctx.shared.phone, password, agreed });
    setErrors(v);
    if (hasErrors(v)) return;
    void run(async () => {
      await loginByPhone({ countryCode: dialCodeOf(ctx.shared.country), phone: ctx.shared.phone.replace(/\D/g, ''), password });
      await ctx.done('login');
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MethodSwitch ctx={ctx} method="phone" />
      <FormAlert message={error} />
      <PhoneField
        country={ctx.shared.country}
        onCountry={(country) => ctx.setShared({ country })}
        phone={ctx.shared.phone}
        onPhone={(phone) => {
          ctx.setShared({ phone });
          setErrors((x) => ({ ...x, phone: undefined }));
        }}
        error={fe(errors.phone)}
        locale={ctx.locale}
      />
      <PasswordField
        label={t('field.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(v) => {
          setPassword(v);
          setErrors((x) => ({ ...x, password: undefined }));
        }}
        error={fe(errors.password)}
      />
      <div className={styles.linksRow}>
        <PanelLink onClick={() => ctx.go('phoneCode')}>{t('action.useCode')}</PanelLink>
        <PanelLink onClick={() => ctx.go('forgotPhone')}>{t('action.forgot')}</PanelLink>
      </div>
      <AgreementCheck id={agreeId} checked={agreed} onChange={(v) => { setAgreed(v); setErrors((x) => ({ ...x, agreed: undefined })); }} error={fe(errors.agreed)} />
      <Button type="submit" size="lg" block loading={busy}>
        {t('action.signIn')}
      </Button>
      <LoginFooter ctx={ctx} />
    </form>
  );
}

export function EmailPasswordPanel({ ctx }: { ctx: PanelContext }) {
  const { t } = useTranslation('auth');
  const fe = useFieldError();
  const agreeId = useId();
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors<'email' | 'password' | 'agreed'>>({});
  const { busy, error, run } = useAction();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = validateEmailLogin({ email: ctx.shared.email, password, agreed });
    setErrors(v);
    if (hasErrors(v)) return;
    void run(async () => {
      await loginByEmail({ email: ctx.shared.email.trim(), password });
      await ctx.done('login');
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MethodSwitch ctx={ctx} method="email" />
      <FormAlert message={error} />
      <TextField
        label={t('field.email')}
        name="email"
        type="email"
        autoComplete="email"
        aria-required
        placeholder={t('placeholder.email')}
        maxLength={255}
        value={ctx.shared.email}
        onChange={(e) => {
          ctx.setShared({ email: e.target.value });
          setErrors((x) => ({ ...x, email: undefined }));
        }}
        error={fe(errors.email)}
      />
      <PasswordField
        label={t('field.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(v) => {
          setPassword(v);
          setErrors((x) => ({ ...x, password: undefined }));
        }}
        error={fe(errors.password)}
      />
      <div className={styles.linksRow}>
        <span />
        <PanelLink onClick={() => ctx.go('forgotEmail')}>{t('action.forgot')}</PanelLink>
      </div>
      <AgreementCheck id={agreeId} checked={agreed} onChange={(v) => { setAgreed(v); setErrors((x) => ({ ...x, agreed: undefined })); }} error={fe(errors.agreed)} />
      <Button type="submit" size="lg" block loading={busy}>
        {t('action.signIn')}
      </Button>
      <LoginFooter ctx={ctx} />
    </form>
  );
}

export function PhoneCodePanel({ ctx }: { ctx: PanelContext }) {
  const { t } = useTranslation('auth');
  const fe = useFieldError();
  const agreeId = useId();
  const [captcha, setCaptcha] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors<'phone' | 'captcha' | 'agreed'>>({});
  const { busy, error, run } = useAction();
  const sendCode = useCodeSender(ctx);

  const phoneDigits = ctx.shared.phone.replace(/\D/g, '');
  const onSend = async () => {
    const v = validatePhoneCodeRequest({ phone: ctx.shared.phone });
    setErrors(v);
    if (hasErrors(v)) return false;
    return sendCode('loginPhone', () => sendLoginPhoneCode(phoneDigits, dialCodeOf(ctx.shared.country)));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = validatePhoneCodeLogin({ phone: ctx.shared.phone, captcha, agreed });
    setErrors(v);
    if (hasErrors(v)) return;
    void run(async () => {
      await loginByPhoneCode({ countryCode: dialCodeOf(ctx.shared.country), phone: phoneDigits, captcha });
      await ctx.done('login');
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MethodSwitch ctx={ctx} method="phone" />
      <FormAlert message={error} />
      <PhoneField
        country={ctx.shared.country}
        onCountry={(country) => ctx.setShared({ country })}
        phone={ctx.shared.phone}
        onPhone={(phone) => {
          ctx.setShared({ phone });
          setErrors((x) => ({ ...x, phone: undefined }));
        }}
        error={fe(errors.phone)}
        locale={ctx.locale}
      />
      <CaptchaField
        value={captcha}
        onChange={(v) => {
          setCaptcha(v);
          setErrors((x) => ({ ...x, captcha: undefined }));
        }}
        error={fe(errors.captcha)}
        endsAt={ctx.timers.loginPhone}
        onSend={onSend}
      />
      <div className={styles.linksRow}>
        <PanelLink onClick={() => ctx.go('phone')}>{t('action.usePassword')}</PanelLink>
        <PanelLink onClick={() => ctx.go('forgotPhone')}>{t('action.forgot')}</PanelLink>
      </div>
      <AgreementCheck id={agreeId} checked={agreed} onChange={(v) => { setAgreed(v); setErrors((x) => ({ ...x, agreed: undefined })); }} error={fe(errors.agreed)} />
      <Button type="submit" size="lg" block loading={busy}>
        {t('action.signIn')}
      </Button>
      <LoginFooter ctx={ctx} />
    </form>
  );
}

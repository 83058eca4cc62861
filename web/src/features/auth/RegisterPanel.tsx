import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { registerByEmail, registerByPhone, sendRegisterEmailCode, sendRegisterPhoneCode } from '../../api/auth';
import { useAction, useCodeSender } from './actions';
import { dialCodeOf } from './countries';
import { AgreementCheck, CaptchaField, FormAlert, PanelLink, PasswordField, PhoneField, useFieldError } from './fields';
import type { PanelContext } from './panelContext';
import {
  hasErrors,
  validateEmailRegister,
  validatePhoneCodeRequest,
  validatePhoneRegister,
  validateRegisterEmailCodeRequest,
  type Errors,
} from './validation';
import styles from './AuthForms.module.css';

type Field = 'email' | 'phone' | 'captcha' | 'password' | 'agreed';

/** Panel 6: register by email or by phone, with a code, a password and the agreement. */
export function RegisterPanel({ ctx }: { ctx: PanelContext }) {
  const { t } = useTranslation('auth');
  const fe = useFieldError();
  const agreeId = useId();
  const [by, setBy] = useState<'email' | 'phone'>('email');
  const [captcha, setCaptcha] = useState('');
  const [password, setPassword] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors<Field>>({});
  const { busy, error, run } = useAction();
  const sendCode = useCodeSender(ctx);
  const clear = (f: Field) => setErrors((x) => ({ ...x, [f]: undefined }));
  const phoneDigits = ctx.shared.phone.replace(/\D/g, '');

  const onSend = async () => {
    if (by === 'email') {
      const v = validateRegisterEmailCodeRequest({ email: ctx.shared.email, password });
      setErrors(v);
      if (hasErrors(v)) return false;
      return sendCode('registerEmail', () => sendRegisterEmailCode(ctx.shared.email.trim()));
    }
    const v = validatePhoneCodeRequest({ phone: ctx.shared.phone });
    setErrors(v);
    if (hasErrors(v)) return false;
    return sendCode('registerPhone', () => sendRegisterPhoneCode(phoneDigits, dialCodeOf(ctx.shared.country)));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v: Errors<Field> =
      by === 'email'
        ? validateEmailRegister({ email: ctx.shared.email, captcha, password, agreed })
        : validatePhoneRegister({ phone: ctx.shared.phone, captcha, password, agreed });
    setErrors(v);
    if (hasErrors(v)) return;
    void run(async () => {
      if (by === 'email') await registerByEmail({ email: ctx.shared.email.trim(), captcha, password });
      else await registerByPhone({ countryCode: dialCodeOf(ctx.shared.country), phone: phoneDigits, captcha, password });
      await ctx.done('register');
    });
  };

  const tab = (key: 'email' | 'phone') => (
    <button
      type="button"
      role="tab"
      id={`${agreeId}-tab-${key}`}
      aria-selected={by === key}
      aria-controls={`${agreeId}-tabpanel`}
      tabIndex={by === key ? 0 : -1}
      onClick={() => {
        setBy(key);
        setCaptcha('');
        setErrors({});
      }}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
          const next = key === 'email' ? 'phone' : 'email';
          setBy(next);
          setErrors({});
          document.getElementById(`${agreeId}-tab-${next}`)?.focus();
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
      <div id={`${agreeId}-tabpanel`} role="tabpanel" aria-labelledby={`${agreeId}-tab-${by}`} className={styles.form}>
        <FormAlert message={error} />
        {by === 'email' ? (
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
              clear('email');
            }}
            error={fe(errors.email)}
          />
        ) : (
          <PhoneField
            country={ctx.shared.country}
            onCountry={(country) => ctx.setShared({ country })}
            phone={ctx.shared.phone}
            onPhone={(phone) => {
              ctx.setShared({ phone });
              clear('phone');
            }}
            error={fe(errors.phone)}
            locale={ctx.locale}
          />
        )}
        <PasswordField
          label={t('field.password')}
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(v) => {
            setPassword(v);
            clear('password');
          }}
          error={fe(errors.password)}
          hint={t('hint.passwordRule')}
        />
        <CaptchaField
          value={captcha}
          onChange={(v) => {
            setCaptcha(v);
            clear('captcha');
          }}
          error={fe(errors.captcha)}
          endsAt={by === 'email' ? ctx.timers.registerEmail : ctx.timers.registerPhone}
          onSend={onSend}
        />
        <AgreementCheck
          id={agreeId}
          checked={agreed}
          onChange={(v) => {
            setAgreed(v);
            clear('agreed');
          }}
          error={fe(errors.agreed)}
        />
        <Button type="submit" size="lg" block loading={busy}>
          {t('action.register')}
        </Button>
      </div>
      <p className={styles.switchLine}>
        {t('prompt.haveAccount')} <PanelLink onClick={() => ctx.go(by === 'email' ? 'email' : 'phone')}>{t('action.toSignIn')}</PanelLink>
      </p>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { toast } from '../../components/Toast';
import { resetPasswordByEmail, resetPasswordByPhone, sendForgotEmailCode, sendForgotPhoneCode } from '../../api/auth';
import { useAction, useCodeSender } from './actions';
import { dialCodeOf } from './countries';
import { CaptchaField, FormAlert, PanelLink, PasswordField, PhoneField, useFieldError } from './fields';
import type { PanelContext } from './panelContext';
import { hasErrors, validateEmailCodeRequest, validatePhoneCodeRequest, validateReset, type Errors } from './validation';
import styles from './AuthForms.module.css';

/** Panel 4: the email that gets the reset code; on success, panel 5. */
export function ForgotEmailPanel({ ctx }: { ctx: PanelContext }) {
  const { t } = useTranslation('auth');
  const fe = useFieldError();
  const [errors, setErrors] = useState<Errors<'email'>>({});
  const [busy, setBusy] = useState(false);
  const sendCode = useCodeSender(ctx);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = validateEmailCodeRequest({ email: ctx.shared.email });
    setErrors(v);
    if (hasErrors(v)) return;
    setBusy(true);
    const ok = await sendCode('forgotEmail', () => sendForgotEmailCode(ctx.shared.email.trim()));
    setBusy(false);
    if (ok) ctx.go('resetEmail');
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('lead.forgotEmail')}</p>
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
          setErrors({});
        }}
        error={fe(errors.email)}
      />
      <Button type="submit" size="lg" block loading={busy}>
        {t('action.sendCode')}
      </Button>
      <div className={styles.linksRow}>
        <PanelLink onClick={() => ctx.go('forgotPhone')}>{t('action.byPhone')}</PanelLink>
        <PanelLink onClick={() => ctx.go('email')}>{t('action.back')}</PanelLink>
      </div>
    </form>
  );
}

/** Panel 8: the phone that gets the reset code; on success, panel 9. */
export function ForgotPhonePanel({ ctx }: { ctx: PanelContext }) {
  const { t } = useTranslation('auth');
  const fe = useFieldError();
  const [errors, setErrors] = useState<Errors<'phone'>>({});
  const [busy, setBusy] = useState(false);
  const sendCode = useCodeSender(ctx);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = validatePhoneCodeRequest({ phone: ctx.shared.phone });
    setErrors(v);
    if (hasErrors(v)) return;
    setBusy(true);
    const ok = await sendCode('forgotPhone', () => sendForgotPhoneCode(ctx.shared.phone.replace(/\D/g, ''), dialCodeOf(ctx.shared.country)));
    setBusy(false);
    if (ok) ctx.go('resetPhone');
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('lead.forgotPhone')}</p>
      <PhoneField
        country={ctx.shared.country}
        onCountry={(country) => ctx.setShared({ country })}
        phone={ctx.shared.phone}
        onPhone={(phone) => {
          ctx.setShared({ phone });
          setErrors({});
        }}
        error={fe(errors.phone)}
        locale={ctx.locale}
      />
      <Button type="submit" size="lg" block loading={busy}>
        {t('action.sendCode')}
      </Button>
      <div className={styles.linksRow}>
        <PanelLink onClick={() => ctx.go('forgotEmail')}>{t('action.byEmail')}</PanelLink>
        <PanelLink onClick={() => ctx.go('phone')}>{t('action.back')}</PanelLink>
      </div>
    </form>
  );
}

interface ResetProps {
  ctx: PanelContext;
  by: 'email' | 'phone';
}

/**
 * Panels 5 and 9: code, new password, confirmation. Success returns to the matching sign-in
 * panel (spec §4) with the email or phone already filled in.
 */
export function ResetPanel({ ctx, by }: ResetProps) {
  const { t } = useTranslation('auth');
  const fe = useFieldError();
  const [captcha, setCaptcha] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<Errors<'captcha' | 'password' | 'again'>>({});
  const { busy, error, run } = useAction();
  const sendCode = useCodeSender(ctx);
  const phoneDigits = ctx.shared.phone.replace(/\D/g, '');
  const countryCode = dialCodeOf(ctx.shared.country);
  const target = by === 'email' ? ctx.shared.email.trim() : `${countryCode} ${phoneDigits}`;

  const resend = () =>
    by === 'email'
      ? sendCode('forgotEmail', () => sendForgotEmailCode(ctx.shared.email.trim()))
      : sendCode('forgotPhone', () => sendForgotPhoneCode(phoneDigits, countryCode));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = validateReset({ captcha, password, again });
    setErrors(v);
    if (hasErrors(v)) return;
    void run(async () => {
      if (by === 'email') {
        await resetPasswordByEmail({ email: ctx.shared.email.trim(), captcha, newPassword: password, passwordAgain: again });
      } else {
        await resetPasswordByPhone({ countryCode, phone: phoneDigits, captcha, newPassword: password, passwordAgain: again });
      }
      toast.success(t('toast.reset'));
      ctx.go(by === 'email' ? 'email' : 'phone');
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('lead.codeSentTo', { target })}</p>
      <FormAlert message={error} />
      <CaptchaField
        value={captcha}
        onChange={(v) => {
          setCaptcha(v);
          setErrors((x) => ({ ...x, captcha: undefined }));
        }}
        error={fe(errors.captcha)}
        endsAt={by === 'email' ? ctx.timers.forgotEmail : ctx.timers.forgotPhone}
        onSend={resend}
      />
      <PasswordField
        label={t('field.newPassword')}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onChange={(v) => {
          setPassword(v);
          setErrors((x) => ({ ...x, password: undefined }));
        }}
        error={fe(errors.password)}
        hint={t('hint.passwordRule')}
      />
      <PasswordField
        label={t('field.confirmPassword')}
        name="confirm-password"
        autoComplete="new-password"
        value={again}
        onChange={(v) => {
          setAgain(v);
          setErrors((x) => ({ ...x, again: undefined }));
        }}
        error={fe(errors.again)}
      />
      <Button type="submit" size="lg" block loading={busy}>
        {t('action.reset')}
      </Button>
      <div className={styles.linksRow}>
        <PanelLink onClick={() => ctx.go(by === 'email' ? 'forgotEmail' : 'forgotPhone')}>
          {by === 'email' ? t('action.changeEmail') : t('action.changePhone')}
        </PanelLink>
        <PanelLink onClick={() => ctx.go(by === 'email' ? 'email' : 'phone')}>{t('action.back')}</PanelLink>
      </div>
    </form>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { toast } from '../../components/Toast';
import { resetPasswordByEmail, resetPasswordByPhone, sendForgotEmailCode, sendForgotPhoneCode } from '../../api/auth';
import { CaptchaField, EmailField, FormAlert, NewPasswordField, PanelLink, PasswordField, PhoneField } from './fields';
import type { PanelContext } from './panelContext';
import { useAuthForm } from './useAuthForm';
import { validateEmailCodeRequest, validatePhoneCodeRequest, validateReset } from './validation';
import styles from './AuthForms.module.css';

interface Props {
  ctx: PanelContext;
  by: 'email' | 'phone';
}

/** Asks for the reset code of the email or of the phone; false when the server refused. */
function sendResetCode(f: Pick<ReturnType<typeof useAuthForm>, 'sendCode' | 'email' | 'phoneDigits' | 'countryCode'>, by: Props['by']) {
  return by === 'email'
    ? f.sendCode('forgotEmail', () => sendForgotEmailCode(f.email))
    : f.sendCode('forgotPhone', () => sendForgotPhoneCode(f.phoneDigits, f.countryCode));
}

/** Panels 4 and 8: the email or phone that gets the reset code; on success, panel 5 or 9. */
export function ForgotPanel({ ctx, by }: Props) {
  const { t } = useTranslation('auth');
  const f = useAuthForm(ctx, {});
  const submit = f.onSubmit(
    () => (by === 'email' ? validateEmailCodeRequest({ email: ctx.shared.email }) : validatePhoneCodeRequest({ phone: ctx.shared.phone })),
    async () => {
      if (await sendResetCode(f, by)) ctx.go(by === 'email' ? 'resetEmail' : 'resetPhone');
    },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{by === 'email' ? t('lead.forgotEmail') : t('lead.forgotPhone')}</p>
      {by === 'email' ? <EmailField {...f.emailField} /> : <PhoneField {...f.phoneField} />}
      <Button type="submit" size="lg" block loading={f.busy}>
        {t('action.sendCode')}
      </Button>
      <div className={styles.linksRow}>
        {by === 'email' ? (
          <PanelLink onClick={() => ctx.go('forgotPhone')}>{t('action.byPhone')}</PanelLink>
        ) : (
          <PanelLink onClick={() => ctx.go('forgotEmail')}>{t('action.byEmail')}</PanelLink>
        )}
        <PanelLink onClick={() => ctx.go(by === 'email' ? 'email' : 'phone')}>{t('action.back')}</PanelLink>
      </div>
    </form>
  );
}

/**
 * Panels 5 and 9: code, new password, confirmation. Success returns to the matching sign-in
 * panel (docs/storefront-spec.md §4) with the email or phone already filled in.
 */
export function ResetPanel({ ctx, by }: Props) {
  const { t } = useTranslation('auth');
  const f = useAuthForm(ctx, { captcha: '', password: '', again: '' });
  const { captcha, password, again } = f.values;
  const target = by === 'email' ? f.email : `${f.countryCode} ${f.phoneDigits}`;

  const resend = () => sendResetCode(f, by);

  const submit = f.onSubmit(
    () => validateReset(f.values),
    async () => {
      if (by === 'email') {
        await resetPasswordByEmail({ email: f.email, captcha, newPassword: password, passwordAgain: again });
      } else {
        await resetPasswordByPhone({ countryCode: f.countryCode, phone: f.phoneDigits, captcha, newPassword: password, passwordAgain: again });
      }
      toast.success(t('toast.reset'));
      ctx.go(by === 'email' ? 'email' : 'phone');
    },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('lead.codeSentTo', { target })}</p>
      <FormAlert message={f.error} />
      <CaptchaField {...f.bind('captcha')} endsAt={by === 'email' ? ctx.timers.forgotEmail : ctx.timers.forgotPhone} onSend={resend} />
      <NewPasswordField label={t('field.newPassword')} name="new-password" {...f.bind('password')} />
      <PasswordField label={t('field.confirmPassword')} name="confirm-password" autoComplete="new-password" {...f.bind('again')} />
      <Button type="submit" size="lg" block loading={f.busy}>
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

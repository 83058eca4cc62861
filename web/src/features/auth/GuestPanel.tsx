import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { loginAsGuest, sendGuestCode } from '../../api/auth';
import { CaptchaField, EmailField, FormAlert, PanelLink, PhoneField } from './fields';
import type { PanelContext } from './panelContext';
import { useAuthForm } from './useAuthForm';
import { validateGuest } from './validation';
import styles from './AuthForms.module.css';

/**
 * Panel 7: anonymous purchase with an email (required) and a phone (optional). A new guest needs
 * only the email; a returning guest who wants their earlier orders and addresses proves the email
 * with a code, since an email alone must never open someone else's guest orders.
 */
export function GuestPanel({ ctx }: { ctx: PanelContext }) {
  const { t } = useTranslation('auth');
  const f = useAuthForm(ctx, { resume: false, captcha: '' }, { clearAllOnEdit: true });
  const { resume, captcha } = f.values;
  const requestCode = f.codeRequest(() => validateGuest({ email: ctx.shared.email }), 'guestEmail', () => sendGuestCode(f.email));

  const submit = f.onSubmit(
    () => validateGuest({ email: ctx.shared.email, resume, captcha }),
    async () => {
      await loginAsGuest({
        email: f.email,
        ...(resume ? { captcha: captcha.trim() } : {}),
        phone: f.phoneDigits,
        countryCode: f.countryCode,
      });
      await ctx.done('login');
    },
  );

  if (ctx.methods && !ctx.methods.visitorOpen) {
    return (
      <div className={styles.form}>
        <p className={styles.lead}>{t('lead.guestClosed')}</p>
        <Button variant="secondary" size="lg" block onClick={() => ctx.go('phone')}>
          {t('action.back')}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.lead}>{t('lead.guest')}</p>
      <FormAlert message={f.error} />
      <EmailField {...f.emailField} />
      {/* The phone is optional and never checked, so typing it leaves the email's message alone. */}
      <PhoneField
        {...f.phoneField}
        label={t('field.phoneOptional')}
        required={false}
        onPhone={(phone) => ctx.setShared({ phone })}
        error={undefined}
      />
      <label className={styles.checkRow}>
        <input type="checkbox" className={styles.checkbox} checked={resume} onChange={(e) => f.set('resume', e.target.checked)} />
        <span className={styles.checkLabel}>{t('guest.resume')}</span>
      </label>
      {resume && (
        <>
          <p className={styles.checkLabel}>{t('guest.resumeHint')}</p>
          <CaptchaField {...f.bind('captcha')} endsAt={ctx.timers.guestEmail} onSend={requestCode} />
        </>
      )}
      <Button type="submit" size="lg" block loading={f.busy}>
        {t('action.guest')}
      </Button>
      <p className={styles.switchLine}>
        {t('prompt.haveAccount')} <PanelLink onClick={() => ctx.go('phone')}>{t('action.toSignIn')}</PanelLink>
      </p>
    </form>
  );
}

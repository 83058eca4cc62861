import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { loginAsGuest, sendGuestCode } from '../../api/auth';
import { useAction, useCodeSender } from './actions';
import { dialCodeOf } from './countries';
import { CaptchaField, FormAlert, PanelLink, PhoneField, useFieldError } from './fields';
import type { PanelContext } from './panelContext';
import { hasErrors, validateGuest, type Errors } from './validation';
import styles from './AuthForms.module.css';

/**
 * Panel 7: anonymous purchase with an email (required) and a phone (optional). A new guest needs
 * only the email; a returning guest who wants their earlier orders and addresses proves the email
 * with a code, since an email alone must never open someone else's guest orders.
 */
export function GuestPanel({ ctx }: { ctx: PanelContext }) {
  const { t } = useTranslation('auth');
  const fe = useFieldError();
  const [errors, setErrors] = useState<Errors<'email' | 'captcha'>>({});
  const [resume, setResume] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const { busy, error, run } = useAction();
  const sendCode = useCodeSender(ctx);

  const requestCode = async (): Promise<boolean> => {
    const v = validateGuest({ email: ctx.shared.email });
    setErrors(v);
    if (hasErrors(v)) return false;
    return sendCode('guestEmail', () => sendGuestCode(ctx.shared.email.trim()));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = validateGuest({ email: ctx.shared.email, resume, captcha });
    setErrors(v);
    if (hasErrors(v)) return;
    void run(async () => {
      await loginAsGuest({
        email: ctx.shared.email.trim(),
        ...(resume ? { captcha: captcha.trim() } : {}),
        phone: ctx.shared.phone.replace(/\D/g, ''),
        countryCode: dialCodeOf(ctx.shared.country),
      });
      await ctx.done('login');
    });
  };

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
          setErrors({});
        }}
        error={fe(errors.email)}
      />
      <PhoneField
        label={t('field.phoneOptional')}
        required={false}
        country={ctx.shared.country}
        onCountry={(country) => ctx.setShared({ country })}
        phone={ctx.shared.phone}
        onPhone={(phone) => ctx.setShared({ phone })}
        locale={ctx.locale}
      />
      <label className={styles.checkRow}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={resume}
          onChange={(e) => {
            setResume(e.target.checked);
            setErrors({});
          }}
        />
        <span className={styles.checkLabel}>{t('guest.resume')}</span>
      </label>
      {resume && (
        <>
          <p className={styles.checkLabel}>{t('guest.resumeHint')}</p>
          <CaptchaField
            value={captcha}
            onChange={(v) => {
              setCaptcha(v);
              setErrors({});
            }}
            error={fe(errors.captcha)}
            endsAt={ctx.timers.guestEmail}
            onSend={requestCode}
          />
        </>
      )}
      <Button type="submit" size="lg" block loading={busy}>
        {t('action.guest')}
      </Button>
      <p className={styles.switchLine}>
        {t('prompt.haveAccount')} <PanelLink onClick={() => ctx.go('phone')}>{t('action.toSignIn')}</PanelLink>
      </p>
    </form>
  );
}

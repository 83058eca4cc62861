import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { CountryCode } from 'libphonenumber-js';
import { TextField } from '../../components/TextField';
import { CodeButton } from '../../components/CodeButton';
import { localePath } from '../../i18n';
import { CountryCodePicker } from './CountryCodePicker';
import { phoneExample } from './countries';
import type { FieldError } from './validation';
import styles from './AuthForms.module.css';

export function useFieldError() {
  const { t } = useTranslation('auth');
  return (e: FieldError | undefined | null) => (e ? t(`validation.${e}`) : undefined);
}

interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  name: string;
  hint?: ReactNode;
}

export function PasswordField({ label, value, onChange, error, autoComplete, name, hint }: PasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={label}
      name={name}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
      hint={hint}
      maxLength={64}
      suffix={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={shown}
          aria-label={t('action.showPassword')}
          onClick={() => setShown((s) => !s)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="1.7" />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.7" />
            {!shown && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.7" />}
          </svg>
        </button>
      }
    />
  );
}

/** A password being chosen (register, reset), with the rule as its hint. */
export function NewPasswordField(props: Omit<PasswordFieldProps, 'autoComplete' | 'hint'>) {
  const { t } = useTranslation('auth');
  return <PasswordField {...props} autoComplete="new-password" hint={t('hint.passwordRule')} />;
}

interface EmailFieldProps {
  value: string;
  onChange: (v: string) => void;
  error?: string;
}

/** The email every panel asks for the same way (sign-in, recovery, register, guest entry). */
export function EmailField({ value, onChange, error }: EmailFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('field.email')}
      name="email"
      type="email"
      autoComplete="email"
      aria-required
      placeholder={t('placeholder.email')}
      maxLength={255}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

interface PhoneFieldProps {
  label?: string;
  country: CountryCode;
  onCountry: (c: CountryCode) => void;
  phone: string;
  onPhone: (v: string) => void;
  error?: string;
  locale: string;
  required?: boolean;
}

export function PhoneField({ label, country, onCountry, phone, onPhone, error, locale, required = true }: PhoneFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={label ?? t('field.phone')}
      name="phone"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      aria-required={required || undefined}
      placeholder={phoneExample(country)}
      value={phone}
      onChange={(e) => onPhone(e.target.value.replace(/[^\d\s-]/g, ''))}
      maxLength={20}
      error={error}
      prefix={<CountryCodePicker value={country} onChange={onCountry} locale={locale} />}
    />
  );
}

interface CaptchaFieldProps {
  value: string;
  onChange: (v: string) => void;
  error?: string;
  endsAt: number;
  onSend: () => Promise<boolean>;
}

export function CaptchaField({ value, onChange, error, endsAt, onSend }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('field.captcha')}
      name="captcha"
      inputMode="numeric"
      autoComplete="one-time-code"
      aria-required
      placeholder={t('placeholder.captcha')}
      maxLength={6}
      value={value}
      onChange={(e) => onChange(e.target.value.trim())}
      error={error}
      suffix={<CodeButton endsAt={endsAt} onSend={onSend} className={styles.codeButton} labels={{ send: t('code.send'), retry: t('code.retry'), wait: (seconds) => t('code.wait', { seconds }) }} />}
    />
  );
}

interface AgreementProps {
  value: boolean;
  onChange: (v: boolean) => void;
  error?: string;
  id: string;
}

/** The privacy agreement opens in a new tab so the half-filled form stays put. */
export function AgreementCheck({ value, onChange, error, id }: AgreementProps) {
  const { t } = useTranslation('auth');
  return (
    <div className={styles.agreement}>
      <div className={styles.checkRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={value}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          <Trans
            t={t}
            i18nKey="agreement.text"
            components={{
              terms: (
                <a
                  href={localePath('/middlewares/privacy_agreement')}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.inlineLink}
                  aria-describedby={`${id}-newtab`}
                />
              ),
            }}
          />
        </label>
        <span id={`${id}-newtab`} className="visually-hidden">
          {t('agreement.newTab')}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.formAlert} role="alert">
      {message}
    </p>
  );
}

/** A text-styled button that moves to another panel. */
export function PanelLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={styles.linkButton} onClick={onClick}>
      {children}
    </button>
  );
}

import { useId, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/Button';
import { adminForgetPasswordRequest, adminLoginRequest, adminResetPasswordRequest, adminTotpLoginRequest } from '../../shared/contract/admin';
import { useAdminInfo, useForgetPassword, useLogin, useResetPassword, useTotpLogin, type LoginChallenge } from './api';
import { consoleError, safeReturnPath } from './errors';
import { FormField, localisedResolver } from './form';
import { LanguageSwitch } from './LanguageSwitch';
import { SetupKey } from './Facts';
import s from './console.module.css';
import { useConsoleTitle } from './title';

type Step = { kind: 'password' } | { kind: 'code'; challenge: LoginChallenge } | { kind: 'forgot' } | { kind: 'reset'; account: string };

const SIGN_IN_FAILED = { 400: 'login.wrong', 401: 'login.wrong' };

function FormMessage({ text }: { text: string | null }) {
  return text ? (
    <p className={s.formMessage} role="alert">
      {text}
    </p>
  ) : null;
}

/** The password step: account and password; the answer is a session or a two-factor challenge. */
function PasswordStep({ onChallenge, onDone, onForgot, notice, account = '' }: { onChallenge: (c: LoginChallenge) => void; onDone: () => void; onForgot: () => void; notice: string | null; account?: string }) {
  const { t } = useTranslation();
  const login = useLogin();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    resolver: localisedResolver(adminLoginRequest, { account: 'validation.account', pwd: 'validation.password' }, t),
    defaultValues: { account, pwd: '' },
  });
  const submit = form.handleSubmit((values) => {
    setMessage(null);
    login.mutate(values, {
      onSuccess: (challenge) => (challenge ? onChallenge(challenge) : onDone()),
      onError: (err) => setMessage(consoleError(err, t, SIGN_IN_FAILED)),
    });
  });
  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
      <h1>{t('login.title')}</h1>
      <p className={s.cardText}>{t('login.lead')}</p>
      {notice && (
        <p className={s.notice} role="status">
          {notice}
        </p>
      )}
      <FormMessage text={message} />
      <FormField control={form.control} name="account" label={t('login.account')} autoComplete="username" inputMode="email" autoFocus />
      <FormField control={form.control} name="pwd" label={t('login.password')} type="password" autoComplete="current-password" />
      <Button type="submit" size="lg" block loading={login.isPending}>
        {t('login.submit')}
      </Button>
      <button type="button" className={s.linkButton} onClick={onForgot}>
        {t('login.forgot')}
      </button>
    </form>
  );
}

/** The code step of two-factor sign-in: the app's 6 digits or a recovery code. */
function CodeStep({ challenge, onDone, onBack }: { challenge: LoginChallenge; onDone: (codes: string[]) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const totp = useTotpLogin();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    resolver: localisedResolver(adminTotpLoginRequest, { code: 'validation.code' }, t),
    defaultValues: { ticket: challenge.ticket, code: '' },
  });
  const submit = form.handleSubmit((values) => {
    setMessage(null);
    totp.mutate(values, {
      onSuccess: (answer) => onDone(answer.recoveryCodes),
      onError: (err) => setMessage(consoleError(err, t, { 400: 'login.codeWrong', 401: 'login.ticketExpired' })),
    });
  });
  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
      <h1>{t('login.codeTitle')}</h1>
      <p className={s.cardText}>{t('login.codeLead', { account: challenge.account })}</p>
      {challenge.twoFactor === 'enrol' && (
        <>
          <p className={s.notice}>{t('login.enrolLead')}</p>
          <SetupKey secret={challenge.secret} otpauthUrl={challenge.otpauthUrl} />
        </>
      )}
      <FormMessage text={message} />
      <FormField control={form.control} name="code" label={t('login.code')} hint={t('login.codeHint')} autoComplete="one-time-code" autoFocus spellCheck={false} />
      <Button type="submit" size="lg" block loading={totp.isPending}>
        {t('login.verify')}
      </Button>
      <button type="button" className={s.linkButton} onClick={onBack}>
        {t('login.back')}
      </button>
    </form>
  );
}

/** Forgotten password, first half: the account the emailed code goes to. */
function ForgotStep({ onSent, onBack }: { onSent: (account: string) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const forget = useForgetPassword();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    resolver: localisedResolver(adminForgetPasswordRequest, { account: 'validation.account' }, t),
    defaultValues: { account: '' },
  });
  const submit = form.handleSubmit((values) => {
    setMessage(null);
    forget.mutate(values, { onSuccess: () => onSent(values.account), onError: (err) => setMessage(consoleError(err, t)) });
  });
  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
      <h1>{t('forgot.title')}</h1>
      <p className={s.cardText}>{t('forgot.lead')}</p>
      <FormMessage text={message} />
      <FormField control={form.control} name="account" label={t('login.account')} autoComplete="username" inputMode="email" autoFocus />
      <Button type="submit" size="lg" block loading={forget.isPending}>
        {t('forgot.send')}
      </Button>
      <button type="button" className={s.linkButton} onClick={onBack}>
        {t('forgot.backToSignIn')}
      </button>
    </form>
  );
}

/** Forgotten password, second half: the emailed code and the new password. */
function ResetStep({ account, onDone, onBack }: { account: string; onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    resolver: localisedResolver(adminResetPasswordRequest, { captcha: 'validation.emailCode', password: 'validation.strength', account: 'validation.account' }, t),
    defaultValues: { account, captcha: '', password: '' },
  });
  const submit = form.handleSubmit((values) => {
    setMessage(null);
    reset.mutate(values, { onSuccess: onDone, onError: (err) => setMessage(consoleError(err, t, { 400: 'forgot.codeWrong' })) });
  });
  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
      <h1>{t('forgot.title')}</h1>
      <p className={s.notice} role="status">
        {t('forgot.sent', { account })}
      </p>
      <FormMessage text={message} />
      <FormField control={form.control} name="captcha" label={t('forgot.code')} autoComplete="one-time-code" inputMode="numeric" autoFocus />
      <FormField control={form.control} name="password" label={t('forgot.newPassword')} hint={t('validation.strength')} type="password" autoComplete="new-password" />
      <Button type="submit" size="lg" block loading={reset.isPending}>
        {t('forgot.submit')}
      </Button>
      <button type="button" className={s.linkButton} onClick={onBack}>
        {t('forgot.backToSignIn')}
      </button>
    </form>
  );
}

/** Recovery codes issued by an operator-style first sign-in: shown once before entering. */
function FirstCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={s.form}>
      <h1>{t('recovery.title')}</h1>
      <p className={s.cardText}>{t('recovery.lead')}</p>
      <ul className={s.codes} aria-label={t('recovery.title')}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <Button size="lg" block onClick={onContinue}>
        {t('recovery.done')}
      </Button>
    </div>
  );
}

/** The sign-in screen (/seller/login, /admin/login): sign-in (with its two-factor step) and password reset, then back to the page asked for. */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const me = useAdminInfo();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [codes, setCodes] = useState<string[]>([]);
  const location = useLocation();
  // A page that sends here with news (the set-password link: "your password is set") hands it over in the history state.
  const handed = (location.state as { notice?: unknown } | null)?.notice;
  const [notice, setNotice] = useState<string | null>(params.get('expired') ? t('login.expired') : typeof handed === 'string' ? handed : null);
  const titleId = useId();
  const target = safeReturnPath(params.get('redirect'));
  const enter = () => void navigate(target, { replace: true });

  useConsoleTitle(t('login.title'));

  if (me.data && step.kind === 'password' && codes.length === 0) return <Navigate to={target} replace />;

  return (
    <div className={s.auth}>
      <aside className={s.authAside} aria-labelledby={titleId}>
        <div>
          <p className={s.product}>{t('app.name')}</p>
          <h2 id={titleId}>{t('login.asideTitle')}</h2>
          <ul className={s.authPoints}>
            <li>{t('login.point1')}</li>
            <li>{t('login.point2')}</li>
            <li>{t('login.point3')}</li>
          </ul>
        </div>
        <p>
          {t('login.asideFoot')}{' '}
          <a href="/" className={s.asideLink}>
            {t('login.storefront')}
          </a>
        </p>
      </aside>
      <main className={s.authMain}>
        <div className={s.authTop}>
          <LanguageSwitch />
        </div>
        <div className={s.authCard}>
          {codes.length > 0 ? (
            <FirstCodes codes={codes} onContinue={enter} />
          ) : step.kind === 'password' ? (
            <PasswordStep notice={notice} account={params.get('account')?.slice(0, 32) ?? ''} onChallenge={(challenge) => setStep({ kind: 'code', challenge })} onDone={enter} onForgot={() => setStep({ kind: 'forgot' })} />
          ) : step.kind === 'code' ? (
            <CodeStep challenge={step.challenge} onDone={(issued) => (issued.length > 0 ? setCodes(issued) : enter())} onBack={() => setStep({ kind: 'password' })} />
          ) : step.kind === 'forgot' ? (
            <ForgotStep onSent={(account) => setStep({ kind: 'reset', account })} onBack={() => setStep({ kind: 'password' })} />
          ) : (
            <ResetStep
              account={step.account}
              onDone={() => {
                setNotice(t('forgot.done'));
                setStep({ kind: 'password' });
              }}
              onBack={() => setStep({ kind: 'password' })}
            />
          )}
        </div>
      </main>
    </div>
  );
}

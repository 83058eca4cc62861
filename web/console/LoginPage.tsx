import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/Button';
import { adminForgetPasswordRequest, adminLoginRequest, adminResetPasswordRequest, adminTotpLoginRequest } from '../../shared/contract/admin';
import { useAdminInfo, useForgetPassword, useLogin, useResetPassword, useTotpLogin, type LoginChallenge } from './api';
import { consoleError, safeReturnPath } from './errors';
import { FormField, localisedResolver, useFormSend } from './form';
import { AuthForm, AuthScreen } from './AuthScreen';
import { SetupKey } from './Facts';
import s from './console.module.css';
import { useConsoleTitle } from './title';

type Step = { kind: 'password' } | { kind: 'code'; challenge: LoginChallenge } | { kind: 'forgot' } | { kind: 'reset'; account: string };

const SIGN_IN_FAILED = { 400: 'login.wrong', 401: 'login.wrong' };

/** The password step: account and password; the answer is a session or a two-factor challenge. */
function PasswordStep({ onChallenge, onDone, onForgot, notice, account = '' }: { onChallenge: (c: LoginChallenge) => void; onDone: () => void; onForgot: () => void; notice: string | null; account?: string }) {
  const { t } = useTranslation();
  const { form, problem, submit, busy } = useFormSend(
    localisedResolver(adminLoginRequest, { account: 'validation.account', pwd: 'validation.password' }, t),
    { account, pwd: '' },
    useLogin(),
    (challenge) => (challenge ? onChallenge(challenge) : onDone()),
    (err) => consoleError(err, t, SIGN_IN_FAILED),
  );
  return (
    <AuthForm
      title={t('login.title')}
      intro={
        <>
          <p className={s.cardText}>{t('login.lead')}</p>
          {notice && (
            <p className={s.notice} role="status">
              {notice}
            </p>
          )}
        </>
      }
      problem={problem}
      onSubmit={submit}
      submitLabel={t('login.submit')}
      busy={busy}
      back={{ label: t('login.forgot'), onClick: onForgot }}
    >
      <FormField control={form.control} name="account" label={t('login.account')} autoComplete="username" inputMode="email" autoFocus />
      <FormField control={form.control} name="pwd" label={t('login.password')} type="password" autoComplete="current-password" />
    </AuthForm>
  );
}

/** The code step of two-factor sign-in: the app's 6 digits or a recovery code. */
function CodeStep({ challenge, onDone, onBack }: { challenge: LoginChallenge; onDone: (codes: string[]) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const { form, problem, submit, busy } = useFormSend(
    localisedResolver(adminTotpLoginRequest, { code: 'validation.code' }, t),
    { ticket: challenge.ticket, code: '' },
    useTotpLogin(),
    (answer) => onDone(answer.recoveryCodes),
    (err) => consoleError(err, t, { 400: 'login.codeWrong', 401: 'login.ticketExpired' }),
  );
  return (
    <AuthForm
      title={t('login.codeTitle')}
      intro={
        <>
          <p className={s.cardText}>{t('login.codeLead', { account: challenge.account })}</p>
          {challenge.twoFactor === 'enrol' && (
            <>
              <p className={s.notice}>{t('login.enrolLead')}</p>
              <SetupKey secret={challenge.secret} otpauthUrl={challenge.otpauthUrl} />
            </>
          )}
        </>
      }
      problem={problem}
      onSubmit={submit}
      submitLabel={t('login.verify')}
      busy={busy}
      back={{ label: t('login.back'), onClick: onBack }}
    >
      <FormField control={form.control} name="code" label={t('login.code')} hint={t('login.codeHint')} autoComplete="one-time-code" autoFocus spellCheck={false} />
    </AuthForm>
  );
}

/** Forgotten password, first half: the account the emailed code goes to. */
function ForgotStep({ onSent, onBack }: { onSent: (account: string) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const { form, problem, submit, busy } = useFormSend(
    localisedResolver(adminForgetPasswordRequest, { account: 'validation.account' }, t),
    { account: '' },
    useForgetPassword(),
    (_answer, values) => onSent(values.account),
    (err) => consoleError(err, t),
  );
  return (
    <AuthForm
      title={t('forgot.title')}
      intro={<p className={s.cardText}>{t('forgot.lead')}</p>}
      problem={problem}
      onSubmit={submit}
      submitLabel={t('forgot.send')}
      busy={busy}
      back={{ label: t('forgot.backToSignIn'), onClick: onBack }}
    >
      <FormField control={form.control} name="account" label={t('login.account')} autoComplete="username" inputMode="email" autoFocus />
    </AuthForm>
  );
}

/** Forgotten password, second half: the emailed code and the new password. */
function ResetStep({ account, onDone, onBack }: { account: string; onDone: () => void; onBack: () => void }) {
  const { t } = useTranslation();
  const { form, problem, submit, busy } = useFormSend(
    localisedResolver(adminResetPasswordRequest, { captcha: 'validation.emailCode', password: 'validation.strength', account: 'validation.account' }, t),
    { account, captcha: '', password: '' },
    useResetPassword(),
    onDone,
    (err) => consoleError(err, t, { 400: 'forgot.codeWrong' }),
  );
  return (
    <AuthForm
      title={t('forgot.title')}
      intro={
        <p className={s.notice} role="status">
          {t('forgot.sent', { account })}
        </p>
      }
      problem={problem}
      onSubmit={submit}
      submitLabel={t('forgot.submit')}
      busy={busy}
      back={{ label: t('forgot.backToSignIn'), onClick: onBack }}
    >
      <FormField control={form.control} name="captcha" label={t('forgot.code')} autoComplete="one-time-code" inputMode="numeric" autoFocus />
      <FormField control={form.control} name="password" label={t('forgot.newPassword')} hint={t('validation.strength')} type="password" autoComplete="new-password" />
    </AuthForm>
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
  const target = safeReturnPath(params.get('redirect'));
  const enter = () => void navigate(target, { replace: true });

  useConsoleTitle(t('login.title'));

  if (me.data && step.kind === 'password' && codes.length === 0) return <Navigate to={target} replace />;

  return (
    <AuthScreen
      asideTitle={t('login.asideTitle')}
      points={[t('login.point1'), t('login.point2'), t('login.point3')]}
      foot={
        <p>
          {t('login.asideFoot')}{' '}
          <a href="/" className={s.asideLink}>
            {t('login.storefront')}
          </a>
        </p>
      }
    >
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
    </AuthScreen>
  );
}

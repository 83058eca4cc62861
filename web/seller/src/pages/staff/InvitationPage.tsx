import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '@/components/Button';
import { ApiError } from '@/api/client';
import { merchantInvitationPasswordRequest } from '../../../../../shared/contract/admin-platform';
import { invitationResendRequest } from '../../../../../shared/contract/admin-staff';
import { FormField, localisedResolver, useFormSend } from '../../../../console/form';
import { consoleError } from '../../../../console/errors';
import { AuthForm, AuthScreen } from '../../../../console/AuthScreen';
import { useAcceptInvitation, useResendInvitation } from '../../api/staff';
import c from '../../../../console/console.module.css';
import { FormProblem } from '../../../../console/dialog';
import { useConsoleTitle } from '../../../../console/title';

/** The password twice: the contract's rule for the first, the same text for the second. */
const passwordForm = z
  .object({ ...merchantInvitationPasswordRequest.shape, repeat: z.string() })
  .check(z.refine((v) => v.password === v.repeat, { message: 'mismatch', path: ['repeat'] }));

/** A used, expired or missing link: ask for a new one by the account's email. */
function NewLink({ reason }: { reason: 'dead' | 'missing' }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const { form, problem, submit, busy } = useFormSend(
    localisedResolver(invitationResendRequest, { account: 'invitationPage.err.email' }, t),
    { account: '' },
    useResendInvitation(),
    (_answer, v) => setSent(v.account),
    (err) => consoleError(err, t),
  );
  return (
    <form className={c.form} onSubmit={(e) => void submit(e)} noValidate>
      <h1>{reason === 'dead' ? t('invitationPage.dead') : t('invitationPage.title')}</h1>
      <p className={c.notice} role="alert">
        {reason === 'dead' ? t('invitationPage.deadLead') : t('invitationPage.missing')}
      </p>
      {sent ? (
        <p className={c.notice} role="status">
          {t('invitationPage.resent', { email: sent })}
        </p>
      ) : (
        <>
          <FormProblem className={c.formMessage}>{problem}</FormProblem>
          <FormField control={form.control} name="account" label={t('invitationPage.email')} type="email" autoComplete="username" inputMode="email" />
          <Button type="submit" size="lg" block loading={busy}>
            {t('invitationPage.resend')}
          </Button>
        </>
      )}
      <p className={c.cardText}>{t('invitationPage.forgot')}</p>
      <a className={c.linkButton} href="/seller/login">
        {t('invitationPage.toSignIn')}
      </a>
    </form>
  );
}

/**
 * /seller/invitation?token=…: the set-password link of a new shop's owner (the approval email) or of an
 * invited staff member. The new password twice, with the console's password rule; then to sign-in with a
 * notice. A used or expired link says so and offers a new one.
 */
export default function InvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [dead, setDead] = useState(false);
  const accept = useAcceptInvitation();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm({
    resolver: localisedResolver(passwordForm, { password: 'invitationPage.err.strength', repeat: 'invitationPage.err.mismatch', token: 'invitationPage.missing' }, t),
    defaultValues: { token, password: '', repeat: '' },
  });

  useConsoleTitle(t('invitationPage.title'));

  const submit = form.handleSubmit((v) => {
    setProblem(null);
    accept.mutate(
      { token: v.token, password: v.password },
      {
        onSuccess: (answer) => void navigate(`/login?account=${encodeURIComponent(answer.account)}`, { replace: true, state: { notice: t('invitationPage.done') } }),
        onError: (err) => {
          // The service refuses a used or expired link with its reason (code 500); anything else is told as it is.
          if (err instanceof ApiError && err.status === 500 && err.message.trim() !== '' && err.message !== 'Internal error') setDead(true);
          else setProblem(consoleError(err, t));
        },
      },
    );
  });

  return (
    <AuthScreen asideTitle={t('invitationPage.asideTitle')} points={[t('invitationPage.point1'), t('invitationPage.point2')]}>
      {!token || dead ? (
        <NewLink reason={dead ? 'dead' : 'missing'} />
      ) : (
        <AuthForm
          title={t('invitationPage.title')}
          intro={<p className={c.cardText}>{t('invitationPage.lead')}</p>}
          problem={problem}
          onSubmit={submit}
          submitLabel={t('invitationPage.submit')}
          busy={accept.isPending}
        >
          <FormField control={form.control} name="password" label={t('invitationPage.password')} hint={t('invitationPage.err.strength')} type="password" autoComplete="new-password" autoFocus />
          <FormField control={form.control} name="repeat" label={t('invitationPage.repeat')} type="password" autoComplete="new-password" />
        </AuthForm>
      )}
    </AuthScreen>
  );
}

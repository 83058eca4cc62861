import { useEffect, useState } from 'react';
import { useOutletContext } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { Button } from '@/components/Button';
import { PageHead } from '@/components/PageHead';
import { StatusBadge } from '@/components/StatusBadge';
import { toast } from '@/components/Toast';
import { loginAdminUpdateRequest, totpCodeRequest, totpDisableRequest } from '../../shared/contract/admin';
import { useChangePassword, useRecoveryRenew, useTotpConfirm, useTotpDisable, useTotpEnrol, type AdminInfo } from './api';
import { consoleError } from './errors';
import { FormField, localisedResolver } from './form';
import { useConsole } from './context';
import { Facts, SetupKey } from './Facts';
import s from './console.module.css';
import { Section } from './Section';
import { FormProblem } from './dialog';

/** The password change with a repeat of the new password, which only the console needs. */
const changePasswordForm = z
  .extend(loginAdminUpdateRequest, { confirm: z.string() })
  .check(z.refine((v) => v.password === v.confirm, { message: 'mismatch', path: ['confirm'] }));

function Profile({ me }: { me: AdminInfo }) {
  const { t } = useTranslation();
  return (
    <Section id="profile-title" title={t('account.profile')}>
      <Facts
        rows={[
          [t('account.accountName'), me.account],
          [t('account.name'), me.realName || '—'],
          [t('account.role'), me.roleNames || t('account.owner')],
          [t('account.lastSignIn'), me.lastTime ? `${me.lastTime}${me.lastIp ? ` · ${me.lastIp}` : ''}` : '—'],
          [t('account.signIns'), me.loginCount],
        ]}
      />
    </Section>
  );
}

function PasswordCard({ me }: { me: AdminInfo }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({
    resolver: localisedResolver(changePasswordForm, { oldPassword: 'validation.password', password: 'validation.strength', confirm: 'validation.mismatch', realName: 'validation.name' }, t),
    defaultValues: { realName: me.realName || me.account, oldPassword: '', password: '', confirm: '' },
  });
  const submit = form.handleSubmit(({ confirm: _repeat, ...values }) => {
    setMessage(null);
    change.mutate(values, {
      onSuccess: () => {
        toast.success(t('account.saved'));
        form.reset({ realName: values.realName, oldPassword: '', password: '', confirm: '' });
      },
      onError: (err) => setMessage(consoleError(err, t, { 400: 'account.wrongCurrent' })),
    });
  });
  return (
    <Section id="password-title" title={t('account.password')}>
      <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
        <FormProblem className={s.formMessage}>{message}</FormProblem>
        <FormField control={form.control} name="oldPassword" label={t('account.current')} type="password" autoComplete="current-password" />
        <FormField control={form.control} name="password" label={t('account.new')} hint={t('validation.strength')} type="password" autoComplete="new-password" />
        <FormField control={form.control} name="confirm" label={t('account.repeat')} type="password" autoComplete="new-password" />
        <div className={s.actions}>
          <Button type="submit" loading={change.isPending}>
            {t('account.save')}
          </Button>
        </div>
      </form>
    </Section>
  );
}

/** Recovery codes, shown once: the account holder confirms having kept them. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={s.form}>
      <h3 className={s.cardTitle}>{t('recovery.title')}</h3>
      <p className={s.notice}>{t('recovery.lead')}</p>
      <ul className={s.codes} aria-label={t('recovery.title')}>
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className={s.actions}>
        <Button onClick={onDone}>{t('recovery.done')}</Button>
      </div>
    </div>
  );
}

function CodeForm({ label, submitLabel, busy, onCode, message }: { label: string; submitLabel: string; busy: boolean; onCode: (code: string) => void; message: string | null }) {
  const { t } = useTranslation();
  const form = useForm({ resolver: localisedResolver(totpCodeRequest, { code: 'validation.code' }, t), defaultValues: { code: '' } });
  return (
    <form className={s.form} onSubmit={(e) => void form.handleSubmit((v) => onCode(v.code))(e)} noValidate>
      <FormProblem className={s.formMessage}>{message}</FormProblem>
      <FormField control={form.control} name="code" label={label} autoComplete="one-time-code" spellCheck={false} />
      <div className={s.actions}>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** Turning two-factor sign-in on: the key as text, then a code from the app confirms it. */
function Enrol({ onCodes, onCancel }: { onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const enrol = useTotpEnrol();
  const confirm = useTotpConfirm();
  const [message, setMessage] = useState<string | null>(null);
  const { mutate } = enrol;
  useEffect(() => mutate(undefined, { onError: (err) => setMessage(consoleError(err, t)) }), [mutate, t]);
  if (!enrol.data) return message ? <p className={s.formMessage}>{message}</p> : <div className={s.bone} />;
  return (
    <div className={s.form}>
      <p className={s.cardText}>{t('tfa.step1')}</p>
      <SetupKey secret={enrol.data.secret} otpauthUrl={enrol.data.otpauthUrl} />
      <p className={s.cardText}>{t('tfa.step2')}</p>
      <CodeForm
        label={t('tfa.code')}
        submitLabel={t('tfa.confirm')}
        busy={confirm.isPending}
        message={message}
        onCode={(code) => {
          setMessage(null);
          confirm.mutate(code, { onSuccess: (a) => onCodes(a.recoveryCodes), onError: (err) => setMessage(consoleError(err, t, { 400: 'login.codeWrong' })) });
        }}
      />
      <button type="button" className={s.linkButton} onClick={onCancel}>
        {t('common:action.cancel')}
      </button>
    </div>
  );
}

function Disable({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const disable = useTotpDisable();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm({ resolver: localisedResolver(totpDisableRequest, { pwd: 'validation.password', code: 'validation.code' }, t), defaultValues: { pwd: '', code: '' } });
  const submit = form.handleSubmit((values) => {
    setMessage(null);
    disable.mutate(values, {
      onSuccess: () => {
        toast.success(t('tfa.turnedOff'));
        onDone();
      },
      onError: (err) => setMessage(consoleError(err, t, { 400: 'tfa.disableWrong' })),
    });
  });
  return (
    <form className={s.form} onSubmit={(e) => void submit(e)} noValidate>
      <FormProblem className={s.formMessage}>{message}</FormProblem>
      <FormField control={form.control} name="pwd" label={t('account.current')} type="password" autoComplete="current-password" />
      <FormField control={form.control} name="code" label={t('tfa.code')} autoComplete="one-time-code" spellCheck={false} />
      <div className={s.actions}>
        <Button type="submit" variant="danger" loading={disable.isPending}>
          {t('tfa.turnOff')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('common:action.cancel')}
        </Button>
      </div>
    </form>
  );
}

function Renew({ onCodes, onCancel }: { onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const renew = useRecoveryRenew();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <div className={s.form}>
      <CodeForm
        label={t('tfa.code')}
        submitLabel={t('recovery.renew')}
        busy={renew.isPending}
        message={message}
        onCode={(code) => renew.mutate(code, { onSuccess: (a) => onCodes(a.recoveryCodes), onError: (err) => setMessage(consoleError(err, t, { 400: 'login.codeWrong' })) })}
      />
      <button type="button" className={s.linkButton} onClick={onCancel}>
        {t('common:action.cancel')}
      </button>
    </div>
  );
}

type TfaMode = 'idle' | 'enrol' | 'disable' | 'renew';

function TwoFactorCard({ me }: { me: AdminInfo }) {
  const { t } = useTranslation();
  const { twoFactorOptional } = useConsole();
  const [mode, setMode] = useState<TfaMode>('idle');
  const [codes, setCodes] = useState<string[]>([]);
  const showCodes = (issued: string[]) => {
    setCodes(issued);
    setMode('idle');
  };
  return (
    <section className={s.card} aria-labelledby="tfa-title">
      <div className={s.cardHead}>
        <div>
          <h2 id="tfa-title" className={s.cardTitle}>
            {t('tfa.title')}
          </h2>
          <p className={s.cardText}>{me.twoFactor ? t('tfa.leadOn') : t('tfa.leadOff')}</p>
        </div>
        <StatusBadge tone={me.twoFactor ? 'success' : 'neutral'}>{me.twoFactor ? t('tfa.on') : t('tfa.off')}</StatusBadge>
      </div>
      {codes.length > 0 ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes([])} />
      ) : mode === 'enrol' ? (
        <Enrol onCodes={showCodes} onCancel={() => setMode('idle')} />
      ) : mode === 'disable' ? (
        <Disable onDone={() => setMode('idle')} onCancel={() => setMode('idle')} />
      ) : mode === 'renew' ? (
        <Renew onCodes={showCodes} onCancel={() => setMode('idle')} />
      ) : me.twoFactor ? (
        <div className={s.actions}>
          <Button variant="secondary" onClick={() => setMode('renew')}>
            {t('recovery.renew')}
          </Button>
          {twoFactorOptional && (
            <Button variant="danger" onClick={() => setMode('disable')}>
              {t('tfa.turnOff')}
            </Button>
          )}
        </div>
      ) : (
        <div className={s.actions}>
          <Button onClick={() => setMode('enrol')}>{t('tfa.turnOn')}</Button>
        </div>
      )}
    </section>
  );
}

/** The account screen (/seller/account, /admin/account): who is signed in, the password change and two-factor sign-in. */
export default function AccountPage() {
  const { t } = useTranslation();
  const me = useOutletContext<AdminInfo>();
  return (
    <>
      <PageHead title={t('account.title')} />
      <p className={s.lead}>{t('account.lead')}</p>
      <div className={s.twoCol}>
        <div className={s.form}>
          <Profile me={me} />
          <TwoFactorCard me={me} />
        </div>
        <PasswordCard me={me} />
      </div>
    </>
  );
}

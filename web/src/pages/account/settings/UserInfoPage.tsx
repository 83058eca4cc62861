import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { toast } from '../../../components/Toast';
import type { UserInfo } from '../../../api/user';
import { useEditUser } from '../../../api/userEdit';
import { acceptAttr, imageProblem, useUploadImage } from '../../../api/upload';
import { useLogout, useUser } from '../../../features/auth/session';
import { CodeButton } from '@/components/CodeButton';
import { PageHead } from '@/components/PageHead';
import { QueryState } from '@/components/QueryState';
import { useChangePassword, useSendPasswordCode, type CodeChannel } from '@/api/password';
import { validatePassword, type PasswordValues } from '@/features/account/settings/passwordChange';
import s from '../AccountPages.module.css';
import styles from './UserInfoPage.module.css';

/** /users/user_info: avatar, name, email, phone, password change with a code, save and log out. */
export default function UserInfoPage() {
  const { t } = useTranslation('account');
  const { user, isLoading } = useUser();
  return (
    <div className={s.page}>
      <PageHead title={t('settings.title')} />
      <QueryState query={{ isPending: isLoading, error: null }}>
        {user && (
          <>
            <ProfileForm key={`${user.nickname}|${user.avatar}`} user={user} />
            <PasswordForm user={user} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function ProfileForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const logout = useLogout();
  const upload = useUploadImage();
  const editUser = useEditUser();
  const [nickname, setNickname] = useState(user.nickname);
  const [avatar, setAvatar] = useState(user.avatar);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onAvatar = async (file: File | undefined) => {
    if (!file) return;
    const p = imageProblem(file, 'jpg-png');
    if (p) {
      toast.error(t(p === 'type' ? 'upload.onlyJpgPng' : 'upload.tooBig', { name: file.name }));
      return;
    }
    setUploading(true);
    try {
      setAvatar(await upload.mutateAsync({ file, model: 'user' }));
    } catch {
      // The query client's default error toast has told the shopper.
    } finally {
      setUploading(false);
    }
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const name = nickname.trim();
    if (!name) {
      setError(t('settings.errors.nameEmpty'));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await editUser.mutateAsync({ nickname: name, avatar });
      toast.success(t('settings.saved'));
    } catch {
      // The query client's default error toast has told the shopper.
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={`${s.card} ${s.cardBody} ${styles.profile}`} onSubmit={save} noValidate aria-label={t('settings.profile')}>
      <div className={styles.avatarCol}>
        {avatar ? <img src={avatar} alt={t('settings.avatarAlt')} className={styles.avatar} /> : <span className={styles.avatarEmpty} aria-hidden="true">{(nickname || '?').slice(0, 1).toUpperCase()}</span>}
        <label className={styles.upload}>
          <input type="file" accept={acceptAttr('jpg-png')} className="visually-hidden" onChange={(e) => void onAvatar(e.target.files?.[0])} disabled={uploading} />
          <span aria-hidden="true">{uploading ? t('upload.uploading') : t('settings.changeAvatar')}</span>
          <span className="visually-hidden">{t('settings.changeAvatar')}</span>
        </label>
      </div>
      <div className="stack" style={{ flex: 1 }}>
        <TextField label={t('settings.nickname')} name="nickname" required maxLength={255} value={nickname} error={error} onChange={(e) => setNickname(e.target.value)} />
        <TextField label={t('settings.email')} name="email" value={user.email} placeholder={t('settings.notSet')} readOnly hint={t(user.userType === 'tourist' ? 'settings.guestEmailHint' : 'settings.emailHint')} />
        <TextField label={t('settings.phone')} name="phone" value={user.phone} placeholder={t('settings.notSet')} readOnly />
        <div className={s.actions}>
          <Button type="submit" loading={saving} disabled={uploading}>
            {t('settings.save')}
          </Button>
          <Button variant="secondary" onClick={() => void logout()}>
            {t('settings.logout')}
          </Button>
        </div>
      </div>
    </form>
  );
}

function PasswordForm({ user }: { user: UserInfo }) {
  const { t } = useTranslation('account');
  const channel: CodeChannel | null = user.email ? 'email' : user.phone ? 'phone' : null;
  const [v, setV] = useState<PasswordValues>({ captcha: '', newPassword: '', passwordAgain: '' });
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const changePassword = useChangePassword();
  const sendPasswordCode = useSendPasswordCode();
  const errors = tried ? validatePassword(v) : {};
  const msg = (k: keyof PasswordValues) => (errors[k] ? t(`settings.errors.${errors[k]}`) : null);

  if (!channel) return <p className={`${s.notice}`}>{t('settings.noChannel')}</p>;

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setTried(true);
    const found = validatePassword(v);
    const first = Object.keys(found)[0];
    if (first) {
      e.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      await changePassword.mutateAsync({ channel, input: { captcha: v.captcha.trim(), newPassword: v.newPassword, passwordAgain: v.passwordAgain } });
      toast.success(t('settings.passwordChanged'));
      setV({ captcha: '', newPassword: '', passwordAgain: '' });
      setTried(false);
    } catch {
      // The query client's default error toast has told the shopper.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={`${s.card} ${s.cardBody} stack`} onSubmit={submit} noValidate aria-labelledby="pw-title">
      <h2 id="pw-title" className={s.subtitle}>
        {t('settings.passwordTitle')}
      </h2>
      <p className={s.muted}>{t(channel === 'email' ? 'settings.codeToEmail' : 'settings.codeToPhone', { target: channel === 'email' ? user.email : user.phone })}</p>
      <div className={s.fields}>
        <TextField
          label={t('settings.code')}
          name="captcha"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={v.captcha}
          error={msg('captcha')}
          onChange={(e) => setV({ ...v, captcha: e.target.value })}
          suffix={
            <CodeButton
              labels={{ send: t('code.send'), retry: t('code.retry'), wait: (seconds) => t('code.wait', { seconds }) }}
              onSend={async () => {
                try {
                  await sendPasswordCode.mutateAsync(channel);
                  toast.success(t('code.sent'));
                  return true;
                } catch {
                  // The query client's default error toast has told the shopper.
                  return false;
                }
              }}
            />
          }
        />
        <span />
        <TextField label={t('settings.newPassword')} name="newPassword" type="password" autoComplete="new-password" value={v.newPassword} error={msg('newPassword')} hint={t('settings.passwordRule')} onChange={(e) => setV({ ...v, newPassword: e.target.value })} />
        <TextField label={t('settings.passwordAgain')} name="passwordAgain" type="password" autoComplete="new-password" value={v.passwordAgain} error={msg('passwordAgain')} onChange={(e) => setV({ ...v, passwordAgain: e.target.value })} />
      </div>
      <div className={s.actions}>
        <Button type="submit" loading={busy}>
          {t('settings.changePassword')}
        </Button>
      </div>
    </form>
  );
}

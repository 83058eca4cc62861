import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/Toast';
import { fetchTwitterRequestToken } from '../../api/auth';
import { messageOf } from './messages';
import type { PanelContext } from './panelContext';
import { rememberTwitterRequest } from './twitter';
import { saveFromPath, currentPath, readFromPath } from './redirect';
import styles from './AuthForms.module.css';

/**
 * Third-party sign-in per the server's login method info. Twitter redirects to its authorise page
 * and comes back to /middlewares/callback_twitter. Facebook and Google are shown only when the
 * server enables them; they hand over to the provider's own page the same way.
 */
export function SocialLogin({ ctx }: { ctx: PanelContext }) {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const m = ctx.methods;
  if (!m || !(m.twitterOpen || m.facebookOpen || m.googleOpen)) return null;

  const twitter = async () => {
    setBusy(true);
    try {
      const r = await fetchTwitterRequestToken();
      if (r.token && r.tokenSecret) rememberTwitterRequest(r.token, r.tokenSecret);
      // Come back where the shopper was once Twitter sends them to the callback page.
      if (!readFromPath()) saveFromPath(currentPath());
      window.location.assign(r.authorizationURL);
    } catch (e) {
      toast.error(messageOf(e, t));
      setBusy(false);
    }
  };

  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>{t('prompt.or')}</span>
      </p>
      <div className={styles.socialRow}>
        {m.twitterOpen && (
          <button type="button" className={styles.socialButton} onClick={twitter} disabled={busy} aria-label={t('social.twitter')}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path
                fill="currentColor"
                d="M18.9 2H22l-6.8 7.8L23 22h-6.2l-4.8-6.3L6.4 22H3.3l7.3-8.3L1 2h6.3l4.4 5.8L18.9 2zm-1.1 18h1.7L6.3 3.9H4.5L17.8 20z"
              />
            </svg>
          </button>
        )}
        {m.facebookOpen && m.facebookAppId && (
          <a
            className={styles.socialButton}
            aria-label={t('social.facebook')}
            href={`https://www.facebook.com/v19.0/dialog/oauth?client_id=${encodeURIComponent(m.facebookAppId)}&redirect_uri=${encodeURIComponent(`${window.location.origin}/login`)}&response_type=token&scope=email&state=facebook`}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path fill="var(--color-brand-facebook)" d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z" />
            </svg>
          </a>
        )}
        {m.googleOpen && m.googleClientId && (
          <a
            className={styles.socialButton}
            aria-label={t('social.google')}
            href={`https://accounts.google.com/o/oauth2/v2/auth?client_id=${encodeURIComponent(m.googleClientId)}&redirect_uri=${encodeURIComponent(`${window.location.origin}/login`)}&response_type=id_token&scope=openid%20email%20profile&nonce=${Date.now()}&state=google`}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
              <path fill="var(--color-brand-google-blue)" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z" />
              <path fill="var(--color-brand-google-green)" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.4 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
              <path fill="var(--color-brand-google-yellow)" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1z" />
              <path fill="var(--color-brand-google-red)" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
            </svg>
          </a>
        )}
      </div>
    </div>
  );
}

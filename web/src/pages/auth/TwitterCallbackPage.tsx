import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/Toast';
import { Spinner } from '../../components/Spinner';
import { loginByTwitter } from '../../api/auth';
import { localePath } from '../../i18n';
import { messageOf } from '../../features/auth/messages';
import { takeFromPath } from '../../features/auth/redirect';
import { takeTwitterRequest } from '../../features/auth/twitter';
import { refreshSession } from '../../features/auth/useSignInComplete';
import styles from './AuthPages.module.css';

/** /middlewares/callback_twitter: trades Twitter's oauth parameters for our session. */
export default function TwitterCallbackPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const oauthToken = params.get('oauth_token') ?? '';
    const oauthVerifier = params.get('oauth_verifier') ?? '';
    if (!oauthToken || !oauthVerifier || params.has('denied')) {
      setError(params.has('denied') ? t('callback.notLoggedIn', { provider: 'Twitter' }) : t('callback.missing'));
      return;
    }
    void (async () => {
      try {
        await loginByTwitter({ oauthToken, oauthVerifier, oauthTokenSecret: takeTwitterRequest(oauthToken) });
        await refreshSession(queryClient);
        toast.success(t('toast.signedIn'));
        void navigate(takeFromPath(localePath('/')), { replace: true });
      } catch (e) {
        setError(messageOf(e, t));
      }
    })();
  }, [params, navigate, queryClient, t]);

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>{error ? t('callback.failed') : t('callback.title')}</h1>
        {error ? (
          <>
            <p role="alert" className={styles.error}>
              {error}
            </p>
            <Link to={localePath('/login')} className={styles.link}>
              {t('callback.back')}
            </Link>
          </>
        ) : (
          <p role="status" className={styles.status}>
            <Spinner size="sm" decorative />
            {t('callback.working')}
          </p>
        )}
      </div>
    </div>
  );
}

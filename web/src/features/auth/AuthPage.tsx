import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthPanels, usePanelTitle } from './AuthPanels';
import { LoginArt } from './LoginArt';
import type { AuthPanel } from './panels';
import { saveFromPath, safeRedirectTarget } from './redirect';
import { useSignInComplete } from './useSignInComplete';
import { useFocusOnChange } from './useFocusOnChange';
import styles from './AuthPage.module.css';

/**
 * The full-page form of the sign-in panels (/login, /login/user, /forget, /register/user). On
 * success it goes to the saved fromPath (or a safe ?redirect=), else home.
 */
export function AuthPage({ initial }: { initial: AuthPanel }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [panel, setPanel] = useState<AuthPanel>(initial);
  const title = usePanelTitle(panel);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(panel);

  const go = useCallback((to: string) => void navigate(to, { replace: true }), [navigate]);
  const noop = useCallback(() => {}, []);
  const complete = useSignInComplete(go, noop, '/');
  const done = useCallback(
    async (kind: 'login' | 'register') => {
      const redirect = params.get('redirect');
      // A ?redirect= is only honoured when it is a safe relative path; it then wins over the cookie.
      if (redirect && safeRedirectTarget(redirect, '') !== '') saveFromPath(redirect);
      await complete(kind);
    },
    [complete, params],
  );

  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <LoginArt className={styles.art} imageClassName={styles.artImage} fallbackClassName={styles.artFallback}>
          <div className={styles.artText}>
            <p className={styles.artTitle}>{t('page.login')}</p>
            <p>{t('page.tagline')}</p>
          </div>
        </LoginArt>
        <section className={styles.main} aria-labelledby="auth-page-heading">
          <h1 id="auth-page-heading" ref={headingRef} tabIndex={-1} className={styles.heading}>
            {title}
          </h1>
          <AuthPanels panel={panel} onPanel={setPanel} onDone={done} />
        </section>
      </div>
    </div>
  );
}

import { useCallback, useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../components/Modal';
import { AuthPanels, usePanelTitle } from './AuthPanels';
import { LoginArt } from './LoginArt';
import { loginDialogStore } from './dialogStore';
import type { AuthPanel } from './panels';
import { useSignInComplete } from './useSignInComplete';
import { useFocusOnChange } from './useFocusOnChange';
import styles from './AuthForms.module.css';

interface Props {
  /** Router navigation when the host sits inside the router; a full load otherwise. */
  navigate: (to: string) => void;
}

/** The sign-in dialog: the server's picture on the left, the current panel on the right. */
export default function LoginDialog({ navigate }: Props) {
  const { t } = useTranslation('auth');
  const s = useSyncExternalStore(loginDialogStore.subscribe, loginDialogStore.getSnapshot, loginDialogStore.getSnapshot);
  const headingId = useId();
  const title = usePanelTitle(s.panel);
  const headingRef = useFocusOnChange<HTMLHeadingElement>(s.panel);
  const go = useCallback((p: AuthPanel) => loginDialogStore.show(p), []);
  const done = useSignInComplete(navigate, loginDialogStore.close, null);

  return (
    <Modal open={s.isOpen} onClose={loginDialogStore.close} labelledBy={headingId} size="xl" className={styles.dialog} hideClose>
      <div className={styles.split}>
        <LoginArt className={styles.art} imageClassName={styles.artImage} fallbackClassName={styles.artFallback}>
          <p className={styles.artCaption}>{t('art.caption')}</p>
        </LoginArt>
        <div className={styles.main}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
            {title}
          </h2>
          {s.notice && (
            <p className={styles.notice} role="status">
              {s.notice}
            </p>
          )}
          <AuthPanels panel={s.panel} onPanel={go} onDone={done} />
        </div>
      </div>
      {/* Last in the tab order (focus starts in the form), first in the corner. */}
      <button type="button" className={styles.close} onClick={loginDialogStore.close} aria-label={t('action.close')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </Modal>
  );
}

import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/api/errors';
import { Button } from './Button';
import s from './LoadFailed.module.css';

function subscribeOnline(change: () => void): () => void {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
}

/** Whether the browser says it has a network; "online" on the server and before the browser is asked. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}

export interface LoadFailedProps {
  /** What failed; its message is shown when the network is there (a refused or broken answer). */
  error?: unknown;
  /** The part could not even be asked for: the shopper is offline, whatever the browser says. */
  offline?: boolean;
  /** Asks again; without it the block only explains. */
  onRetry?: () => unknown;
  className?: string;
}

function WifiOffIcon() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
      <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0" />
      <circle cx="12" cy="19" r="1.2" fill="currentColor" stroke="none" />
      <path d="M3 3l18 18" />
    </svg>
  );
}

/**
 * "Could not load. Try again" inside the page frame (issue 26): a part of the page whose data or
 * code did not arrive says so in the shopper's language and offers to ask again, so a lost network
 * never leaves a blank page nor sends the shopper to the browser's own offline page.
 */
export function LoadFailed({ error, offline, onRetry, className }: LoadFailedProps) {
  const { t } = useTranslation('common');
  const online = useOnline();
  const noNetwork = offline === true || !online;
  const detail = noNetwork ? t('common:loadFailed.offline') : error !== undefined && error !== null ? errorMessage(error, t) : t('common:loadFailed.hint');
  return (
    <div className={`${s.box} ${className ?? ''}`} role="alert" data-load-failed="">
      <span className={s.icon}>
        <WifiOffIcon />
      </span>
      <p className={s.title}>{t('common:loadFailed.title')}</p>
      <p className={s.detail}>{detail}</p>
      {onRetry && (
        <Button variant="secondary" className={s.action} onClick={() => void onRetry()}>
          {t('common:action.retry')}
        </Button>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from './useCountdown';
import styles from './AuthForms.module.css';

interface Props {
  /** When the current wait ends (ms since epoch); 0 = no code sent yet. */
  endsAt: number;
  /** Sends the code; resolves true when it went out (the caller then starts the wait). */
  onSend: () => Promise<boolean>;
  /** Which field the code belongs to, for the accessible name. */
  describedBy?: string;
}

/** "Get code" → disabled "Resend in 59 s" for CODE_RESEND_SECONDS → "Resend code". */
export function CodeButton({ endsAt, onSend, describedBy }: Props) {
  const { t } = useTranslation('auth');
  const remaining = useCountdown(endsAt);
  const [busy, setBusy] = useState(false);
  const waiting = remaining > 0;
  const label = waiting ? t('code.wait', { seconds: remaining }) : endsAt > 0 ? t('code.retry') : t('code.send');
  return (
    <button
      type="button"
      className={styles.codeButton}
      disabled={waiting || busy}
      aria-describedby={describedBy}
      onClick={async () => {
        setBusy(true);
        try {
          await onSend();
        } finally {
          setBusy(false);
        }
      }}
    >
      {label}
    </button>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_RESEND_SECONDS } from '../../../../../shared/constants';
import { Button } from '../../../components/Button';
import { useCountdown } from '../../auth/useCountdown';

/** "Send code" → "Resend in N s" for 60 s (spec §4) → "Resend code". `onSend` resolves true when a code went out. */
export function SendCodeButton({ onSend, describedBy }: { onSend: () => Promise<boolean>; describedBy?: string }) {
  const { t } = useTranslation('account');
  const [endsAt, setEndsAt] = useState(0);
  const [busy, setBusy] = useState(false);
  const left = useCountdown(endsAt);
  const waiting = left > 0;
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={waiting}
      loading={busy}
      aria-describedby={describedBy}
      onClick={async () => {
        setBusy(true);
        try {
          if (await onSend()) setEndsAt(Date.now() + CODE_RESEND_SECONDS * 1000);
        } finally {
          setBusy(false);
        }
      }}
    >
      {waiting ? t('code.wait', { seconds: left }) : endsAt > 0 ? t('code.retry') : t('code.send')}
    </Button>
  );
}

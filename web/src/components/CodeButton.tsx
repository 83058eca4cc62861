import { useState } from 'react';
import { CODE_RESEND_SECONDS } from '../../../shared/constants';
import { Button } from './Button';
import { useCountdown } from './useCountdown';

export interface CodeButtonLabels {
  /** Before the first code: "Get code", "Send code". */
  send: string;
  /** After the wait: "Resend code". */
  retry: string;
  /** During the wait: "Resend in 59 s". */
  wait: (seconds: number) => string;
}

export interface CodeButtonProps {
  /** Sends the code; resolves true when it went out, which starts the wait. */
  onSend: () => Promise<boolean>;
  labels: CodeButtonLabels;
  /**
   * When the current wait ends (ms since epoch; 0 = no code sent yet), for callers that keep the wait
   * themselves (so it survives switching panels). Without it the button keeps its own wait of
   * CODE_RESEND_SECONDS from each successful send.
   */
  endsAt?: number;
  /** Which field the code belongs to, for the accessible description. */
  describedBy?: string;
  /** A plain button with this class (a button set inside a field); without it, a small secondary Button. */
  className?: string;
}

/** The verification-code button: send → disabled "Resend in N s" for the wait (docs/storefront-spec.md §4) → "Resend code". */
export function CodeButton({ onSend, labels, endsAt: controlledEndsAt, describedBy, className }: CodeButtonProps) {
  const [ownEndsAt, setOwnEndsAt] = useState(0);
  const endsAt = controlledEndsAt ?? ownEndsAt;
  const remaining = useCountdown(endsAt);
  const [busy, setBusy] = useState(false);
  const waiting = remaining > 0;
  const label = waiting ? labels.wait(remaining) : endsAt > 0 ? labels.retry : labels.send;
  const send = async () => {
    setBusy(true);
    try {
      const sent = await onSend();
      if (sent && controlledEndsAt === undefined) setOwnEndsAt(Date.now() + CODE_RESEND_SECONDS * 1000);
    } finally {
      setBusy(false);
    }
  };
  if (className) {
    return (
      <button type="button" className={className} disabled={waiting || busy} aria-describedby={describedBy} onClick={() => void send()}>
        {label}
      </button>
    );
  }
  return (
    <Button variant="secondary" size="sm" disabled={waiting} loading={busy} aria-describedby={describedBy} onClick={() => void send()}>
      {label}
    </Button>
  );
}

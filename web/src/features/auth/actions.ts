import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/Toast';
import { messageOf } from './messages';
import type { CodeKind, PanelContext } from './panelContext';

/** Runs a form submission: one at a time, the server's message shown in the form on failure. */
export function useAction() {
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = useCallback(
    async (fn: () => Promise<void>) => {
      setBusy(true);
      setError(null);
      try {
        await fn();
      } catch (e) {
        setError(messageOf(e, t));
      } finally {
        setBusy(false);
      }
    },
    [t],
  );
  return { busy, error, run };
}

/**
 * docs/storefront-spec.md §8: a code request that fails shows the server's message; one that succeeds toasts and
 * starts the 60 s wait.
 */
export function useCodeSender(ctx: PanelContext) {
  const { t } = useTranslation('auth');
  return useCallback(
    async (kind: CodeKind, send: () => Promise<void>): Promise<boolean> => {
      try {
        await send();
      } catch (e) {
        toast.error(messageOf(e, t));
        return false;
      }
      // The server answers alike whether or not an account exists, and so does the message.
      toast.success(t(kind === 'forgotEmail' || kind === 'forgotPhone' ? 'code.sentIfAccount' : kind === 'registerEmail' || kind === 'registerPhone' ? 'code.sentIfNew' : 'code.sent'));
      ctx.startTimer(kind);
      return true;
    },
    [ctx, t],
  );
}

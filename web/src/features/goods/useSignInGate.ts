import { useCallback } from 'react';
import { useLoginDialog, useUser } from '../auth/session';

/** Actions that need an account (collect, follow, cart, coupons) open the sign-in dialog instead of failing. */
export function useSignInGate(): (action: () => void) => void {
  const { isSignedIn } = useUser();
  const dialog = useLoginDialog();
  return useCallback(
    (action: () => void) => {
      if (isSignedIn) action();
      else dialog.open();
    },
    [isSignedIn, dialog],
  );
}

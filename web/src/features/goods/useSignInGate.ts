import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { userInfoQuery } from '../../api/user';
import { useLoginDialog, useUser } from '../auth/session';

/**
 * Actions that need an account (collect, follow, cart, coupons) open the sign-in dialog instead of
 * failing. While the page does not know yet whether the shopper is signed in (it has just started,
 * and a click made early is played now), the action waits for the answer instead of asking a
 * signed-in shopper to sign in.
 */
export function useSignInGate(): (action: () => void) => void {
  const { isSignedIn, isLoading } = useUser();
  const dialog = useLoginDialog();
  const queryClient = useQueryClient();
  return useCallback(
    (action: () => void) => {
      if (isSignedIn) return action();
      if (!isLoading) return dialog.open();
      queryClient.ensureQueryData(userInfoQuery).then(
        (user) => (user ? action() : dialog.open()),
        () => dialog.open(),
      );
    },
    [isSignedIn, isLoading, dialog, queryClient],
  );
}

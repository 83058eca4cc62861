import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from './client';

/** Password change for a signed-in shopper. The code goes to the email when the account has one, else the phone (docs/upstream-contract.md §2). */
export type CodeChannel = 'email' | 'phone';

const sendPasswordCode = (channel: CodeChannel) => request<unknown>(`/api/front/captcha/${channel}/password`, { method: 'POST' });

const changeSchema = z.object({ newPassword: z.string(), passwordAgain: z.string(), captcha: z.string() });

const changePassword = (channel: CodeChannel, input: z.input<typeof changeSchema>) =>
  request<unknown>(`/api/front/user/${channel}/update/password`, { method: 'POST', json: changeSchema.parse(input) });

export function useSendPasswordCode() {
  return useMutation({ mutationFn: sendPasswordCode });
}

export function useChangePassword() {
  return useMutation({ mutationFn: ({ channel, input }: { channel: CodeChannel; input: z.input<typeof changeSchema> }) => changePassword(channel, input) });
}

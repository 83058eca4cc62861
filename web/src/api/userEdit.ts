import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from './client';
import { userKeys } from './user';

// Apart from user.ts, which every page loads for the session: only the profile page edits, so the
// mutation machinery stays out of the first script.

async function editUser(input: { nickname: string; avatar: string }): Promise<void> {
  const { editSchema } = await import('./shellSchemas');
  await request('/api/front/user/edit', { method: 'POST', json: editSchema.parse(input) });
}

/** Save the profile; the header and the account pages then show the new name and picture. */
export function useEditUser() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: editUser, onSuccess: () => qc.invalidateQueries({ queryKey: userKeys.all }) });
}

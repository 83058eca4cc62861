import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiPost } from '@/api/client';

interface WriteOptions {
  /** The screen words the failure itself, next to its fields, so no default toast repeats it. */
  ownErrors?: boolean;
}

/** A console write: `write` sends the change, then every answer under `refresh` (a key factory's prefix) is read again. */
export function useWriteAndRefresh<Input, Answer>(write: (input: Input) => Promise<Answer>, refresh: QueryKey, { ownErrors = false }: WriteOptions = {}) {
  const qc = useQueryClient();
  return useMutation({
    ...(ownErrors ? { meta: { errorToast: false } } : {}),
    mutationFn: write,
    onSuccess: () => qc.invalidateQueries({ queryKey: refresh }),
  });
}

/** The plainest console write: the body posted to `path` as it is. */
export function usePostAndRefresh<Body>(path: string, refresh: QueryKey, options?: WriteOptions) {
  return useWriteAndRefresh((body: Body) => apiPost<unknown>(path, body), refresh, options);
}

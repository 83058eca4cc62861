import type { CommerceContext } from './context.js';

/** Background jobs of the service (unpaid-order expiry ...). Returns a stop function awaited at shutdown. */
export function startBackgroundJobs(_ctx: CommerceContext): () => Promise<void> {
  return async () => {};
}

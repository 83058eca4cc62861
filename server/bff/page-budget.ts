import type { FastifyRequest } from 'fastify';

/**
 * A page's whole budget for upstream reads, from the start of its drawing: its tags, its first screen and the
 * configuration it carries all read within it. A stalled upstream then costs a page this long at most, and
 * the page goes out as a shell the SPA fills in, instead of waiting for each read's own timeout in turn.
 */
export const PAGE_BUDGET_MS = 1500;

const deadlines = new WeakMap<FastifyRequest, number>();

/** Starts the page's clock; reads made for it from now on share what is left. */
export function startPageBudget(request: FastifyRequest): void {
  deadlines.set(request, Date.now() + PAGE_BUDGET_MS);
}

/** The timeout for a read made while drawing `request`'s page (at least 1 ms), or `otherwise` off a page's path (or with no request: the sitemap). */
export function pageTimeLeft(request: FastifyRequest | null, otherwise?: number): number | undefined {
  const deadline = request ? deadlines.get(request) : undefined;
  return deadline === undefined ? otherwise : Math.max(1, deadline - Date.now());
}

/**
 * `work` as long as the page's budget lasts: a read the page joined (one already under way for another request,
 * with a longer timeout of its own) must not hold this page past its budget either.
 */
export function withinPageBudget<T>(request: FastifyRequest, work: Promise<T>): Promise<T> {
  const left = pageTimeLeft(request);
  if (left === undefined) return work;
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('page budget spent')), left);
  });
  return Promise.race([work, expired]).finally(() => clearTimeout(timer));
}

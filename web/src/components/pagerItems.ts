export type PagerItem = number | 'gap';

/** Page numbers to show: first, last, and two either side of the current page, with gaps between. */
export function pagerItems(page: number, pages: number): PagerItem[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const out: PagerItem[] = [1];
  const from = Math.max(2, Math.min(page - 2, pages - 5));
  const to = Math.min(pages - 1, Math.max(page + 2, 6));
  if (from > 2) out.push('gap');
  for (let p = from; p <= to; p++) out.push(p);
  if (to < pages - 1) out.push('gap');
  out.push(pages);
  return out;
}

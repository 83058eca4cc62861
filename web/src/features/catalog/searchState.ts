/** The search page's tab comes from `type`: the header sends Product or Store; older links say merchant or 2. */
export type SearchTab = 'goods' | 'merchant';

export function searchTab(type: string | null): SearchTab {
  const v = (type ?? '').trim().toLowerCase();
  return v === 'store' || v === 'merchant' || v === '2' ? 'merchant' : 'goods';
}

/** keywords wins; `title` is the spec's older name for the same thing. */
export function searchKeywords(params: URLSearchParams): string {
  return (params.get('keywords') ?? params.get('title') ?? params.get('keyword') ?? '').trim();
}

export function positiveInt(v: string | null): number {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
}

import { z } from 'zod';
import { isLoggedOutCode } from '../../shared/contract/codes';
import { SEARCH_CORRECTION_FIELDS } from '../../shared/contract/search-correction';

/**
 * Turns the upstream's always-HTTP-200 `{code, message, data}` envelope into HTTP semantics
 * (ARCHITECTURE §3 "Normalisation"), and both paging shapes into one.
 */
export const envelopeSchema = z.object({
  code: z.number().int(),
  message: z.string().nullish(),
  data: z.unknown().optional(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

export interface Page {
  list: unknown[];
  total: number;
  page: number;
  limit: number;
  pages: number;
  correctedKeyword?: string;
  suggestedKeyword?: string;
}

const num = z.coerce.number().finite();

/** PageHelper PageInfo (pageNum/pageSize/pages) and CommonPage (page/limit/totalPage). */
const pagingSchema = z
  .object({
    list: z.array(z.unknown()).nullable(),
    total: num,
    pageNum: num.optional(),
    pageSize: num.optional(),
    pages: num.optional(),
    page: num.optional(),
    limit: num.optional(),
    totalPage: num.optional(),
  })
  .refine((p) => p.pageNum !== undefined || p.page !== undefined, 'not a paging object');

export function normalisePage(data: unknown): Page | null {
  if (!data || typeof data !== 'object' || Array.isArray(data) || !('list' in data) || !('total' in data)) return null;
  const res = pagingSchema.safeParse(data);
  if (!res.success) return null;
  const p = res.data;
  const limit = p.pageSize ?? p.limit ?? 0;
  const pages = p.pages ?? p.totalPage ?? (limit > 0 ? Math.ceil(p.total / limit) : 0);
  const out: Page = { list: p.list ?? [], total: p.total, page: p.pageNum ?? p.page ?? 1, limit, pages };
  // Our product list's typo correction (shared/contract/search-correction.ts) rides along when it is text.
  for (const k of SEARCH_CORRECTION_FIELDS) {
    const v = (data as Record<string, unknown>)[k];
    if (typeof v === 'string' && v !== '') out[k] = v;
  }
  return out;
}

// 409: a console's save made against an older version of the record (the form must reload).
// 503: the upstream is up but cannot serve right now (its database is away); neutral and temporary.
const PASSED_THROUGH = new Set([400, 403, 404, 409, 429, 500, 503]);

export interface ErrorBody {
  status: number;
  code: number;
  message: string;
}

export type Normalised =
  | { ok: true; status: 200; body: unknown }
  | { ok: false; status: number; body: ErrorBody; loggedOut: boolean };

export function normaliseEnvelope(env: Envelope): Normalised {
  if (env.code === 200) {
    const data = env.data ?? null;
    return { ok: true, status: 200, body: normalisePage(data) ?? data };
  }
  const message = env.message ?? '';
  if (isLoggedOutCode(env.code)) {
    return { ok: false, status: 401, body: { status: 401, code: env.code, message }, loggedOut: true };
  }
  // Unknown business codes are still business errors: 500 keeps the SPA's generic handling.
  const status = PASSED_THROUGH.has(env.code) ? env.code : 500;
  return { ok: false, status, body: { status, code: env.code, message }, loggedOut: false };
}

/** Parses an upstream body; null means "not an envelope" (a bad answer → 502). */
export function parseEnvelope(body: Buffer): Envelope | null {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  const res = envelopeSchema.safeParse(json);
  return res.success ? res.data : null;
}

export const NEUTRAL: Record<number, string> = {
  400: 'Bad request',
  403: 'Forbidden',
  404: 'Not found',
  413: 'Payload too large',
  421: 'Misdirected request',
  415: 'Unsupported media type',
  429: 'Too many requests',
  500: 'Internal error',
  502: 'Bad gateway',
  503: 'Service temporarily unavailable',
  504: 'Gateway timeout',
};

export function errorBody(status: number, message = NEUTRAL[status] ?? 'Error'): ErrorBody {
  return { status, code: status, message };
}

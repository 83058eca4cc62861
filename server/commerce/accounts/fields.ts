import type { FastifyRequest } from 'fastify';

/**
 * Some contract calls send their fields as FormData, urlencoded, JSON or query parameters
 * (`/login/sendCode`); this merges whatever came, body over query.
 */
export async function readFields(req: FastifyRequest): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = { ...((req.query as Record<string, unknown> | undefined) ?? {}) };
  if (req.isMultipart()) {
    for await (const part of req.parts()) {
      if (part.type === 'field') out[part.fieldname] = part.value;
      // A file has no business here; drain it so the request completes.
      else await part.toBuffer().catch(() => undefined);
    }
    return out;
  }
  const body = req.body;
  if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(out, body as Record<string, unknown>);
  return out;
}

/**
 * The email of a "raw body = the email string" call. Also takes a JSON-quoted string or `{email}`,
 * which a careful client may send instead.
 */
export function readRawEmail(body: unknown): unknown {
  if (typeof body === 'string') return body.trim().replace(/^"(.*)"$/, '$1');
  if (body && typeof body === 'object' && 'email' in body) return (body as { email: unknown }).email;
  return undefined;
}

/** A JSON object body, or {} for none (so zod reports the missing fields rather than the wrong type). */
export function objectBody(req: FastifyRequest): Record<string, unknown> {
  const body = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

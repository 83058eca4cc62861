import type { FastifyRequest, onSendHookHandler } from 'fastify';
import type { CommerceContext } from '../context.js';
import { ok } from '../http/envelope.js';
import { imageDomainFor } from '../http/image-domain.js';
import { prefixImages } from '../../../shared/image-urls.js';
import { requirePermission } from '../admin-accounts/guard.js';

/** The `{id}` of a path; anything but a positive whole number reads as 0, which no row has ("not found"). */
export function pathId(req: FastifyRequest): number {
  const raw = (req.params as { id?: string }).id ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

/** A change's handler: A answers its success with no data. */
export const done = (change: (req: FastifyRequest) => Promise<unknown>) => async (req: FastifyRequest) => {
  await change(req);
  return ok(null);
};

/**
 * Route options of a merchant console call: A's permission guard, and stored pictures sent as absolute URLs on
 * the image domain (as A's admin answers and the shopper API send them; the request parser takes the domain
 * off again when a form comes back).
 */
export function consoleRoute(ctx: CommerceContext) {
  const absolutePictures: onSendHookHandler = async (req, _reply, payload) => (typeof payload === 'string' ? prefixImages(payload, imageDomainFor(ctx.config.COMMERCE_IMAGE_DOMAIN, req)) : payload);
  return (permission: string) => ({ preHandler: requirePermission(ctx, permission), onSend: absolutePictures });
}

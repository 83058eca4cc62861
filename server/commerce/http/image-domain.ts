import type { FastifyRequest } from 'fastify';

/**
 * Pictures are stored without a domain (`/crmebimage/...`). Like a real CRMEB backend, every answer
 * of the shopper API carries them as absolute URLs on the image domain, and writes have that domain
 * taken off again (docs/upstream-contract.md §14 "Image URLs"), so a client on another origin shows them as given and
 * what it sends back is stored in the one form.
 *
 * The image domain is COMMERCE_IMAGE_DOMAIN when set (a CDN, or this service's public address behind
 * a proxy); otherwise the address the caller reached this service on, which serves /crmebimage/ itself.
 */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function imageDomainFor(configured: string | undefined, req: FastifyRequest): string {
  if (configured) return configured;
  const host = req.host;
  return HOST.test(host) ? `${req.protocol}://${host}` : '';
}

import type { FastifyInstance } from 'fastify';
import { prefixImages } from '../../../shared/image-urls.js';
import { imageDomainFor } from './image-domain.js';
import { zoneTimes } from './time-zone.js';

const SHOPPER_API = /^\/api\/(?:front|pc)\//;

/**
 * The shopper API's answers in a real CRMEB backend's formats, applied to the finished JSON so no
 * route can forget a field: pictures as absolute URLs on the image domain (image-domain.ts) and
 * times as wall-clock times in the deployment's zone (time-zone.ts).
 */
export function registerRealFormats(app: FastifyInstance, imageDomain: string | undefined, zone: string): void {
  app.addHook('onSend', async (req, _reply, payload) => {
    if (typeof payload !== 'string' || !SHOPPER_API.test(req.url)) return payload;
    return zoneTimes(prefixImages(payload, imageDomainFor(imageDomain, req)), zone);
  });
}

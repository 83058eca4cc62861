import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { consoleUploadRoute } from '../uploads/console-upload.js';

/**
 * A's MerchantUploadController image call (docs/api-extensions.md "Admin side (consoles)"): a product's
 * pictures, under the shop's console session and `merchant:upload:image`.
 */
export async function merchantUploadRoutes(scope: FastifyInstance, ctx: CommerceContext): Promise<void> {
  await consoleUploadRoute(scope, ctx, { side: 'merchant', path: '/api/admin/merchant/upload/image', permission: 'merchant:upload:image' });
}

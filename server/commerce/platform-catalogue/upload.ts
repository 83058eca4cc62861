import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';
import { consoleUploadRoute } from '../uploads/console-upload.js';
import { PLATFORM_CATALOGUE_PATHS as PATH, PLATFORM_CATALOGUE_PERMISSIONS as PERMISSION } from '../../../shared/contract/admin-platform-catalogue.js';

/** A's PlatformUploadController image call: the banners' and category icons' pictures, under the operator's session. */
export async function platformUploadRoutes(scope: FastifyInstance, ctx: CommerceContext): Promise<void> {
  await consoleUploadRoute(scope, ctx, { side: 'platform', path: PATH.upload, permission: PERMISSION.upload });
}

import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';

// Filled in by the domain's issue; registered by admin/routes.ts.
export default async function adminRoutes(_app: FastifyInstance, _ctx: CommerceContext): Promise<void> {}

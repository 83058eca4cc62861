import type { FastifyInstance } from 'fastify';
import type { CommerceContext } from '../context.js';

// Filled in by the domain's issue; registered by app.ts.
export default async function pointsRoutes(_app: FastifyInstance, _ctx: CommerceContext): Promise<void> {}

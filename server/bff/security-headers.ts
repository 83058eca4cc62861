import Fastify from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/**
 * @fastify/helmet rebuilds its middleware (and re-parses the CSP) on every request, which was the
 * largest single cost of a cached answer in the bench. The headers only depend on the options, so
 * @fastify/helmet computes them once here, on a private probe instance, and the BFF sets the
 * resulting header set per request. Routes with a CSP of their own (SVG images) override it.
 */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

export async function helmetHeaderSet(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', (_request, reply) => {
    reply.send('');
  });
  const res = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) {
    if (!NOT_HELMET.has(k) && typeof v === 'string') out[k] = v;
  }
  if (!out['content-security-policy']) throw new Error('helmet produced no Content-Security-Policy');
  return out;
}

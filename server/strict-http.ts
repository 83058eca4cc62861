import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Requests a correct client never sends, refused before any route runs: a request line without an
 * HTTP version (Node reads it as HTTP/0.9), and more than one Host header (which proxies and this
 * server could each read differently). Both services use it.
 */
export function strictHttpProblem(req: Pick<IncomingMessage, 'httpVersionMajor' | 'rawHeaders'>): string | null {
  if (req.httpVersionMajor < 1) return 'request line without an HTTP version';
  const raw = req.rawHeaders;
  let hosts = 0;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.length === 4 && raw[i]!.toLowerCase() === 'host') hosts += 1;
  }
  if (hosts > 1) return 'more than one Host header';
  return null;
}

export function registerStrictHttp(app: FastifyInstance, body: (status: number) => unknown): void {
  app.addHook('onRequest', (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const problem = strictHttpProblem(req.raw);
    if (!problem) return done();
    req.log.info({ problem }, 'malformed request refused');
    void reply.code(400).header('connection', 'close').type('application/json; charset=utf-8').send(JSON.stringify(body(400)));
  });
}

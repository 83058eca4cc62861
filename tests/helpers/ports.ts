import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** A loopback port nobody listens on right now, for a server a test starts in another process. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => (a && typeof a === 'object' ? resolve(a.port) : reject(new Error('no port'))));
    });
  });
}

/** Starts a Fastify app on 127.0.0.1 at a port the system picks and answers its base URL. */
export async function listenOnLoopback(app: Pick<FastifyInstance, 'listen' | 'server'>): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  if (!addr || typeof addr === 'string') throw new Error('the server has no TCP address');
  return `http://127.0.0.1:${addr.port}`;
}

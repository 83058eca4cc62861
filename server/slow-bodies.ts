import type { FastifyInstance } from 'fastify';

/** How slow a request body may arrive (both services; the whole request's limit is Fastify's requestTimeout). */
export interface BodyPace {
  /** After each window of this length, the body must have grown by at least `minBytesPerSecond` × the window. */
  windowMs: number;
  minBytesPerSecond: number;
}

/**
 * Cuts request bodies that trickle in: a client sending 2 bytes every 5 s would otherwise hold its connection
 * (and a socket, a parser and memory) until the whole-request timeout. A real slow line (a 5 MB photo over
 * weak mobile data, tens of KB/s) keeps far above the floor. The rate is read from the socket's byte count,
 * so the body stream itself is never touched; the check ends once the body is complete.
 */
export function guardBodyPace(app: FastifyInstance, pace: BodyPace): void {
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    const socket = raw.socket;
    const declared = Number(raw.headers['content-length'] ?? 0);
    if (raw.complete || (!(declared > 0) && raw.headers['transfer-encoding'] === undefined)) return;
    let seen = socket.bytesRead;
    const floor = (pace.minBytesPerSecond * pace.windowMs) / 1000;
    const timer = setInterval(() => {
      if (raw.complete || socket.destroyed) return clearInterval(timer);
      const now = socket.bytesRead;
      if (now - seen < floor) {
        clearInterval(timer);
        request.log.warn({ received: now, minBytesPerSecond: pace.minBytesPerSecond }, 'request body too slow: connection closed');
        socket.destroy();
        return;
      }
      seen = now;
    }, pace.windowMs);
    timer.unref();
    raw.once('close', () => clearInterval(timer));
  });
}

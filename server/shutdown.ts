import { Server as NetServer } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The shutdown states both services share: `beginDrain` (not ready, `Connection: close`),
 * `holdConnections` (still not ready, keep-alive allowed) and `endKeepAlive` (not ready,
 * `Connection: close`), and any close. Returns whether the process is draining, for /readyz.
 */
export function registerDrain(app: FastifyInstance): () => boolean {
  let draining = false;
  let closing = false;
  const set = (close: boolean) => () => {
    draining = true;
    closing = close;
  };
  app.decorate('beginDrain', set(true));
  app.decorate('holdConnections', set(false));
  app.decorate('endKeepAlive', set(true));
  app.addHook('preClose', async () => set(true)());
  // Callback style: this hook runs on every answer.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  return () => draining;
}

/**
 * The steps between draining and closing. During the drain every answer says `Connection: close`,
 * so a balancer's and clients' connections leave one by one while the balancer notices the
 * not-ready. Two things could still drop a request at close:
 * - a client that reconnected just as the listener stops is still in the listen queue, and the
 *   system resets it: so answers first stop sending clients away, and the listener stops only once
 *   no new connection has come in for a moment;
 * - Node's http close drops every connection with no request parsed yet, and under load a request
 *   can wait a while to be read: so closing the listener alone (net.Server's close) comes first,
 *   answers say `Connection: close` again, and the close waits until every connection has gone
 *   (each leaves after its answer), or `maxWaitMs` has passed for connections that stay idle.
 */
export async function stopAccepting(app: FastifyInstance, maxWaitMs: number, settleMs = 300): Promise<void> {
  const cap = Math.max(maxWaitMs, settleMs);
  const holdUntil = Date.now() + cap;
  // Hold until no new connection has come in for `settleMs`: under load the listen queue is
  // accepted late, so a fixed pause is not enough.
  let lastConnection = Date.now();
  const seen = () => {
    lastConnection = Date.now();
  };
  app.server.on('connection', seen);
  app.holdConnections();
  while (Date.now() - lastConnection < settleMs && Date.now() < holdUntil) await new Promise((r) => setTimeout(r, 25));
  app.server.off('connection', seen);
  if (app.server.listening) NetServer.prototype.close.call(app.server);
  app.endKeepAlive();
  const until = Date.now() + cap;
  while (Date.now() < until) {
    const open = await new Promise<number>((r) => app.server.getConnections((err, n) => r(err ? 0 : n)));
    if (open === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

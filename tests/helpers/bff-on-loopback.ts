import type { FastifyInstance } from 'fastify';
import type { Config } from '../../server/config.js';
import { buildBff } from '../../server/bff/app.js';
import { listenOnLoopback } from './ports.js';

/** The real BFF listening on 127.0.0.1 at a port the system picked. */
export interface LoopbackBff {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function listenBff(config: Config, opts: Parameters<typeof buildBff>[1]): Promise<LoopbackBff> {
  const app = await buildBff(config, opts);
  return { url: await listenOnLoopback(app), app, close: () => app.close() };
}

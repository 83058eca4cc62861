import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { createServer } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import { listenOnLoopback } from './ports.js';

/**
 * A real Fastify server on 127.0.0.1 that speaks the upstream contract's envelope and can be told,
 * per path, to be slow, reset the connection, answer garbage, answer any code or paging shape.
 * It records every request it receives (method, url, headers, body) so tests can check what the
 * BFF sent. Unscripted paths answer `{code:200, data:{echo:{method, path}}}`.
 */
export interface Recorded {
  method: string;
  url: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export type Behaviour =
  | { kind: 'envelope'; code?: number; message?: string; data?: unknown; delayMs?: number }
  | { kind: 'raw'; status: number; body: string; contentType?: string; delayMs?: number }
  | { kind: 'reset' }
  /** Resets the first `times` calls, then answers normally. */
  | { kind: 'reset-then'; times: number; then: Behaviour }
  | { kind: 'hang' };

export const TEST_TOKEN = 'tok_upstream_secret_0123456789abcdef';

export const pageInfo = (list: unknown[], total: number, pageNum = 1, pageSize = 20) => ({
  pageNum,
  pageSize,
  size: list.length,
  startRow: 0,
  endRow: list.length,
  pages: Math.ceil(total / pageSize),
  prePage: 0,
  nextPage: 0,
  isFirstPage: pageNum === 1,
  isLastPage: true,
  hasPreviousPage: false,
  hasNextPage: false,
  navigatePages: 8,
  navigatepageNums: [1],
  navigateFirstPage: 1,
  navigateLastPage: 1,
  total,
  list,
});

export const commonPage = (list: unknown[], total: number, page = 1, limit = 20) => ({
  page,
  limit,
  totalPage: Math.ceil(total / limit),
  total,
  list,
});

export const CATEGORY_TREE = [
  { id: 1, pid: 0, name: 'Electronics', icon: '', level: 1, sort: 1, isShow: true, childList: [{ id: 2, pid: 1, name: 'Phones', icon: '', level: 2, sort: 1, isShow: true, childList: [] }] },
];

export interface TestUpstream {
  url: string;
  app: FastifyInstance;
  requests: Recorded[];
  /** Script a path (no query string). Later calls override earlier ones. */
  set(path: string, b: Behaviour): void;
  /** How many requests reached `path`. */
  count(path: string): number;
  last(path: string): Recorded | undefined;
  clear(): void;
  close(): Promise<void>;
}

function envelope(code: number, data: unknown, message = code === 200 ? 'ok' : 'failed') {
  return { code, message, data };
}

export async function startTestUpstream(opts: { record?: boolean } = {}): Promise<TestUpstream> {
  const record = opts.record ?? true;
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const requests: Recorded[] = [];
  const scripts = new Map<string, Behaviour>();
  const resetCounts = new Map<string, number>();
  const hung = new Set<FastifyReply>();

  // The contract's raw-email routes send a bare string as application/json: keep whatever arrives.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, body === '' ? null : JSON.parse(body as string));
    } catch {
      done(null, body);
    }
  });
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024 } });

  const pathOf = (url: string) => url.split('?')[0] ?? url;

  async function play(b: Behaviour, request: FastifyRequest, reply: FastifyReply, path: string): Promise<unknown> {
    switch (b.kind) {
      case 'envelope':
        if (b.delayMs) await new Promise((r) => setTimeout(r, b.delayMs));
        return reply.send(envelope(b.code ?? 200, b.data ?? null, b.message));
      case 'raw':
        if (b.delayMs) await new Promise((r) => setTimeout(r, b.delayMs));
        return reply.code(b.status).type(b.contentType ?? 'text/html').send(b.body);
      case 'reset':
        request.raw.socket.destroy();
        return reply.hijack();
      case 'reset-then': {
        const n = resetCounts.get(path) ?? 0;
        if (n < b.times) {
          resetCounts.set(path, n + 1);
          request.raw.socket.destroy();
          return reply.hijack();
        }
        return play(b.then, request, reply, path);
      }
      case 'hang':
        hung.add(reply);
        return reply.hijack();
    }
  }

  app.addHook('preHandler', async (request) => {
    let body: unknown = request.body;
    if (request.isMultipart()) {
      const files: { field: string; filename: string; mimetype: string; size: number }[] = [];
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          let size = 0;
          for await (const chunk of part.file) size += (chunk as Buffer).length;
          files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, size });
        }
      }
      body = { files };
    }
    if (record) requests.push({ method: request.method, url: request.url, path: pathOf(request.url), headers: request.headers, body });
  });

  const tokenOf = (request: FastifyRequest) => request.headers['authori-zation'];

  app.all('/*', async (request, reply) => {
    const path = pathOf(request.url);
    const script = scripts.get(path);
    if (script) return play(script, request, reply, path);
    const last = requests[requests.length - 1];

    if (path.startsWith('/api/front/login/') && ['mobile/password', 'email', 'register/email', 'register/mobile', 'mobile/captcha', 'register/visitor', 'twitter', 'x-oauth', 'facebook', 'google'].some((s) => path.endsWith(s))) {
      return envelope(200, { token: TEST_TOKEN, type: 'login', uid: 7, nikeName: 'Ada', email: 'ada@example.com', userType: 'email' });
    }
    if (path.startsWith('/crmebimage/')) {
      reply.header('x-upstream-secret', 'internal-node-7');
      if (path.endsWith('.png')) return reply.type('image/png').header('cache-control', 'public, max-age=31536000, immutable').header('etag', '"img1"').send(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]));
      if (path.endsWith('.svg')) return reply.type('image/svg+xml').send('<svg xmlns="http://www.w3.org/2000/svg"/>');
      if (path.endsWith('.html')) return reply.type('text/html').send('<script>alert(1)</script>');
      return reply.code(404).send(envelope(404, null, 'not found'));
    }
    switch (path) {
      case '/api/front/user/info':
        if (tokenOf(request) !== TEST_TOKEN) return envelope(401, null, 'not logged in');
        return envelope(200, { nickname: 'Ada', avatar: '', email: 'ada@example.com', integral: 10 });
      case '/api/front/product/category':
        return envelope(200, CATEGORY_TREE);
      case '/api/front/product/list':
        return envelope(200, pageInfo([{ id: 1, storeName: 'Phone', price: '12.50' }], 41, 1, 20));
      case '/api/front/merchant/street':
        return envelope(200, commonPage([{ id: 3, name: 'Shop' }], 41, 2, 20));
      case '/api/front/pay/method':
        return envelope(200, { paypalStatus: false, stripeStatus: true, stripePublishableKey: 'pk_test_123' });
      case '/api/front/index/paycurrency':
        return envelope(200, 'USD');
      case '/api/front/upload/image':
      case '/api/front/upload/file':
        return envelope(200, { url: 'http://img.local/x.png', received: last?.body });
      case '/api/front/login/logout':
        return envelope(200, null);
      default:
        return envelope(200, { echo: { method: request.method, path } });
    }
  });

  return {
    url: await listenOnLoopback(app),
    app,
    requests,
    set: (path, b) => {
      scripts.set(path, b);
      resetCounts.delete(path);
    },
    count: (path) => requests.filter((r) => r.path === path).length,
    last: (path) => [...requests].reverse().find((r) => r.path === path),
    clear: () => {
      requests.length = 0;
      scripts.clear();
      resetCounts.clear();
    },
    close: async () => {
      for (const r of hung) r.raw.destroy();
      await app.close();
    },
  };
}

/** A loopback URL where nothing listens (the port was bound, then released). */
export async function refusedUrl(): Promise<string> {
  const srv = createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const addr = srv.address();
  await new Promise<void>((r) => srv.close(() => r()));
  if (!addr || typeof addr === 'string') throw new Error('no address');
  return `http://127.0.0.1:${addr.port}`;
}

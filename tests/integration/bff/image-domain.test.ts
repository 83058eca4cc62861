import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageInfo } from '../../helpers/test-upstream';
import { listenOnLoopback } from '../../helpers/ports';
import { bffOnTestUpstream, call } from './harness';

// A real upstream answers with absolute picture URLs on its image domain, here a separate CDN origin
// with a path (docs/upstream-contract.md §14 "Image URLs"). The shopper's browser only ever sees our own origin.
let cdn: FastifyInstance;
let cdnBase: string;
const cdnHits: string[] = [];

beforeAll(async () => {
  cdn = Fastify();
  cdn.get('/*', async (request, reply) => {
    cdnHits.push(request.url);
    if (request.url === '/media/crmebimage/public/p.png') return reply.type('image/png').header('cache-control', 'public, max-age=600').send(Buffer.from([0x89, 0x50, 0x4e, 0x47, 9]));
    return reply.code(404).send('no');
  });
  cdnBase = `${await listenOnLoopback(cdn)}/media`;
});
afterAll(async () => {
  await cdn.close();
});

const { up, bff } = bffOnTestUpstream({}, {
  script: (upstream) => {
    upstream.set('/api/front/image/domain', { kind: 'envelope', data: cdnBase });
    upstream.set('/api/front/product/list', {
      kind: 'envelope',
      data: pageInfo([{ id: 1, storeName: 'Phone', price: '12.50', image: `${cdnBase}/crmebimage/public/p.png`, sliderImage: JSON.stringify([`${cdnBase}/crmebimage/public/p.png`, `${cdnBase}/crmebimage/public/q.png`]), other: 'https://elsewhere.example/crmebimage/x.png' }], 1),
    });
    upstream.set('/api/front/user/edit', { kind: 'envelope', data: null });
  },
});

describe('pictures on the upstream image domain', () => {
  it('reach the SPA as same-origin paths, in plain fields and in JSON-array strings, and nothing else is touched', async () => {
    const res = await call(bff.url, '/api/front/product/list');
    expect(res.status).toBe(200);
    const item = (res.json() as { list: Record<string, string>[] }).list[0]!;
    expect(item.image).toBe('/crmebimage/public/p.png');
    expect(JSON.parse(item.sliderImage!)).toEqual(['/crmebimage/public/p.png', '/crmebimage/public/q.png']);
    expect(item.other).toBe('https://elsewhere.example/crmebimage/x.png');
    expect(res.text).not.toContain(cdnBase);
  });

  it('are on our origin as far as the browser can tell: the image domain it is told is empty', async () => {
    const res = await call(bff.url, '/api/front/image/domain');
    expect(res.status).toBe(200);
    expect(res.json()).toBe('');
    expect(res.text).not.toContain('127.0.0.1');
  });

  it('are streamed from the image domain through our origin', async () => {
    const res = await call(bff.url, '/crmebimage/public/p.png', { csrf: false });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=600');
    expect(cdnHits).toContain('/media/crmebimage/public/p.png');
    expect(up.count('/crmebimage/public/p.png')).toBe(0);
  });

  it('go back to the upstream with its domain, as its own clients send them', async () => {
    const res = await call(bff.url, '/api/front/user/edit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ nickname: 'Ada', avatar: '/crmebimage/public/p.png' }) });
    expect(res.status).toBe(200);
    expect(up.last('/api/front/user/edit')!.body).toEqual({ nickname: 'Ada', avatar: `${cdnBase}/crmebimage/public/p.png` });
  });
});

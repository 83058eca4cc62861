import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadedImage } from '../../../shared/contract/user.js';
import { startTestCommerce } from '../../helpers/commerce.js';
import { issueToken } from '../../../server/commerce/http/auth.js';
import { commerceSuite } from './suite.js';
import { flatPng } from '../../helpers/photo.js';

// Real (tiny) pictures: the service reads each upload's header for its shape.
const PNG = flatPng(4, 3);
const JPEG = Buffer.from(
  '/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAADAAQDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAX/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABAb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCeAGpH/9k=',
  'base64',
);

/**
 * An upload's answer through the contract's strict shape, with what this service promises beyond it:
 * a PNG or JPEG of some size, stored under a dated folder with a random name, its URL absolute on the
 * image domain as a real backend answers (docs/upstream-contract.md §14). The tests go on with the URL's path.
 */
function uploaded(data: unknown) {
  const answer = uploadedImage.strict.parse(data);
  expect(['png', 'jpg']).toContain(answer.extName);
  expect(['image/png', 'image/jpeg']).toContain(answer.type);
  expect(answer.fileSize).toBeGreaterThan(0);
  expect(answer.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/crmebimage\/[a-z_0-9]+\/\d{8}\/[0-9a-f]{32}\.(png|jpg)$/);
  return { ...answer, url: new URL(answer.url).pathname };
}

/** A raw GET that keeps the path exactly as written (fetch would normalise "..") */
function rawGet(base: string, path: string, method = 'GET'): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ host: u.hostname, port: u.port, path, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('uploads and /crmebimage', () => {
  const c = commerceSuite({ env: { UPLOAD_RATE_MAX: '1000' } });
  let shopper: { uid: number; token: string };
  beforeAll(async () => {
    shopper = await c.createUser();
  });

  async function upload(
    data: Buffer,
    opts: { name?: string; type?: string; field?: string; query?: string; token?: string; path?: string } = {},
  ): Promise<{ code: number; message: string; data: unknown }> {
    const fd = new FormData();
    fd.append(opts.field ?? 'multipart', new Blob([new Uint8Array(data)], { type: opts.type ?? 'image/png' }), opts.name ?? 'photo.png');
    const res = await fetch(new URL(`${opts.path ?? '/api/front/upload/image'}?${opts.query ?? 'model=product&pid=1'}`, c.url), {
      method: 'POST',
      body: fd,
      // Uploads belong to an account: signed in unless a test asks for anonymous ('').
      headers: opts.token === '' ? {} : { 'authori-zation': opts.token ?? shopper.token },
    });
    return (await res.json()) as { code: number; message: string; data: unknown };
  }

  it('stores a PNG under DATA_DIR/uploads/<model>/<yyyyMMdd>/ and serves it back', async () => {
    const res = await upload(PNG, { name: 'My Photo.png' });
    expect(res.code).toBe(200);
    const data = uploaded(res.data);
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    expect(data).toMatchObject({ fileName: 'My Photo.png', extName: 'png', fileSize: PNG.length, type: 'image/png' });
    expect(data.url.startsWith(`/crmebimage/product/${day}/`)).toBe(true);
    const onDisk = join(c.config.DATA_DIR, 'uploads', data.url.slice('/crmebimage/'.length));
    expect(readFileSync(onDisk).equals(PNG)).toBe(true);

    const served = await fetch(new URL(data.url, c.url));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const head = await rawGet(c.url, data.url, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(PNG.length));
  });

  it('detects the type by content: a JPEG named .png is stored as jpg', async () => {
    const data = uploaded((await upload(JPEG, { name: 'trick.png', type: 'image/png' })).data);
    expect(data).toMatchObject({ extName: 'jpg', type: 'image/jpeg' });
    expect(data.url.endsWith('.jpg')).toBe(true);
    const served = await fetch(new URL(data.url, c.url));
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses files that are not JPG or PNG, whatever their name or declared type', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [data, name, type] of [
      [Buffer.from('just some text, honestly'), 'image.png', 'image/png'],
      [svg, 'logo.svg', 'image/svg+xml'],
      [Buffer.from('GIF89a.....'), 'anim.gif', 'image/gif'],
      [Buffer.from('<?php echo 1; ?>'), 'shell.jpg', 'image/jpeg'],
    ] as const) {
      expect(await upload(data, { name, type })).toEqual({ code: 400, message: 'Only JPG and PNG images can be uploaded', data: null });
    }
    expect(await upload(Buffer.alloc(0))).toEqual({ code: 400, message: 'The file is empty', data: null });
  });

  it('refuses pictures of absurd shape from their header, before storing anything (a few KB can describe gigapixels)', async () => {
    const stored = () => c.db.selectFrom('uploads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const before = Number((await stored()).n);
    const strip = flatPng(16_000_000, 3);
    expect(strip.length).toBeLessThan(1_000_000); // well under the 5 MB cap: only the shape can refuse it
    expect(await upload(strip, { name: 'strip.png' })).toEqual({ code: 400, message: 'The picture is too large: at most 10000 pixels a side', data: null });
    expect(await upload(flatPng(49_000_000, 1, 1), { name: 'line.png' })).toMatchObject({ code: 400, message: 'The picture is too large: at most 10000 pixels a side' });
    expect(await upload(flatPng(2100, 100), { name: 'ribbon.png' })).toEqual({ code: 400, message: 'The picture is too narrow: no side may be more than 20 times the other', data: null });
    expect(await upload(Buffer.concat([PNG.subarray(0, 8), Buffer.from('not a picture at all')]), { name: 'x.png' })).toMatchObject({ code: 400, message: 'The picture cannot be read' });
    expect(Number((await stored()).n)).toBe(before);
    // A wide banner and a tall scan are real pictures.
    expect((await upload(flatPng(1920, 400), { name: 'banner.png' })).code).toBe(200);
    expect((await upload(flatPng(600, 9000), { name: 'scan.png' })).code).toBe(200);
  });

  it('refuses files over 5 MB with code 400', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload(big)).toEqual({ code: 400, message: 'File too large: at most 5 MB', data: null });
    const justUnder = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]);
    expect((await upload(justUnder)).code).toBe(200);
  });

  it('validates the form field, the model and pid', async () => {
    expect(await upload(PNG, { field: 'file' })).toMatchObject({ code: 400, message: 'Please choose a file to upload (form field "multipart")' });
    const notMultipart = await fetch(new URL('/api/front/upload/image?model=product&pid=1', c.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'authori-zation': shopper.token },
      body: '{}',
    });
    expect(await notMultipart.json()).toMatchObject({ code: 400, message: 'Please choose a file to upload' });
    expect(await upload(PNG, { query: 'model=../../etc&pid=1' })).toMatchObject({ code: 400, message: 'model must be a short name like product or user' });
    expect(await upload(PNG, { query: 'model=product&pid=9' })).toMatchObject({ code: 400, message: 'pid must be a number from 0 to 8' });
    // Defaults: model product, pid 0.
    expect(uploaded((await upload(PNG, { query: '' })).data).url).toMatch(/^\/crmebimage\/product\//);
  });

  it('accepts /upload/file too, and records the uploader when signed in', async () => {
    const u = await c.createUser();
    const data = uploaded((await upload(PNG, { path: '/api/front/upload/file', query: 'model=user&pid=0', token: u.token })).data);
    expect(data.url).toMatch(/^\/crmebimage\/user\//);
    const row = await c.db.selectFrom('uploads').selectAll().where('path', '=', data.url.slice('/crmebimage/'.length)).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ uid: u.uid, model: 'user', extName: 'png', fileSize: PNG.length });
  });

  it('refuses anonymous uploads before reading the file, and stores nothing', async () => {
    const before = (await c.db.selectFrom('uploads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(await upload(PNG, { token: '' })).toMatchObject({ code: 401 });
    const after = (await c.db.selectFrom('uploads').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    expect(Number(after)).toBe(Number(before));
  });

  it('stops an account at its storage quota with a clear message, and a flood with 429', async () => {
    const small = await startTestCommerce({ env: { UPLOAD_QUOTA_MB: '1', UPLOAD_RATE_MAX: '4' } });
    try {
      const send = async (data: Buffer, token: string) => {
        const fd = new FormData();
        fd.append('multipart', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'p.png');
        return (await (await fetch(new URL('/api/front/upload/image?model=product', small.url), { method: 'POST', body: fd, headers: { 'authori-zation': token } })).json()) as { code: number; message: string };
      };
      const u = await small.createUser();
      const big = Buffer.concat([PNG, Buffer.alloc(600 * 1024, 1)]);
      expect((await send(big, u.token)).code).toBe(200);
      // A file that would take the account past its quota is refused whole; a smaller one still fits.
      expect(await send(big, u.token)).toMatchObject({ code: 400, message: expect.stringMatching(/upload space is full \(1 MB\)/) });
      expect((await send(PNG, u.token)).code).toBe(200);
      // Another account is not affected.
      const other = (await small.createUser()).token;
      expect((await send(PNG, other)).code).toBe(200);
      // Per account per minute (the BFF limits per client): the fifth upload in a minute is refused.
      expect((await send(PNG, u.token)).code).toBe(200);
      expect(await send(PNG, u.token)).toMatchObject({ code: 429, message: 'Too many uploads, please wait a minute' });
    } finally {
      await small.close();
    }
  });

  it('counts the limit per account across its sessions, reserves quota atomically, and gives guests a small quota', async () => {
    const small = await startTestCommerce({ env: { UPLOAD_QUOTA_MB: '1', UPLOAD_GUEST_QUOTA_MB: '1', UPLOAD_RATE_MAX: '30' } });
    try {
      const send = async (data: Buffer, token: string) => {
        const fd = new FormData();
        fd.append('multipart', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'p.png');
        return (await (await fetch(new URL('/api/front/upload/image?model=product', small.url), { method: 'POST', body: fd, headers: { 'authori-zation': token } })).json()) as { code: number; message: string };
      };
      const stored = async (uid: number) => Number((await small.db.selectFrom('uploads').select((eb) => eb.fn.sum<number>('fileSize').as('b')).where('uid', '=', uid).executeTakeFirstOrThrow()).b ?? 0);

      // One account, three sessions: thirty uploads a minute in all, not thirty each.
      const u = await small.createUser();
      const sessions = [u.token, await issueToken(small.ctx, u.uid), await issueToken(small.ctx, u.uid)];
      const codes = [];
      for (let i = 0; i < 33; i++) codes.push((await send(PNG, sessions[i % 3]!)).code);
      expect(codes.filter((code) => code === 200)).toHaveLength(30);
      expect(codes.slice(30)).toEqual([429, 429, 429]);

      // Twenty uploads at once, each 100 KB, against a 1 MB quota: never more stored than the quota.
      const racer = await small.createUser();
      const piece = Buffer.concat([PNG, Buffer.alloc(100 * 1024, 1)]);
      const racing = await Promise.all(Array.from({ length: 20 }, () => send(piece, racer.token)));
      const accepted = racing.filter((r) => r.code === 200).length;
      expect(accepted).toBeGreaterThan(0);
      expect(await stored(racer.uid)).toBeLessThanOrEqual(1024 * 1024);
      expect(racing.filter((r) => r.code !== 200 && r.code !== 429).every((r) => /upload space is full/.test(r.message))).toBe(true);

      // A guest's quota is its own, smaller setting.
      const guest = await small.createUser();
      await small.db.updateTable('users').set({ userType: 'tourist' }).where('id', '=', guest.uid).execute();
      const big = Buffer.concat([PNG, Buffer.alloc(700 * 1024, 1)]);
      expect((await send(big, guest.token)).code).toBe(200);
      expect(await send(big, guest.token)).toMatchObject({ code: 400, message: expect.stringMatching(/upload space is full \(1 MB\)/) });
    } finally {
      await small.close();
    }
  });

  it('removes files no record uses after the grace period, and keeps used ones', async () => {
    const u = await c.createUser();
    const used = uploaded((await upload(PNG, { token: u.token, query: 'model=user&pid=0' })).data);
    const unused = uploaded((await upload(PNG, { token: u.token, query: 'model=user&pid=0' })).data);
    const fresh = uploaded((await upload(PNG, { token: u.token, query: 'model=user&pid=0' })).data);
    await c.db.updateTable('users').set({ avatar: used.url }).where('id', '=', u.uid).execute();
    const old = '2000-01-01 00:00:00';
    for (const f of [used, unused]) await c.db.updateTable('uploads').set({ createdAt: old }).where('path', '=', f.url.slice('/crmebimage/'.length)).execute();
    const { removeOrphanUploads } = await import('../../../server/commerce/uploads/service.js');
    expect(await removeOrphanUploads(c.ctx)).toBeGreaterThanOrEqual(1);
    expect((await rawGet(c.url, unused.url)).status).toBe(404);
    expect((await rawGet(c.url, used.url)).status).toBe(200);
    expect((await rawGet(c.url, fresh.url)).status).toBe(200);
  });

  it('keeps unused files one hour instead of the grace period when the disk is under pressure', async () => {
    const { orphanGraceHours } = await import('../../../server/commerce/uploads/service.js');
    const config = { UPLOAD_ORPHAN_GRACE_H: 24 };
    expect(orphanGraceHours(config, { blocks: 1000, bavail: 500 })).toBe(24);
    expect(orphanGraceHours(config, { blocks: 1000, bavail: 99 })).toBe(1);
    // Unknown disk: the configured grace.
    expect(orphanGraceHours(config, null)).toBe(24);
  });

  it('serves the seed SVGs as image/svg+xml with a locked-down CSP', async () => {
    const dir = join(c.config.DATA_DIR, 'uploads', 'seed', 'products');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'teapot.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    const res = await fetch(new URL('/crmebimage/seed/products/teapot.svg', c.url));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await res.text()).toContain('<svg');
  });

  it('never serves anything outside DATA_DIR/uploads, nor non-image files', async () => {
    writeFileSync(join(c.config.DATA_DIR, 'secret.png'), PNG);
    writeFileSync(join(c.config.DATA_DIR, 'uploads', 'notes.json'), '{"secret":true}');
    mkdirSync(join(c.config.DATA_DIR, 'uploads', 'dir.png'), { recursive: true });
    symlinkSync(join(c.config.DATA_DIR, 'secret.png'), join(c.config.DATA_DIR, 'uploads', 'link.png'));
    const attempts = [
      '/crmebimage/../secret.png',
      '/crmebimage/%2e%2e/secret.png',
      '/crmebimage/%2E%2E%2Fsecret.png',
      '/crmebimage/..%2fsecret.png',
      '/crmebimage/..%5csecret.png',
      '/crmebimage/%252e%252e%252fsecret.png',
      '/crmebimage/product/..%2f..%2fsecret.png',
      '/crmebimage/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '/crmebimage//etc/passwd',
      '/crmebimage/secret.png%00.png',
      '/crmebimage/.hidden.png',
      '/crmebimage/link.png',
      '/crmebimage/notes.json',
      '/crmebimage/dir.png',
      '/crmebimage/',
      '/crmebimage/nope/missing.png',
    ];
    for (const path of attempts) {
      const res = await rawGet(c.url, path);
      expect([400, 404], path).toContain(res.status);
      expect(res.body.includes(PNG), path).toBe(false);
      expect(res.body.toString()).not.toContain('secret');
    }
  });
});

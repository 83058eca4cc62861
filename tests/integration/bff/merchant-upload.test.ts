import { beforeAll, describe, expect, it } from 'vitest';
import { commerceBehindBff } from '../../helpers/commerce-behind-bff.js';
import { BffClient } from '../../helpers/bff-client.js';
import { ownerBrowser } from '../../helpers/console-sign-in.js';
import { addMerchant } from '../../helpers/fixtures-catalog.js';
import { hashPassword } from '../../../server/commerce/accounts/password.js';
import { adminDb } from '../../../server/commerce/admin-accounts/tables.js';

const OWNER = { account: 'owner@merchant-upload.test', password: 'Owner#2026pass' };
const SHOPPER = { email: 'shopper@merchant-upload.test', password: 'Shopper#2026pass' };
const UPLOAD = '/api/admin/merchant/upload/image';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');

function multipart(filename: string, type: string, content: Buffer) {
  const boundary = '----merchantupload7MA4YWxk';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="multipart"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

describe('the merchant console\'s picture upload through the BFF (A\'s MerchantUploadController image call)', () => {
  const { c, bff } = commerceBehindBff();
  let merchant: BffClient;
  let shopper: BffClient;

  beforeAll(async () => {
    const merId = await addMerchant(c.db, { name: 'Picture Co' });
    merchant = await ownerBrowser(c, bff, { ...OWNER, merId });
    const user = await c.createUser({ email: SHOPPER.email });
    await c.db.updateTable('users').set({ passwordHash: await hashPassword(SHOPPER.password) }).where('id', '=', user.uid).execute();
    shopper = new BffClient(bff.url);
    expect((await shopper.post('/api/front/login/email', { email: SHOPPER.email, password: SHOPPER.password })).status).toBe(200);
  });

  async function upload(cookie: string, file = multipart('front.png', 'image/png', PNG)) {
    const headers: Record<string, string> = { 'x-csrf': '1', 'content-type': file.type };
    if (cookie) headers.cookie = cookie;
    const res = await fetch(new URL(`${UPLOAD}?model=product&pid=1`, bff.url), { method: 'POST', headers, body: file.body });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('stores a PNG sent with the merchant session and answers its URL under /crmebimage/ on this origin, logged', async () => {
    const res = await upload(merchant.cookieHeader);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fileName: 'front.png', extName: 'png', fileSize: PNG.length, type: 'image/png' });
    const url = String(res.body.url);
    expect(url).toMatch(/^\/crmebimage\/product\/\d{8}\/[0-9a-f]{32}\.png$/);
    const served = await fetch(new URL(url, bff.url));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);
    const log = await adminDb(c.ctx).selectFrom('adminOperationLogs').select(['method', 'changes']).where('adminAccount', '=', OWNER.account).where('method', '=', 'merchant:upload:image').execute();
    expect(log).toHaveLength(1);
    expect(JSON.parse(log[0]!.changes)).toEqual({ url: { before: null, after: url } });
  });

  it('answers 401 without a session, and to a shopper\'s session (its token never goes to a console call)', async () => {
    expect((await upload('')).status).toBe(401);
    expect((await upload(shopper.cookieHeader)).status).toBe(401);
  });

  it('refuses a file that is not a JPEG or PNG, whatever it claims to be', async () => {
    const text = Buffer.from('<script>alert(1)</script>');
    expect((await upload(merchant.cookieHeader, multipart('x.png', 'image/png', text))).status).toBe(415);
    expect((await upload(merchant.cookieHeader, multipart('x.html', 'text/html', text))).status).toBe(415);
  });
});

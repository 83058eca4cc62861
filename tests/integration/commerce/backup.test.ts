import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestCommerce, type TestCommerce } from '../../helpers/commerce.js';
import { addAddress, addProduct, addShop } from '../../helpers/fixtures-orders.js';
import { createTestDb, type TestDb } from '../../helpers/testDb.js';
import { backup, BackupError, readManifest, restore } from '../../../server/commerce/db/backup.js';
import { openDb } from '../../../server/commerce/db/connection.js';
import { loadConfig } from '../../../server/config.js';

const STOCK = 100_000;
const BALANCE = 100_000_000;

describe('backup and restore (npm run db:backup / db:restore)', () => {
  let c: TestCommerce;
  let target: TestDb;
  let work: string;
  beforeAll(async () => {
    c = await startTestCommerce();
    target = await createTestDb();
    work = mkdtempSync(join(tmpdir(), 'backup-test-'));
  });
  afterAll(async () => {
    await c?.close();
    await target?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('a backup taken while orders are placed restores to a consistent shop: every order committed before it, none half-written, and the pictures', async () => {
    const shop = await addShop(c.db, { name: 'Backup shop' });
    const product = await addProduct(c.db, shop, [{ price: 1000, stock: STOCK }], { name: 'Backup tee' });
    const sku = product.skus[0]!.id;
    mkdirSync(join(c.config.DATA_DIR, 'uploads', 'product', '20261125'), { recursive: true });
    writeFileSync(join(c.config.DATA_DIR, 'uploads', 'product', '20261125', 'tee.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 1]));
    const shoppers = await Promise.all(
      [0, 1, 2, 3].map(async () => {
        const u = await c.createUser({ balance: BALANCE });
        return { ...u, addressId: await addAddress(c.db, u.uid) };
      }),
    );

    // Four shoppers order and pay in a loop; what they saw committed is noted as it happens.
    const committed = new Set<string>();
    let stop = false;
    const loop = async (s: (typeof shoppers)[number]) => {
      while (!stop) {
        const pre = await c.call<{ preOrderNo: string }>('POST', '/api/front/order/pre/order', { token: s.token, body: { preOrderType: 'buyNow', orderDetails: [{ productId: product.id, attrValueId: sku, productNum: 1 }] } });
        const created = await c.call<{ orderNo: string }>('POST', '/api/front/order/create', { token: s.token, body: { preOrderNo: pre.data.preOrderNo, addressId: s.addressId, payType: 'yue', payChannel: 'pc' } });
        expect(created.code, created.message).toBe(200);
        committed.add(created.data.orderNo);
        await c.call('POST', '/api/front/pay/payment', { token: s.token, body: { orderNo: created.data.orderNo, payType: 'yue', payChannel: 'pc' } });
      }
    };
    const running = Promise.all(shoppers.map(loop));
    // Orders are under way when the backup starts, and more follow it, however slow the machine is.
    await until(() => committed.size >= 2);
    const before = new Set(committed);
    const dir = join(work, 'snapshot');
    const manifest = await backup(c.config, dir);
    await until(() => committed.size > before.size + 1);
    stop = true;
    await running;
    expect(before.size).toBeGreaterThan(0);
    expect(committed.size).toBeGreaterThan(before.size);
    expect(manifest).toMatchObject({ format: 1, kind: c.config.DATABASE_URL ? 'postgres' : 'sqlite', uploads: 1 });
    expect(readManifest(dir)).toEqual(manifest);

    // Restore into another database and data directory, as onto a new machine.
    const cfg = loadConfig({ NODE_ENV: 'test', DATA_DIR: target.dataDir, ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}) });
    await restore(cfg, dir);
    const h = openDb({ databaseUrl: cfg.DATABASE_URL, dataDir: cfg.DATA_DIR });
    try {
      const orders = await h.db.selectFrom('orders').select(['orderNo', 'uid', 'paid', 'payPrice', 'totalNum', 'isCancel']).execute();
      const present = new Set(orders.map((o) => o.orderNo));
      for (const no of before) expect(present.has(no), `order ${no} committed before the backup`).toBe(true);
      // Whole orders only: each with its shop order and its line.
      const shopOrders = await h.db.selectFrom('merchantOrders').select(['masterOrderNo']).execute();
      const items = await h.db.selectFrom('orderItems').select(['masterOrderNo', 'payNum']).execute();
      for (const o of orders) {
        expect(shopOrders.some((m) => m.masterOrderNo === o.orderNo), `shop order of ${o.orderNo}`).toBe(true);
        expect(items.some((i) => i.masterOrderNo === o.orderNo), `line of ${o.orderNo}`).toBe(true);
      }
      // Stock and money add up in the restored shop.
      const stock = (await h.db.selectFrom('productAttrValues').select('stock').where('id', '=', sku).executeTakeFirstOrThrow()).stock;
      expect(stock + orders.filter((o) => o.isCancel === 0).reduce((n, o) => n + o.totalNum, 0)).toBe(STOCK);
      for (const s of shoppers) {
        const balance = (await h.db.selectFrom('users').select('balance').where('id', '=', s.uid).executeTakeFirstOrThrow()).balance;
        const spent = orders.filter((o) => o.uid === s.uid && o.paid === 1).reduce((n, o) => n + o.payPrice, 0);
        expect(balance, `balance of shopper ${s.uid}`).toBe(BALANCE - spent);
      }
    } finally {
      await h.close();
    }
    expect(readFileSync(join(target.dataDir, 'uploads', 'product', '20261125', 'tee.png'))).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 1]));
  });

  it('refuses a directory that is not empty, a directory that is not a backup, and a backup of the other database kind', async () => {
    const full = join(work, 'full');
    mkdirSync(full, { recursive: true });
    writeFileSync(join(full, 'x'), 'x');
    await expect(backup(c.config, full)).rejects.toThrow(/not empty/);
    await expect(restore(c.config, work)).rejects.toThrow(BackupError);
    const snap = join(work, 'snapshot');
    const manifest = JSON.parse(readFileSync(join(snap, 'manifest.json'), 'utf8')) as { kind: string };
    writeFileSync(join(snap, 'manifest.json'), JSON.stringify({ ...manifest, kind: manifest.kind === 'sqlite' ? 'postgres' : 'sqlite', database: manifest.kind === 'sqlite' ? 'database.pgdump' : 'database.sqlite' }));
    await expect(restore(c.config, snap)).rejects.toThrow(BackupError);
    expect(existsSync(join(c.config.DATA_DIR, 'uploads', 'product', '20261125', 'tee.png'))).toBe(true);
  });
});

/** Waits for a condition the running shoppers bring about, polling briefly; fails after 20 s. */
async function until(done: () => boolean): Promise<void> {
  for (const started = Date.now(); !done(); ) {
    if (Date.now() - started > 20_000) throw new Error('the shoppers placed no orders within 20 s');
    await new Promise((r) => setTimeout(r, 20));
  }
}

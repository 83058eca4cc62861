import type { Kysely } from 'kysely';
import type { Database } from '../../server/commerce/db/schema.js';
import { formatDateTime, now } from '../../server/commerce/db/time.js';
import { rng, type Rng } from '../../server/commerce/seed/random.js';
import { catalogueDb, type CatalogueDatabase } from '../../server/commerce/merchant-products/tables.js';
import { platformDb, type PlatformDatabase } from '../../server/commerce/platform-merchants/tables.js';
import { ADJECTIVES, CHINESE, MATERIALS, NOUNS, THAI } from './catalog-gen.js';

/**
 * The data the consoles' bench reads, written with multi-row inserts in one transaction (not through the
 * API): a marketplace of `shops` shops with as many applications, one busy shop ("the shop", the first)
 * with `products` products in every console state, their SKUs and shoppers' favourites, `otherProducts`
 * products spread over the other shops, and `orders` paid and unpaid orders of the shop with their lines.
 */
export interface ConsoleData {
  /** The busy shop's id; its owner signs in to the merchant console. */
  shopId: number;
  /** Platform category leaves, for the product form. */
  leaves: number[];
  merchantCategories: number[];
  merchantTypes: number[];
  /** The busy shop's own product categories. */
  shopCategories: number[];
  /** A sample of the shop's order numbers, for the order-number filter. */
  orderNos: string[];
}

export interface ConsoleDataSize {
  shops: number;
  products: number;
  otherProducts: number;
  orders: number;
  seed?: number;
}

async function insertChunks<T extends keyof CatalogueDatabase & keyof PlatformDatabase>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Record<string, unknown>[],
  perChunk = 250,
): Promise<void> {
  for (let i = 0; i < rows.length; i += perChunk) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- generic table insert; each caller's rows follow the table's columns
    await (db as Kysely<any>).insertInto(table).values(rows.slice(i, i + perChunk)).execute();
  }
}

const DESCRIPTION = '<p>Made to last: <strong>double-stitched</strong> seams, a fabric that keeps its shape and colour wash after wash, and a fit that works on its own or layered.</p>'.repeat(10);

/** Shoppers who placed the orders (and keep favourites). */
const SHOPPERS = 20_000;

const DAY_MS = 86_400_000;
/** A stored time `daysAgo` days (with a random time of day) before `base`. */
const stampBefore = (base: number, r: Rng, daysAgo: number) => formatDateTime(new Date(base - daysAgo * DAY_MS - r.int(0, DAY_MS - 1)));

function productName(r: Rng): string {
  const roll = r.next();
  if (roll < 0.05) return `${r.pick(CHINESE)} ${r.int(1, 99)}号`;
  if (roll < 0.1) return `${r.pick(THAI)} รุ่น ${r.int(1, 99)}`;
  return `${r.pick(ADJECTIVES)} ${r.pick(MATERIALS)} ${r.pick(NOUNS)} ${String.fromCharCode(65 + r.int(0, 25))}${r.int(100, 999)}`;
}

export async function generateConsoleData(db: Kysely<Database>, size: ConsoleDataSize): Promise<ConsoleData> {
  const r = rng(size.seed ?? 24);
  const stamp = now();
  const base = Date.now();
  const out: ConsoleData = { shopId: 0, leaves: [], merchantCategories: [], merchantTypes: [], shopCategories: [], orderNos: [] };
  await db.transaction().execute(async (trx) => {
    // A small platform tree: 2 departments × 3 aisles × 4 shelves.
    for (let a = 0; a < 2; a++) {
      const l1 = (await trx.insertInto('categories').values({ pid: 0, name: `Department ${a + 1}`, icon: '', level: 1, sort: 0, isShow: 1 }).returning('id').executeTakeFirstOrThrow()).id;
      for (let b = 0; b < 3; b++) {
        const l2 = (await trx.insertInto('categories').values({ pid: l1, name: `Aisle ${a + 1}.${b + 1}`, icon: '', level: 2, sort: 0, isShow: 1 }).returning('id').executeTakeFirstOrThrow()).id;
        for (let c = 0; c < 4; c++) {
          out.leaves.push((await trx.insertInto('categories').values({ pid: l2, name: `Shelf ${a + 1}.${b + 1}.${c + 1}`, icon: '', level: 3, sort: 0, isShow: 1 }).returning('id').executeTakeFirstOrThrow()).id);
        }
      }
    }
    for (const name of ['Brand store', 'Flagship', 'Specialty', 'Reseller', 'Maker']) {
      out.merchantTypes.push((await trx.insertInto('merchantTypes').values({ name, info: '', isDel: 0, createdAt: stamp, updatedAt: stamp }).returning('id').executeTakeFirstOrThrow()).id);
    }
    for (const name of ['Fashion', 'Electronics', 'Home', 'Beauty', 'Outdoor', 'Food', 'Toys', 'Books']) {
      out.merchantCategories.push((await trx.insertInto('merchantCategories').values({ name, handlingFee: r.int(2, 12), isDel: 0, createdAt: stamp, updatedAt: stamp }).returning('id').executeTakeFirstOrThrow()).id);
    }

    // Shops, and as many applications (a fifth still pending), both spread over the last three years.
    const shops: Record<string, unknown>[] = [];
    const applications: Record<string, unknown>[] = [];
    for (let s = 0; s < size.shops; s++) {
      const name = `${r.pick(ADJECTIVES)} ${r.pick(NOUNS)} ${s === 0 ? 'House' : `Shop ${s + 1}`}`;
      const created = stampBefore(base, r, r.int(0, 1000));
      const open = r.chance(0.9);
      shops.push({
        name,
        realName: `Owner ${s + 1}`,
        email: `shop${s + 1}@bench.test`,
        phone: `+44 20 ${String(s).padStart(8, '0')}`,
        address: `${s + 1} Bench Street`,
        categoryId: r.pick(out.merchantCategories),
        typeId: r.pick(out.merchantTypes),
        isSelf: s === 0 || r.chance(0.05) ? 1 : 0,
        avatar: '/crmebimage/bench.svg',
        backImage: '',
        streetBackImage: '',
        pcBanner: '',
        pcBackImage: '',
        starLevel: r.int(3, 5),
        intro: '',
        qualificationPicture: '/crmebimage/bench-licence.png',
        keywords: `${r.pick(MATERIALS).toLowerCase()}, ${r.pick(NOUNS).toLowerCase()}`,
        serviceType: 'email',
        serviceLink: '',
        servicePhone: '',
        serviceMessage: '',
        serviceEmail: `help${s + 1}@bench.test`,
        freightFee: 0,
        freeFreightThreshold: 0,
        isShow: s === 0 || open ? 1 : 0,
        handlingFee: r.int(2, 12),
        closeReason: s === 0 || open ? '' : 'Licence expired',
        createType: r.chance(0.7) ? 'apply' : 'admin',
        createdAt: created,
        updatedAt: created,
      });
      const status = r.chance(0.2) ? 1 : r.chance(0.8) ? 2 : 3;
      applications.push({
        uid: s + 1,
        name: `${r.pick(ADJECTIVES)} ${r.pick(MATERIALS)} Applicant ${s + 1}`,
        categoryId: r.pick(out.merchantCategories),
        typeId: r.pick(out.merchantTypes),
        realName: `Applicant ${s + 1}`,
        email: `applicant${s + 1}@bench.test`,
        phone: '',
        handlingFee: r.int(2, 12),
        keywords: '',
        address: '',
        qualificationPicture: '/crmebimage/bench-licence.png',
        auditStatus: status,
        denialReason: status === 3 ? 'Licence unreadable' : '',
        merId: 0,
        auditorId: status === 1 ? 0 : 1,
        createdAt: created,
        updatedAt: created,
      });
    }
    await insertChunks(trx, 'merchants', shops, 100);
    await insertChunks(trx, 'merchantApplications', applications, 200);
    const shopIds = (await platformDb(trx).selectFrom('merchants').select('id').orderBy('id').execute()).map((x) => x.id);
    out.shopId = shopIds[0]!;

    const shopCats = out.shopCategories;
    for (let i = 0; i < 10; i++) {
      shopCats.push((await trx.insertInto('merchantProductCategories').values({ merId: out.shopId, pid: 0, name: `Range ${i + 1}`, icon: '', level: 1, sort: 0, isShow: 1 }).returning('id').executeTakeFirstOrThrow()).id);
    }

    // The shop's products in every state the console's tabs show: on sale, off the shelf, sold out, in the
    // recycle bin, and a few deleted for good; the other shops' products make the table several shops wide.
    const product = (merId: number, mine: boolean): Record<string, unknown> => {
      const price = r.int(100, 200_000);
      const recycled = mine && r.chance(0.05);
      // The platform's review (migration 017): a few products wait for it or were rejected, and are off the shelf.
      const audit = recycled ? 1 : r.chance(0.03) ? 0 : r.chance(0.01) ? 2 : 1;
      const created = stampBefore(base, r, r.int(0, 700));
      return {
        merId,
        image: '/crmebimage/bench.svg',
        sliderImage: '[]',
        storeName: productName(r),
        storeInfo: '',
        keyword: `${r.pick(NOUNS).toLowerCase()}, ${r.pick(ADJECTIVES).toLowerCase()}`,
        cateId: r.pick(out.leaves),
        merCateIds: mine ? String(r.pick(shopCats)) : '',
        price,
        otPrice: price + r.int(0, 5000),
        stock: r.chance(0.06) ? 0 : r.int(1, 500),
        sales: r.int(0, 5000),
        ficti: 0,
        unitName: 'piece',
        browse: 0,
        // A description of a few paragraphs, as real products have: it makes every row a page-filling read.
        content: DESCRIPTION.slice(0, r.int(600, DESCRIPTION.length)),
        guaranteeIds: '',
        isShow: recycled || audit !== 1 || r.chance(0.12) ? 0 : 1,
        auditStatus: audit,
        auditReason: audit === 2 ? 'The pictures do not show the product' : '',
        isDel: r.chance(0.01) ? 1 : 0,
        isRecycle: recycled ? 1 : 0,
        version: 1,
        postage: 0,
        specType: 1,
        sort: 0,
        createdAt: created,
        updatedAt: created,
      };
    };
    const rows: Record<string, unknown>[] = [];
    for (let i = 0; i < size.products; i++) rows.push(product(out.shopId, true));
    for (let i = 0; i < size.otherProducts; i++) rows.push(product(r.pick(shopIds.slice(1)), false));
    // Interleaved, as a marketplace's ids are: the shop's rows are not one contiguous block of ids.
    for (let i = rows.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [rows[i], rows[j]] = [rows[j]!, rows[i]!];
    }
    await insertChunks(trx, 'products', rows, 200);

    const own = await catalogueDb(trx).selectFrom('products').select(['id', 'storeName', 'price']).where('merId', '=', out.shopId).orderBy('id').execute();
    // Three SKUs per product of the shop (one spec, three values), and shoppers' favourites on a third of them.
    const skus: Record<string, unknown>[] = [];
    const specs: Record<string, unknown>[] = [];
    const collects: Record<string, unknown>[] = [];
    for (const p of own) {
      specs.push({ productId: p.id, attrName: 'Size', attrValues: 'S,M,L', type: 0, isDel: 0 });
      for (const v of ['S', 'M', 'L']) {
        skus.push({ productId: p.id, sku: v, stock: r.int(0, 200), sales: r.int(0, 1000), price: p.price, otPrice: p.price, cost: 0, image: '', weight: 0, volume: 0, quota: 0, attrValue: JSON.stringify({ Size: v }), vipPrice: 0, isDel: 0 });
      }
      if (r.chance(0.33)) {
        const fans = r.int(1, 12);
        const first = r.int(1, SHOPPERS - 12);
        for (let u = 0; u < fans; u++) collects.push({ uid: first + u, productId: p.id, category: 'product', createdAt: stamp });
      }
    }
    await insertChunks(trx, 'productAttrs', specs, 500);
    await insertChunks(trx, 'productAttrValues', skus, 400);
    await insertChunks(trx, 'productCollects', collects, 500);

    // The shoppers who bought, and the shop's orders over the last year: one shop order per master order,
    // one to three lines each, in every state the console's tabs show (A's status 0 to ship, 1 to receive,
    // 2 received, 3 complete, 9 cancelled; some with a refund, some deleted by the shopper).
    const users: Record<string, unknown>[] = [];
    for (let u = 1; u <= SHOPPERS; u++) {
      users.push({ email: `shopper${u}@bench.test`, phone: null, countryCode: null, passwordHash: null, nickname: `${r.pick(ADJECTIVES)} Shopper ${u}`, avatar: '', userType: 'email', identity: null, balance: 0, integral: 0, frozenIntegral: 0, experience: 0, status: 1, createdAt: stamp, updatedAt: stamp });
    }
    await insertChunks(trx, 'users', users, 500);
    const STATUS = [0, 0, 1, 1, 2, 3, 3, 3, 9];
    const masters: Record<string, unknown>[] = [];
    const merchantOrders: Record<string, unknown>[] = [];
    const lines: Record<string, unknown>[] = [];
    for (let i = 0; i < size.orders; i++) {
      const created = stampBefore(base, r, r.int(0, 365));
      const master = `BM${String(i + 1).padStart(9, '0')}${r.int(1000, 9999)}`;
      const merOrderNo = `SH${String(i + 1).padStart(9, '0')}${r.int(1000, 9999)}`;
      const uid = r.int(1, SHOPPERS);
      const status = r.pick(STATUS);
      const refundStatus = status === 9 ? 0 : r.chance(0.04) ? r.int(1, 3) : 0;
      const paid = status === 9 ? 0 : status === 0 ? (r.chance(0.3) ? 0 : 1) : 1;
      const n = r.int(1, 3);
      let total = 0;
      let units = 0;
      for (let k = 0; k < n; k++) {
        const p = r.pick(own);
        const num = r.int(1, 3);
        total += p.price * num;
        units += num;
        lines.push({ merOrderNo, masterOrderNo: master, uid, merId: out.shopId, productId: p.id, productName: p.storeName, image: '/crmebimage/bench.svg', attrValueId: 0, sku: 'M', price: p.price, payNum: num, weight: 0, volume: 0, isReply: 0 });
      }
      const payTime = paid ? created : null;
      masters.push({ orderNo: master, preOrderNo: `PRE${master}`, uid, totalNum: units, proTotalPrice: total, totalPostage: 0, couponId: 0, couponPrice: 0, useIntegral: 0, integralPrice: 0, payPrice: total, payType: 'card', payChannel: 'stripe', paid, payTime, isCancel: status === 9 ? 1 : 0, realName: `Shopper ${uid}`, userPhone: '', userAddress: `${uid} Market Road`, email: `shopper${uid}@bench.test`, mark: '', createdAt: created, updatedAt: created });
      merchantOrders.push({ orderNo: merOrderNo, masterOrderNo: master, uid, merId: out.shopId, totalNum: units, proTotalPrice: total, totalPostage: 0, couponPrice: 0, integralPrice: 0, useIntegral: 0, payPrice: total, status, refundStatus, paid, payTime, userRemark: '', deliveryName: '', deliveryCode: '', deliveryId: '', courier: '', courierPhone: '', shipTime: status >= 1 && status !== 9 ? created : null, receiveTime: null, isUserDel: status >= 3 && r.chance(0.02) ? 1 : 0, createdAt: created, updatedAt: created });
      if (i % 97 === 0) out.orderNos.push(merOrderNo);
    }
    await insertChunks(trx, 'orders', masters, 200);
    await insertChunks(trx, 'merchantOrders', merchantOrders, 200);
    await insertChunks(trx, 'orderItems', lines, 300);
  });
  return out;
}

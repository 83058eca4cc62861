import { PostgresAdapter, sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../server/commerce/db/schema.js';
import { now } from '../../server/commerce/db/time.js';
import { rng } from '../../server/commerce/seed/random.js';

/**
 * A large synthetic catalogue for the search bench: a 3-level category tree (10 × 5 × 4 = 200 leaves),
 * `shops` shops and `products` products with English names and keywords, plus ~5 % Chinese and ~5 %
 * Thai names, random prices (1.00–2000.00) and sales. Rows go in with multi-row inserts in one transaction.
 * On PostgreSQL the GIN indexes of the catalogue tables are dropped for the load and built again after it, in the
 * same transaction, as a restore does: built once from the whole table they cost a fraction of a million
 * incremental inserts (`withGinIndexesDeferred`). The triggers still run, so the derived tables are filled as a
 * merchant's saves fill them.
 */
export const ADJECTIVES = ['Wireless', 'Classic', 'Premium', 'Compact', 'Organic', 'Vintage', 'Smart', 'Portable', 'Deluxe', 'Eco', 'Ultra', 'Soft', 'Rugged', 'Minimal', 'Bold'];
export const MATERIALS = ['Cotton', 'Leather', 'Steel', 'Bamboo', 'Ceramic', 'Linen', 'Wool', 'Carbon', 'Glass', 'Oak'];
export const NOUNS = ['Headphones', 'Backpack', 'Sneakers', 'Lamp', 'Mug', 'Jacket', 'Watch', 'Speaker', 'Blanket', 'Bottle', 'Chair', 'Serum', 'Notebook', 'Tent', 'Kettle', 'Dress', 'Charger', 'Camera', 'Puzzle', 'Teapot'];
export const CHINESE = ['无线耳机', '纯棉T恤', '陶瓷茶杯', '真丝围巾', '运动鞋', '保温杯', '蓝牙音箱', '茉莉花茶'];
export const THAI = ['เสื้อยืดผ้าฝ้าย', 'ชาไทย', 'กระเป๋าหนัง', 'หูฟังไร้สาย', 'ครีมกันแดด', 'รองเท้าวิ่ง'];

export interface GeneratedCatalogue {
  level1: number[];
  level2: number[];
  leaves: number[];
  shops: number[];
}

async function insertChunks<T extends keyof Database>(db: Kysely<Database>, table: T, rows: Insertable<Database[T]>[], perChunk: number): Promise<void> {
  for (let i = 0; i < rows.length; i += perChunk) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- generic table insert
    await db.insertInto(table).values(rows.slice(i, i + perChunk) as any).execute();
  }
}

/** The tables whose GIN indexes a bulk load defers (migrations 008, 009: the trigram and suffix indexes). */
const DEFERRED_INDEX_TABLES = ['products', 'product_search'];

async function withGinIndexesDeferred(trx: Transaction<Database>, load: () => Promise<void>): Promise<void> {
  const found = await sql<{ indexname: string; indexdef: string }>`select indexname, indexdef from pg_indexes
    where schemaname = current_schema() and tablename in (${sql.join(DEFERRED_INDEX_TABLES)}) and indexdef like '% USING gin %'`.execute(trx);
  for (const ix of found.rows) await sql`drop index ${sql.id(ix.indexname)}`.execute(trx);
  await load();
  await sql`set local maintenance_work_mem = '512MB'`.execute(trx);
  for (const ix of found.rows) await sql.raw(ix.indexdef).execute(trx);
}

export async function generateCatalogue(db: Kysely<Database>, opts: { products: number; shops?: number; seed?: number }): Promise<GeneratedCatalogue> {
  const r = rng(opts.seed ?? 42);
  const stamp = now();
  const out: GeneratedCatalogue = { level1: [], level2: [], leaves: [], shops: [] };
  await db.transaction().execute(async (trx) => {
    for (let a = 0; a < 10; a++) {
      const l1 = (await trx.insertInto('categories').values({ pid: 0, name: `Department ${a + 1}`, icon: '', level: 1, sort: 0, isShow: 1 }).returning('id').executeTakeFirstOrThrow()).id;
      out.level1.push(l1);
      for (let b = 0; b < 5; b++) {
        const l2 = (await trx.insertInto('categories').values({ pid: l1, name: `Aisle ${a + 1}.${b + 1}`, icon: '', level: 2, sort: 0, isShow: 1 }).returning('id').executeTakeFirstOrThrow()).id;
        out.level2.push(l2);
        for (let c = 0; c < 4; c++) {
          out.leaves.push((await trx.insertInto('categories').values({ pid: l2, name: `Shelf ${a + 1}.${b + 1}.${c + 1}`, icon: '', level: 3, sort: 0, isShow: 1 }).returning('id').executeTakeFirstOrThrow()).id);
        }
      }
    }
    for (let s = 0; s < (opts.shops ?? 50); s++) {
      const id = (
        await trx
          .insertInto('merchants')
          .values({ name: `Bench Shop ${s + 1}`, realName: '', email: '', phone: '', address: '', categoryId: 0, typeId: 0, isSelf: s === 0 ? 1 : 0, avatar: '', backImage: '', streetBackImage: '', pcBanner: '', pcBackImage: '', starLevel: 4, intro: '', qualificationPicture: '', keywords: '', serviceType: 'email', serviceLink: '', servicePhone: '', serviceMessage: '', serviceEmail: '', freightFee: 0, freeFreightThreshold: 0, isShow: 1, createdAt: stamp, updatedAt: stamp })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      out.shops.push(id);
    }
    const pg = trx.getExecutor().adapter instanceof PostgresAdapter;
    // PostgreSQL takes up to 65,535 parameters a statement: 2,000 rows of 25 columns; fewer, larger statements
    // also mean fewer statement-level trigger runs.
    const perChunk = pg ? 2000 : 300;
    const insertProducts = async () => {
      for (let done = 0; done < opts.products; done += perChunk) await insertChunks(trx, 'products', productRows(Math.min(perChunk, opts.products - done)), perChunk);
    };
    const productRows = (count: number) => {
      const rows: Insertable<Database['products']>[] = [];
      for (let i = 0; i < count; i++) {
        const roll = r.next();
        const noun = r.pick(NOUNS);
        const name =
          roll < 0.05 ? `${r.pick(CHINESE)} ${r.int(1, 99)}号` : roll < 0.1 ? `${r.pick(THAI)} รุ่น ${r.int(1, 99)}` : `${r.pick(ADJECTIVES)} ${r.pick(MATERIALS)} ${noun} ${String.fromCharCode(65 + r.int(0, 25))}${r.int(100, 999)}`;
        const price = r.int(100, 200_000);
        rows.push({
          merId: r.pick(out.shops),
          image: '/crmebimage/bench.svg',
          sliderImage: '[]',
          storeName: name,
          storeInfo: '',
          keyword: `${noun.toLowerCase()}, ${r.pick(ADJECTIVES).toLowerCase()}`,
          cateId: r.pick(out.leaves),
          merCateIds: '',
          price,
          otPrice: price + r.int(0, 5000),
          stock: r.int(0, 500),
          sales: r.int(0, 5000),
          ficti: r.chance(0.1) ? r.int(0, 20000) : 0,
          unitName: 'piece',
          browse: 0,
          content: '',
          guaranteeIds: '',
          isShow: r.chance(0.97) ? 1 : 0,
          isDel: r.chance(0.01) ? 1 : 0,
          sort: 0,
          createdAt: stamp,
          updatedAt: stamp,
        });
      }
      return rows;
    };
    if (pg) await withGinIndexesDeferred(trx, insertProducts);
    else await insertProducts();
  });
  return out;
}

import type { Kysely } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { Database } from '../db/schema.js';

/**
 * The catalogue columns the merchant console adds (migration 012_merchant_products), in view beside the
 * shared schema's. Type aliases, not interfaces: Kysely's `withTables` takes only types with an index signature.
 */
type ConsoleProductColumns = {
  /** Raised by every console save and shelf change; an update sent with an older one is refused (code 409). */
  version: number;
  /** 1 while the product is in the recycle bin (always off the shelf then). */
  isRecycle: number;
  /** The product's freight, minor units (A's `postage`). */
  postage: number;
  /** 0 one spec, 1 several (A's `specType`). */
  specType: number;
};

type ConsoleSkuColumns = {
  /** Cost price, minor units (A's `cost`). */
  cost: number;
};

type ConsoleTables = {
  products: ConsoleProductColumns;
  productAttrValues: ConsoleSkuColumns;
};

export type CatalogueDatabase = Database & ConsoleTables;
export type CatalogueDb = Kysely<CatalogueDatabase>;

/** The database with the console's catalogue columns in view. */
export function catalogueDb(db: Kysely<Database>): CatalogueDb {
  return db.withTables<ConsoleTables>();
}

export const catalogueOf = (ctx: Pick<CommerceContext, 'db'>): CatalogueDb => catalogueDb(ctx.db);

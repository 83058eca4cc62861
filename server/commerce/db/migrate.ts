import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as m001 from './migrations/001_initial.js';
import * as m002 from './migrations/002_catalog.js';
import * as m003 from './migrations/003_accounts.js';
import * as m004 from './migrations/004_orders.js';
import * as m005postcode from './migrations/005_postcode_text.js';
import * as m005browse from './migrations/005_browse_history.js';
import * as m005reason from './migrations/005_payment_reason.js';
import * as m006fts from './migrations/006_product_fts.js';
import * as m007fold from './migrations/007_fold_restorable.js';
import * as m008fold from './migrations/008_search_fold_column.js';
import * as m009search from './migrations/009_search_visible_index.js';
import * as m010admin from './migrations/010_admin_accounts.js';
import * as m011twoFactor from './migrations/011_admin_two_factor.js';
import * as m012merchantProducts from './migrations/012_merchant_products.js';
import * as m013platformMerchants from './migrations/013_platform_merchants.js';
import * as m014merchantOrders from './migrations/014_merchant_orders.js';
import * as m017platformCatalogue from './migrations/017_platform_catalogue.js';
import * as m018platformFinance from './migrations/018_platform_finance.js';
import * as m019consoleIndexes from './migrations/019_console_indexes.js';
import * as m020guestContactEmail from './migrations/020_guest_contact_email.js';
import * as m022commissionSnapshot from './migrations/022_commission_snapshot.js';
import * as m023catalogueTexts from './migrations/023_catalogue_texts.js';
import * as m024buyerSearch from './migrations/024_buyer_search.js';
import * as m025trendingIndex from './migrations/025_trending_index.js';
import * as m026searchWords from './migrations/026_search_words.js';
import * as m027productFacets from './migrations/027_product_facets.js';
import * as m028suffixQueryPieces from './migrations/028_suffix_query_pieces.js';
import * as m029catalogueChanges from './migrations/029_catalogue_changes.js';
import type { Database } from './schema.js';

// Migrations are imported statically so they ship inside any bundle and need no directory scan.
const migrations: Record<string, Migration> = {
  '001_initial': m001,
  '002_catalog': m002,
  '003_accounts': m003,
  '004_orders': m004,
  '005_postcode_text': m005postcode,
  '005_browse_history': m005browse,
  '005_payment_reason': m005reason,
  '006_product_fts': m006fts,
  '007_fold_restorable': m007fold,
  '008_search_fold_column': m008fold,
  '009_search_visible_index': m009search,
  '010_admin_accounts': m010admin,
  '011_admin_two_factor': m011twoFactor,
  '012_merchant_products': m012merchantProducts,
  '013_platform_merchants': m013platformMerchants,
  '014_merchant_orders': m014merchantOrders,
  '017_platform_catalogue': m017platformCatalogue,
  '018_platform_finance': m018platformFinance,
  '019_console_indexes': m019consoleIndexes,
  '020_guest_contact_email': m020guestContactEmail,
  '022_commission_snapshot': m022commissionSnapshot,
  '023_catalogue_texts': m023catalogueTexts,
  '024_buyer_search': m024buyerSearch,
  '025_trending_index': m025trendingIndex,
  '026_search_words': m026searchWords,
  '027_product_facets': m027productFacets,
  '028_suffix_query_pieces': m028suffixQueryPieces,
  '029_catalogue_changes': m029catalogueChanges,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  // Each area adds its own numbered migration; they may land out of order across branches.
  // Migrations speak snake_case explicitly, so they run without the CamelCasePlugin.
  const raw = db.withoutPlugins() as unknown as Kysely<unknown>;
  const migrator = new Migrator({ db: raw, provider: new StaticProvider(), allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}

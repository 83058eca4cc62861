import type { Generated, Kysely } from 'kysely';
import type { CommerceContext } from '../context.js';
import type { Database, MerchantApplicationsTable, MerchantsTable } from '../db/schema.js';
import { wallTimeIn } from '../../../shared/time-zone.js';
import { parseDateTime } from '../db/time.js';

/**
 * The columns migration 013_platform_merchants adds, in view for the platform's shop calls; they have
 * defaults, so the storefront's own writes need not name them.
 */
type PlatformMerchantsTable = MerchantsTable & {
  /** The shop's commission, whole percent (A's handlingFee). */
  handlingFee: Generated<number>;
  /** Why the platform closed the shop; empty while it is open. */
  closeReason: Generated<string>;
  /** A's createType: `apply` (from an application) or `admin`. */
  createType: Generated<string>;
};

type PlatformApplicationsTable = MerchantApplicationsTable & {
  /** The operator who decided the application; 0 while pending. */
  auditorId: Generated<number>;
};

export type PlatformDatabase = Omit<Database, 'merchants' | 'merchantApplications'> & {
  merchants: PlatformMerchantsTable;
  merchantApplications: PlatformApplicationsTable;
};

export function platformDb(db: Kysely<Database>): Kysely<PlatformDatabase> {
  return db as unknown as Kysely<PlatformDatabase>;
}

/** A stored time as the consoles send it: wall-clock time in the deployment's zone. */
export function consoleTime(ctx: Pick<CommerceContext, 'config'>, stored: string): string {
  return stored ? wallTimeIn(parseDateTime(stored), ctx.config.SERVER_TIME_ZONE) : '';
}

/** Stored pictures (`/crmebimage/...`) as absolute URLs on the image domain, full size. */
export function absolutePictures(domain: string, stored: string[]): string[] {
  return stored.map((u) => (u.startsWith('/') ? `${domain}${u}` : u));
}

import type { CatalogueDb } from '../merchant-products/tables.js';
import { BusinessError } from '../http/envelope.js';
import { AUDIT_STATUS, PRODUCT_AUDIT_SWITCH_KEY } from '../../../shared/contract/admin-platform-catalogue.js';

/**
 * The platform's product review as the merchant's catalogue meets it (A's StoreProductServiceImpl): with the
 * platform's audit switch on, a new or edited product waits off the shelf until an operator approves it; an
 * edit of a rejected product, or of one the platform forced off the shelf, sends it for review whatever the
 * switch says. Waiting, rejected and forced products are off the shelf (`is_show` 0), so every storefront
 * list, page and search index, which read `is_show`, leaves them out.
 */
export const SUBMITTED_FOR_REVIEW = { auditStatus: AUDIT_STATUS.waiting, isForced: 0, auditReason: '', isShow: 0 } as const;

/** Whether the platform reviews products before shoppers see them (off unless the operator turned it on). */
export async function productAuditOn(db: CatalogueDb): Promise<boolean> {
  const row = await db.selectFrom('siteConfig').select('value').where('key', '=', PRODUCT_AUDIT_SWITCH_KEY).executeTakeFirst();
  return row !== undefined && (row.value === '"1"' || row.value === '1');
}

type AuditState = { auditStatus: number; isForced: number };

/** Whether an edit of this product goes to the review queue (A's update: the switch, a forced product, a rejected one). */
export async function editNeedsReview(db: CatalogueDb, p: AuditState): Promise<boolean> {
  return p.isForced === 1 || p.auditStatus !== AUDIT_STATUS.approved || (await productAuditOn(db));
}

/**
 * Putting a product on the shelf: refused while it waits or after a rejection (an edit sends it back); a
 * forced product, or any with the switch on, goes to the review queue instead of the shelf (A's putOnShelf).
 */
export async function shelfGate(db: CatalogueDb, p: AuditState): Promise<'shelf' | 'review'> {
  if (p.auditStatus === AUDIT_STATUS.waiting) throw new BusinessError('This product is waiting for the platform’s review: it goes on sale when approved');
  if (p.auditStatus === AUDIT_STATUS.rejected) throw new BusinessError('The platform rejected this product: edit it to send it for review again');
  return p.isForced === 1 || (await productAuditOn(db)) ? 'review' : 'shelf';
}

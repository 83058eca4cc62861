import type { Db } from '../db/schema.js';
import { now } from '../db/time.js';

export type NotificationType = 'order' | 'refund' | 'merchant' | 'system';

export interface NewNotification {
  uid: number;
  type: NotificationType;
  title: string;
  content: string;
  linkUrl: string;
}

/** Written inside the transaction that changed the state, so a notice exists exactly when the change does. */
export async function notify(db: Db, n: NewNotification): Promise<void> {
  await db
    .insertInto('notifications')
    .values({ uid: n.uid, type: n.type, title: n.title, content: n.content, linkUrl: n.linkUrl, isRead: 0, createdAt: now() })
    .execute();
}

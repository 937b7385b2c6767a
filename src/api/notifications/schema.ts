import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A shopper's notifications (spec 000 §3): signup's welcome now, order events later. `createdAt`
 * is unique per account (the insert moves it 1 ms past the newest when two collide), so paging by
 * timestamp (`before`) never skips nor repeats one.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** WELCOME, ORDER, OFFER, ... */
    type: text('type').notNull(),
    actionUrl: text('action_url'),
    imageUrl: text('image_url'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    uniqueIndex('notifications_account_created_idx').on(t.accountId, t.createdAt),
    index('notifications_unread_idx')
      .on(t.accountId)
      .where(sql`not ${t.read}`),
  ],
);

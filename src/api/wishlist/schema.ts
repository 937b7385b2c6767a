import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A product a logged-in shopper saved (spec 000 §7 Wishlist; docs/decisions/0036): once per account. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    accountId: text('account_id').notNull(),
    productId: text('product_id').notNull(),
    /** The listing (seller's offer) it was saved from, when sent. */
    listingId: text('listing_id'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.productId] }),
    index('wishlist_items_account_created_idx').on(t.accountId, t.createdAt),
  ],
);

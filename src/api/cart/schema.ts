import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A shopper's cart (docs/decisions/0036): an account's (one each), or a visitor's guest cart,
 * named by its session's `data.cartId` until login merges it into the account's. The row is the
 * lock every change of the cart takes (`for update`), so two tabs change it one after the other.
 */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    /** Null for a guest cart. */
    accountId: text('account_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('carts_account_idx').on(t.accountId),
    index('carts_guest_updated_idx')
      .on(t.updatedAt)
      .where(sql`${t.accountId} is null`),
  ],
);

/** What an exchange add carried: the old device handed over. */
export type LineExchange = { imei: string };

/**
 * A line of a cart: one listing and its units. Deleted and moved lines stay for the undo window
 * with their status, at most one such row per listing; a live listing is in a cart once.
 */
export const cartLines = pgTable(
  'cart_lines',
  {
    /** The cart item id the calls name. */
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    listingId: text('listing_id').notNull(),
    productId: text('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    exchange: jsonb('exchange').$type<LineExchange>(),
    /** ACTIVE, DELETED or MOVED (to the wishlist). */
    status: text('status').notNull().default('ACTIVE'),
    /** For a moved line: the move added the product to the wishlist (its undo takes it off again). */
    wishlistAdded: boolean('wishlist_added').notNull().default(false),
    addedAt: timestamp('added_at', { withTimezone: true, precision: 3 }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    uniqueIndex('cart_lines_live_listing_idx')
      .on(t.cartId, t.listingId)
      .where(sql`${t.status} = 'ACTIVE'`),
    index('cart_lines_cart_idx').on(t.cartId, t.addedAt),
    check('cart_lines_quantity_valid', sql`${t.quantity} between 1 and 999`),
    check('cart_lines_status_valid', sql`${t.status} in ('ACTIVE', 'DELETED', 'MOVED')`),
    check('cart_lines_removed_at', sql`(${t.status} = 'ACTIVE') = (${t.removedAt} is null)`),
  ],
);

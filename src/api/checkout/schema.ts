import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A shopper's checkout in progress (spec 001 §3 Checkout summary), one per shopper: `owner_key`
 * is `a:{accountId}` for a logged-in account, `v:{visitorKey}` for a visitor's session (the key
 * lives in the session's data and survives the login rotation). A guest who proved a mobile keeps
 * the visitor owner and gets `account_id` (the mobile's GUEST account) for addresses and the order.
 * No foreign keys to other domains' tables (docs/decisions/0025: own tables only).
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: text('id').primaryKey(),
    ownerKey: text('owner_key').notNull(),
    /** The logged-in account, or the GUEST account of a verified mobile; null for a plain visitor. */
    accountId: text('account_id'),
    guest: boolean('guest').notNull().default(false),
    checkoutType: text('checkout_type').notNull().default('PHYSICAL'),
    buyNow: boolean('buy_now').notNull().default(false),
    email: text('email'),
    /** The pincode deliveries are measured to: the selected address's, else the cart's. */
    pincode: text('pincode'),
    selectedContactId: text('selected_contact_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('checkouts_owner_idx').on(t.ownerKey),
    check('checkouts_type_known', sql`${t.checkoutType} in ('PHYSICAL', 'DIGITAL', 'EGV', 'SUBSCRIPTION')`),
    check('checkouts_pincode_valid', sql`${t.pincode} is null or ${t.pincode} ~ '^[1-9][0-9]{5}$'`),
  ],
);

/** A line of a checkout: `id` is the cartItemRefId the storefront sends back. */
export const checkoutLines = pgTable(
  'checkout_lines',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id')
      .notNull()
      .references(() => checkouts.id, { onDelete: 'cascade' }),
    listingId: text('listing_id').notNull(),
    /** The cart line it came from (the order removes what it bought from the cart); null for buy now. */
    cartItemId: text('cart_item_id'),
    quantity: integer('quantity').notNull(),
    tier: text('tier').notNull().default('STANDARD'),
    position: integer('position').notNull(),
  },
  (t) => [
    uniqueIndex('checkout_lines_listing_idx').on(t.checkoutId, t.listingId),
    check('checkout_lines_quantity_range', sql`${t.quantity} between 1 and 10`),
    check('checkout_lines_tier_known', sql`${t.tier} in ('STANDARD', 'EXPRESS')`),
  ],
);

/** One reserved unit count of a listing at a price, as bound to a payment token. */
export interface ReservedItem {
  listingId: string;
  quantity: number;
  /** Unit selling price in paise when reserved. */
  price: number;
}

/**
 * A payment token and the stock it holds (docs/decisions/0037). Only the token's SHA-256 is kept.
 * `status` moves once from HELD to SOLD, RELEASED or EXPIRED (a conditional update); the units
 * go back to the listings exactly when it leaves HELD for RELEASED or EXPIRED. At most one HELD
 * reservation per checkout (a partial unique index).
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: text('id').primaryKey(),
    /** The checkout it was made for (kept after the checkout ends, hence no foreign key). */
    checkoutId: text('checkout_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    ownerKey: text('owner_key').notNull(),
    accountId: text('account_id'),
    /** Amount payable in paise: the items plus delivery. */
    amount: integer('amount').notNull(),
    items: jsonb('items').$type<ReservedItem[]>().notNull(),
    /** Hash of what the token binds (items, prices, tiers, address, email): an unchanged checkout reuses it. */
    fingerprint: text('fingerprint').notNull(),
    contactId: text('contact_id'),
    status: text('status').notNull().default('HELD'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_reservations_token_idx').on(t.tokenHash),
    uniqueIndex('stock_reservations_one_held_idx')
      .on(t.checkoutId)
      .where(sql`${t.status} = 'HELD'`),
    index('stock_reservations_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'HELD'`),
    check('stock_reservations_status_known', sql`${t.status} in ('HELD', 'SOLD', 'RELEASED', 'EXPIRED')`),
    check('stock_reservations_amount_positive', sql`${t.amount} > 0`),
    check('stock_reservations_ended', sql`(${t.status} = 'HELD') = (${t.endedAt} is null)`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ItemAdjustment, OrderAddress, OrderPaymentMethod } from '../../contracts/orders.ts';

/**
 * Orders (docs/decisions/0041-order-placement.md). One successful payment writes one order group
 * (UNIQUE payment_id, and UNIQUE reservation_id: a token's stock is sold to one payment), one
 * order per seller, one item per listing and one unit row per unit bought, in the transaction that
 * turns the reservation into a sale. Statuses and progress live on the units (issue 13: cancel,
 * return and track per unit). No foreign keys to other domains' tables (decision 0025).
 */
export const orderGroups = pgTable(
  'order_groups',
  {
    id: text('id').primaryKey(),
    /** The payment service's id of the payment: the confirmation's `reference_id`. */
    paymentId: text('payment_id').notNull(),
    /** The stock reservation (payment token) the payment was for. */
    reservationId: text('reservation_id').notNull(),
    checkoutId: text('checkout_id').notNull(),
    accountId: text('account_id').notNull(),
    /** What was paid, in paise: the reservation's amount, the sum of the orders' amounts. */
    amount: integer('amount').notNull(),
    instruments: jsonb('instruments').$type<OrderPaymentMethod[]>().notNull(),
    /** When the payment service completed the payment. */
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_groups_payment_idx').on(t.paymentId),
    uniqueIndex('order_groups_reservation_idx').on(t.reservationId),
    index('order_groups_account_idx').on(t.accountId, t.placedAt),
    check('order_groups_amount_nonnegative', sql`${t.amount} >= 0`),
  ],
);

/** One seller's part of a payment. `status` is the order-level label (spec 000 §1). */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => orderGroups.id),
    accountId: text('account_id').notNull(),
    /** Order of the seller within the group (0, 1, ...). */
    position: integer('position').notNull(),
    sellerId: text('seller_id').notNull(),
    sellerName: text('seller_name').notNull(),
    orderType: text('order_type').notNull(),
    status: text('status').notNull().default('Ordered'),
    amount: integer('amount').notNull(),
    totalSavings: integer('total_savings').notNull().default(0),
    /** The delivery address as it was at placement (a copy of the profile's address). */
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>(),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    /** The latest promise date of its items (Asia/Kolkata). */
    promiseDate: date('promise_date', { mode: 'string' }),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Delivery updates by e-mail (spec 001 §7 subscribe / unsubscribe); on by default. */
    subscribed: boolean('subscribed').notNull().default(true),
    /**
     * This order's own payment methods when they differ from its group's: a cash-on-delivery
     * order paid online before delivery (pay now). Null: the group's `instruments`.
     */
    instruments: jsonb('instruments').$type<OrderPaymentMethod[]>(),
    /**
     * Its items' titles, one a line, copied at placement (titles never change after): My orders'
     * search reads them in the order's own row before it looks up any item (self-serve-repository.ts).
     */
    itemTitles: text('item_titles').notNull().default(''),
  },
  (t) => [
    uniqueIndex('orders_group_position_idx').on(t.groupId, t.position),
    index('orders_account_idx').on(t.accountId, t.placedAt),
    check('orders_type_known', sql`${t.orderType} in ('physical', 'digital', 'egv', 'subscription')`),
    check(
      'orders_status_known',
      sql`${t.status} in ('Ordered', 'Packaged', 'Shipped', 'Delivered', 'Cancelled', 'Returned')`,
    ),
    check('orders_amount_nonnegative', sql`${t.amount} >= 0 and ${t.totalSavings} >= 0`),
  ],
);

/** One listing of an order: `id` is the orderItemId. Prices in paise, per unit unless named `amount`. */
export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    position: integer('position').notNull(),
    listingId: text('listing_id').notNull(),
    productId: text('product_id').notNull(),
    title: text('title').notNull(),
    image: text('image'),
    quantity: integer('quantity').notNull(),
    /** Unit MRP (itemListingPrice). */
    listingPrice: integer('listing_price').notNull(),
    /** Unit selling price (itemSellingPrice), as the payment token bound it. */
    sellingPrice: integer('selling_price').notNull(),
    /** sellingPrice × quantity plus the adjustments. */
    amount: integer('amount').notNull(),
    adjustments: jsonb('adjustments').$type<ItemAdjustment[]>().notNull().default([]),
    tier: text('tier').notNull().default('STANDARD'),
    promisedDate: date('promised_date', { mode: 'string' }),
    /** An egv item's recipient and message (spec 001 §3 giftDetails); null for other items. */
    giftDetails: jsonb('gift_details').$type<{ recipientName: string; recipientEmail: string; message: string }>(),
  },
  (t) => [
    uniqueIndex('order_items_order_position_idx').on(t.orderId, t.position),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
    check(
      'order_items_prices_nonnegative',
      sql`${t.listingPrice} >= 0 and ${t.sellingPrice} >= 0 and ${t.amount} >= 0`,
    ),
  ],
);

/** One unit of an item (orderItemUnitId): cancel, return and tracking act on units (issue 13). */
export const orderItemUnits = pgTable(
  'order_item_units',
  {
    id: text('id').primaryKey(),
    orderItemId: text('order_item_id')
      .notNull()
      .references(() => orderItems.id),
    orderId: text('order_id').notNull(),
    position: integer('position').notNull(),
    status: text('status').notNull().default('approved'),
    statusAt: timestamp('status_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_item_units_item_position_idx').on(t.orderItemId, t.position),
    index('order_item_units_order_idx').on(t.orderId),
    /** The fulfilment clock finds units due for their next step by status and time (issue 13). */
    index('order_item_units_due_idx').on(t.status, t.statusAt),
    check(
      'order_item_units_status_known',
      sql`${t.status} in ('approved', 'readytoship', 'dispatched', 'shipped', 'outfordelivery', 'delivered', 'cancelled', 'return_requested', 'returned')`,
    ),
  ],
);

/** The progress of a unit, a row per step reached (the timeline's eventDate and eventRemark). */
export const orderUnitEvents = pgTable(
  'order_unit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    unitId: text('unit_id')
      .notNull()
      .references(() => orderItemUnits.id),
    status: text('status').notNull(),
    remark: text('remark'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_unit_events_unit_idx').on(t.unitId, t.id)],
);

/**
 * Leases of the orders domain's jobs (the reconciliation): a process runs a job only while it
 * holds the lease, taken by a conditional update, so one run happens at a time across processes.
 */
export const orderJobLeases = pgTable('order_job_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

/**
 * GST tax invoices (issue 13): one an order, numbered in the seller's own series for the Indian
 * financial year (April to March), e.g. `S1-2526-000042`. Written the first time the invoice is
 * made (download or e-mail) and never changed, so the number and date stay the same.
 */
export const orderInvoices = pgTable(
  'order_invoices',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id),
    sellerId: text('seller_id').notNull(),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('order_invoices_number_idx').on(t.number)],
);

/** The next invoice number of a seller in a financial year (`2526` for April 2025 to March 2026). */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    sellerId: text('seller_id').notNull(),
    financialYear: text('financial_year').notNull(),
    next: integer('next').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.financialYear] })],
);

/**
 * Pay now (issue 13): a cash-on-delivery order paid online before delivery. The payment token's
 * hash binds the payment to the order and its amount; `payment_id` is UNIQUE, so one payment
 * changes one order's payment method once, and a second payment of the same order is refused
 * (one PAID row an order).
 */
export const orderPrepayments = pgTable(
  'order_prepayments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id),
    accountId: text('account_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    amount: integer('amount').notNull(),
    /** HELD while payable; PAID once the payment completed; EXPIRED or RELEASED otherwise. */
    status: text('status').notNull().default('HELD'),
    paymentId: text('payment_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_prepayments_token_idx').on(t.tokenHash),
    uniqueIndex('order_prepayments_payment_idx').on(t.paymentId),
    uniqueIndex('order_prepayments_paid_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'PAID'`),
    check('order_prepayments_status_known', sql`${t.status} in ('HELD', 'PAID', 'EXPIRED', 'RELEASED')`),
    check('order_prepayments_amount_positive', sql`${t.amount} > 0`),
  ],
);

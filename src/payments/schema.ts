import { bigint, pgSchema, text, timestamp } from 'drizzle-orm/pg-core';

/** The payment service's own schema: the API never reads it, and it never reads the API's tables. */
export const payments = pgSchema('payments');

/**
 * A payment the storefront asked for, driven by its token (spec 001 §7). Card numbers and CVVs
 * are never stored; instruments arrive with the payment calls of a later issue.
 */
export const paymentSessions = payments.table('payment_sessions', {
  token: text('token').primaryKey(),
  /** Order reference of the marketplace API. */
  orderRef: text('order_ref').notNull(),
  /** Amount to collect in paise. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  status: text('status', { enum: ['CREATED', 'PENDING', 'SUCCESS', 'FAILED', 'DECLINED'] })
    .notNull()
    .default('CREATED'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

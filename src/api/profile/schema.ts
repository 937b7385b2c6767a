import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Saved addresses of an account (spec 001 §3), shared with checkout. At most one is the
 * default (a partial unique index says so), and an account keeps at most `addressLimit`.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    name: text('name').notNull(),
    /** House, street, area: the form's "Address" textarea. */
    addressLine1: text('address_line1').notNull(),
    /** Flat, house no., building: optional. */
    addressLine2: text('address_line2'),
    landmark: text('landmark'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    /** 10 digits, the +91 or 0 prefix removed. */
    phone: text('phone').notNull(),
    alternatePhone: text('alternate_phone'),
    locationTypeTag: text('location_type_tag').notNull().default('HOME'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_account_idx').on(t.accountId, t.createdAt),
    uniqueIndex('addresses_one_default_idx')
      .on(t.accountId)
      .where(sql`${t.isDefault}`),
    check('addresses_location_type_check', sql`${t.locationTypeTag} in ('HOME', 'WORK')`),
  ],
);

/** Email topics a shopper chose (spec 000 §2 "email preferences"); no row means the defaults. */
export const emailPreferences = pgTable('email_preferences', {
  accountId: text('account_id').primaryKey(),
  offers: boolean('offers').notNull().default(true),
  orderUpdates: boolean('order_updates').notNull().default(true),
  newsletters: boolean('newsletters').notNull().default(false),
  recommendations: boolean('recommendations').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

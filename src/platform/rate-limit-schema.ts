import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters shared by every web process through the database. A key names what is
 * limited (`login-fail:id:+919876543210`, `otp-send:ip:1.2.3.4`); a window starts at the first hit
 * after the previous one ended.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

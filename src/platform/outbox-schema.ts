import { bigint, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Messages the development adapter of the SMS and email port "sent": readable at /dev/outbox
 * outside production, and read by tests for the one-time codes.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: text('id').primaryKey(),
    /** Order of sending, newest highest. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    channel: text('channel').$type<'SMS' | 'EMAIL'>().notNull(),
    /** `+91` mobile or email address. */
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt), index('outbox_seq_idx').on(t.seq)],
);

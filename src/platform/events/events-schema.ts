import { sql } from 'drizzle-orm';
import { bigint, customType, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id; read and written as its decimal text. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/**
 * What happened, written in the transaction that made it happen (docs/decisions/0025). Readers
 * take events in (tx_id, id) order and only from transactions older than every one still
 * running, so an event committed late by a slow transaction is never skipped.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The writing transaction: events become readable once every older transaction has ended. */
    txId: xid8('tx_id')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('domain_events_tx_order_idx').on(t.txId, t.id)],
);

/**
 * Shared progress of the subscribers that must act once across every process (search
 * reindexing): a process takes the row `for update skip locked`, acts and moves it on.
 */
export const eventCursors = pgTable('event_cursors', {
  name: text('name').primaryKey(),
  txId: xid8('tx_id').notNull(),
  eventId: bigint('event_id', { mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

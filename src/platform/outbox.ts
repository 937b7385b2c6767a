import { randomUUID } from 'node:crypto';
import { desc, type SQL } from 'drizzle-orm';
import type { Db } from './db/database.ts';
import { insertFromJson } from './db/json-insert.ts';
import type { Executor } from './db/transaction.ts';
import { outboxMessages } from './outbox-schema.ts';

export interface OutgoingMessage {
  channel: 'SMS' | 'EMAIL';
  /** `+91` mobile for SMS, address for email. */
  to: string;
  subject?: string;
  body: string;
}

/** The port through which the API sends SMS and email (one-time codes, notifications). */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

export interface OutboxEntry {
  id: string;
  channel: 'SMS' | 'EMAIL';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: Date;
}

/**
 * The development adapter: every message is written to the outbox table and goes nowhere else.
 * It is the only adapter for now: no SMS gateway or mail server can be reached from here; a real
 * adapter implements `MessageSender` and is chosen by configuration.
 */
export function createOutboxSender(db: Db): MessageSender {
  return { send: (message) => writeOutbox(db, message) };
}

/**
 * Writes a message to the outbox on `db`, or in the caller's transaction (pass its `Tx`): an
 * order's email is written with the order, and vanishes with it on a rollback.
 */
export async function writeOutbox(db: Executor, message: OutgoingMessage): Promise<void> {
  await db.insert(outboxMessages).values(outboxRow(message));
}

/** A message's outbox row, with a fresh id. */
const outboxRow = (message: OutgoingMessage) => ({
  id: randomUUID(),
  channel: message.channel,
  recipient: message.to,
  subject: message.subject ?? null,
  body: message.body,
});

/**
 * The same write as `writeOutbox`, as a statement to run inside another (a part of a `with`, when
 * `when` holds): an order's email goes in the order's own statement (decision 0044).
 */
export function outboxInsert(message: OutgoingMessage, when?: SQL): SQL {
  return insertFromJson(outboxMessages, [outboxRow(message)], when);
}

/** The newest messages first (the /dev/outbox page and tests). */
export async function readOutbox(db: Db, limit = 100): Promise<OutboxEntry[]> {
  const rows = await db.select().from(outboxMessages).orderBy(desc(outboxMessages.seq)).limit(limit);
  return rows.map(({ seq: _seq, ...r }) => r);
}

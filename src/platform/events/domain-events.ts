import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { insertFromJson } from '../db/json-insert.ts';
import { queryRows } from '../db/rows.ts';
import type { Executor, Tx } from '../db/transaction.ts';
import { domainEvents, eventCursors } from './events-schema.ts';

const productChange = z.object({ productIds: z.array(z.string()), listingIds: z.array(z.string()) });

/**
 * A stock change also names the products a shopper can see it on: those whose stock state
 * (in stock, only a few left, out of stock) or buy box moved. A sale that leaves 40 units of 41
 * changes no page, no search document and no cached product, so nothing is cleared for it.
 * Absent (an older event): every product named is taken as visible.
 */
const stockChange = productChange.extend({ visibleProductIds: z.array(z.string()).optional() });

/** Every event the marketplace writes, with its payload. A reader skips types it does not know. */
export const domainEventPayloads = {
  /** A listing's stock changed; its product's buy box may have moved. */
  'stock.changed': stockChange,
  /** A listing's price or MRP changed; its product's buy box may have moved. */
  'price.changed': productChange,
  /** The whole catalogue was replaced (the seed): every cache of catalogue data is stale. */
  'catalogue.replaced': z.object({}),
  /** Search documents were rewritten from the catalogue: the given products, or all (null). */
  'search.reindexed': z.object({ productIds: z.array(z.string()).nullable() }),
  'order.placed': z.object({ orderId: z.string() }),
  'payment.completed': z.object({ paymentId: z.string() }),
  /** Units of an order moved to `status` (a unit status) by the fulfilment clock or by hand; `orderStatus` is the order's label after it. */
  'order.progressed': z.object({ orderId: z.string(), status: z.string(), orderStatus: z.string() }),
};

export type DomainEventType = keyof typeof domainEventPayloads;
export type DomainEventPayload<K extends DomainEventType> = z.infer<(typeof domainEventPayloads)[K]>;
export type DomainEvent<K extends DomainEventType = DomainEventType> = {
  [T in K]: { id: number; type: T; payload: DomainEventPayload<T> };
}[K];

/**
 * The products whose pages, search documents or cached info a batch of events changes: a price
 * change always; a stock change only where the stock state or buy box moved (older events name
 * none as visible, so all of theirs count).
 */
export const visibleProductIds = (events: DomainEvent[]): string[] => [
  ...new Set(
    events.flatMap((e) => {
      if (e.type === 'stock.changed') return e.payload.visibleProductIds ?? e.payload.productIds;
      if (e.type === 'price.changed') return e.payload.productIds;
      return [];
    }),
  ),
];

/** A position in the event stream: after the event `eventId` of the transaction `txId`. */
export interface EventPosition {
  txId: string;
  eventId: number;
}

export const streamStart: EventPosition = { txId: '0', eventId: 0 };

/**
 * Records an event in the caller's transaction (the type asks for a `Tx`): it becomes visible
 * exactly when the change it describes commits, and vanishes with it on a rollback.
 */
export async function publishEvent<K extends DomainEventType>(
  tx: Tx,
  type: K,
  payload: DomainEventPayload<K>,
): Promise<void> {
  await tx.insert(domainEvents).values({ type, payload: domainEventPayloads[type].parse(payload) });
}

/**
 * Events of one type as a statement to run inside the caller's own (a part of a `with`, when
 * `when` holds), in its transaction as `publishEvent` (decision 0044).
 */
export function eventsInsert<K extends DomainEventType>(type: K, payloads: DomainEventPayload<K>[], when?: SQL): SQL {
  const rows = payloads.map((payload) => ({ type, payload: domainEventPayloads[type].parse(payload) }));
  return insertFromJson(domainEvents, rows, when);
}

type EventRow = { id: number | string; txId: string; type: string; payload: unknown };

const isKnown = (type: string): type is DomainEventType => Object.hasOwn(domainEventPayloads, type);

/**
 * Up to `limit` events after `from`, in commit-safe order: only from transactions older than the
 * oldest one still running (its xmin), so none can later appear before the returned ones.
 * `next` is where to read from next time, past unknown types too.
 */
export async function readEventsAfter(
  db: Executor,
  from: EventPosition,
  limit: number,
): Promise<{ events: DomainEvent[]; next: EventPosition; full: boolean }> {
  const rows = await queryRows<EventRow>(
    db,
    sql`
    select id, tx_id::text as "txId", type, payload from domain_events
    where (tx_id, id) > (${from.txId}::xid8, ${from.eventId}::bigint)
      and tx_id < pg_snapshot_xmin(pg_current_snapshot())
    order by tx_id, id limit ${limit}`,
  );
  const last = rows[rows.length - 1];
  const events: DomainEvent[] = [];
  for (const row of rows) {
    if (!isKnown(row.type)) continue;
    const payload = domainEventPayloads[row.type].safeParse(row.payload);
    if (payload.success) events.push({ id: Number(row.id), type: row.type, payload: payload.data } as DomainEvent);
  }
  return { events, next: last ? { txId: last.txId, eventId: Number(last.id) } : from, full: rows.length === limit };
}

/** Where the stream ends now: a process starting up clears nothing that happened before it. */
export async function streamHead(db: Executor): Promise<EventPosition> {
  const [row] = await queryRows<{ txId: string; eventId: number | string }>(
    db,
    sql`
    select tx_id::text as "txId", id as "eventId" from domain_events
    where tx_id < pg_snapshot_xmin(pg_current_snapshot()) order by tx_id desc, id desc limit 1`,
  );
  return row ? { txId: row.txId, eventId: Number(row.eventId) } : streamStart;
}

/**
 * Takes the named shared cursor for this transaction, or null when another process holds it
 * (`skip locked`: that process is consuming, this one moves on).
 */
export async function lockCursor(tx: Tx, name: string): Promise<EventPosition | null> {
  const [row] = await queryRows<{ txId: string; eventId: number | string }>(
    tx,
    sql`
    select tx_id::text as "txId", event_id as "eventId" from event_cursors where name = ${name} for update skip locked`,
  );
  return row ? { txId: row.txId, eventId: Number(row.eventId) } : null;
}

/** Creates the named shared cursor at the stream's start, so a new subscriber also reads history. */
export async function ensureCursor(db: Executor, name: string): Promise<void> {
  const start = { name, txId: streamStart.txId, eventId: streamStart.eventId };
  await db.insert(eventCursors).values(start).onConflictDoNothing();
}

export async function moveCursor(tx: Tx, name: string, to: EventPosition): Promise<void> {
  await tx.execute(sql`update event_cursors set tx_id = ${to.txId}::xid8, event_id = ${to.eventId}, updated_at = now()
    where name = ${name}`);
}

/** How long events are kept: far longer than any reader lags (a tick is 200 ms), short enough to stay small. */
export const eventRetentionMs = 24 * 3600 * 1000;

/**
 * Deletes events older than `olderThanMs` that every shared cursor has passed, at most `limit`
 * at a time (short transactions). Readers of one process start at the stream's head, so an event
 * a day old has long been read. Returns how many were deleted.
 */
export async function pruneEvents(db: Executor, olderThanMs = eventRetentionMs, limit = 5_000): Promise<number> {
  const rows = await queryRows<{ id: number | string }>(
    db,
    sql`
    delete from domain_events where id in (
      select e.id from domain_events e
      where e.created_at < now() - make_interval(secs => ${olderThanMs / 1000})
        and not exists (select 1 from event_cursors c where (c.tx_id, c.event_id) < (e.tx_id, e.id))
      order by e.tx_id, e.id limit ${limit})
    returning id`,
  );
  return rows.length;
}

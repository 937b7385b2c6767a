import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import type { Database } from '../db/database.ts';
import { withTransaction } from '../db/transaction.ts';
import { createLogger } from '../logger.ts';
import {
  ensureCursor,
  moveCursor,
  pruneEvents,
  publishEvent,
  readEventsAfter,
  streamHead,
  streamStart,
  type DomainEvent,
} from './domain-events.ts';
import { createEventBus, type EventBus } from './event-bus.ts';

const logger = createLogger('silent', 'test');
let database: Database;
const buses: EventBus[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(buses.map((b) => b.stop()));
  await database.close();
});

const order = (orderId: string) => withTransaction(database.db, (tx) => publishEvent(tx, 'order.placed', { orderId }));
const orderIds = (events: DomainEvent[]) =>
  events.flatMap((e) => (e.type === 'order.placed' ? [e.payload.orderId] : []));
/**
 * Readers see an event once every older transaction of the cluster has ended (its xmin), and on
 * a shared PostgreSQL server other test files' seeds are such transactions: reads wait for what
 * they expect, up to a minute, instead of assuming the server is otherwise idle.
 */
const settles = { timeout: 60_000, interval: 50 };

describe('domain events', { timeout: 90_000 }, () => {
  it('when the transaction that published an event rolls back, then the event is not there', async () => {
    const head = await streamHead(database.db);
    const failing = withTransaction(database.db, async (tx) => {
      await publishEvent(tx, 'order.placed', { orderId: 'rolled-back' });
      throw new Error('stock ran out');
    });
    await expect(failing).rejects.toThrow('stock ran out');
    await order('kept');
    await vi.waitFor(
      async () => expect(orderIds((await readEventsAfter(database.db, head, 100)).events)).toEqual(['kept']),
      settles,
    );
  });

  it('when a payload does not match its type, then publishing refuses it', async () => {
    const wrong = { productIds: ['p'], listingIds: [1] };
    const bad = withTransaction(database.db, (tx) =>
      // @ts-expect-error listing ids are strings: the type refuses it, and so does the check at run time
      publishEvent(tx, 'stock.changed', wrong),
    );
    await expect(bad).rejects.toThrow();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'when an older transaction commits after a newer one, then readers get its event first, and none before it commits',
    async () => {
      const head = await streamHead(database.db);
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let published = () => {};
      const started = new Promise<void>((resolve) => (published = resolve));
      const slow = withTransaction(database.db, async (tx) => {
        await publishEvent(tx, 'order.placed', { orderId: 'slow' });
        published();
        await gate;
      });
      await started;
      await order('fast');
      // The fast event is committed, but the slow transaction is older and still open.
      expect((await readEventsAfter(database.db, head, 100)).events).toEqual([]);
      release();
      await slow;
      await vi.waitFor(
        async () => expect(orderIds((await readEventsAfter(database.db, head, 100)).events)).toEqual(['slow', 'fast']),
        settles,
      );
    },
  );

  it('when two processes subscribe, then each sees every event, and a shared subscriber handles each event once', async () => {
    const seen: string[][] = [[], []];
    const handledOnce: string[] = [];
    for (const i of [0, 1]) {
      const bus = createEventBus({ db: database.db, logger, intervalMs: 20 });
      bus.onEach(['order.placed'], (events) => void seen[i]?.push(...orderIds(events)));
      bus.onceAcrossProcesses('test-orders', ['order.placed'], async (events, tx) => {
        handledOnce.push(...orderIds(events));
        await tx.execute(sql`select 1`);
      });
      buses.push(bus);
      await bus.start();
    }
    const ids = Array.from({ length: 12 }, (_, i) => `o${i}`);
    for (const id of ids) await order(id);
    await vi.waitFor(() => expect(seen).toEqual([ids, ids]), settles);
    // The shared cursor starts at the stream's start: earlier orders are handled too, once each.
    await vi.waitFor(() => expect(handledOnce.slice(-ids.length)).toEqual(ids), settles);
    expect(new Set(handledOnce).size).toBe(handledOnce.length);
    expect(await streamHead(database.db)).not.toEqual(streamStart);
  });

  it('when events are a day old, then pruning deletes them once every shared cursor has passed them, and keeps the rest', async () => {
    await database.db.execute(sql`delete from event_cursors`);
    await order('old-1');
    await order('old-2');
    await database.db.execute(sql`update domain_events set created_at = now() - interval '2 days'`);
    await order('recent');
    // A shared subscriber still at the start of the stream holds every event.
    await ensureCursor(database.db, 'test-lagging');
    expect(await pruneEvents(database.db)).toBe(0);
    // Once it has read everything, the day-old events go and the recent one stays.
    let pruned = 0;
    await vi.waitFor(async () => {
      await withTransaction(database.db, (tx) => streamHead(tx).then((head) => moveCursor(tx, 'test-lagging', head)));
      pruned += await pruneEvents(database.db);
      expect(orderIds((await readEventsAfter(database.db, streamStart, 1_000)).events)).toEqual(['recent']);
    }, settles);
    expect(pruned).toBeGreaterThanOrEqual(2);
  });
});

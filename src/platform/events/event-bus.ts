import type { Db } from '../db/database.ts';
import { withTransaction, type Tx } from '../db/transaction.ts';
import type { Logger } from '../logger.ts';
import {
  ensureCursor,
  lockCursor,
  pruneEvents,
  moveCursor,
  readEventsAfter,
  streamHead,
  type DomainEvent,
  type DomainEventType,
  type EventPosition,
} from './domain-events.ts';

/**
 * How often each process reads new events. A change is seen by every process within
 * `stalenessBoundMs` (docs/decisions/0025): a tick to see the change and reindex (one process),
 * a tick for every process to see `search.reindexed` and clear its caches, the work itself,
 * and a margin for a loaded machine.
 */
export const pollIntervalMs = 200;
export const stalenessBoundMs = 2_000;

/** Events read a query; a longer backlog is read over several queries of the same tick. */
const batchSize = 500;
/**
 * A shared subscriber's cursor is taken when this process saw an event for it, when its last
 * turn found the cursor busy or failed, and every this many ticks regardless (a process that
 * crashed mid-way leaves events that no new event would announce), not on every tick.
 */
const sharedEveryTicks = 25;
/** Old events are pruned about every 10 minutes (by whichever processes get there; deleting twice is harmless). */
const pruneEveryTicks = 3_000;

type EachHandler = (events: DomainEvent[]) => void | Promise<void>;
type SharedHandler = (events: DomainEvent[], tx: Tx) => Promise<void>;

export interface EventBus {
  /** Runs in every process for every event of these types: for per-process caches. */
  onEach(types: DomainEventType[], handler: EachHandler): void;
  /**
   * Runs once across all processes for each event of these types, in the transaction that moves
   * the shared cursor `name`: what it writes commits with the cursor, or neither does.
   */
  onceAcrossProcesses(name: string, types: DomainEventType[], handler: SharedHandler): void;
  /** Starts polling; this process's own subscribers begin at the current end of the stream. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export function createEventBus(options: { db: Db; logger: Logger; intervalMs?: number }): EventBus {
  const { db, logger } = options;
  const each: { types: Set<DomainEventType>; handler: EachHandler }[] = [];
  const shared: { name: string; types: Set<DomainEventType>; handler: SharedHandler; due: boolean }[] = [];
  let ticks = 0;
  let position: EventPosition | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;

  const matching = (events: DomainEvent[], types: Set<DomainEventType>) => events.filter((e) => types.has(e.type));

  /** Takes the shared cursor and consumes what is after it; false when another process holds it. */
  async function consumeShared(sub: (typeof shared)[number]): Promise<boolean> {
    let state: 'more' | 'done' | 'busy' = 'more';
    while (state === 'more' && !stopped) {
      state = await withTransaction(db, async (tx) => {
        const from = await lockCursor(tx, sub.name);
        if (!from) return 'busy';
        const { events, next, full } = await readEventsAfter(tx, from, batchSize);
        const mine = matching(events, sub.types);
        if (mine.length) await sub.handler(mine, tx);
        if (next !== from) await moveCursor(tx, sub.name, next);
        return full ? 'more' : 'done';
      });
    }
    return state !== 'busy';
  }

  async function consumeEach(): Promise<void> {
    let full = true;
    while (full && position && !stopped) {
      const read = await readEventsAfter(db, position, batchSize);
      for (const sub of each) {
        const mine = matching(read.events, sub.types);
        if (mine.length) await sub.handler(mine);
      }
      for (const sub of shared) if (matching(read.events, sub.types).length) sub.due = true;
      position = read.next;
      full = read.full;
    }
  }

  async function tick(): Promise<void> {
    await consumeEach().catch((error: unknown) => logger.error({ err: error }, 'reading events failed; retrying'));
    ticks += 1;
    if (ticks % pruneEveryTicks === 0)
      await pruneEvents(db).catch((error: unknown) => logger.error({ err: error }, 'pruning old events failed'));
    for (const sub of shared) {
      if (!sub.due && ticks % sharedEveryTicks !== 0) continue;
      sub.due = !(await consumeShared(sub).catch((error: unknown) => {
        logger.error({ err: error, subscriber: sub.name }, 'event subscriber failed; retrying');
        return false;
      }));
    }
  }

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = tick().finally(schedule);
    }, options.intervalMs ?? pollIntervalMs);
    // Polling alone never keeps a process alive.
    timer.unref();
  };

  return {
    onEach(types, handler) {
      each.push({ types: new Set(types), handler });
    },
    onceAcrossProcesses(name, types, handler) {
      // Due at start: events may have been written while no process was running.
      shared.push({ name, types: new Set(types), handler, due: true });
    },
    async start() {
      for (const sub of shared) await ensureCursor(db, sub.name);
      position = await streamHead(db);
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}

import { clearDeliveryCaches } from './api/location/service.ts';
import { createPgSearchEngine, reindexChangedProducts } from './api/search/service.ts';
import type { Config } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import type { Database, Db } from './platform/db/database.ts';
import { visibleProductIds } from './platform/events/domain-events.ts';
import { createEventBus } from './platform/events/event-bus.ts';
import type { Logger } from './platform/logger.ts';
import { createSessionStore } from './platform/session.ts';
import { createShopperCache } from './platform/shopper-cache.ts';
import { createTtlCache } from './platform/ttl-cache.ts';

/** Product info is cached for 60 s (spec 000 §9). */
const productInfoTtlMs = 60_000;

/**
 * The composition root of the web process: builds each domain's services and caches once, and
 * subscribes them to the domain events (docs/decisions/0025):
 * - once across all processes, stock and price changes rewrite the search documents of their
 *   products, and say so with `search.reindexed` in the same transaction;
 * - in every process, each event clears the caches it makes stale.
 * Call `ctx.events.start()` once the process is ready and `ctx.events.stop()` before closing.
 */
export function composeWebContext(options: {
  db: Db;
  config: Config;
  logger: Logger;
  /** PGlite's write listener: only then may this process keep what shoppers' pages read (docs/decisions/0033). */
  onWrite?: Database['onWrite'];
  /** Search answered from an index in memory: on the embedded database (docs/decisions/0055). */
  searchInMemory?: boolean;
  /** A PostgreSQL server's connections for search's reads (Database['indexedReads']). */
  indexedReads?: Db;
}): AppContext {
  const { db, config, logger, onWrite } = options;
  const events = createEventBus({ db, logger });
  const search = createPgSearchEngine({ db, indexedReads: options.indexedReads }, { inMemory: options.searchInMemory });
  const productCache = createTtlCache({ ttlMs: productInfoTtlMs, maxEntries: 2000 });

  events.onceAcrossProcesses('search-documents', ['stock.changed', 'price.changed'], async (changes, tx) => {
    const visible = visibleProductIds(changes);
    if (visible.length) await reindexChangedProducts(tx, visible);
  });
  // The product info cache holds stock states: cleared when one moved, not on every sale.
  events.onEach(['stock.changed', 'price.changed', 'catalogue.replaced'], (batch) => {
    if (batch.some((e) => e.type === 'catalogue.replaced') || visibleProductIds(batch).length) productCache.clear();
  });
  // Which warehouses exist and which pincodes they reach do not depend on stock.
  events.onEach(['catalogue.replaced'], () => clearDeliveryCaches(db));
  // The index in memory takes the rewritten rows before any cached answer is dropped, and before
  // the storefront's page cache (subscribed later) is: a page made after that reads them.
  events.onEach(['search.reindexed', 'catalogue.replaced'], async (batch) => {
    const all = batch.some(
      (e) => e.type === 'catalogue.replaced' || (e.type === 'search.reindexed' && !e.payload.productIds),
    );
    const productIds = batch.flatMap((e) => (e.type === 'search.reindexed' ? (e.payload.productIds ?? []) : []));
    await search.reindexed(all ? null : [...new Set(productIds)]);
  });

  const shopperCache = onWrite ? createShopperCache(onWrite) : undefined;
  return { db, config, logger, sessions: createSessionStore(db), events, search, productCache, shopperCache };
}

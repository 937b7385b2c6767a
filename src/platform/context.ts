import type { SearchEngine } from '../api/search/service.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import type { EventBus } from './events/event-bus.ts';
import type { Logger } from './logger.ts';
import type { SessionStore } from './session.ts';
import type { ShopperCache } from './shopper-cache.ts';
import type { TtlCache } from './ttl-cache.ts';

/**
 * What every API domain's routes and services are given: no globals, so tests build their own.
 * Built once at start-up by the composition root (src/composition.ts), which also wires the
 * domain events that keep the caches below true across processes (docs/decisions/0025).
 */
export interface AppContext {
  db: Db;
  config: Config;
  logger: Logger;
  sessions: SessionStore;
  /** This process's reader of domain events; subscribers are registered by the composition root. */
  events: EventBus;
  /** Search and browse, with this process's caches of its answers. */
  search: SearchEngine;
  /** The catalogue's product info and swatches (60 s, spec 000 §9), cleared on stock and price events. */
  productCache: TtlCache;
  /** What logged-in shoppers' pages read, per session, on PGlite only (docs/decisions/0033). */
  shopperCache?: ShopperCache;
}

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../tests/support/test-database.ts';
import { testOrigin } from '../tests/support/test-app.ts';
import { selectOffers } from './api/catalogue/product-repository.ts';
import { setListingPrice, setListingStock } from './api/catalogue/service.ts';
import { buildWebApp } from './app.ts';
import { seedIfEmpty } from './cli/seed/seed-if-empty.ts';
import type { SearchProduct, SearchResult, SmartBrowsePayload } from './contracts/search.ts';
import { loadConfig } from './platform/config.ts';
import { openDatabase, type Database } from './platform/db/database.ts';
import { stalenessBoundMs } from './platform/events/event-bus.ts';
import { createLogger } from './platform/logger.ts';

/**
 * Two web processes on one database (docs/decisions/0025): a stock or price change made in one
 * reaches the other's cached search answers within the stated bound. On PostgreSQL (with
 * TEST_DATABASE_URL) each app has its own pool, as two processes would; on PGlite, which one
 * process owns, both apps share it, each still with its own caches and its own event reader.
 */
const logger = createLogger('silent', 'test');
let database: Database;
let secondDatabase: Database;
let first: FastifyInstance;
let second: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db, { products: 120, logger, seed: 25 });
  secondDatabase = database.url ? await openDatabase({ url: database.url, poolSize: 4 }) : database;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_ORIGIN: testOrigin });
  first = await buildWebApp({ config, database, logger });
  second = await buildWebApp({ config, database: secondDatabase, logger });
  await Promise.all([first.ready(), second.ready()]);
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  if (secondDatabase !== database) await secondDatabase?.close();
  await database?.close();
});

type Context = SmartBrowsePayload['requestContext'];
async function browse(app: FastifyInstance, requestContext: Context): Promise<SearchResult> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/1/product/smart-browse',
    headers: { origin: testOrigin },
    payload: { requestContext },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().RESPONSE;
}

/** Polls `app`'s answer until `seen` holds, failing when the bound passes first; the time it took. */
async function timeUntil(
  app: FastifyInstance,
  request: Context,
  seen: (p: SearchProduct | undefined) => boolean,
  since: number,
) {
  await vi.waitFor(
    async () => {
      const product = (await browse(app, request)).products[0];
      if (!seen(product)) throw new Error(`not yet: ${JSON.stringify(product)}`);
    },
    { timeout: stalenessBoundMs, interval: 20 },
  );
  return Date.now() - since;
}

describe('two web processes on one database', () => {
  it('when a listing gets cheaper through one process, then the other process answers the new price within the bound', async () => {
    // A mobile shown first when sorted by price: both processes have its answer cached.
    const request: Context = { store: 'tyy,4io', sort: 'price_asc', count: 1, start: 0 };
    const before = (await browse(second, request)).products[0];
    expect(before).toBeDefined();
    expect((await browse(first, request)).products[0]).toEqual(before);
    const offers = await selectOffers(database.db, before?.id ?? '');
    const cheapest = offers.find((o) => o.listing.stock > 0);
    if (!cheapest) throw new Error('the cheapest product has no listing in stock');
    const newPrice = cheapest.listing.price - 100;

    const changed = Date.now();
    await setListingPrice({ db: database.db }, cheapest.listing.id, { price: newPrice, mrp: cheapest.listing.mrp });
    const cheaper = (p: SearchProduct | undefined) => p?.id === before?.id && p?.price === newPrice;
    // Both processes: the other one, and the one that made the change (its cache is as stale).
    const took = await Promise.all([
      timeUntil(second, request, cheaper, changed),
      timeUntil(first, request, cheaper, changed),
    ]);
    expect(Math.max(...took)).toBeLessThan(stalenessBoundMs);
  });

  it('when every listing of a product sells out through one process, then the other stops offering it as in stock within the bound', async () => {
    const request: Context = {
      store: 'tyy,4io',
      sort: 'price_asc',
      count: 1,
      start: 0,
      filters: { availability: ['exclude-out-of-stock'] },
    };
    const before = (await browse(second, request)).products[0];
    if (!before) throw new Error('no mobile in stock');
    expect((await browse(first, request)).products[0]).toEqual(before);
    const offers = await selectOffers(database.db, before.id);

    const changed = Date.now();
    for (const { listing } of offers) await setListingStock({ db: secondDatabase.db }, listing.id, 0);
    const took = await timeUntil(first, request, (p) => p?.id !== before.id, changed);
    expect(took).toBeLessThan(stalenessBoundMs);
    const all = await browse(first, { q: before.title, count: 40, start: 0, sort: 'relevance' });
    expect(all.products.find((p) => p.id === before.id)?.inStock).toBe(false);
  });
});

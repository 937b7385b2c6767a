import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '../../../tests/support/test-app.ts';
import { buildWebApp } from '../../app.ts';
import { openDatabase, type Database } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/rows.ts';
import { createLogger } from '../../platform/logger.ts';
import { setListingStock } from '../catalogue/service.ts';
import {
  addressAt,
  listingsWithStock,
  seedShop,
  shopper,
  stockOf,
  type TestListing,
} from '../../../tests/support/checkout-kit.ts';

/**
 * MONEY-PATH.md's race: 200 shoppers, each with a checkout of one unit, ask for their payment
 * token at once while 5 units are left. Exactly 5 hold a unit, 195 read a clear out-of-stock
 * answer, none a 5xx, and the units add up. On PostgreSQL (TEST_DATABASE_URL) the requests go to
 * two web processes, each with its own pool on one database (as src/composition.test.ts runs two
 * processes); a PGlite database belongs to one process, so there one app serves them all.
 *
 * The check can fail: the same race run by a naive reserver (read the stock, then write the stock
 * it read minus one: no conditional update, no lock) sells more units than there are, and the same
 * `violations` check reports it.
 */
const shoppers = 200;
const unitsLeft = 5;
const onServer = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let secondDatabase: Database | undefined;
let second: FastifyInstance | undefined;
let target: TestListing;
let cookies: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await seedShop(t);
  target = (await listingsWithStock(t, 1, shoppers, 7))[0] as TestListing;
  if (onServer && t.database.url) {
    secondDatabase = await openDatabase({ url: t.database.url, poolSize: 4 });
    second = await buildWebApp({ config: t.config, database: secondDatabase, logger: createLogger('silent', 'test') });
    await second.ready();
  }
  // Each shopper: logged in, a buy-now checkout of one unit, an address the listing serves.
  const made: string[] = [];
  for (let batch = 0; batch < shoppers; batch += 20) {
    const ready = await Promise.all(
      Array.from({ length: Math.min(20, shoppers - batch) }, async () => {
        const s = await shopper(t, { loggedIn: true });
        const init = await s.buyNow(target.listingId);
        const ref = init.json().RESPONSE.orderSummary.buyableStateItems[0].cartItemRefId as string;
        const saved = await s.addContact(addressAt(target, [ref]));
        if (saved.statusCode !== 200) throw new Error(saved.body);
        return `sid=${s.sid}`;
      }),
    );
    made.push(...ready);
  }
  cookies = made;
}, 600_000);

afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
  await t.close();
});

interface Outcome {
  statuses: number[];
  codes: string[];
  stockAfter: number;
  held: number;
}

/** What must hold after the race; empty when it did. */
function violations(o: Outcome): string[] {
  const wrong: string[] = [];
  const won = o.statuses.filter((s) => s === 200).length;
  const outOfStock = o.codes.filter((c) => c === 'CHECKOUT_OUT_OF_STOCK').length;
  const serverErrors = o.statuses.filter((s) => s >= 500).length;
  if (won !== unitsLeft) wrong.push(`${won} shoppers hold a unit, not ${unitsLeft}`);
  if (outOfStock !== shoppers - unitsLeft)
    wrong.push(`${outOfStock} out-of-stock answers, not ${shoppers - unitsLeft}`);
  if (serverErrors) wrong.push(`${serverErrors} answers were 5xx`);
  if (o.stockAfter < 0) wrong.push(`stock is ${o.stockAfter}`);
  if (o.stockAfter + o.held !== unitsLeft) wrong.push(`stock ${o.stockAfter} + held ${o.held} is not ${unitsLeft}`);
  return wrong;
}

const heldUnits = async () => {
  const [row] = await queryRows<{ units: number | string | null }>(
    t.database.db,
    sql`select sum((i->>'quantity')::int) as units from stock_reservations, jsonb_array_elements(items) i
        where status in ('HELD', 'SOLD') and i->>'listingId' = ${target.listingId}`,
  );
  return Number(row?.units ?? 0);
};

describe('200 shoppers race for the last 5 units', () => {
  it('when all ask for their payment token at once, then exactly 5 hold a unit, 195 read out of stock, no 5xx, and the stock adds up', async () => {
    await setListingStock({ db: t.database.db }, target.listingId, unitsLeft);
    const apps = second ? [t.app, second] : [t.app];
    const answers = await Promise.all(
      cookies.map((cookie, i) => {
        const request: InjectOptions = {
          method: 'GET',
          url: '/api/3/checkout/paymentToken',
          headers: { origin: testOrigin, cookie },
        };
        return (apps[i % apps.length] as FastifyInstance).inject(request);
      }),
    );
    const outcome: Outcome = {
      statuses: answers.map((a) => a.statusCode),
      codes: answers.filter((a) => a.statusCode !== 200).map((a) => a.json().RESPONSE?.errorCode as string),
      stockAfter: await stockOf(t.database.db, target.listingId),
      held: await heldUnits(),
    };
    expect(violations(outcome)).toEqual([]);
    const refused = answers.find((a) => a.statusCode === 409)?.json();
    expect(refused).toMatchObject({
      STATUS_CODE: 409,
      ERROR_CODE: 'CHECKOUT_OUT_OF_STOCK',
      RESPONSE: { errorCode: 'CHECKOUT_OUT_OF_STOCK', errorMessage: expect.stringContaining('out of stock') },
    });
  }, 300_000);

  it('when the same race is run by a reserver without the conditional update, then the same check reports the oversell', async () => {
    await setListingStock({ db: t.database.db }, target.listingId, unitsLeft);
    const db = secondDatabase?.db ?? t.database.db;
    // Read, then write what was read minus one: what takeStock's `stock >= quantity` update prevents.
    const naive = async (): Promise<number> => {
      const seen = await stockOf(db, target.listingId);
      if (seen < 1) return 409;
      await setListingStock({ db }, target.listingId, seen - 1);
      return 200;
    };
    const statuses = await Promise.all(cookies.map(() => naive()));
    const won = statuses.filter((s) => s === 200).length;
    const outcome: Outcome = {
      statuses,
      codes: statuses.filter((s) => s === 409).map(() => 'CHECKOUT_OUT_OF_STOCK'),
      stockAfter: await stockOf(t.database.db, target.listingId),
      // Each naive winner believes it holds one unit.
      held: won,
    };
    expect(violations(outcome).length).toBeGreaterThan(0);
    expect(won).toBeGreaterThan(unitsLeft);
  }, 300_000);
});

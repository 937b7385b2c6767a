import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop, type TestListing } from '../../../tests/support/checkout-kit.ts';
import {
  bellOf,
  confirmationOf,
  listingsOfSellers,
  mailsTo,
  placeOrders,
  unitTimelines,
  unitsOf,
} from '../../../tests/support/placed-orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { buildWebApp } from '../../app.ts';
import { openDatabase, type Database } from '../../platform/db/database.ts';
import { createLogger } from '../../platform/logger.ts';
import { moveUnitToStatus } from './fulfilment.ts';
import { deliverySteps } from './fulfilment-steps.ts';

/**
 * The fulfilment clock as the web process runs it (docs/decisions/0045-fulfilment-clock.md), at
 * a test speed, in two app instances over one database: on PostgreSQL each has its own
 * connections, as two web processes do; PGlite belongs to one process, so there both share it.
 */

const stepSeconds = 0.3;
let t: TestApp;
let second: { app: FastifyInstance; database: Database };
let listings: TestListing[];

beforeAll(async () => {
  t = await createTestApp({ ORDER_RECONCILE_MS: '0', FULFILMENT_STEP_SECONDS: String(stepSeconds) });
  const database = t.database.url ? await openDatabase({ url: t.database.url, poolSize: 4 }) : t.database;
  second = {
    app: await buildWebApp({ config: t.config, database, logger: createLogger('silent', 'test') }),
    database,
  };
  await second.app.ready();
  await seedShop(t);
  listings = await listingsOfSellers(t, 2);
}, 300_000);
afterAll(async () => {
  await second.app.close();
  if (second.database !== t.database) await second.database.close();
  await t.close();
});

const titles = ['Order packed', 'Order dispatched', 'Order shipped', 'Out for delivery', 'Order delivered'];

describe('the fulfilment clock of the web process', () => {
  it('when an order is placed, then the clocks of two app instances take every unit through each step to delivered, a step time apart, with one notification and one e-mail a step', async () => {
    const p = await placeOrders(t, listings, { quantity: 2 });
    expect(p.orderIds).toHaveLength(2);
    // A unit cancelled at once (the clock may have packed it already) stays cancelled.
    const [cancelled] = await unitsOf(t, p.orderIds);
    await moveUnitToStatus({ db: t.database.db, config: t.config }, cancelled!.id, 'cancelled');

    await expect
      .poll(async () => (await unitsOf(t, p.orderIds)).filter((u) => u.status !== 'delivered').map((u) => u.status), {
        timeout: 30_000,
        interval: 100,
      })
      .toEqual(['cancelled']);

    const timelines = await unitTimelines(t, p.orderIds);
    expect(timelines.size).toBe(4);
    for (const [unitId, steps] of timelines) {
      if (unitId === cancelled!.id) {
        expect(steps.at(-1)?.status).toBe('cancelled');
        continue;
      }
      expect(steps.map((s) => s.status)).toEqual(deliverySteps);
      // One step a due time: each waited the step time (dates kept to the millisecond).
      for (let i = 1; i < steps.length; i++)
        expect(steps[i]!.at.getTime() - steps[i - 1]!.at.getTime()).toBeGreaterThanOrEqual(stepSeconds * 1000 - 1);
      expect(steps.every((s) => s.remark.length > 0)).toBe(true);
    }

    const orders = await confirmationOf(p);
    expect(orders.map((o) => o.orderStatus)).toEqual(['Delivered', 'Delivered']);
    const bell = (await bellOf(p)).map((n) => n.title);
    for (const title of titles)
      expect(
        bell.filter((x) => x === title),
        title,
      ).toHaveLength(2);
    const mails = (await mailsTo(t, p.email)).map((m) => m.subject);
    for (const id of p.orderIds)
      for (const what of [
        'has been packed',
        'has been dispatched',
        'has been shipped',
        'is out for delivery',
        'has been delivered',
      ])
        expect(mails.filter((s) => s === `Your order ${id} ${what}`)).toHaveLength(1);
  }, 60_000);
});

import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop, type TestListing } from '../../../tests/support/checkout-kit.ts';
import {
  bellOf,
  confirmationOf,
  listingsOfSellers,
  mailsTo as kitMailsTo,
  placeOrders,
  unitTimelines,
  unitsOf as kitUnitsOf,
} from '../../../tests/support/placed-orders.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { parseOpsArgs, runOps } from '../../cli/ops-command.ts';
import { errorBodySchema } from '../../contracts/envelope.ts';
import { fulfilmentPaths } from '../../contracts/fulfilment.ts';
import { openDatabase, type Database } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/rows.ts';
import { moveUnitToStatus, runFulfilmentTick } from './fulfilment.ts';
import { deliverySteps } from './fulfilment-steps.ts';

/**
 * The fulfilment clock turned by hand and the moves of support staff
 * (docs/decisions/0045-fulfilment-clock.md), with the web process's own clock off: steps, events
 * and their remarks, the order's label, the shopper's notifications and e-mails, refusals, and
 * several clocks turning at once over one database.
 */

let t: TestApp;
let listings: TestListing[];
const root = path.resolve(import.meta.dirname, '../../..');

beforeAll(async () => {
  t = await createTestApp({ ORDER_RECONCILE_MS: '0' });
  await seedShop(t);
  listings = await listingsOfSellers(t, 2);
}, 300_000);
afterAll(() => t.close());

const deps = () => ({ db: t.database.db, config: t.config });
const ops = async (...argv: string[]) => {
  const command = parseOpsArgs(argv);
  return 'code' in command ? command : runOps(deps(), command);
};
const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
const timelineOf = (orderIds: string[]) => unitTimelines(t, orderIds);
const unitsOf = (orderIds: string[]) => kitUnitsOf(t, orderIds);
const mailsTo = (email: string) => kitMailsTo(t, email);
/** Time passes for these orders' units: each has waited `seconds` more in its status. */
async function backdate(orderIds: string[], seconds: number) {
  await t.database.db.execute(
    sql`update order_item_units set status_at = status_at - make_interval(secs => ${seconds}::double precision)
        where order_id in (${idList(orderIds)})`,
  );
}

describe('support staff move an order by hand (npm run ops)', () => {
  it('when an order is moved to shipped, then each unit passes packed, dispatched and shipped with courier remarks, the order is Shipped, and one notification and one e-mail tell the shopper', async () => {
    const p = await placeOrders(t, [listings[0]!], { quantity: 2 });
    const [orderId] = p.orderIds as [string];
    const before = await confirmationOf(p);
    const title = before[0]?.items[0]?.title ?? '';
    expect(before[0]?.orderStatus).toBe('Ordered');

    const outcome = await ops('order', orderId, 'shipped');
    expect(outcome.code, outcome.text).toBe(0);
    expect(outcome.text).toContain(`Order ${orderId} is now Shipped; 2 unit(s) moved`);
    expect(outcome.text).toContain('approved → shipped');

    const timeline = await timelineOf([orderId]);
    expect(timeline.size).toBe(2);
    for (const steps of timeline.values()) {
      expect(steps.map((s) => s.status)).toEqual(['approved', 'readytoship', 'dispatched', 'shipped']);
      expect(steps[1]?.remark).toMatch(/^Packed by .+ and ready for pickup by Bazaar Express\.$/);
      expect(steps[2]?.remark).toMatch(/^Picked up by Bazaar Express from .+\.$/);
      expect(steps[3]?.remark).toBe(`In transit: on its way to the ${listings[0]?.city} delivery hub.`);
      // Real dates: the moves happened now, after the placement.
      expect(steps[3]!.at.getTime()).toBeGreaterThanOrEqual(steps[0]!.at.getTime());
      expect(Math.abs(Date.now() - steps[3]!.at.getTime())).toBeLessThan(60_000);
    }
    const after = await confirmationOf(p);
    expect(after[0]?.orderStatus).toBe('Shipped');
    expect(after[0]?.items[0]?.status).toBe('Shipped');

    const bell = await bellOf(p);
    expect(bell.map((n) => n.title)).toEqual(['Order placed', 'Order shipped']);
    expect(bell[1]).toMatchObject({
      type: 'ORDER',
      text: expect.stringContaining(`Your order ${orderId} (${title}) has been shipped.`),
      action: { url: `/order_details?order_id=${orderId}` },
    });
    const mails = await mailsTo(p.email);
    expect(mails.map((m) => m.subject)).toEqual([
      `Your order ${orderId} has been placed`,
      `Your order ${orderId} has been shipped`,
    ]);
    expect(mails[1]?.body).toContain(`2 × ${title}`);
    expect(mails[1]?.body).toContain(`${t.config.publicOrigin}/order_details?order_id=${orderId}`);
    expect(mails[1]?.body).toMatch(/^Hello Asha Rao,/);
    // Other processes learn of it from the event written with the move (decision 0025).
    const events = await queryRows<{ payload: unknown }>(
      t.database.db,
      sql`select payload from domain_events where type = 'order.progressed' and payload->>'orderId' = ${orderId}`,
    );
    expect(events.map((r) => r.payload)).toEqual([{ orderId, status: 'shipped', orderStatus: 'Shipped' }]);
  });

  it('when a move is backward, to where the order is, to an unknown status or order, or to a cancellation, then it is refused with a clear message and a non-zero exit, and nothing is written', async () => {
    const p = await placeOrders(t, [listings[1]!]);
    const [orderId] = p.orderIds as [string];
    expect((await ops('order', orderId, 'outfordelivery')).code).toBe(0);
    const events = async () => [...(await timelineOf([orderId])).values()].flat().length;
    const [eventsBefore, bellBefore, mailsBefore] = [
      await events(),
      (await bellOf(p)).length,
      (await mailsTo(p.email)).length,
    ];

    const back = await ops('order', orderId, 'readytoship');
    expect(back).toEqual({
      code: 1,
      text: expect.stringMatching(
        new RegExp(
          `^Order ${orderId} cannot move to readytoship\\. Unit \\w+ is outfordelivery; moving it back to readytoship is not allowed\\.$`,
        ),
      ),
    });
    const same = await ops('order', orderId, 'outfordelivery');
    expect(same.code).toBe(1);
    expect(same.text).toContain('is already outfordelivery');
    expect(await ops('order', orderId, 'approved')).toMatchObject({ code: 1 });

    expect(await ops('order', 'OD99999999999999999999', 'delivered')).toEqual({
      code: 1,
      text: 'No order OD99999999999999999999.',
    });
    expect(await ops('order', orderId, 'teleported')).toEqual({
      code: 2,
      text: `Unknown status 'teleported'. Use one of: readytoship, dispatched, shipped, outfordelivery, delivered.`,
    });
    const cancel = await ops('order', orderId, 'cancelled');
    expect(cancel.code).toBe(2);
    expect(cancel.text).toContain('set by the cancellation and return flows');
    expect(await ops('order', 'OD1; drop table orders', 'delivered')).toMatchObject({ code: 2 });
    for (const argv of [[], ['order'], ['order', orderId], ['order', orderId, 'delivered', 'now'], ['ship', orderId]])
      expect(await ops(...argv), argv.join(' ')).toMatchObject({ code: 2, text: expect.stringContaining('Usage:') });

    // One turn of the clock by hand: refused while the clock is off, else nothing is due here.
    expect(await ops('clock')).toEqual({ code: 2, text: 'The fulfilment clock is off (FULFILMENT_STEP_SECONDS=0).' });
    expect(
      await runOps({ ...deps(), config: { ...t.config, FULFILMENT_STEP_SECONDS: 3_600 } }, { kind: 'clock' }),
    ).toEqual({
      code: 0,
      text: 'The fulfilment clock moved 0 unit(s) of 0 order(s).',
    });

    expect(await events()).toBe(eventsBefore);
    expect((await bellOf(p)).length).toBe(bellBefore);
    expect((await mailsTo(p.email)).length).toBe(mailsBefore);
    expect((await confirmationOf(p))[0]?.orderStatus).toBe('Shipped');
  });

  it('when the command runs as `npm run ops` does, then a refusal exits non-zero with its message, and on a server a move exits 0', async () => {
    const run = (args: string[], env: NodeJS.ProcessEnv) =>
      promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['src/cli/ops.ts', ...args], {
        cwd: root,
        env,
      }).then(
        (r) => ({ code: 0, ...r }),
        (e: { code: number; stdout: string; stderr: string }) => e,
      );
    const env = { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    const refused = await run(['order', 'OD1', 'teleported'], env);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`Unknown status 'teleported'`);

    // The embedded database of a test belongs to this process; a server's can be shared.
    if (!t.database.url) return;
    const p = await placeOrders(t, [listings[0]!]);
    const [orderId] = p.orderIds as [string];
    const moved = await run(['order', orderId, 'delivered'], { ...env, DATABASE_URL: t.database.url });
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stdout).toContain(`Order ${orderId} is now Delivered; 1 unit(s) moved`);
    const missing = await run(['order', 'OD0000', 'delivered'], { ...env, DATABASE_URL: t.database.url });
    expect(missing).toMatchObject({ code: 1, stderr: 'No order OD0000.\n' });
    expect((await bellOf(p)).map((n) => n.title)).toEqual(['Order placed', 'Order delivered']);
  }, 60_000);
});

describe('cancelled and returned units', () => {
  it('when a unit is cancelled, then the clock and ops leave it where it is while the rest moves, and the order label follows the units still on their way', async () => {
    const p = await placeOrders(t, [listings[0]!], { quantity: 2 });
    const [orderId] = p.orderIds as [string];
    const [kept, moving] = (await unitsOf([orderId])).map((u) => u.id) as [string, string];

    const cancelled = await moveUnitToStatus(deps(), kept, 'cancelled');
    expect(cancelled).toEqual({
      orderId,
      orderStatus: 'Ordered',
      moved: [{ unitId: kept, from: 'approved', to: 'cancelled' }],
    });
    await backdate([orderId], 7_200);
    await runFulfilmentTick(deps(), { stepSeconds: 3_600 });
    expect(Object.fromEntries((await unitsOf([orderId])).map((u) => [u.id, u.status]))).toEqual({
      [kept]: 'cancelled',
      [moving]: 'readytoship',
    });
    expect((await confirmationOf(p))[0]?.orderStatus).toBe('Packaged');
    expect((await ops('order', orderId, 'delivered')).code).toBe(0);
    expect((await confirmationOf(p))[0]?.orderStatus).toBe('Delivered');

    const refused = moveUnitToStatus(deps(), kept, 'delivered');
    await expect(refused).rejects.toMatchObject({ code: 'ORDER_STATUS_MOVE_REFUSED', status: 409 });
    await expect(refused).rejects.toThrow(`Unit ${kept} is cancelled and does not move.`);
    await expect(moveUnitToStatus(deps(), moving, 'cancelled')).rejects.toThrow(
      'only a unit not yet delivered can be cancelled',
    );
    expect((await moveUnitToStatus(deps(), moving, 'returned')).orderStatus).toBe('Returned');
    await backdate([orderId], 7_200);
    expect(await runFulfilmentTick(deps(), { stepSeconds: 3_600 })).toEqual({ orders: 0, units: 0 });
    await expect(moveUnitToStatus(deps(), moving, 'delivered')).rejects.toThrow('is returned and does not move');

    const timeline = await timelineOf([orderId]);
    expect(timeline.get(kept)?.map((s) => s.status)).toEqual(['approved', 'cancelled']);
    expect(timeline.get(moving)?.map((s) => s.status)).toEqual([...deliverySteps, 'return_requested', 'returned']);
    expect((await bellOf(p)).map((n) => n.title)).toEqual([
      'Order placed',
      'Order cancelled',
      'Order packed',
      'Order delivered',
      'Order returned',
    ]);
    await expect(moveUnitToStatus(deps(), 'OU-unknown', 'delivered')).rejects.toMatchObject({ status: 404 });
  });

  it('when delivery updates are off for an order, then its steps still ring the bell but send no e-mail', async () => {
    const p = await placeOrders(t, [listings[1]!]);
    const [orderId] = p.orderIds as [string];
    // The subscription calls are another part of issue 13; the column is what they change.
    await t.database.db.execute(sql`update orders set subscribed = false where id = ${orderId}`);
    expect((await ops('order', orderId, 'outfordelivery')).code).toBe(0);
    const bell = await bellOf(p);
    expect(bell.at(-1)).toMatchObject({
      title: 'Out for delivery',
      text: expect.stringContaining(`Your order ${orderId} (`),
    });
    expect(bell.at(-1)?.text).toContain(') is out for delivery. It will reach you today.');
    expect((await mailsTo(p.email)).map((m) => m.subject)).toEqual([`Your order ${orderId} has been placed`]);
  });
});

describe('the development call', () => {
  it('when an order is moved through /dev/order-status, then it answers the move; an unknown order 404, a bad status 400, a backward move 409, each in the error shape', async () => {
    const p = await placeOrders(t, [listings[0]!, listings[1]!]);
    const [first, second] = p.orderIds as [string, string];
    const move = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: fulfilmentPaths.devOrderStatus, payload });
    const ok = await move({ orderId: first, status: 'readytoship' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().RESPONSE).toMatchObject({
      orderId: first,
      orderStatus: 'Packaged',
      moved: [{ from: 'approved' }],
    });
    const [unit] = await unitsOf([second]);
    const one = await move({ orderId: second, status: 'delivered', unitId: unit?.id });
    expect(one.json().RESPONSE.orderStatus).toBe('Delivered');

    for (const [payload, status, code] of [
      [{ orderId: 'OD404', status: 'shipped' }, 404, 'ORDER_NOT_FOUND'],
      [{ orderId: second, status: 'shipped', unitId: 'OU404' }, 404, 'ORDER_NOT_FOUND'],
      [{ orderId: first, status: 'flying' }, 400, 'VALIDATION_FAILED'],
      [{ orderId: first }, 400, 'VALIDATION_FAILED'],
      [{ orderId: first, status: 'approved' }, 409, 'ORDER_STATUS_MOVE_REFUSED'],
    ] as const) {
      const res = await move(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(errorBodySchema.parse(res.json()).RESPONSE.errorCode).toBe(code);
    }
    // A state change needs the storefront's Origin, as every other.
    const foreign = await t.app.inject({
      method: 'POST',
      url: fulfilmentPaths.devOrderStatus,
      payload: { orderId: first, status: 'shipped' },
    });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('several clocks at once', () => {
  it('when four clocks turn together over many due orders, then every unit moves exactly one step a due time, none twice and none skipped, until all are delivered', async () => {
    const placed = [
      await placeOrders(t, listings, { quantity: 3 }),
      await placeOrders(t, listings, { quantity: 3 }),
      await placeOrders(t, listings, { quantity: 2 }),
    ];
    const orderIds = placed.flatMap((p) => p.orderIds);
    expect(orderIds).toHaveLength(6);
    const units = await unitsOf(orderIds);
    expect(units).toHaveLength(16);
    // On a server each clock has its own connections, as separate web processes do.
    const extra: Database[] = t.database.url
      ? [
          await openDatabase({ url: t.database.url, poolSize: 2 }),
          await openDatabase({ url: t.database.url, poolSize: 2 }),
        ]
      : [];
    const dbs = [t.database.db, ...extra.map((d) => d.db)];
    try {
      for (let step = 1; step <= deliverySteps.length; step++) {
        // An hour a step: no other order of this file is due.
        await backdate(orderIds, 7_200);
        const turns = await Promise.all(
          [0, 1, 2, 3].map((n) =>
            runFulfilmentTick({ db: dbs[n % dbs.length]!, config: t.config }, { stepSeconds: 3_600, batch: 1 }),
          ),
        );
        const moved = turns.reduce((s, r) => s + r.units, 0);
        const timeline = await timelineOf(orderIds);
        if (step === deliverySteps.length) {
          expect(moved, 'delivered units do not move').toBe(0);
          break;
        }
        expect(moved).toBe(units.length);
        for (const unit of units)
          expect(
            timeline.get(unit.id)?.map((s) => s.status),
            unit.id,
          ).toEqual(deliverySteps.slice(0, step + 1));
      }
    } finally {
      for (const d of extra) await d.close();
    }
    for (const p of placed) {
      const titles = (await bellOf(p)).map((n) => n.title);
      for (const title of ['Order packed', 'Order dispatched', 'Order shipped', 'Out for delivery', 'Order delivered'])
        expect(
          titles.filter((x) => x === title),
          title,
        ).toHaveLength(p.orderIds.length);
      const subjects = (await mailsTo(p.email)).map((m) => m.subject ?? '');
      for (const id of p.orderIds)
        expect(subjects.filter((s) => s.startsWith(`Your order ${id} `) && !s.endsWith('placed'))).toEqual([
          `Your order ${id} has been packed`,
          `Your order ${id} has been dispatched`,
          `Your order ${id} has been shipped`,
          `Your order ${id} is out for delivery`,
          `Your order ${id} has been delivered`,
        ]);
      expect((await confirmationOf(p)).map((o) => o.orderStatus)).toEqual(p.orderIds.map(() => 'Delivered'));
    }
  }, 60_000);
});

import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { addressAt, seedShop, shopper, stockOf, type TestListing } from '../../../tests/support/checkout-kit.ts';
import { completionFor, listingsOfSellers } from '../../../tests/support/orders-kit.ts';
import { envelope, errorBodySchema } from '../../contracts/envelope.ts';
import { confirmationSchema } from '../../contracts/orders.ts';
import {
  completedAnswer,
  internalPaths,
  sessionAnswer,
  signatureHeader,
  type StatusAnswer,
} from '../../contracts/payment-internal.ts';
import { queryRows } from '../../platform/db/rows.ts';
import { createLogger } from '../../platform/logger.ts';
import { signBody, verifySignature } from '../../platform/signing.ts';
import { setListingStock } from '../catalogue/service.ts';
import { expireReservations } from '../checkout/service.ts';
import { runReconciliation } from './reconcile-job.ts';
import { auditOrders, reconcilePayments } from './service.ts';

/**
 * Order placement (docs/decisions/0041): the payment service's signed calls, exactly one order
 * group per payment, the confirmation, and the reconciliation against a stand-in of the payment
 * service's status endpoint (a small Fastify server answering per src/contracts/payment-internal.ts).
 */

type Payment = StatusAnswer['payments'][number];

/** The stand-in payment service: what its status endpoint answers, per token. */
const payments = new Map<string, Payment>();
let standIn: FastifyInstance;
let standInCalls = 0;
let t: TestApp;
/** Listings of two sellers, each with stock, served at the first one's warehouse pincode. */
let listings: TestListing[];

beforeAll(async () => {
  standIn = Fastify();
  standIn.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) => done(null, body));
  standIn.post(internalPaths.status, async (request, reply) => {
    standInCalls += 1;
    const raw = String(request.body);
    if (request.headers['x-device-source'] !== 'web') return reply.status(400).send({});
    if (!verifySignature(t.config.PAYMENTS_SIGNING_SECRET, raw, request.headers[signatureHeader]))
      return reply.status(401).send({});
    const { tokens } = JSON.parse(raw) as { tokens: string[] };
    const answer: StatusAnswer = { payments: tokens.flatMap((tk) => payments.get(tk) ?? []) };
    return { STATUS_CODE: 200, RESPONSE: answer };
  });
  const address = await standIn.listen({ port: 0, host: '127.0.0.1' });
  t = await createTestApp({ ORDER_RECONCILE_MS: '0', PAYMENTS_ORIGIN: address });
  await seedShop(t);
  listings = await listingsOfSellers(t, 2, 50);
}, 300_000);
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const at = (i: number) => listings[i] as TestListing;
const deps = () => ({ db: t.database.db, config: t.config, logger: createLogger('silent', 'test') });

/** A logged-in shopper with both listings in the cart, a checkout from the cart, an address and a payment token. */
async function paidCheckout(options: { buyNow?: boolean } = {}) {
  const s = await shopper(t, { loggedIn: true });
  if (options.buyNow) {
    expect((await s.buyNow(at(0).listingId)).statusCode).toBe(200);
  } else {
    expect((await s.addToCart(listings)).statusCode).toBe(200);
    const init = await s.call({
      method: 'POST',
      url: '/api/4/checkout/init?loginFlow=false',
      payload: { checkoutType: 'PHYSICAL' },
    });
    expect(init.statusCode, init.body).toBe(200);
  }
  const summary = (await s.summary()).json().RESPONSE;
  const refs = summary.orderSummary.buyableStateItems.map((i: { cartItemRefId: string }) => i.cartItemRefId);
  const saved = await s.addContact(addressAt(at(0), refs));
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().RESPONSE.orderSummary.buyableStateItems).toHaveLength(options.buyNow ? 1 : 2);
  await s.call({ method: 'PUT', url: '/api/4/checkout/email', payload: { emailId: 'asha.orders@example.com' } });
  const tokenRes = await s.token();
  expect(tokenRes.statusCode, tokenRes.body).toBe(200);
  const { token, amount } = tokenRes.json().RESPONSE.getPaymentToken as { token: string; amount: number };
  const completion = completionFor({ token, amount });
  const paymentId = completion.paymentId;
  return { s, token, amount, paymentId, completion };
}

/** A server-to-server call as the payment service makes it: signed, no Origin, no cookie. */
function signed(path: string, body: unknown, options: { secret?: string; now?: number; header?: string } = {}) {
  const text = JSON.stringify(body);
  const signature = options.header ?? signBody(options.secret ?? t.config.PAYMENTS_SIGNING_SECRET, text, options.now);
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', [signatureHeader]: signature },
    payload: text,
  });
}

const complete = (body: unknown) => signed(internalPaths.completed, body);
const answerOf = (res: { json: () => unknown }) => envelope(completedAnswer).parse(res.json()).RESPONSE;

async function count(table: string, where = sql`true`): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`,
  );
  return Number(row?.n);
}
const groupsOf = (paymentId: string) => count('order_groups', sql`payment_id = ${paymentId}`);

describe('the payment service calls the API', () => {
  it('when session is asked with a signed token, then it answers what the token binds; unknown 404, unsigned 401, no Origin needed', async () => {
    const { token, amount } = await paidCheckout({ buyNow: true });
    const res = await signed(internalPaths.session, { token });
    expect(res.statusCode, res.body).toBe(200);
    const session = envelope(sessionAnswer).parse(res.json()).RESPONSE;
    expect(session).toMatchObject({ amount, status: 'HELD' });
    expect(session.items).toEqual([{ listingId: at(0).listingId, quantity: 1, price: at(0).price }]);

    const unknown = await signed(internalPaths.session, { token: `${token.split('.')[0]}.forged` });
    expect(unknown.statusCode).toBe(404);
    expect(errorBodySchema.parse(unknown.json()).RESPONSE.errorCode).toBe('PAYMENT_TOKEN_UNKNOWN');

    // A browser's call (Origin, no signature) is refused by the signature, not answered.
    const browser = await t.call({ method: 'POST', url: internalPaths.session, payload: { token } });
    expect(browser.statusCode).toBe(401);
    expect(errorBodySchema.parse(browser.json()).RESPONSE.errorCode).toBe('INTERNAL_SIGNATURE_INVALID');
    // Other state-changing calls still need the storefront's Origin.
    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/2/notification/markAllRead', payload: {} });
    expect(noOrigin.statusCode).toBe(403);
  });

  it('when a completion is signed with another secret, a stale time or not at all, then 401 and nothing is written', async () => {
    const { completion, paymentId, token } = await paidCheckout({ buyNow: true });
    const body = JSON.stringify(completion);
    for (const options of [
      { secret: 'another-secret-of-16-chars' },
      { now: Date.now() - 10 * 60_000 },
      { header: 't=1,v1=00' },
      { header: signBody(t.config.PAYMENTS_SIGNING_SECRET, body.replace(paymentId, `${paymentId}X`)) },
    ]) {
      const res = await signed(internalPaths.completed, completion, options);
      expect(res.statusCode, JSON.stringify(options)).toBe(401);
    }
    const unsigned = await t.app.inject({ method: 'POST', url: internalPaths.completed, payload: completion });
    expect(unsigned.statusCode).toBe(401);
    expect(await groupsOf(paymentId)).toBe(0);
    const session = envelope(sessionAnswer).parse((await signed(internalPaths.session, { token })).json()).RESPONSE;
    expect(session.status).toBe('HELD');
  });

  it('when a payment completes, then one group with an order per seller, units, the sale, the cart emptied, a notification, an email and events', async () => {
    const { s, completion, paymentId, amount } = await paidCheckout();
    const before = [await stockOf(t.database.db, at(0).listingId), await stockOf(t.database.db, at(1).listingId)];
    const res = await complete(completion);
    expect(res.statusCode, res.body).toBe(200);
    const answer = answerOf(res);
    expect(answer).toMatchObject({ outcome: 'ORDERED', referenceId: paymentId });
    expect(answer.orderIds).toHaveLength(2);

    const [group] = await queryRows<{ id: string; amount: number; account_id: string }>(
      t.database.db,
      sql`select id, amount, account_id from order_groups where payment_id = ${paymentId}`,
    );
    expect(group?.amount).toBe(amount);
    const orders = await queryRows<{
      id: string;
      seller_id: string;
      amount: number;
      status: string;
      order_type: string;
    }>(
      t.database.db,
      sql`select id, seller_id, amount, status, order_type from orders where group_id = ${group?.id} order by position`,
    );
    expect(orders.map((o) => o.id)).toEqual(answer.orderIds);
    expect(new Set(orders.map((o) => o.seller_id)).size).toBe(2);
    expect(orders.every((o) => o.status === 'Ordered' && o.order_type === 'physical')).toBe(true);
    expect(orders.reduce((sum, o) => sum + o.amount, 0)).toBe(amount);
    expect(
      await count(
        'order_items',
        sql`order_id in (${sql.join(
          answer.orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    ).toBe(2);
    expect(
      await count(
        'order_item_units',
        sql`order_id in (${sql.join(
          answer.orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    ).toBe(2);
    // Each unit's first progress step, written with it.
    const steps = await queryRows<{ status: string; remark: string; at: unknown; status_at: unknown }>(
      t.database.db,
      sql`select e.status, e.remark, e.at, u.status_at from order_unit_events e
            join order_item_units u on u.id = e.unit_id
           where u.order_id in (${sql.join(
             answer.orderIds.map((id) => sql`${id}`),
             sql`, `,
           )})`,
    );
    expect(steps).toHaveLength(2);
    for (const step of steps) {
      expect(step).toMatchObject({ status: 'approved', remark: 'Your order has been placed.' });
      expect(new Date(String(step.at)).getTime()).toBe(new Date(String(step.status_at)).getTime());
    }
    const shipping = await queryRows<{ shipping_address: { pincode?: string } | null; promise_date: string | null }>(
      t.database.db,
      sql`select shipping_address, promise_date::text from orders where group_id = ${group?.id}`,
    );
    expect(shipping.every((o) => typeof o.shipping_address?.pincode === 'string' && o.promise_date)).toBe(true);

    // Stock was taken by the token and stays taken: sold.
    expect([await stockOf(t.database.db, at(0).listingId), await stockOf(t.database.db, at(1).listingId)]).toEqual(
      before,
    );
    const session = envelope(sessionAnswer).parse(
      (await signed(internalPaths.session, { token: completion.token })).json(),
    );
    expect(session.RESPONSE.status).toBe('SOLD');

    // The cart lost the ordered lines.
    const cart = (await s.cart()).json().RESPONSE;
    expect(cart.buyableStateItems ?? []).toHaveLength(0);

    expect(await count('notifications', sql`account_id = ${group?.account_id} and type = 'ORDER'`)).toBe(2);
    expect(
      await count('outbox_messages', sql`recipient = 'asha.orders@example.com' and body like ${`%${paymentId}%`}`),
    ).toBe(1);
    expect(
      await count(
        'domain_events',
        sql`type = 'order.placed' and payload->>'orderId' in (${sql.join(
          answer.orderIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    ).toBe(2);
  });

  it('when the same completion arrives three times in sequence and three at once, then one order group answers all six', async () => {
    const { completion, paymentId } = await paidCheckout();
    const sequential = [];
    for (let i = 0; i < 3; i++) sequential.push(answerOf(await complete(completion)));
    const concurrent = (await Promise.all([1, 2, 3].map(() => complete(completion)))).map(answerOf);
    const all = [...sequential, ...concurrent];
    expect(new Set(all.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(all[0]?.outcome).toBe('ORDERED');
    expect(await groupsOf(paymentId)).toBe(1);
  });

  it('when two completions of one token race at once from a cold start, then one order group', async () => {
    const { completion, paymentId } = await paidCheckout({ buyNow: true });
    const answers = (await Promise.all([1, 2, 3].map(() => complete(completion)))).map(answerOf);
    expect(new Set(answers.map((a) => a.orderIds.join())).size).toBe(1);
    expect(await groupsOf(paymentId)).toBe(1);
  });

  it('when the amount paid is not the token amount, then 409 and nothing is written', async () => {
    const { completion, paymentId, token } = await paidCheckout({ buyNow: true });
    const res = await complete({ ...completion, amount: completion.amount - 100 });
    expect(res.statusCode).toBe(409);
    expect(errorBodySchema.parse(res.json()).RESPONSE.errorCode).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(await groupsOf(paymentId)).toBe(0);
    const session = envelope(sessionAnswer).parse((await signed(internalPaths.session, { token })).json()).RESPONSE;
    expect(session.status).toBe('HELD');
  });

  it('when the reservation expired and its stock is still there, then the payment is ordered with the stock taken again', async () => {
    const { completion, paymentId, token } = await paidCheckout({ buyNow: true });
    await t.database.db.execute(
      sql`update stock_reservations set expires_at = now() - interval '1 minute' where status = 'HELD' and created_at > now() - interval '1 minute'`,
    );
    await expireReservations({ db: t.database.db });
    expect(envelope(sessionAnswer).parse((await signed(internalPaths.session, { token })).json()).RESPONSE.status).toBe(
      'EXPIRED',
    );
    const stock = await stockOf(t.database.db, at(0).listingId);
    const answer = answerOf(await complete(completion));
    expect(answer.outcome).toBe('ORDERED');
    expect(await stockOf(t.database.db, at(0).listingId)).toBe(stock - 1);
    expect(await groupsOf(paymentId)).toBe(1);
  });

  it('when the reservation expired and its stock is gone, then REFUND and nothing is written', async () => {
    const { completion, paymentId } = await paidCheckout({ buyNow: true });
    await t.database.db.execute(
      sql`update stock_reservations set expires_at = now() - interval '1 minute' where status = 'HELD' and created_at > now() - interval '1 minute'`,
    );
    await expireReservations({ db: t.database.db });
    const stock = await stockOf(t.database.db, at(0).listingId);
    await setListingStock({ db: t.database.db }, at(0).listingId, 0);
    try {
      const answer = answerOf(await complete(completion));
      expect(answer).toEqual({ outcome: 'REFUND', referenceId: null, orderIds: [] });
      expect(await groupsOf(paymentId)).toBe(0);
      expect(await stockOf(t.database.db, at(0).listingId)).toBe(0);
    } finally {
      await setListingStock({ db: t.database.db }, at(0).listingId, stock);
    }
  });

  it('when a payment fails twice, then its units come back once', async () => {
    const { token, paymentId } = await paidCheckout({ buyNow: true });
    const stock = await stockOf(t.database.db, at(0).listingId);
    for (let i = 0; i < 2; i++) {
      const res = await signed(internalPaths.failed, { token, paymentId, reason: 'DECLINED' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().RESPONSE.status).toBe('RELEASED');
    }
    expect(await stockOf(t.database.db, at(0).listingId)).toBe(stock + 1);
  });
});

describe('the order confirmation', () => {
  const url = (reference: string, token?: string) =>
    `/api/1/self-serve/order/confirmation/?reference_id=${encodeURIComponent(reference)}${token ? `&token=${encodeURIComponent(token)}` : ''}`;

  it('when the owner asks, then 200 with the orders, items, dates and texts; another account and unknown 404; logged out 401', async () => {
    const { s, completion, paymentId, token } = await paidCheckout();
    expect(answerOf(await complete(completion)).outcome).toBe('ORDERED');
    const res = await s.call({ method: 'GET', url: url(paymentId, token) });
    expect(res.statusCode, res.body).toBe(200);
    const c = envelope(confirmationSchema).parse(res.json()).RESPONSE;
    expect(c.statusCode).toBe(200);
    expect(c.thankYouMessage.message).not.toBe('');
    expect(c.orderList).toHaveLength(2);
    const order = c.orderList[0]!;
    expect(order.orderDateText).toMatch(
      /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}(st|nd|rd|th) '\d{2} \d{1,2}:\d{2} (AM|PM)$/,
    );
    expect(order.paymentMethods).toEqual(completion.instruments);
    expect(order.shippingAddress?.pincode).toBe(at(0).pincode);
    expect(order.items[0]?.quantity).toBe(1);
    expect(order.items[0]?.units).toHaveLength(1);
    expect(c.orderList.reduce((sum, o) => sum + o.amount, 0)).toBe(completion.amount);

    const other = await shopper(t, { loggedIn: true });
    expect((await other.call({ method: 'GET', url: url(paymentId, token) })).statusCode).toBe(404);
    expect((await other.call({ method: 'GET', url: url(paymentId) })).statusCode).toBe(404);
    expect((await s.call({ method: 'GET', url: url('PAY-unknown') })).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: url(paymentId, token) })).statusCode).toBe(401);
    expect((await s.call({ method: 'GET', url: '/api/1/self-serve/order/confirmation/' })).statusCode).toBe(400);
  });

  it('when the browser returns before the completion, then the payment service is asked: pending 202, failed 402, success ordered once', async () => {
    const { s, completion, paymentId, token } = await paidCheckout({ buyNow: true });
    const base = {
      token,
      paymentId,
      amount: completion.amount,
      instruments: completion.instruments,
      completedAt: null,
    };
    payments.set(token, { ...base, status: 'PENDING' });
    const pending = envelope(confirmationSchema).parse(
      (await s.call({ method: 'GET', url: url(paymentId, token) })).json(),
    );
    expect(pending.RESPONSE).toMatchObject({ statusCode: 202, orderList: [] });

    payments.set(token, { ...base, status: 'SUCCESS', completedAt: completion.completedAt });
    // The browser's return and the payment service's call race: one group.
    const [page, call] = await Promise.all([
      s.call({ method: 'GET', url: url(paymentId, token) }),
      complete(completion),
    ]);
    const placed = envelope(confirmationSchema).parse(page.json()).RESPONSE;
    expect(placed.statusCode).toBe(200);
    expect(placed.orderList.map((o) => o.orderId)).toEqual(answerOf(call).orderIds);
    expect(await groupsOf(paymentId)).toBe(1);

    const failed = await paidCheckout({ buyNow: true });
    payments.set(failed.token, { ...base, token: failed.token, paymentId: failed.paymentId, status: 'DECLINED' });
    const res = await failed.s.call({ method: 'GET', url: url(failed.paymentId, failed.token) });
    const answer = envelope(confirmationSchema).parse(res.json()).RESPONSE;
    expect(answer.statusCode).toBe(402);
    expect(answer.statusMessage).toMatch(/refunded automatically/);
  });
});

describe('the reconciliation', () => {
  it('when a paid token has no order, then a run orders it once; a second run and a second process add nothing; the audit holds', async () => {
    const { completion, paymentId, token } = await paidCheckout();
    payments.set(token, {
      token,
      paymentId,
      amount: completion.amount,
      instruments: completion.instruments,
      status: 'SUCCESS',
      completedAt: completion.completedAt,
    });
    // Older than the 10 s a payment is given to tell the API itself.
    await t.database.db.execute(
      sql`update stock_reservations set created_at = now() - interval '1 minute' where status = 'HELD'`,
    );
    const endedSince = new Date(Date.now() - 24 * 3600_000);
    const [first, second] = await Promise.all([
      runReconciliation(deps(), { holder: 'process-a', endedSince }),
      runReconciliation(deps(), { holder: 'process-b', endedSince }),
    ]);
    const ran = [first, second].filter((r) => r !== null);
    expect(ran.length).toBeGreaterThanOrEqual(1);
    expect(ran.reduce((sum, r) => sum + (r?.ordered ?? 0), 0)).toBeGreaterThanOrEqual(1);
    expect(await groupsOf(paymentId)).toBe(1);
    const again = await reconcilePayments(deps(), { endedSince });
    expect(again.reached).toBe(true);
    expect(await groupsOf(paymentId)).toBe(1);

    // Every successful payment of the stand-in, and every completion above, is one group.
    const charges = await count('order_groups');
    const audit = await auditOrders(t.database, { count: charges });
    expect(audit.unbalanced).toEqual([]);
    expect(audit.groups).toBe(audit.soldReservations);
    expect(audit.units).toBe(audit.soldUnits);
    expect(audit.amount).toBe(audit.soldAmount);
  });

  it('when the payment service is down, then a run says so and writes nothing', async () => {
    const { token } = await paidCheckout({ buyNow: true });
    await t.database.db.execute(
      sql`update stock_reservations set created_at = now() - interval '1 minute' where status = 'HELD'`,
    );
    const groups = await count('order_groups');
    const calls = standInCalls;
    const down = { ...deps(), config: { ...t.config, paymentsOrigin: 'http://127.0.0.1:9' } };
    const result = await reconcilePayments(down, { endedSince: new Date() });
    expect(result.reached).toBe(false);
    expect(standInCalls).toBe(calls);
    expect(await count('order_groups')).toBe(groups);
    void token;
  });
});

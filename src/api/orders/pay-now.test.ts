import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../bench/lib/web-process.ts';
import { addressAt, seedShop, shopper, type TestListing } from '../../../tests/support/checkout-kit.ts';
import { startPaymentService } from '../../../tests/support/payments-kit.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { envelope, errorBodySchema } from '../../contracts/envelope.ts';
import { ordersMessages } from '../../contracts/orders-paths.ts';
import { confirmationSchema, orderDetailSchema, payNowSchema } from '../../contracts/orders.ts';
import { completedAnswer, internalPaths, signatureHeader } from '../../contracts/payment-internal.ts';
import { captchaAnswer, optionsAnswer, payAnswer } from '../../contracts/payments.ts';
import { paymentMessages, paymentPaths as p } from '../../contracts/payments-paths.ts';
import type { Database } from '../../platform/db/database.ts';
import { queryRows } from '../../platform/db/rows.ts';
import { createLogger } from '../../platform/logger.ts';
import { signBody } from '../../platform/signing.ts';
import { setListingStock } from '../catalogue/service.ts';
import { findPincode } from '../location/service.ts';
import { runReconciliation } from './reconcile-job.ts';
import { rupees } from './service.ts';

/**
 * Pay now (issue 13; docs/decisions/0047-pay-now.md) end to end in process: the API listening on
 * a port and the real payment service (src/payments) calling it over HTTP with signed calls, as in
 * production. A shopper places an order with cash on delivery through the payment service (the
 * captcha solved as the payment tests read it), then pays it online through a pay-now token.
 */
const secret = 'test-signing-secret-of-pay-now';
let t: TestApp;
let apiOrigin: string;
let payments: { origin: string; app: TestApp['app']; database: Database; close(): Promise<void> };
let listing: TestListing;

beforeAll(async () => {
  const port = await freePort();
  apiOrigin = `http://127.0.0.1:${port}`;
  payments = await startPaymentService(secret, { publicOrigin: apiOrigin });
  const base = await createTestApp({
    PUBLIC_ORIGIN: apiOrigin,
    PAYMENTS_ORIGIN: payments.origin,
    PAYMENTS_SIGNING_SECRET: secret,
    ORDER_RECONCILE_MS: '0',
  });
  // The storefront's calls name the API's own origin and host, as a browser on it would.
  const headers = { origin: apiOrigin, host: `127.0.0.1:${port}` };
  t = {
    ...base,
    call: (options) => base.app.inject({ ...options, headers: { ...headers, ...(options.headers ?? {}) } }),
  };
  await base.app.listen({ port, host: '127.0.0.1' });
  await seedShop(t);
  // A listing cheap enough for cash on delivery (at most ₹50,000), with stock for every test.
  const [cheap] = await queryRows<{ id: string; product_id: string; price: number; warehouse_pincode: string }>(
    t.database.db,
    sql`select id, product_id, price, warehouse_pincode from listings where price between 10000 and 2000000 order by id limit 1`,
  );
  if (!cheap) throw new Error('the seed has no listing under ₹20,000');
  await setListingStock({ db: t.database.db }, cheap.id, 200);
  const place = await findPincode(t.database, cheap.warehouse_pincode);
  listing = {
    listingId: cheap.id,
    productId: cheap.product_id,
    price: Number(cheap.price),
    pincode: cheap.warehouse_pincode,
    state: place?.state ?? '',
    city: place?.city ?? '',
  };
}, 300_000);
afterAll(async () => {
  await t?.close();
  await payments?.close();
});

// ---- the payment service, as the storefront calls it ---------------------------------------------

const paymentsHeaders = () => ({
  'x-device-source': 'web',
  origin: apiOrigin,
  host: new URL(payments.origin).host,
  'x-idempotency-key': randomUUID(),
});
const servicePost = (path: string, token: string, body: unknown = {}, query: Record<string, string> = {}) =>
  payments.app.inject({
    method: 'POST',
    url: path,
    query: { token, ...query },
    headers: paymentsHeaders(),
    payload: body as InjectOptions['payload'],
  });
const pay = async (token: string, instrument: string, body: Record<string, unknown> = {}) => {
  const res = await servicePost(p.pay, token, body, { instrument });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(payAnswer).parse(res.json()).RESPONSE;
};
const optionsOf = async (token: string) => {
  const res = await servicePost(p.options, token);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(optionsAnswer).parse(res.json()).RESPONSE;
};
/** The test captcha draws each character as SVG text: read back, as the payment tests do. */
async function solvedCaptcha(token: string) {
  const res = await payments.app.inject({
    method: 'GET',
    url: p.captcha.replace(':token', encodeURIComponent(token)),
    query: { token },
    headers: paymentsHeaders(),
  });
  const { captcha_id, image } = envelope(captchaAnswer).parse(res.json()).RESPONSE;
  const text = [
    ...Buffer.from(image.split(',')[1] ?? '', 'base64')
      .toString()
      .matchAll(/>([A-Z0-9])<\/text>/g),
  ]
    .map((m) => m[1])
    .join('');
  return { captcha_id, captcha_text: text };
}
const visa = { card_number: '4111111111111111', expiry_month: 12, expiry_year: 2031, cvv: '737', name_on_card: 'Asha' };

// ---- orders ---------------------------------------------------------------------------------------

type Shopper = Awaited<ReturnType<typeof shopper>>;

/** A logged-in shopper's order of one unit, paid at the payment service by `instrument` (COD: the captcha solved). */
async function placedOrder(instrument: 'COD' | 'CREDIT' = 'COD') {
  const buyer = await shopper(t, { loggedIn: true });
  expect((await buyer.buyNow(listing.listingId)).statusCode).toBe(200);
  const summary = (await buyer.summary()).json().RESPONSE;
  const refs = summary.orderSummary.buyableStateItems.map((i: { cartItemRefId: string }) => i.cartItemRefId);
  expect((await buyer.addContact(addressAt(listing, refs))).statusCode).toBe(200);
  await buyer.call({ method: 'PUT', url: '/api/4/checkout/email', payload: { emailId: 'asha.paynow@example.com' } });
  const tokenRes = await buyer.token();
  expect(tokenRes.statusCode, tokenRes.body).toBe(200);
  const { token, amount } = tokenRes.json().RESPONSE.getPaymentToken as { token: string; amount: number };
  await optionsOf(token);
  const paid = await pay(token, instrument, instrument === 'COD' ? await solvedCaptcha(token) : visa);
  expect(paid.action, JSON.stringify(paid)).toBe('DONE');
  const [order] = await rows<{ id: string }>(
    sql`select o.id from orders o join order_groups g on g.id = o.group_id where g.payment_id = ${paid.payment_id}`,
  );
  if (!order) throw new Error('no order was placed');
  return { s: buyer, orderId: order.id, amount, paymentId: paid.payment_id ?? '' };
}

const payNowUrl = (orderId: string) => `/api/1/self-serve/order/paynow/${encodeURIComponent(orderId)}`;
const askPayNow = (s: Shopper, orderId: string) => s.call({ method: 'POST', url: payNowUrl(orderId), payload: {} });
async function payNowToken(s: Shopper, orderId: string) {
  const res = await askPayNow(s, orderId);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(payNowSchema).parse(res.json()).RESPONSE;
}

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
const prepaymentsOf = (orderId: string) =>
  rows<{ status: string; payment_id: string | null }>(
    sql`select status, payment_id from order_prepayments where order_id = ${orderId} order by created_at`,
  );
const instrumentsOf = async (orderId: string) =>
  (await rows<{ instruments: unknown }>(sql`select instruments from orders where id = ${orderId}`))[0]?.instruments;

/** A call of the payment service to the API: signed, no cookie. */
const signed = (path: string, body: unknown) => {
  const text = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      host: new URL(apiOrigin).host,
      [signatureHeader]: signBody(secret, text),
    },
    payload: text,
  });
};

const detailOf = async (s: Shopper, orderId: string) => {
  const res = await s.call({
    method: 'GET',
    url: `/api/1/self-serve/order/detail/?order_id=${encodeURIComponent(orderId)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(orderDetailSchema).parse(res.json()).RESPONSE;
};

const confirmationOf = async (s: Shopper, query: Record<string, string>) => {
  const res = await s.call({
    method: 'GET',
    url: `/api/1/self-serve/order/confirmation/?${new URLSearchParams(query)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(confirmationSchema).parse(res.json()).RESPONSE;
};

describe('pay now', () => {
  it('when a shopper pays a cash-on-delivery order by card, then its payment method changes once, pay now is refused after, and the confirmation shows the paid order', async () => {
    const { s, orderId, amount } = await placedOrder('COD');
    expect(await instrumentsOf(orderId)).toBeNull();
    const before = await detailOf(s, orderId);
    expect(before.prepaidEligibilityData.eligibility).toBe(true);
    expect(before.actions).toContain('payNow');
    expect(before.paymentMethods.map((m) => m.code)).toEqual(['COD']);

    const first = await payNowToken(s, orderId);
    expect(first.amount).toBe(amount);
    expect(Date.parse(first.expiresAt)).toBeGreaterThan(Date.now());
    // A second ask (a double tap, another tab) gets the same live token: it can be charged once.
    expect((await payNowToken(s, orderId)).token).toBe(first.token);
    expect(await prepaymentsOf(orderId)).toEqual([{ status: 'HELD', payment_id: null }]);

    // The payment service offers no cash or card on delivery for it, and refuses them.
    const options = await optionsOf(first.token);
    expect(options.amount).toBe(amount);
    const codes = options.payment_options.map((o) => o.payment_instrument);
    expect(codes).toContain('CREDIT');
    expect(codes).not.toContain('COD');
    expect(codes).not.toContain('DOD');
    const cod = await pay(first.token, 'COD', await solvedCaptcha(first.token));
    expect(cod).toMatchObject({ action: 'FAILED', error_code: 'INSTRUMENT_UNAVAILABLE', payment_id: null });

    const paid = await pay(first.token, 'CREDIT', visa);
    expect(paid.action).toBe('DONE');
    expect(paid.redirect_url).toBe(
      `${apiOrigin}/orderresponse?reference_id=${paid.payment_id}&token=${encodeURIComponent(first.token)}`,
    );
    expect(await prepaymentsOf(orderId)).toEqual([{ status: 'PAID', payment_id: paid.payment_id }]);
    expect(await instrumentsOf(orderId)).toEqual([{ code: 'CREDIT', label: 'Visa card ending 1111', amount }]);

    // The order detail shows the new payment method and no longer offers pay now.
    const after = await detailOf(s, orderId);
    expect(after.paymentMethods).toEqual([{ code: 'CREDIT', label: 'Visa card ending 1111', amount }]);
    expect(after.prepaidEligibilityData.eligibility).toBe(false);
    expect(after.actions).not.toContain('payNow');

    const again = await askPayNow(s, orderId);
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json()).RESPONSE).toMatchObject({
      errorCode: 'ORDER_ACTION_NOT_ALLOWED',
      errorMessage: ordersMessages.payNowNotAllowed,
    });

    // Where the browser lands: the confirmation answers the order with its new payment method.
    const queries: Record<string, string>[] = [
      { reference_id: paid.payment_id ?? '', token: first.token },
      { reference_id: paid.payment_id ?? '' },
    ];
    for (const query of queries) {
      const confirmation = await confirmationOf(s, query);
      expect(confirmation).toMatchObject({
        statusCode: 200,
        statusMessage: ordersMessages.payNowPaid(rupees(amount), orderId),
        referenceId: paid.payment_id,
      });
      expect(confirmation.orderList.map((o) => [o.orderId, o.paymentMethods])).toEqual([
        [orderId, [{ code: 'CREDIT', label: 'Visa card ending 1111', amount }]],
      ]);
    }
    const other = await shopper(t, { loggedIn: true });
    const foreign = await other.call({
      method: 'GET',
      url: `/api/1/self-serve/order/confirmation/?reference_id=${paid.payment_id}&token=${encodeURIComponent(first.token)}`,
    });
    expect(foreign.statusCode).toBe(404);

    const [told] = await rows<{ n: number }>(
      sql`select count(*)::int as n from notifications where title = 'Payment received' and text like ${`%${orderId}%`}`,
    );
    expect(told?.n).toBe(1);
    const [mailed] = await rows<{ n: number }>(
      sql`select count(*)::int as n from outbox_messages where recipient = 'asha.paynow@example.com' and subject = ${`Payment received for your order ${orderId}`}`,
    );
    expect(mailed?.n).toBe(1);
  });

  it('when the same completion arrives three times in sequence and three at once, then the order changes once', async () => {
    const { s, orderId, amount } = await placedOrder('COD');
    const { token } = await payNowToken(s, orderId);
    const completion = {
      token,
      paymentId: `pay_${randomUUID()}`,
      amount,
      instruments: [{ code: 'PHONEPE', amount, label: 'UPI (asha@okbank)' }],
      completedAt: new Date().toISOString(),
    };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await signed(internalPaths.completed, completion));
    answers.push(...(await Promise.all([1, 2, 3].map(() => signed(internalPaths.completed, completion)))));
    const parsed = answers.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return envelope(completedAnswer).parse(res.json()).RESPONSE;
    });
    expect(new Set(parsed.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(parsed[0]).toEqual({ outcome: 'ORDERED', referenceId: completion.paymentId, orderIds: [orderId] });
    expect(await prepaymentsOf(orderId)).toEqual([{ status: 'PAID', payment_id: completion.paymentId }]);
    expect(await instrumentsOf(orderId)).toEqual([{ code: 'PHONEPE', label: 'UPI (asha@okbank)', amount }]);
    const [told] = await rows<{ n: number }>(
      sql`select count(*)::int as n from notifications where title = 'Payment received' and text like ${`%${orderId}%`}`,
    );
    expect(told?.n).toBe(1);

    // Another amount than the token's is refused and changes nothing.
    const other = await placedOrder('COD');
    const wrong = await signed(internalPaths.completed, {
      ...completion,
      token: (await payNowToken(other.s, other.orderId)).token,
      paymentId: `pay_${randomUUID()}`,
      amount: other.amount - 100,
    });
    expect(wrong.statusCode).toBe(409);
    expect(errorBodySchema.parse(wrong.json()).RESPONSE.errorCode).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(await prepaymentsOf(other.orderId)).toEqual([{ status: 'HELD', payment_id: null }]);
  });

  it('when two pay-now payments of one order race, then one pays it and the other is refunded in full', async () => {
    const { s, orderId, amount } = await placedOrder('COD');
    const first = await payNowToken(s, orderId);
    // The payment service has opened the first token's payment before it was replaced.
    await optionsOf(first.token);
    // Less than a minute left: the next ask replaces the token instead of giving it again.
    await t.database.db.execute(
      sql`update order_prepayments set expires_at = now() + interval '30 seconds' where order_id = ${orderId}`,
    );
    const second = await payNowToken(s, orderId);
    expect(second.token).not.toBe(first.token);
    await optionsOf(second.token);

    const answers = await Promise.all([pay(first.token, 'CREDIT', visa), pay(second.token, 'CREDIT', visa)]);
    const done = answers.filter((a) => a.action === 'DONE');
    const refunded = answers.filter((a) => a.action === 'FAILED');
    expect(done).toHaveLength(1);
    expect(refunded).toHaveLength(1);
    expect(refunded[0]).toMatchObject({ error_message: paymentMessages.payNowAlreadyPaid });
    expect(refunded[0]?.redirect_url).toBe(`${apiOrigin}/order_details?order_id=${orderId}&pay_now=REFUNDED`);

    const prepayments = await prepaymentsOf(orderId);
    expect(prepayments.filter((r) => r.status === 'PAID')).toEqual([
      { status: 'PAID', payment_id: done[0]?.payment_id },
    ]);
    expect(await instrumentsOf(orderId)).toEqual([{ code: 'CREDIT', label: 'Visa card ending 1111', amount }]);
    const charges = await queryRows<{ id: string; status: string }>(
      payments.database.db,
      sql`select id, status from payments.charges where id in (${done[0]?.payment_id ?? ''}, ${refunded[0]?.payment_id ?? ''})`,
    );
    expect(Object.fromEntries(charges.map((c) => [c.id, c.status]))).toEqual({
      [done[0]?.payment_id ?? '']: 'SUCCESS',
      [refunded[0]?.payment_id ?? '']: 'REFUNDED',
    });
    // The refunded payment's own return finds it refunded, not paid.
    const confirmation = await confirmationOf(s, {
      reference_id: refunded[0]?.payment_id ?? '',
      token: done[0] === answers[0] ? second.token : first.token,
    });
    expect(confirmation).toMatchObject({
      statusCode: 402,
      statusMessage: ordersMessages.payNowRefunded,
      orderList: [],
    });
  });

  it('when a pay-now payment is declined, then its token is released and the next ask gets a new one', async () => {
    const { s, orderId } = await placedOrder('COD');
    const first = await payNowToken(s, orderId);
    const declined = await pay(first.token, 'CREDIT', { ...visa, card_number: '4000000000000002' });
    expect(declined).toMatchObject({ action: 'FAILED', error_code: 'PAYMENT_DECLINED' });
    expect(declined.redirect_url).toBe(`${apiOrigin}/order_details?order_id=${orderId}&pay_now=DECLINED`);
    expect(await prepaymentsOf(orderId)).toEqual([{ status: 'RELEASED', payment_id: null }]);
    const next = await payNowToken(s, orderId);
    expect(next.token).not.toBe(first.token);
    expect((await pay(next.token, 'CREDIT', visa)).action).toBe('DONE');
  });

  it('when another shopper, an unknown or a malformed order, a prepaid order or no login asks, then 404, 404, 400, 409 and 401', async () => {
    const { orderId } = await placedOrder('COD');
    const other = await shopper(t, { loggedIn: true });
    const foreign = await askPayNow(other, orderId);
    expect(foreign.statusCode).toBe(404);
    expect(errorBodySchema.parse(foreign.json()).RESPONSE).toMatchObject({
      errorCode: 'ORDER_NOT_FOUND',
      errorMessage: ordersMessages.notFound,
    });
    expect((await askPayNow(other, 'OD000000000000000000')).statusCode).toBe(404);
    expect((await askPayNow(other, 'x'.repeat(81))).statusCode).toBe(400);
    expect(await prepaymentsOf(orderId)).toEqual([]);

    const prepaid = await placedOrder('CREDIT');
    const refused = await askPayNow(prepaid.s, prepaid.orderId);
    expect(refused.statusCode).toBe(409);
    expect(errorBodySchema.parse(refused.json()).RESPONSE.errorCode).toBe('ORDER_ACTION_NOT_ALLOWED');

    const loggedOut = await t.call({ method: 'POST', url: payNowUrl(orderId), payload: {} });
    expect(loggedOut.statusCode).toBe(401);
  });

  it('when an order is delivered before its pay-now payment completes, then the payment is refunded and the order keeps cash on delivery', async () => {
    const { s, orderId, amount } = await placedOrder('COD');
    const { token } = await payNowToken(s, orderId);
    await optionsOf(token);
    await t.database.db.execute(sql`update order_item_units set status = 'delivered' where order_id = ${orderId}`);
    const answer = await pay(token, 'CREDIT', visa);
    expect(answer).toMatchObject({ action: 'FAILED', error_message: paymentMessages.payNowAlreadyPaid });
    expect(await instrumentsOf(orderId)).toBeNull();
    expect(await prepaymentsOf(orderId)).toEqual([{ status: 'RELEASED', payment_id: null }]);
    void amount;
  });

  it('when a paid completion never reached the API, then the reconciliation completes it once', async () => {
    const { s, orderId, amount } = await placedOrder('COD');
    const { token } = await payNowToken(s, orderId);
    const paid = await pay(token, 'CREDIT', visa);
    expect(paid.action).toBe('DONE');
    // As if the API had died before its transaction committed: the order knows nothing of the payment.
    await t.database.db.execute(
      sql`update order_prepayments set status = 'HELD', payment_id = null, paid_at = null,
                 created_at = now() - interval '1 minute' where order_id = ${orderId}`,
    );
    await t.database.db.execute(sql`update orders set instruments = null where id = ${orderId}`);
    const deps = { db: t.database.db, config: t.config, logger: createLogger('silent', 'test') };
    const endedSince = new Date(Date.now() - 24 * 3600_000);
    const run = await runReconciliation(deps, { holder: 'process-a', endedSince });
    expect(run?.reached).toBe(true);
    expect(run?.ordered).toBeGreaterThanOrEqual(1);
    expect(await prepaymentsOf(orderId)).toEqual([{ status: 'PAID', payment_id: paid.payment_id }]);
    expect(await instrumentsOf(orderId)).toEqual([{ code: 'CREDIT', label: 'Visa card ending 1111', amount }]);
    // A second run finds nothing left to do.
    const again = await runReconciliation(deps, { holder: 'process-b', endedSince });
    expect(again?.ordered ?? 0).toBe(0);
    expect(await prepaymentsOf(orderId)).toEqual([{ status: 'PAID', payment_id: paid.payment_id }]);
  });

  it('when pay-now payments were made by card, then no card number is in any row of the API or the payment service', async () => {
    const { s, orderId } = await placedOrder('COD');
    const { token } = await payNowToken(s, orderId);
    expect((await pay(token, 'CREDIT', { ...visa, card_number: '5555555555554444' })).action).toBe('DONE');
    let dump = '';
    for (const table of ['order_prepayments', 'orders', 'order_groups', 'notifications', 'outbox_messages'])
      dump += JSON.stringify(await rows(sql.raw(`select * from ${table}`)));
    const tables = await queryRows<{ table_name: string }>(
      payments.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'payments'`,
    );
    for (const { table_name } of tables)
      dump += JSON.stringify(await queryRows(payments.database.db, sql.raw(`select * from payments.${table_name}`)));
    expect(dump).toContain('ending 4444');
    for (const number of ['4111111111111111', '5555555555554444', '"737"']) expect(dump).not.toContain(number);
  });
});

import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.ts';
import { addressAt, type shopper, type TestListing } from './checkout-kit.ts';
import { internalPaths, signatureHeader } from '../../src/contracts/payment-internal.ts';
import { signBody } from '../../src/platform/signing.ts';

/**
 * Orders placed as a shopper places them (issue 12's path, as src/api/orders/orders.test.ts does):
 * the listings in the cart, a checkout, an address at the first listing's warehouse, an email, a
 * payment token, and the payment service's signed `completed` call with the instruments given.
 */

export type Shopper = Awaited<ReturnType<typeof shopper>>;

export interface PlacedOrders {
  orderIds: string[];
  paymentId: string;
  amount: number;
}

export async function placeOrder(
  t: TestApp,
  s: Shopper,
  listings: TestListing[],
  options: { instrument?: 'CREDIT' | 'COD'; email?: string; quantity?: number } = {},
): Promise<PlacedOrders> {
  const ok = <R extends { statusCode: number; body: string }>(res: R, what: string): R => {
    if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return res;
  };
  const quantity = options.quantity ?? 1;
  ok(
    await s.call({
      method: 'POST',
      url: '/api/4/cart/add',
      payload: Object.fromEntries(listings.map((l) => [l.listingId, { quantity, productId: l.productId }])),
    }),
    'cart add',
  );
  ok(
    await s.call({
      method: 'POST',
      url: '/api/4/checkout/init?loginFlow=false',
      payload: { checkoutType: 'PHYSICAL' },
    }),
    'checkout init',
  );
  const summary = ok(await s.summary(), 'checkout summary').json().RESPONSE;
  const refs = summary.orderSummary.buyableStateItems.map((i: { cartItemRefId: string }) => i.cartItemRefId);
  ok(await s.addContact(addressAt(listings[0]!, refs)), 'address');
  ok(
    await s.call({
      method: 'PUT',
      url: '/api/4/checkout/email',
      payload: { emailId: options.email ?? 'asha.orders@example.com' },
    }),
    'email',
  );
  const { token, amount } = ok(await s.token(), 'payment token').json().RESPONSE.getPaymentToken as {
    token: string;
    amount: number;
  };
  const paymentId = `PAY${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const label = options.instrument === 'COD' ? 'Cash on delivery' : 'Visa card ending 1111';
  const text = JSON.stringify({
    token,
    paymentId,
    amount,
    instruments: [{ code: options.instrument ?? 'CREDIT', amount, label }],
    completedAt: new Date().toISOString(),
  });
  const res = await t.app.inject({
    method: 'POST',
    url: internalPaths.completed,
    headers: {
      'content-type': 'application/json',
      [signatureHeader]: signBody(t.config.PAYMENTS_SIGNING_SECRET, text),
    },
    payload: text,
  });
  const answer = ok(res, 'completed').json().RESPONSE as { outcome: string; orderIds: string[] };
  if (answer.outcome !== 'ORDERED') throw new Error(`the payment was not ordered: ${res.body}`);
  return { orderIds: answer.orderIds, paymentId, amount };
}

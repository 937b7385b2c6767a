import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { successCard } from '../../../bench/lib/payments.ts';
import { createCatalogueGenerator, type GeneratedProduct } from '../../../src/cli/seed/generate-catalogue.ts';
import { defaultSeed } from '../../../src/cli/seed/seed-if-empty.ts';
import { signUpByCalls } from './shoppers.ts';
import { addressOf, sharedSeedProducts, type Storefront } from './storefront.ts';

/**
 * Orders placed through the calls, as a shopper's browser would make them but without the pages
 * (decision 0027: a browser checkout takes seconds; these take a fraction): the cart filled in one
 * add, checkout from the cart to a saved address, a payment token, the payment service's test card,
 * and the confirmation that turns the payment into orders (one an order's seller).
 */

export interface Buyable {
  listingId: string;
  productId: string;
  sellerId: string;
  title: string;
}

const catalogue: GeneratedProduct[] = [...createCatalogueGenerator(defaultSeed).products(sharedSeedProducts)];

/**
 * In-stock listings of categories no other browser file buys from (books, mobiles, televisions
 * and men's clothing are theirs), grouped by seller: `lane` picks a share of them of its own,
 * so two tests running at once never buy the same units.
 */
export function buyablesBySeller(lane: number, maxPricePaise = Number.POSITIVE_INFINITY): Map<string, Buyable[]> {
  const lanes = 8;
  const bySeller = new Map<string, Buyable[]>();
  const mine = catalogue.filter(
    (c, i) =>
      ['toys', 'kids-clothing', 'headphones', 'womens-clothing', 'cameras', 'games'].includes(c.product.categoryId) &&
      i % lanes === lane,
  );
  for (const { product, listings } of mine)
    for (const listing of listings) {
      if ((listing.stock ?? 0) < 10 || listing.price > maxPricePaise) continue;
      const list = bySeller.get(listing.sellerId) ?? [];
      list.push({ listingId: listing.id, productId: product.id, sellerId: listing.sellerId, title: product.title });
      bySeller.set(listing.sellerId, list);
    }
  return bySeller;
}

/** `count` listings of distinct sellers (so one payment places `count` orders), the `round`-th of each seller. */
export function oneOfEachSeller(bySeller: Map<string, Buyable[]>, count: number, round = 0): Buyable[] {
  // One line a product: the cart holds one listing of a product, so two sellers' listings of the
  // same product would leave one seller out.
  const products = new Set<string>();
  const picked: Buyable[] = [];
  for (const list of bySeller.values()) {
    const mine = list.filter((b) => !products.has(b.productId))[round];
    if (!mine || picked.length >= count) continue;
    products.add(mine.productId);
    picked.push(mine);
  }
  expect(picked.length, `${count} sellers with a listing in stock`).toBe(count);
  return picked;
}

/** Nagpur, in the middle of the country: every seller's warehouse (Kochi to Guwahati) delivers there. */
const deliveryAddress = {
  name: 'Meera Pillai',
  phone: '9847012345',
  pincode: '440001',
  addressLine1: '21 Kingsway, Sadar',
  city: 'Nagpur',
  state: 'Maharashtra',
  locationTypeTag: 'HOME',
};

type Envelope<T> = { RESPONSE: T };

/**
 * Buys the listings in one payment by the test card (no one-time password) and answers the ids
 * of the orders it placed, from the confirmation. The page's context must hold a logged-in
 * shopper; their cart must be empty of other lines.
 */
export async function placeOrdersByCalls(
  shop: Storefront,
  page: Page,
  buy: Buyable[],
  how: 'CARD' | 'COD' = 'CARD',
): Promise<{ orderIds: string[]; paymentId: string; token: string }> {
  const address = addressOf(page.context());
  const headers = { origin: shop.baseUrl, ...(address ? { 'x-forwarded-for': address } : {}) };
  const api = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> => {
    const res = await page.request.fetch(path, { method, headers, ...(data === undefined ? {} : { data }) });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBe(200);
    return ((await res.json()) as Envelope<T>).RESPONSE;
  };
  await api(
    'POST',
    '/api/4/cart/add',
    Object.fromEntries(buy.map((b) => [b.listingId, { productId: b.productId, quantity: 1 }])),
  );
  type Summary = {
    orderSummary: { buyableStateItems: { cartItemRefId: string }[]; coldStateItems?: unknown[] };
    addressData: { selectedContactId: string | null };
  };
  const init = await api<Summary>('POST', '/api/4/checkout/init?loginFlow=false', { checkoutType: 'PHYSICAL' });
  const cartItemRefIds = init.orderSummary.buyableStateItems.map((i) => i.cartItemRefId);
  expect(cartItemRefIds.length, `every line buyable: ${JSON.stringify(init.orderSummary.coldStateItems)}`).toBe(
    buy.length,
  );
  await api<Summary>('POST', '/api/4/checkout/contact', { ...deliveryAddress, cartItemRefIds });
  const { token } = (await api<{ getPaymentToken: { token: string } }>('GET', '/api/3/checkout/paymentToken'))
    .getPaymentToken;

  const pay = async <T>(path: string, body: Record<string, unknown>, key?: string): Promise<T> => {
    const res = await fetch(
      `${shop.paymentsUrl}${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: {
          origin: shop.baseUrl,
          'content-type': 'application/json',
          'x-device-source': 'web',
          ...(key ? { 'x-idempotency-key': key } : {}),
        },
        body: JSON.stringify({ token, ...body }),
      },
    );
    const text = await res.text();
    expect(res.status, `${path}: ${text}`).toBe(200);
    return (JSON.parse(text) as Envelope<T>).RESPONSE;
  };
  await pay('/api/v1/payments/options', {});
  const paid = await pay<{ action: string; payment_id: string | null }>(
    `/api/v1/payments/pay?instrument=${how === 'COD' ? 'COD' : 'CREDIT'}`,
    how === 'COD' ? await solvedCaptcha(shop, token) : successCard,
    randomUUID(),
  );
  expect(paid.action, JSON.stringify(paid)).toBe('DONE');
  const paymentId = paid.payment_id ?? '';
  const confirmation = `/api/1/self-serve/order/confirmation/?reference_id=${encodeURIComponent(paymentId)}&token=${encodeURIComponent(token)}`;
  let orderIds: string[] = [];
  await expect
    .poll(async () => {
      const answer = await api<{ statusCode: number; orderList: { orderId: string }[] }>('GET', confirmation);
      orderIds = answer.orderList.map((o) => o.orderId);
      return answer.statusCode;
    })
    .toBe(200);
  return { orderIds, paymentId, token };
}

/**
 * Cash on delivery's captcha, solved: the test captcha draws each character as an SVG <text>
 * element (src/payments/captcha.ts), read back in order.
 */
async function solvedCaptcha(shop: Storefront, token: string) {
  const res = await fetch(`${shop.paymentsUrl}/api/v1/payments/captcha/${encodeURIComponent(token)}`, {
    headers: { origin: shop.baseUrl, 'x-device-source': 'web' },
  });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  const { captcha_id, image } = (JSON.parse(text) as Envelope<{ captcha_id: string; image: string }>).RESPONSE;
  const svg = Buffer.from(image.slice(image.indexOf(',') + 1), 'base64').toString('utf8');
  const captcha_text = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
  return { captcha_id, captcha_text };
}

/**
 * Puts an order (or one unit) into a unit status through the fulfilment clock's own code path
 * (`POST /dev/order-status`, development pages only): events, notifications and e-mails as the
 * clock writes them.
 */
export async function moveOrder(shop: Storefront, page: Page, orderId: string, status: string, unitId?: string) {
  const address = addressOf(page.context());
  const res = await page.request.post('/dev/order-status', {
    data: { orderId, status, ...(unitId ? { unitId } : {}) },
    headers: { origin: shop.baseUrl, ...(address ? { 'x-forwarded-for': address } : {}) },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * Lanes of buyablesBySeller: each test that buys takes its own, so tests running at once on the
 * shared storefront never buy the same units.
 */
export const orderLanes = {
  flow: 0,
  scroll: 1,
  search: 2,
  notFound: 3,
  accessibility: 4,
  actions: 5,
  payNow: 6,
} as const;

/** A logged-in shopper (a page of their own) with one order placed, and its id. */
export async function shopperWithOrder(shop: Storefront, name: string, lane: number, round = 0) {
  const page = await shop.newPage();
  await signUpByCalls(shop, page, name);
  const [orderId = ''] = (await placeOrdersByCalls(shop, page, oneOfEachSeller(buyablesBySeller(lane), 1, round)))
    .orderIds;
  return { page, orderId };
}

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';
import { seedIfEmpty } from '../../src/cli/seed/seed-if-empty.ts';
import { queryRows } from '../../src/platform/db/rows.ts';
import type { Executor } from '../../src/platform/db/transaction.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createSessionStore } from '../../src/platform/session.ts';
import { setListingStock } from '../../src/api/catalogue/service.ts';
import { findPincode } from '../../src/api/location/service.ts';

/** Helpers of the checkout tests (src/api/checkout): a small seeded shop, shoppers with cookies, listings to buy. */

/** The newest six-digit code the development outbox holds for `recipient`. */
export async function lastCode(t: TestApp, recipient: string): Promise<string> {
  const res = await t.call({ method: 'GET', url: '/dev/outbox?format=json' });
  const messages = res.json().RESPONSE.messages as { recipient: string; body: string }[];
  const code = messages.find((m) => m.recipient === recipient)?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

export async function seedShop(t: TestApp): Promise<void> {
  await seedIfEmpty(t.database.db, { products: 24, logger: createLogger('silent', 'test'), seed: 37 });
}

export interface TestListing {
  listingId: string;
  productId: string;
  price: number;
  /** The listing's warehouse pincode: an address there is always served. */
  pincode: string;
  state: string;
  city: string;
}

/** `count` listings (in listing-id order, skipping `skip`), each given `stock` units. */
export async function listingsWithStock(t: TestApp, count: number, stock: number, skip = 0): Promise<TestListing[]> {
  const rows = await queryRows<{ id: string; product_id: string; price: number; warehouse_pincode: string }>(
    t.database.db,
    sql`select id, product_id, price, warehouse_pincode from listings order by id limit ${count} offset ${skip}`,
  );
  const out: TestListing[] = [];
  for (const row of rows) {
    await setListingStock({ db: t.database.db }, row.id, stock);
    const place = await findPincode(t.database, row.warehouse_pincode);
    if (!place) throw new Error(`no directory entry for ${row.warehouse_pincode}`);
    out.push({
      listingId: row.id,
      productId: row.product_id,
      price: row.price,
      pincode: row.warehouse_pincode,
      state: place.state,
      city: place.city,
    });
  }
  return out;
}

export async function stockOf(db: Executor, listingId: string): Promise<number> {
  const [row] = await queryRows<{ stock: number }>(db, sql`select stock from listings where id = ${listingId}`);
  return Number(row?.stock);
}

/** A shopper's calls with a browser-like cookie jar; `loggedIn` gives a new account a session. */
export async function shopper(t: TestApp, options: { loggedIn: boolean }) {
  let sid = options.loggedIn ? (await createSessionStore(t.database.db).create(randomUUID())).token : null;
  const call = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const res = await t.call({
      ...options,
      headers: { ...(options.headers ?? {}), ...(sid ? { cookie: `sid=${sid}` } : {}) },
    });
    const set = res.cookies.find((c) => c.name === 'sid');
    if (set?.value) sid = set.value;
    return res;
  };
  return {
    call,
    get sid() {
      return sid;
    },
    buyNow: (listingId: string) =>
      call({
        method: 'POST',
        url: '/api/4/checkout/init?loginFlow=false',
        payload: { checkoutType: 'PHYSICAL', listings: [{ listingId, qty: 1 }] },
      }),
    /** Adds one unit of each listing to the cart (the cart domain's call). */
    addToCart: (items: TestListing[]) =>
      call({
        method: 'POST',
        url: '/api/4/cart/add',
        payload: Object.fromEntries(items.map((l) => [l.listingId, { quantity: 1, productId: l.productId }])),
      }),
    cart: () => call({ method: 'GET', url: '/api/3/cart/details' }),
    summary: () => call({ method: 'GET', url: `/api/4/checkout?v=${Date.now()}` }),
    addContact: (payload: Record<string, unknown>) => call({ method: 'POST', url: '/api/4/checkout/contact', payload }),
    token: () => call({ method: 'GET', url: '/api/3/checkout/paymentToken' }),
  };
}

/** A valid address at the listing's warehouse pincode. */
export const addressAt = (l: TestListing, cartItemRefIds: string[]) => ({
  name: 'Asha Rao',
  phone: '+919876543210',
  pincode: l.pincode,
  addressLine2: 'Flat 4B',
  addressLine1: '12 MG Road, Ashok Nagar',
  city: l.city,
  state: l.state,
  landmark: '',
  alternatePhone: '',
  locationTypeTag: 'HOME',
  cartItemRefIds,
});

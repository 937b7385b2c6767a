import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../tests/support/test-app.ts';
import { seedIfEmpty } from '../../cli/seed/seed-if-empty.ts';
import { queryRows } from '../../platform/db/rows.ts';
import type { Executor } from '../../platform/db/transaction.ts';
import { createLogger } from '../../platform/logger.ts';
import { createSessionStore } from '../../platform/session.ts';
import { setListingStock } from '../catalogue/service.ts';
import { findPincode } from '../location/service.ts';

/** Helpers of the checkout tests: a small seeded shop, shoppers with cookies, listings to buy. */

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

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { seedAccounts } from '../../cli/seed/seed-accounts.ts';
import { seedIfEmpty } from '../../cli/seed/seed-if-empty.ts';
import { wishlistChangeSchema, wishlistSchema } from '../../contracts/wishlist.ts';
import { userStateSchema } from '../../contracts/user-state.ts';
import { queryRows } from '../../platform/db/rows.ts';
import { createLogger } from '../../platform/logger.ts';
import { createSessionStore } from '../../platform/session.ts';

let t: TestApp;
type Listing = { id: string; product_id: string };
let listings: Listing[];
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, { products: 30, logger: createLogger('silent', 'test'), seed: 11 });
  await seedAccounts(t.database.db);
  listings = await queryRows<Listing>(
    t.database.db,
    sql`select distinct on (product_id) id, product_id from listings order by product_id, id limit 8`,
  );
}, 300_000);
afterAll(() => t.close());

/** A logged-in session of an account (a fresh id by default: the wishlist keeps accounts' ids, not their rows). */
async function shopper(accountId = `wishlist-account-${++seq}`): Promise<string> {
  const { token } = await createSessionStore(t.database.db).create(accountId);
  return `sid=${token}`;
}
const P = (i: number) => (listings[i] as Listing).product_id;
const call = (cookie: string | undefined, method: 'GET' | 'POST', url: string) =>
  t.call({ method, url, ...(cookie ? { headers: { cookie } } : {}) });
const change = async (cookie: string, action: 'add' | 'delete', query: string) => {
  const res = await call(cookie, 'POST', `/api/2/ugc/wishlist/${action}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return wishlistChangeSchema.parse(res.json().RESPONSE);
};
const wishlist = async (cookie: string, query = '') =>
  wishlistSchema.parse((await call(cookie, 'GET', `/api/2/ugc/wishlist${query}`)).json().RESPONSE);

describe('wishlist', () => {
  it('when a visitor calls any wishlist endpoint, then 401 WISHLIST_LOGIN_REQUIRED with the spec message', async () => {
    for (const [method, url] of [
      ['GET', '/api/2/ugc/wishlist?count=-1'],
      ['POST', `/api/2/ugc/wishlist/add?productIds=${P(0)}`],
      ['POST', `/api/2/ugc/wishlist/delete?productIds=${P(0)}`],
      // The login check comes first, even for malformed input.
      ['POST', '/api/2/ugc/wishlist/add'],
    ] as const) {
      const res = await call(undefined, method, url);
      expect(res.statusCode).toBe(401);
      expect(res.json().RESPONSE).toMatchObject({
        errorCode: 'WISHLIST_LOGIN_REQUIRED',
        errorMessage: 'Please login for wishlisting a product',
      });
    }
  });

  it('when a shopper adds, re-adds and deletes products, then AddedItems and RemovedItems name only what changed', async () => {
    // A seeded account: the user state reads the account row.
    const cookie = await shopper('demo-active');
    const added = await change(
      cookie,
      'add',
      `productIds=${P(0)},${P(1)}&listingIds=${listings[0]!.id},${listings[1]!.id}&tags=gift,diwali`,
    );
    expect(added.AddedItems).toEqual([
      { productId: P(0), listingId: listings[0]!.id },
      { productId: P(1), listingId: listings[1]!.id },
    ]);
    expect(added.RemovedItems).toEqual([]);
    expect(added.productIds).toEqual([P(1), P(0)]);

    // Repeated query values (spec 000 §7's client) and one already there.
    const again = await change(cookie, 'add', `productIds=${P(1)}&productIds=${P(2)}`);
    expect(again.AddedItems).toEqual([{ productId: P(2), listingId: null }]);

    const list = await wishlist(cookie, '?count=-1');
    expect(list.count).toBe(3);
    expect(list.items.map((i) => i.productId)).toEqual([P(2), P(1), P(0)]);
    expect(list.items[2]).toMatchObject({ listingId: listings[0]!.id, tags: ['gift', 'diwali'] });
    expect(list.items[0]?.title.length).toBeGreaterThan(0);
    expect((await wishlist(cookie, '?count=2')).items).toHaveLength(2);
    expect((await wishlist(cookie, '?count=2')).count).toBe(3);

    const removed = await change(cookie, 'delete', `productIds=${P(0)},${P(5)}`);
    expect(removed.RemovedItems).toEqual([{ productId: P(0), listingId: listings[0]!.id }]);
    expect(removed.AddedItems).toEqual([]);
    const state = userStateSchema.parse(
      (
        await t.call({ method: 'POST', url: '/api/3/user/state', payload: { abDataId: 'w' }, headers: { cookie } })
      ).json().RESPONSE,
    );
    expect(state.wishlist.productIds).toEqual([P(2), P(1)]);
  });

  it('when a product is unknown or a listing is of another product, then 404 and nothing is written', async () => {
    const cookie = await shopper();
    for (const query of [`productIds=${P(0)},NOSUCHPRODUCT`, `productIds=${P(0)}&listingIds=${listings[1]!.id}`]) {
      const res = await call(cookie, 'POST', `/api/2/ugc/wishlist/add?${query}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().RESPONSE.errorCode).toBe('WISHLIST_PRODUCT_NOT_FOUND');
    }
    expect((await wishlist(cookie)).count).toBe(0);
  });

  it('when the query is malformed, then 400 in the error shape', async () => {
    const cookie = await shopper();
    for (const url of [
      '/api/2/ugc/wishlist/add',
      '/api/2/ugc/wishlist/add?productIds=',
      `/api/2/ugc/wishlist/add?productIds=${P(0)},${P(1)}&listingIds=${listings[0]!.id}`,
      `/api/2/ugc/wishlist/add?productIds=${'x'.repeat(5000)}`,
      `/api/2/ugc/wishlist/add?productIds=a%00b`,
      '/api/2/ugc/wishlist?count=0',
      '/api/2/ugc/wishlist?count=-2',
      '/api/2/ugc/wishlist?count=1.5',
    ]) {
      const res = await call(cookie, url.includes('/add') ? 'POST' : 'GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(typeof res.json().RESPONSE.errorCode).toBe('string');
    }
  });
});

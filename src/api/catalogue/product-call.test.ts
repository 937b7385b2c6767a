import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { seedIfEmpty } from '../../cli/seed/seed-if-empty.ts';
import { productPageResponse, type ProductPage } from '../../contracts/product.ts';
import { stalenessBoundMs } from '../../platform/events/event-bus.ts';
import { createLogger } from '../../platform/logger.ts';
import { listings, sellers } from './schema.ts';
import { setListingPrice, setListingStock } from './service.ts';

// The product call reads its product, offers and variants in one prepared statement and keeps
// nothing between calls (decision 0034): a change is in the very next answer, not after an event,
// and a call costs the embedded database one round trip.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, { products: 120, logger: createLogger('silent', 'test'), seed: 11 });
}, 120_000);
afterAll(() => t.close());

const pageOf = async (requestContext: object): Promise<ProductPage> => {
  const res = await t.call({ method: 'POST', url: '/api/3/page/dynamic/product', payload: { requestContext } });
  expect(res.statusCode).toBe(200);
  return productPageResponse.parse(res.json()).RESPONSE;
};

const sellersOf = async (productId: string) => {
  const res = await t.call({
    method: 'POST',
    url: '/api/3/page/dynamic/product-sellers',
    payload: { requestContext: { productId } },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { RESPONSE: { sellers: { listingId: string; price: number; stockState: string }[] } }).RESPONSE
    .sellers;
};

/** A model of several variants, each in stock, as the product call shows it. */
async function modelInStock(): Promise<ProductPage> {
  const browse = await t.call({
    method: 'POST',
    url: '/api/1/product/smart-browse',
    payload: { requestContext: { store: 'all', count: 60 } },
  });
  for (const { id } of browse.json().RESPONSE.products as { id: string }[]) {
    const page = await pageOf({ productId: id });
    const variants = Object.values(page.swatch.products);
    if (page.listing?.stockState === 'IN_STOCK' && variants.length > 1 && variants.every((v) => v.available))
      return page;
  }
  throw new Error('the seed has no model with several variants in stock');
}

/**
 * The SQL statements the database driver is handed while `work` runs, the event bus's polling
 * left out. Both drivers are wrapped where drizzle and preparedRead call them: PGlite's `query`
 * and `exec`, and the `pg` pool's `query`.
 */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const handle: unknown = (t.database.db as { $client?: unknown }).$client;
  const client = handle as Record<string, (...args: unknown[]) => unknown>;
  const seen: string[] = [];
  const names = ['query', 'exec'].filter((n) => typeof client[n] === 'function');
  const originals = names.map((n) => client[n]!);
  names.forEach((n, i) => {
    client[n] = (...args: unknown[]) => {
      const first = args[0] as string | { text: string };
      const text = typeof first === 'string' ? first : first.text;
      if (!text.includes('domain_events')) seen.push(text);
      return originals[i]!.apply(client, args);
    };
  });
  try {
    await work();
  } finally {
    names.forEach((n, i) => (client[n] = originals[i]!));
  }
  return seen;
}

describe('the product call’s cost', () => {
  it('when a product is asked for by item id, by product id or for another seller, then the database is asked one statement (once it is prepared)', async () => {
    const model = await modelInStock();
    const sibling = Object.entries(model.swatch.products).find(([id]) => id !== model.product.productId)!;
    const requests = [
      { itemId: model.product.itemId },
      { productId: sibling[0] },
      { itemId: model.product.itemId, listingId: model.listing!.listingId },
    ];
    for (const requestContext of requests) {
      // The first call of a kind prepares its statement once for the connection. The seed's events
      // reach this process's bus within its staleness bound and clear the product cache (its
      // brands, categories and sellers are read again once): polled until that has passed.
      await pageOf(requestContext);
      await expect
        .poll(async () => (await statementsDuring(() => pageOf(requestContext))).length, {
          message: JSON.stringify(requestContext),
          timeout: 2 * stalenessBoundMs,
        })
        .toBe(1);
    }
  });
});

describe('the product call after a change', () => {
  it('when the shown seller lowers the price, then the next call shows the new price and discount', async () => {
    const before = await modelInStock();
    const listing = before.listing!;
    const price = listing.price - 10_000;
    await setListingPrice(t.database, listing.listingId, { price, mrp: listing.mrp });

    const after = await pageOf({ productId: before.product.productId });
    expect(after.listing).toMatchObject({ listingId: listing.listingId, price });
    expect(after.product.price).toBe(price);
    expect(after.product.discountPercent).toBe(Math.floor(((listing.mrp - price) * 100) / listing.mrp));
    expect((await sellersOf(before.product.productId)).find((s) => s.listingId === listing.listingId)?.price).toBe(
      price,
    );
  });

  it('when every listing of a variant sells out, then the next call shows it out of stock, here and in its siblings’ swatch', async () => {
    const model = await modelInStock();
    const productId = model.product.productId;
    const sibling = Object.keys(model.swatch.products).find((id) => id !== productId)!;
    await pageOf({ productId: sibling });
    for (const { listingId } of await sellersOf(productId)) await setListingStock(t.database, listingId, 0);

    const after = await pageOf({ productId });
    expect(after.product.inStock).toBe(false);
    expect(after.listing?.stockState).toBe('OUT_OF_STOCK');
    expect((await pageOf({ productId: sibling })).swatch.products[productId]?.available).toBe(false);
  });

  it('when a seller who joined after the process read the sellers offers the product, then the next call shows that offer', async () => {
    const model = await modelInStock();
    const productId = model.product.productId;
    const listing = model.listing!;
    await t.database.db.insert(sellers).values({
      id: 'SELNEW1',
      name: 'Nayi Dukaan Retail',
      rating: 4.4,
      ratingCount: 12,
      city: 'Pune',
      assured: true,
      sinceYear: 2017,
    });
    await t.database.db.insert(listings).values({
      id: 'LSTNEW1',
      productId,
      sellerId: 'SELNEW1',
      price: listing.price,
      mrp: listing.mrp,
      stock: 40,
      warehousePincode: '411001',
      returnPolicy: { kind: 'RETURN', days: 10 },
    });

    const after = await pageOf({ productId, listingId: 'LSTNEW1' });
    expect(after.listing?.seller).toEqual({
      id: 'SELNEW1',
      name: 'Nayi Dukaan Retail',
      rating: 4.4,
      ratingCount: 12,
      assured: true,
      city: 'Pune',
    });
    expect(after.otherSellers.count).toBe(model.otherSellers.count + 1);
    expect((await sellersOf(productId)).map((s) => s.listingId)).toContain('LSTNEW1');
  });
});

import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { seedIfEmpty } from '../../cli/seed/seed-if-empty.ts';
import type { Database } from '../../platform/db/database.ts';
import { createLogger } from '../../platform/logger.ts';
import { refreshBuyBox } from './repository.ts';
import { listings, products } from './schema.ts';
import { listBrandGroups, listProductCards } from './service.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase(['app']);
  await seedIfEmpty(database.db, { products: 200, logger: createLogger('silent', 'test'), seed: 11 });
});
afterAll(() => database.close());

const groupsOf = async (ids: string[]) =>
  await database.db
    .select({ id: products.id, group: products.variantGroupId, category: products.categoryId })
    .from(products)
    .where(inArray(products.id, ids));

describe('product rows', () => {
  it('when a row is listed, then each model shows once, however many variants it has', async () => {
    const cards = await listProductCards(database.db, { sort: 'popularity', limit: 12 });
    expect(cards).toHaveLength(12);
    const rows = await groupsOf(cards.map((c) => c.productId));
    expect(new Set(rows.map((r) => r.group)).size).toBe(12);
  });

  it('when a row spreads over categories, then its first cards come from different categories', async () => {
    const categoryIds = ['mobiles', 'televisions', 'books'];
    const cards = await listProductCards(database.db, { categoryIds, sort: 'discount', limit: 6, spread: true });
    const rows = await groupsOf(cards.map((c) => c.productId));
    const byId = new Map(rows.map((r) => [r.id, r.category]));
    expect(new Set(cards.slice(0, 3).map((c) => byId.get(c.productId)))).toEqual(new Set(categoryIds));
  });

  it('when a row is sorted by discount, then the discounts never rise along it', async () => {
    const cards = await listProductCards(database.db, { categoryIds: ['mens-clothing'], sort: 'discount', limit: 8 });
    const discounts = cards.map((c) => c.discountPercent);
    expect(discounts).toEqual([...discounts].sort((a, b) => b - a));
  });
});

describe('the buy box', () => {
  it('when the cheapest listing sells out, then the product takes the next in-stock price, and leaves the rows when none is left', async () => {
    const all = await database.db
      .select()
      .from(listings)
      .orderBy(asc(listings.productId), asc(listings.price), asc(listings.id));
    const productId = all.find((l, i) => all[i + 1]?.productId === l.productId)?.productId ?? '';
    const offers = all.filter((l) => l.productId === productId);
    expect(offers.length).toBeGreaterThan(1);
    await database.db.update(listings).set({ stock: 5 }).where(eq(listings.productId, productId));
    await database.db
      .update(listings)
      .set({ stock: 0 })
      .where(eq(listings.id, offers[0]?.id ?? ''));
    await refreshBuyBox(database.db, [productId]);
    const [after] = await database.db.select().from(products).where(eq(products.id, productId));
    expect(after?.price).toBe(offers[1]?.price);
    expect(after?.buyBoxListingId).toBe(offers[1]?.id);

    await database.db.update(listings).set({ stock: 0 }).where(eq(listings.productId, productId));
    await refreshBuyBox(database.db, [productId]);
    const [soldOut] = await database.db.select().from(products).where(eq(products.id, productId));
    expect(soldOut?.inStock).toBe(false);
    const cards = await listProductCards(database.db, { sort: 'popularity', limit: 500 });
    expect(cards.some((c) => c.productId === productId)).toBe(false);
  });
});

describe('brand groups', () => {
  it('when the footer asks for brands, then each category lists its brands with brand browse URLs', async () => {
    const groups = await listBrandGroups(database.db);
    expect(groups).toHaveLength(18);
    const tvs = groups.find((g) => g.category === 'Televisions');
    expect(tvs?.brands.every((b) => /^\/televisions\/[a-z0-9-]+~brand\/pr\?sid=ckf,czl$/.test(b.url))).toBe(true);
  });
});

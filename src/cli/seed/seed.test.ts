import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/test-database.ts';
import { refreshBuyBox, selectCatalogueSnapshot } from '../../api/catalogue/repository.ts';
import { listings, products } from '../../api/catalogue/schema.ts';
import { listExperiments } from '../../api/engagement/repository.ts';
import type { Database } from '../../platform/db/database.ts';
import { createLogger } from '../../platform/logger.ts';
import { loadConfig } from '../../platform/config.ts';
import {
  categoryTemplates,
  coverageSize,
  createCatalogueGenerator,
  productsPerBrand,
  slugify,
} from './generate-catalogue.ts';
import { seedIfEmpty } from './seed-if-empty.ts';
import { queryRows } from '../../platform/db/rows.ts';
import { vacuumIfStale } from '../../api/search/repository.ts';

const logger = createLogger('silent', 'test');
let first: Database;
let second: Database;
beforeAll(async () => {
  [first, second] = await Promise.all([createTestDatabase(['app']), createTestDatabase(['app'])]);
  await seedIfEmpty(first.db, { products: 150, logger, seed: 42 });
  await seedIfEmpty(second.db, { products: 150, logger, seed: 42 });
});
afterAll(async () => {
  await first.close();
  await second.close();
});

describe('the demo catalogue seed', () => {
  it('when two databases are seeded with the same seed number, then they hold the same catalogue', async () => {
    const [a, b] = await Promise.all([selectCatalogueSnapshot(first.db), selectCatalogueSnapshot(second.db)]);
    expect(a.products).toHaveLength(150);
    expect(a.listings.length).toBeGreaterThanOrEqual(150);
    expect(b).toEqual(a);
  });

  it('when another seed number is used, then the catalogue differs', () => {
    const take = (seed: number) => [...createCatalogueGenerator(seed).products(20)].map((p) => p.product.title);
    expect(take(42)).toEqual(take(42));
    expect(take(43)).not.toEqual(take(42));
  });

  it('when the catalogue is generated, then every category of the spec has products with grouped specs, ratings and listings', async () => {
    const { products: rows, listings: offers, categories } = await selectCatalogueSnapshot(first.db);
    expect(categories.map((c) => c.id).sort()).toEqual(
      [
        'books',
        'cameras',
        'games',
        'headphones',
        'mens-clothing',
        'mens-watches',
        'microwave-ovens',
        'mobiles',
        'refrigerators',
        'tablets',
        'televisions',
        'washing-machines',
        'womens-clothing',
        'kids-clothing',
        'toys',
        'kitchen-dining',
        'furniture',
        'sports',
      ].sort(),
    );
    for (const category of categories) expect(rows.some((p) => p.categoryId === category.id)).toBe(true);
    for (const p of rows) {
      expect(p.id).toMatch(/^[A-Z]{3}[A-Z0-9]{13}$/);
      expect(p.itemId).toMatch(/^itm[a-z0-9]{13}$/);
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(p.specifications.length).toBeGreaterThan(0);
      expect(p.ratingBreakup.reduce((s, n) => s + n, 0)).toBe(p.ratingCount);
      const own = offers.filter((l) => l.productId === p.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(new Set(own.map((l) => l.sellerId)).size).toBe(own.length);
      // The product carries its buy box: the cheapest listing in stock (or the cheapest of all).
      const inStock = own.filter((l) => l.stock > 0);
      const best = [...(inStock.length ? inStock : own)].sort((x, y) => x.price - y.price)[0];
      expect(p.price).toBe(best?.price);
      expect(p.inStock).toBe(inStock.length > 0);
    }
    expect(rows.filter((p) => p.categoryId === 'books').every((p) => p.authors.length === 1)).toBe(true);
  });

  it('when the default catalogue is generated, then every brand of every category has a page of products', () => {
    const size = loadConfig({}).SEED_PRODUCTS;
    expect(size).toBeGreaterThanOrEqual(coverageSize());
    const perBrand = new Map<string, number>();
    for (const { product } of createCatalogueGenerator(2017).products(size)) {
      const key = `${product.categoryId}/${product.brandId}`;
      perBrand.set(key, (perBrand.get(key) ?? 0) + 1);
    }
    for (const t of categoryTemplates)
      for (const brand of t.brands)
        expect(perBrand.get(`${t.id}/${slugify(brand)}`), `${t.id} ${brand}`).toBeGreaterThanOrEqual(productsPerBrand);
  });

  it('when the catalogue is smaller than the coverage, then it still spreads over every category first', () => {
    const categories = new Set(
      [...createCatalogueGenerator(9).products(categoryTemplates.length * 3)].map((p) => p.product.categoryId),
    );
    expect(categories.size).toBe(categoryTemplates.length);
  });

  it('when the seed chose each buy box while generating, then the rule in SQL (refreshBuyBox) agrees on every product', async () => {
    const before = await selectCatalogueSnapshot(first.db);
    await refreshBuyBox(first.db);
    expect(await selectCatalogueSnapshot(first.db)).toEqual(before);
    const rows = await queryRows<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from products p join listings l on l.id = p.buy_box_listing_id and l.product_id = p.id`,
    );
    expect(rows[0]?.n).toBe(150);
  });

  it('when seedIfEmpty runs on a database that has data, then it changes nothing', async () => {
    const before = await selectCatalogueSnapshot(first.db);
    expect(await seedIfEmpty(first.db, { products: 500, logger, seed: 1 })).toBe(false);
    expect(await selectCatalogueSnapshot(first.db)).toEqual(before);
  });

  it('when a listing would go below zero stock, then the database refuses it', async () => {
    const [listing] = await first.db.select().from(listings).limit(1);
    await expect(
      first.db
        .update(listings)
        .set({ stock: -1 })
        .where(eq(listings.id, listing?.id ?? '')),
    ).rejects.toThrow();
  });

  it('when the content is seeded, then both Desktop and Mobile experiments exist', async () => {
    const apps = new Set((await listExperiments(first.db)).map((e) => e.appId));
    expect(apps).toEqual(new Set(['Desktop', 'Mobile']));
  });

  it('when the catalogue is seeded, then every product is in the search index and the stored lists exist', async () => {
    const count = async (table: string) =>
      (await queryRows<{ n: number }>(first.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]?.n;
    expect(await count('search_documents')).toBe(150);
    expect(await count('search_suggestions')).toBeGreaterThan(20);
    expect(await count('search_collections')).toBeGreaterThanOrEqual(8);
  });

  it('when money is stored, then it is whole paise', async () => {
    const result = await first.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.price} % 100 <> 0`);
    expect(result[0]?.n).toBe(0);
  });
});

describe('the search rows after a bulk load', () => {
  const outOfOrder = async (db: Database['db']) =>
    (
      await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from (
              select (brand_id, rating_count) < lag((brand_id, rating_count)) over (order by ctid) as back
              from search_documents) r where back`,
      )
    )[0]?.n ?? -1;
  const contents = (db: Database['db']) =>
    queryRows<{ id: string; price: number }>(
      db,
      sql`select product_id as id, price from search_documents order by product_id`,
    );

  it('when the seed orders them for the embedded database, then they lie in brand and popularity order and none is lost or changed', async () => {
    const before = await contents(second.db);
    expect(await outOfOrder(second.db)).toBeGreaterThan(0);
    expect(await vacuumIfStale(second.db, { cluster: true })).toBe(true);
    expect(await outOfOrder(second.db)).toBe(0);
    expect(await contents(second.db)).toEqual(before);
    // Vacuumed as well: a second call has nothing to do.
    expect(await vacuumIfStale(second.db, { cluster: true })).toBe(false);
  });
});

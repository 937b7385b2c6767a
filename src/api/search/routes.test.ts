import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { seedIfEmpty } from '../../cli/seed/seed-if-empty.ts';
import { collections } from '../../cli/seed/seed-collections.ts';
import type { FacetsResult, SearchResult, SmartBrowsePayload } from '../../contracts/search.ts';
import { createLogger } from '../../platform/logger.ts';
import { serviceableWarehouses } from '../location/service.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/rows.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, { products: 1300, logger: createLogger('silent', 'test'), seed: 2017 });
}, 120_000);
afterAll(() => t.close());

type Context = SmartBrowsePayload['requestContext'];
async function browse(requestContext: Context): Promise<SearchResult> {
  const res = await t.call({ method: 'POST', url: '/api/1/product/smart-browse', payload: { requestContext } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().RESPONSE;
}
async function facets(query: string): Promise<FacetsResult> {
  const res = await t.call({ method: 'GET', url: `/api/1/product/smart-browse/facets?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().RESPONSE;
}

describe('smart-browse relevance', () => {
  it("when a shopper misspells 'samsng galxy', then Samsung Galaxy phones are found, title matches first", async () => {
    const result = await browse({ q: 'samsng galxy' });
    expect(result.pageContext.searchMetaData.correctedQuery).toBe('samsung galaxy');
    expect(result.totalCount).toBeGreaterThan(0);
    const first = result.products.slice(0, 10);
    expect(first.every((p) => p.brand === 'Samsung' && /galaxy/i.test(p.title))).toBe(true);
    expect(result.products.some((p) => p.categoryId === 'mobiles' && /^Samsung Galaxy/.test(p.title))).toBe(true);
  });

  it("when the query names a category ('washing machine 7 kg'), then it lands on that category with the rest as the query", async () => {
    const result = await browse({ q: 'washing machine 7 kg' });
    expect(result.pageContext.searchMetaData.detectedCategory?.id).toBe('washing-machines');
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.products.every((p) => p.categoryId === 'washing-machines' && p.title.includes('7 kg'))).toBe(true);
  });

  it("when the query is just a category ('mobiles'), then the page is that category's products", async () => {
    const result = await browse({ q: 'mobiles' });
    expect(result.pageContext.searchMetaData.detectedCategory?.id).toBe('mobiles');
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.every((p) => p.categoryId === 'mobiles')).toBe(true);
  });

  it("when the query is a category word that is not in any title ('phone', 'phones'), then it lands on mobiles instead of being 'corrected' to iphone or headphones", async () => {
    for (const q of ['phone', 'phones']) {
      const result = await browse({ q });
      expect(result.pageContext.searchMetaData.correctedQuery).toBeNull();
      expect(result.pageContext.searchMetaData.detectedCategory?.id).toBe('mobiles');
      expect(result.products.every((p) => p.categoryId === 'mobiles')).toBe(true);
      expect(result.products.some((p) => !/iphone/i.test(p.title))).toBe(true);
    }
  });

  it('when a product card is returned, then it carries what the card shows', async () => {
    const [p] = (await browse({ q: 'samsung' })).products;
    expect(p?.url).toMatch(/^\/[a-z0-9-]+\/p\/itm[a-z0-9]{13}$/);
    expect(p?.imageId).toBe(p?.id);
    expect(p?.price).toBeGreaterThan(0);
    expect(p?.mrp).toBeGreaterThanOrEqual(p?.price ?? 0);
    expect(p?.keySpecs.length).toBeGreaterThan(0);
  });
});

describe('smart-browse sorts and pages', () => {
  const ordered = (values: number[], direction: 1 | -1) =>
    values.every((v, i) => i === 0 || (v - (values[i - 1] ?? 0)) * direction >= 0);
  it('when sorted by price, popularity, discount or newest, then the page is in that order', async () => {
    const store = 'tyy,4io';
    expect(
      ordered(
        (await browse({ store, sort: 'price_asc' })).products.map((p) => p.price),
        1,
      ),
    ).toBe(true);
    expect(
      ordered(
        (await browse({ store, sort: 'price_desc' })).products.map((p) => p.price),
        -1,
      ),
    ).toBe(true);
    expect(
      ordered(
        (await browse({ store, sort: 'popularity' })).products.map((p) => p.rating.count),
        -1,
      ),
    ).toBe(true);
    expect(
      ordered(
        (await browse({ store, sort: 'discount' })).products.map((p) => p.discountPercent),
        -1,
      ),
    ).toBe(true);
    expect((await browse({ store, sort: 'newest' })).products.length).toBeGreaterThan(0);
  });

  it('when the second page is asked for, then it starts at 60 and shares no product with the first', async () => {
    const first = await browse({ start: 0, sort: 'popularity' });
    const second = await browse({ start: 60, sort: 'popularity' });
    expect(first.products).toHaveLength(60);
    expect(second.start).toBe(60);
    expect(second.totalCount).toBe(first.totalCount);
    const ids = new Set(first.products.map((p) => p.id));
    expect(second.products.some((p) => ids.has(p.id))).toBe(false);
  });

  it('when page 10,000 is asked for, then the answer is an empty page, not an error', async () => {
    const result = await browse({ start: 9_999 * 60 });
    expect(result.products).toEqual([]);
    expect(result.totalCount).toBe(1300);
  });
});

describe('smart-browse filters, tags and facets', () => {
  it('when facets are counted, then a brand count is what filtering by that brand finds', async () => {
    const all = await facets('sid=tyy,4io');
    const brand = all.facets.find((f) => f.name === 'brand')?.values[0];
    expect(brand).toBeDefined();
    expect(all.facets.find((f) => f.name === 'brand')?.values.reduce((s, v) => s + v.count, 0)).toBe(all.totalCount);
    const filtered = await browse({ store: 'tyy,4io', filters: { brand: [brand?.value ?? ''] } });
    expect(filtered.totalCount).toBe(brand?.count);
    const narrowed = await facets(`sid=tyy,4io&brand=${brand?.value}`);
    expect(
      narrowed.facets.find((f) => f.name === 'brand')?.values.find((v) => v.value === brand?.value)?.selected,
    ).toBe(true);
    // The category's own specifications are facets too.
    expect(narrowed.facets.map((f) => f.name)).toEqual(
      expect.arrayContaining(['category', 'price', 'rating', 'discount', 'availability', 'ram', 'storage']),
    );
  });

  it('when filtered by price range, rating, discount and stock, then every product qualifies', async () => {
    const result = await browse({
      filters: { price: ['1000-4999'], rating: ['4'], discount: ['10'], availability: ['exclude-out-of-stock'] },
    });
    expect(result.totalCount).toBeGreaterThan(0);
    for (const p of result.products) {
      expect(p.price).toBeGreaterThanOrEqual(100_000);
      expect(p.price).toBeLessThanOrEqual(499_999);
      expect(p.rating.average).toBeGreaterThanOrEqual(4);
      expect(p.discountPercent).toBeGreaterThanOrEqual(10);
      expect(p.inStock).toBe(true);
    }
  });

  it('when words are filtered by rating, then exactly the products of that rating and up are counted, and stop words alone still find nothing', async () => {
    type Count = { n: number };
    for (const [stars, expectedSql] of [
      ['4', sql`rating_average >= 4`],
      ['3', sql`rating_average >= 3`],
      ['1', sql`rating_average >= 1`],
    ] as const) {
      const [row] = await queryRows<Count>(
        t.database.db,
        sql`select count(*)::int as n from search_documents
            where category_id = 'mens-clothing' and document @@ to_tsquery('english', 'shirt') and ${expectedSql}`,
      );
      const result = await browse({ q: 'shirt', filters: { category: ['mens-clothing'], rating: [stars] } });
      expect(result.totalCount, `${stars} stars and up`).toBe(row?.n);
      expect(result.products.every((p) => p.rating.average >= Number(stars))).toBe(true);
    }
    // 'the' is a stop word: no words to match, with or without a rating; a brand still lists its products.
    expect((await browse({ q: 'the', filters: { rating: ['4'] } })).totalCount).toBe(0);
    const brand = await browse({ q: 'the', filters: { brand: ['samsung'], rating: ['4'] } });
    expect(brand.totalCount).toBeGreaterThan(0);
    expect(brand.products.every((p) => p.brand === 'Samsung' && p.rating.average >= 4)).toBe(true);
  });

  it('when a tag page is browsed (4g~network, ~bestseller), then only tagged products of the store show', async () => {
    const network = await browse({ store: 'tyy,4io', tag: 'network=4g' });
    expect(network.totalCount).toBeGreaterThan(0);
    expect(network.products.every((p) => p.categoryId === 'mobiles')).toBe(true);
    const bestsellers = await browse({ tag: 'bestseller', sort: 'popularity' });
    expect(bestsellers.products.every((p) => p.rating.count > 3000)).toBe(true);
  });

  it("when an author's books are asked for, then only that author's books come back, from the books store", async () => {
    const rows = await queryRows<{ author: string }>(
      t.database.db,
      sql`select authors[1] as author from products where category_id = 'books' limit 1`,
    );
    const author = rows[0]?.author ?? '';
    const result = await browse({ store: 'bks', filters: { author: [author] } });
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.products.every((p) => p.categoryId === 'books' && p.title.includes(author))).toBe(true);
  });

  it('when a pincode is given, then only products a serving warehouse can deliver remain and the pincode is echoed', async () => {
    const result = await browse({ q: 'mobiles', pincode: '560001' });
    expect(result.pageContext.searchMetaData.selectedPincode).toBe('560001');
    const serving = await serviceableWarehouses({ db: t.database.db }, '560001');
    if (serving !== 'all' && result.products.length) {
      const ids = result.products.map((p) => p.id);
      const rows = await queryRows<{ product_id: string }>(
        t.database.db,
        sql`select product_id from listings where stock > 0 and warehouse_pincode in (${sql.join(
          serving.map((w) => sql`${w}`),
          sql`, `,
        )}) and product_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      expect(new Set(rows.map((r) => r.product_id))).toEqual(new Set(ids));
    }
  });
});

describe('smart-browse bad input', () => {
  const post = (payload: unknown) =>
    t.call({ method: 'POST', url: '/api/1/product/smart-browse', payload: payload as object });
  it('when the pincode is not 6 digits, then a 400 says it is not a valid pincode', async () => {
    const res = await post({ requestContext: { q: 'tv', pincode: 'abcdef' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().ERROR_MESSAGE).toBe('Not a valid pincode');
  });

  it('when a filter does not exist, then a 400 names it', async () => {
    const res = await post({ requestContext: { filters: { megapixels: ['12'] } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().ERROR_MESSAGE).toContain('Unknown filter: megapixels');
    const viaFacets = await t.call({ method: 'GET', url: '/api/1/product/smart-browse/facets?q=tv&megapixels=12' });
    expect(viaFacets.statusCode).toBe(400);
  });

  it('when the body is malformed, the count huge, the sort unknown or a price range garbled, then a 400 in the error shape', async () => {
    const malformed = await t.call({
      method: 'POST',
      url: '/api/1/product/smart-browse',
      payload: '{"requestContext":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    for (const requestContext of [
      { count: 1_000_000 },
      { sort: 'cheapest' },
      { start: -1 },
      { filters: { price: ['cheap'] } },
      { q: 5 },
    ]) {
      const res = await post({ requestContext });
      expect(res.statusCode, JSON.stringify(requestContext)).toBe(400);
      expect(res.json().RESPONSE.errorCode).toBeTruthy();
    }
  });
});

describe('autosuggest', () => {
  const suggest = async (q: string) => {
    const res = await t.call({ method: 'GET', url: `/api/3/discover/autosuggest?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return res.json().RESPONSE as {
      wordSuggestionList: string[];
      storeData: Record<string, { store: string; title: string }[]>;
    };
  };
  it('when a shopper types a prefix, then at most 5 suggestions start with it, each with its store', async () => {
    const result = await suggest('sam');
    expect(result.wordSuggestionList.length).toBeGreaterThan(0);
    expect(result.wordSuggestionList.length).toBeLessThanOrEqual(5);
    expect(result.wordSuggestionList[0]).toBe('samsung');
    for (const term of result.wordSuggestionList) {
      expect(term.startsWith('sam')).toBe(true);
      expect(result.storeData[term]?.[0]?.title).toBeTruthy();
    }
  });

  it("when a brand is typed, then its store hint is a store holding the most of the brand's products", async () => {
    const hint = (await suggest('samsung')).storeData.samsung?.[0]?.title;
    const categories = (await facets('q=samsung')).facets.find((f) => f.name === 'category')?.values ?? [];
    const most = Math.max(...categories.map((v) => v.count));
    expect(categories.filter((v) => v.count === most).map((v) => v.title)).toContain(hint);
  });

  it('when the text is misspelt, then suggestions still come', async () => {
    const result = await suggest('samsng galxy');
    expect(result.wordSuggestionList.length).toBeGreaterThan(0);
    expect(result.wordSuggestionList.every((t) => t.startsWith('samsung galaxy'))).toBe(true);
  });

  it('when the text is empty or too long, then nothing or a 400', async () => {
    expect((await suggest('  ')).wordSuggestionList).toEqual([]);
    const res = await t.call({ method: 'GET', url: `/api/3/discover/autosuggest?q=${'a'.repeat(500)}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('stored lists', () => {
  it('when every list other screens link to is asked for, then it resolves to a browse request with products', async () => {
    for (const c of collections.filter((c) => c.kind !== 'qtag')) {
      const res = await t.call({ method: 'GET', url: `/api/1/product/collection/${c.kind}/${c.slug}` });
      expect(res.statusCode, c.slug).toBe(200);
      const result = await browse(res.json().RESPONSE.request);
      expect(result.totalCount, c.slug).toBeGreaterThan(0);
    }
  });

  it('when an unknown list is asked for, then a 404', async () => {
    const res = await t.call({ method: 'GET', url: '/api/1/product/collection/offers-list/no-such-list' });
    expect(res.statusCode).toBe(404);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { seedIfEmpty } from '../../cli/seed/seed-if-empty.ts';
import {
  smartBrowsePayload,
  type FacetsResult,
  type SearchResult,
  type SmartBrowsePayload,
} from '../../contracts/search.ts';
import { queryRows } from '../../platform/db/rows.ts';
import { createLogger } from '../../platform/logger.ts';
import { countCap, createPgSearchEngine } from './service.ts';
import { closestWord, similarityThreshold, trigrams } from './trigrams.ts';

/**
 * Multi-word queries read as a shopper means them (issue 14, docs/decisions/0050), on the demo
 * catalogue of seed 2017 (1,300 products). Each right answer is stated, then checked against the
 * search rows themselves.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, { products: 1300, logger: createLogger('silent', 'test'), seed: 2017 });
}, 120_000);
afterAll(() => t.close());

async function browse(requestContext: SmartBrowsePayload['requestContext']): Promise<SearchResult> {
  const res = await t.call({ method: 'POST', url: '/api/1/product/smart-browse', payload: { requestContext } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().RESPONSE;
}
const countWhere = async (where: ReturnType<typeof sql>) =>
  (
    await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from search_documents d where ${where}`)
  )[0]?.n ?? -1;
const ids = (result: SearchResult) => result.products.map((p) => p.id);

describe('multi-word queries', () => {
  it("when a shopper asks for 'samsung mobiles', then every result is a Samsung phone, and all of them are found", async () => {
    const result = await browse({ q: 'samsung mobiles' });
    expect(result.pageContext.searchMetaData.detectedCategory?.id).toBe('mobiles');
    expect(result.pageContext.searchMetaData.correctedQuery).toBeNull();
    expect(result.products.every((p) => p.brand === 'Samsung' && p.categoryId === 'mobiles')).toBe(true);
    expect(result.totalCount).toBe(await countWhere(sql`d.brand_id = 'samsung' and d.category_id = 'mobiles'`));
    expect(result.totalCount).toBeGreaterThan(0);
  });

  it("when a shopper asks for 'mobiles 4 gb', then the answer is the phones with 4 GB of RAM (a measure, not any 4 and any GB)", async () => {
    const result = await browse({ q: 'mobiles 4 gb' });
    expect(result.totalCount).toBe(
      await countWhere(sql`d.category_id = 'mobiles' and d.attributes @> array['ram=4 GB']::text[]`),
    );
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.products.every((p) => p.keySpecs[0]?.startsWith('4 GB RAM'))).toBe(true);
    // Before, '64 GB' phones of any RAM matched too: a 4 somewhere and a GB somewhere else.
    expect(
      await countWhere(sql`d.category_id = 'mobiles' and d.document @@ to_tsquery('english', '4 & gb')`),
    ).toBeGreaterThan(result.totalCount);
  });

  it("when a shopper asks for 'samsung galaxy black', then every word holds: black Samsung Galaxy phones only", async () => {
    const result = await browse({ q: 'samsung galaxy black' });
    expect(result.pageContext.searchMetaData.correctedQuery).toBeNull();
    expect(result.totalCount).toBeGreaterThan(0);
    expect(result.products.every((p) => p.brand === 'Samsung' && /Galaxy/.test(p.title) && /Black/.test(p.title))).toBe(
      true,
    );
  });

  it("when a shopper asks for 'sony headphones bluetooth', then Sony's Bluetooth headphones come back and nothing else", async () => {
    const result = await browse({ q: 'sony headphones bluetooth' });
    expect(result.totalCount).toBeGreaterThan(0);
    expect(
      result.products.every((p) => p.brand === 'Sony' && p.categoryId === 'headphones' && /Bluetooth/.test(p.title)),
    ).toBe(true);
  });

  it("when no product holds every word ('apple iphone 7 64 gb'), then it widens to the words that do, and says so", async () => {
    // The premise: the catalogue has iPhone 7s, none of 64 GB.
    expect(await countWhere(sql`d.title like 'Apple iPhone 7 %' and d.title like '%64 GB%'`)).toBe(0);
    expect(await countWhere(sql`d.title like 'Apple iPhone 7 %'`)).toBeGreaterThan(0);
    const result = await browse({ q: 'apple iphone 7 64 gb' });
    expect(result.pageContext.searchMetaData.correctedQuery).toBe('iphone 7');
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.products.every((p) => p.title.startsWith('Apple iPhone 7 '))).toBe(true);
  });

  it('when a query is widened, then its facets count what it shows, not the nothing its full words find', async () => {
    const result = await browse({ q: 'apple iphone 7 64 gb' });
    const res = await t.call({ method: 'GET', url: '/api/1/product/smart-browse/facets?q=apple+iphone+7+64+gb' });
    expect(res.statusCode, res.body).toBe(200);
    const facets = res.json().RESPONSE as FacetsResult;
    expect(facets.totalCount).toBe(result.totalCount);
    const brands = facets.facets.find((f) => f.name === 'brand')?.values ?? [];
    expect(brands.map((b) => [b.title, b.count])).toEqual([['Apple', result.totalCount]]);
  });

  it('when widening is turned off (augment: false), then a query no product fully matches finds nothing', async () => {
    const result = await browse({ q: 'apple iphone 7 64 gb', augment: false });
    expect(result.totalCount).toBe(0);
    expect(result.pageContext.searchMetaData.correctedQuery).toBeNull();
  });
});

describe('counting a broad search', () => {
  it(`when more than ${countCap} products match, then the total is ${countCap} with totalCountCapped, and a later page still counts to itself`, async () => {
    const all = await browse({});
    expect(all.totalCount).toBe(countCap);
    expect(all.pageContext.searchMetaData.totalCountCapped).toBe(true);
    const late = await browse({ start: 1200 });
    expect(late.products).toHaveLength(60);
    expect(late.totalCount).toBeGreaterThanOrEqual(1260);
    const last = await browse({ start: 1260 });
    expect(last.totalCount).toBe(1300);
    expect(last.pageContext.searchMetaData.totalCountCapped).toBe(false);
    expect(last.products).toHaveLength(40);
  });

  it('when a broad search is sorted, then its first page is the first page of every match in that order', async () => {
    const expected = async (order: ReturnType<typeof sql>) =>
      (
        await queryRows<{ id: string }>(
          t.database.db,
          sql`select product_id as id from search_documents d where d.in_stock order by ${order} limit 60`,
        )
      ).map((r) => r.id);
    const filters = { availability: ['exclude-out-of-stock'] };
    expect(ids(await browse({ filters, sort: 'price_asc' }))).toEqual(await expected(sql`d.price, d.product_id`));
    expect(ids(await browse({ filters, sort: 'price_desc' }))).toEqual(await expected(sql`d.price desc, d.product_id`));
    expect(ids(await browse({ filters, sort: 'newest' }))).toEqual(
      await expected(sql`d.launched_at desc, d.product_id`),
    );
    expect(ids(await browse({ filters, sort: 'discount' }))).toEqual(
      await expected(sql`d.discount_percent desc, d.rating_count desc, d.product_id`),
    );
  });

  it('when relevance pages run past the title matches, then the other matches follow without a gap or a repeat', async () => {
    const q = 'galaxy';
    const pages = [
      await browse({ q, count: 7 }),
      await browse({ q, count: 7, start: 7 }),
      await browse({ q, count: 7, start: 14 }),
    ];
    const seen = pages.flatMap(ids);
    expect(new Set(seen).size).toBe(seen.length);
    const everything = await browse({ q, count: 60 });
    expect(seen).toEqual(ids(everything).slice(0, seen.length));
  });
});

describe('walking a sort index against gathering every match (decision 0051)', () => {
  // The same searches three ways on the same rows: gathered whole and sorted (no cap, the plain
  // answer), walked in the sort's index (a low cap makes them broad), and walked too briefly to
  // fill a page, so each falls back to gathering. All three must give the same pages.
  const engines = () => ({
    plain: createPgSearchEngine({ db: t.database.db }, { countCap: 100_000 }),
    walked: createPgSearchEngine({ db: t.database.db }, { countCap: 20 }),
    fallen: createPgSearchEngine({ db: t.database.db }, { countCap: 20, walkFactor: 1 }),
    // A census of the 1-in-4 sample (decision 0059): 21 matches in it are more than the cap of 20
    // for certain. Its pages are bounded by the sample's keys, first a guess, then the sure bound.
    sampled: createPgSearchEngine({ db: t.database.db }, { countCap: 20, censusSample: sampling }),
    // A guess at the sample's first key, too tight for a page of 12: the sure bound answers.
    guessedShort: createPgSearchEngine(
      { db: t.database.db },
      { countCap: 20, walkFactor: 1, censusSample: { ...sampling, slack: -5 } },
    ),
  });
  const sampling = { rate: 4, hits: 21, slack: 5 };
  const requests = ['galaxy', 'samsung', 'mobiles 4 gb', 'shirt', 'black', 'iphone', 'paperback', ''].flatMap((q) =>
    (['relevance', 'popularity', 'price_asc', 'price_desc', 'newest', 'discount'] as const).flatMap((sort) => [
      { q, sort, start: 0, count: 12 },
      { q, sort, start: 12, count: 12, filters: { availability: ['exclude-out-of-stock'] } },
    ]),
  );

  it('when a broad search walks its sort index, or falls back to gathering, then every page is the plain sorted page', async () => {
    const { plain, walked, fallen, sampled, guessedShort } = engines();
    let broad = 0;
    for (const r of requests) {
      const request = smartBrowsePayload.parse({ requestContext: r }).requestContext;
      const expected = await plain.search(request);
      const viaWalk = await walked.search(request);
      if (viaWalk.pageContext.searchMetaData.totalCountCapped) broad++;
      expect(ids(viaWalk), JSON.stringify(r)).toEqual(ids(expected));
      expect(ids(await fallen.search(request)), JSON.stringify(r)).toEqual(ids(expected));
      for (const engine of [sampled, guessedShort]) {
        const viaSample = await engine.search(request);
        expect(ids(viaSample), JSON.stringify(r)).toEqual(ids(expected));
        expect(viaSample.totalCount, JSON.stringify(r)).toBe(viaWalk.totalCount);
        expect(viaSample.pageContext.searchMetaData.totalCountCapped).toBe(
          viaWalk.pageContext.searchMetaData.totalCountCapped,
        );
      }
    }
    // The sample held enough of the broad ones' matches for its census to answer them.
    const [inSample] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from search_documents d where d.document @@ (to_tsquery('english', 'black') && '~sample=4'::tsquery)`,
    );
    expect(inSample?.n).toBeGreaterThanOrEqual(sampling.hits);
    // The cap of 20 made most of them broad: the walk, not the gather, answered those.
    expect(broad).toBeGreaterThan(requests.length / 2);
  });

  it('when a word matches in one category only, then its broad search walks that category and answers the plain page', async () => {
    const { plain, walked } = engines();
    const request = smartBrowsePayload.parse({
      requestContext: { q: 'paperback', sort: 'price_desc', count: 10 },
    }).requestContext;
    const expected = await plain.search(request);
    expect(new Set(expected.products.map((p) => p.categoryId))).toEqual(new Set(['books']));
    const viaWalk = await walked.search(request);
    expect(
      viaWalk.pageContext.searchMetaData.totalCountCapped,
      JSON.stringify([expected.totalCount, viaWalk.totalCount]),
    ).toBe(true);
    expect(ids(viaWalk)).toEqual(ids(expected));
  });
});

describe('correcting a misspelt word in the process (decision 0051)', () => {
  it("when misspelt words are corrected from the word list in memory, then each answer is pg_trgm's own", async () => {
    const rows = await queryRows<{ word: string; frequency: number }>(
      t.database.db,
      sql`select word, frequency from search_words`,
    );
    const entries = rows.map((r) => ({ ...r, grams: trigrams(r.word) }));
    // The bench's typos, and every seventh known word with a letter dropped and two letters swapped.
    const typos = ['samsng', 'galxy', 'iphnoe', 'motorolla', 'headphnes', 'refrigirator', 'wahsing', 'micrwave'];
    const mangled = rows
      .filter((_, i) => i % 7 === 0)
      .flatMap(({ word }) => [word.slice(0, 2) + word.slice(3), word.charAt(1) + word.charAt(0) + word.slice(2)]);
    const words = [...typos, ...mangled, 'bag', 'zzzzqqq'].filter((w) => /^[a-z]{3,}$/.test(w));
    expect(words.length).toBeGreaterThan(50);
    for (const word of words) {
      const [expected] = await queryRows<{ word: string }>(
        t.database.db,
        sql`select word from search_words where similarity(word, ${word}) >= ${similarityThreshold}
            order by similarity(word, ${word}) desc, frequency desc, word limit 1`,
      );
      expect(closestWord(entries, word), word).toBe(expected?.word ?? null);
    }
  });
});

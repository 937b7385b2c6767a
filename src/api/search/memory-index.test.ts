import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSearchCatalogue } from '../../../tests/support/search-catalogue.ts';
import { smartBrowsePayload, sortValues, type SearchRequest } from '../../contracts/search.ts';
import type { Database } from '../../platform/db/database.ts';
import { selectAllSuggestions } from './repository.ts';
import { createPgSearchEngine, type SearchState } from './service.ts';
import { buildSuggestionList } from './suggestion-list.ts';

/**
 * The index held in memory (decision 0055) against the database's own search, on the same rows
 * of the demo catalogue: every answer and every facet list must be the same, for searches
 * generated over words, typos, phrases, prefixes, stop words, stores, tags, pincodes, filters,
 * sorts and pages; then again after rows are rewritten, removed and added.
 */
let database: Database;
let rows: Awaited<ReturnType<typeof openSearchCatalogue>>['rows'];
beforeAll(async () => {
  ({ database, rows } = await openSearchCatalogue());
}, 120_000);
afterAll(() => database.close());

const queries = [
  '',
  'samsung',
  'samsung mobiles',
  'samsng galxy',
  'galax',
  'sams',
  'mobiles 4 gb',
  'phone 64 gb',
  'apple iphone 7 64 gb',
  'laptop bag',
  't shirt',
  'the',
  'red shirt slim fit',
  'paperback',
  'sony headphones bluetooth',
  'washing machine 7 kg',
  'zzqxnotaword',
];

/** Searches over every kind of condition, the pages of each sort, and windows past the end. */
async function generatedRequests(): Promise<SearchRequest[]> {
  const tagRows = await rows<{ tag: string }>(
    sql`select tag from (select distinct unnest(tags) as tag from search_documents) t order by tag limit 400`,
  );
  const tags = tagRows.map((r) => r.tag);
  const plainTag = tags.find((t) => !t.includes('=')) ?? 'bestseller';
  const pairTag = tags.find((t) => t.includes('=') && !t.startsWith('brand=')) ?? 'network=4g';
  const states: Record<string, unknown>[] = [
    ...queries.map((q) => ({ q })),
    ...queries.slice(1, 8).map((q) => ({ q, filters: { availability: ['exclude-out-of-stock'] } })),
    { q: 'phone', filters: { brand: ['samsung', 'apple'], price: ['0-9999', '20000-*'] } },
    { q: 'shirt', filters: { rating: ['4'], discount: ['30'] } },
    { q: 'the', filters: { rating: ['4'] } },
    { q: 'the', filters: { rating: ['3'], brand: ['samsung'] } },
    { q: 'samsung mobiles', filters: { rating: ['1', '3'] } },
    { q: 'galax', filters: { rating: ['2'], availability: ['exclude-out-of-stock'] } },
    { store: 'tyy,4io' },
    { store: 'bks', q: 'paperback' },
    { store: 'zzz,999' },
    { filters: { category: ['mobiles'], ram: ['4 GB'], storage: ['64 GB', '32 GB'] } },
    { filters: { category: ['televisions', 'cameras'] } },
    { tag: plainTag },
    { tag: pairTag },
    { tag: 'brand=samsung' },
    { q: 'samsung', pincode: '110001' },
    { q: 'shirt', pincode: '999999' },
  ];
  return states.flatMap((state, i) =>
    sortValues.flatMap((sort, j) =>
      [
        { start: 0, count: 24 },
        { start: ((i + j) % 3) * 24, count: 24 },
        { start: 5000, count: 10 },
      ].map((window) => smartBrowsePayload.parse({ requestContext: { ...state, sort, ...window } }).requestContext),
    ),
  );
}

const facetStates = (requests: SearchRequest[]): SearchState[] => [
  ...new Map(
    requests.map((r) => {
      const state = { store: r.store, q: r.q, filters: r.filters, tag: r.tag, pincode: r.pincode };
      return [JSON.stringify(state), state];
    }),
  ).values(),
];

async function expectSameAnswers(requests: SearchRequest[]) {
  const memory = createPgSearchEngine({ db: database.db }, { inMemory: true });
  // Counts every match: the index in memory never estimates from a sample (decision 0058).
  const inDatabase = createPgSearchEngine({ db: database.db }, { facetScanTarget: Number.MAX_SAFE_INTEGER });
  await memory.warmUp();
  // The search rows out of reach while the index answers: a search that fell back to the
  // database would fail here, not pass unnoticed.
  await database.db.execute(sql`alter table search_documents rename to search_documents_away`);
  const answers = [];
  const facets = [];
  try {
    for (const request of requests) answers.push(await memory.search(request));
    for (const state of facetStates(requests)) facets.push(await memory.facets(state));
  } finally {
    await database.db.execute(sql`alter table search_documents_away rename to search_documents`);
  }
  for (const [i, request] of requests.entries())
    expect(answers[i], JSON.stringify(request)).toEqual(await inDatabase.search(request));
  for (const [i, state] of facetStates(requests).entries())
    expect(facets[i], JSON.stringify(state)).toEqual(await inDatabase.facets(state));
  return { answers, memory };
}

describe('the search index held in memory (decision 0055)', () => {
  it('when searches of every kind are answered from memory, then each answer and facet list is the database’s own, and no search row is read', async () => {
    const requests = await generatedRequests();
    expect(requests.length).toBeGreaterThan(500);
    const { answers } = await expectSameAnswers(requests);
    // The generated set reaches what it means to: found pages, empty ones, widened and capped ones.
    // (A third of the windows start past the end on purpose.)
    expect(answers.filter((a) => a.products.length > 0).length).toBeGreaterThan(requests.length / 3);
    expect(answers.some((a) => a.totalCount === 0)).toBe(true);
    expect(answers.some((a) => a.pageContext.searchMetaData.correctedQuery !== null)).toBe(true);
    expect(answers.some((a) => a.pageContext.searchMetaData.totalCountCapped)).toBe(true);
    expect(answers.some((a) => a.pageContext.searchMetaData.selectedPincode === '110001')).toBe(true);
  });

  it('when search rows are rewritten, removed and added, then the index takes them as they are and answers as the database does', async () => {
    const memory = createPgSearchEngine({ db: database.db }, { inMemory: true });
    const inDatabase = createPgSearchEngine({ db: database.db }, { facetScanTarget: Number.MAX_SAFE_INTEGER });
    await memory.warmUp();
    const [phone, shirt, book] = (
      await rows<{ id: string }>(
        sql`select distinct on (category_id) product_id as id from search_documents
            where category_id in ('mobiles', 'mens-clothing', 'books') order by category_id, rating_count desc`,
      )
    ).map((r) => r.id);
    if (!phone || !shirt || !book) throw new Error('the demo catalogue lacks a phone, a shirt or a book');
    // A price, stock and popularity change; a new word in one product's title; one product gone.
    await database.db.execute(sql`update search_documents set price = 100, in_stock = not in_stock, rating_count = 0,
      discount_percent = 90 where product_id = ${phone}`);
    await database.db.execute(sql`update search_documents set title = title || ' Zebrawood',
      document = document || to_tsvector('english', 'zebrawood'), title_document = title_document || to_tsvector('english', 'zebrawood')
      where product_id = ${shirt}`);
    await database.db.execute(sql`delete from search_documents where product_id = ${book}`);
    await memory.reindexed([phone, shirt, book]);
    const requests = ['samsung', 'zebrawood', 'shirt', 'paperback', ''].flatMap((q) =>
      sortValues.map((sort) => smartBrowsePayload.parse({ requestContext: { q, sort, count: 24 } }).requestContext),
    );
    for (const request of requests)
      expect(await memory.search(request), JSON.stringify(request)).toEqual(await inDatabase.search(request));
    const zebra = await memory.search(requests.find((r) => r.q === 'zebrawood') as SearchRequest);
    expect(zebra.products.map((p) => p.id)).toEqual([shirt]);
    const cheapest = await memory.search(
      smartBrowsePayload.parse({ requestContext: { sort: 'price_asc', count: 1 } }).requestContext,
    );
    expect(cheapest.products.map((p) => [p.id, p.price])).toEqual([[phone, 100]]);

    // A product the index never saw: it is loaded again, whole, and answers the same.
    await database.db
      .execute(sql`insert into search_documents select 'ZZNEW' || product_id, item_id, store, category_id,
      brand_id, brand, title, 'zz-' || slug, document || to_tsvector('english', 'quokka'), title_document, price, mrp,
      discount_percent, rating_average, rating_count, in_stock, launched_at, attributes, tags, warehouses, key_specs,
      model, authors from search_documents where product_id = ${phone}`);
    await memory.reindexed([`ZZNEW${phone}`]);
    const quokka = smartBrowsePayload.parse({ requestContext: { q: 'quokka' } }).requestContext;
    expect((await memory.search(quokka)).products.map((p) => p.id)).toEqual([`ZZNEW${phone}`]);
    await database.db.execute(sql`delete from search_documents where product_id = ${`ZZNEW${phone}`}`);
    await memory.reindexed([`ZZNEW${phone}`]);
    expect((await memory.search(quokka)).totalCount).toBe(0);
  });
});

describe('the autosuggest phrases held in memory (decision 0055)', () => {
  it('when a text begins phrases, then the five heaviest come back in the order the database gives them', async () => {
    const list = buildSuggestionList(await selectAllSuggestions(database.db));
    const terms = (await rows<{ term: string }>(sql`select term from search_suggestions order by term`)).map(
      (r) => r.term,
    );
    expect(terms.length).toBeGreaterThan(500);
    // Every beginning of one to six characters of every ninth phrase, and texts that begin none.
    const texts = new Set(['zzqx', 'samsung galaxy zz', '%', '_a', "o'", 'a b']);
    terms.forEach((term, i) => {
      if (i % 9 === 0) for (let n = 1; n <= Math.min(6, term.length); n++) texts.add(term.slice(0, n));
    });
    let found = 0;
    for (const text of texts) {
      const pattern = `${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
      const expected = await rows<{ term: string; store: string; storeTitle: string }>(
        sql`select term, store, store_title as "storeTitle" from search_suggestions where term like ${pattern}
            order by weight desc, term limit 5`,
      );
      const answer = list.startingWith(text, 5);
      expect(answer, text).toEqual(expected);
      if (answer.length) found++;
    }
    expect(found).toBeGreaterThan(texts.size / 2);
  });
});

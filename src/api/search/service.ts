import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  mainStore,
  searchPageSize,
  sortValues,
  specFilterNames,
  type AutosuggestResult,
  type Facet,
  type FacetsResult,
  type FilterName,
  type SearchProduct,
  type SearchRequest,
  type SearchResult,
} from '../../contracts/search.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { createTtlCache, type TtlCache } from '../../platform/ttl-cache.ts';
import type { Executor, Tx } from '../../platform/db/transaction.ts';
import { publishEvent } from '../../platform/events/domain-events.ts';
import { listBrands, listCategories, productsForSearchQuery } from '../catalogue/service.ts';
import { isValidPincode, serviceableWarehouses } from '../location/service.ts';
import { detectBrand, detectCategory, isCategoryWord, queryWords, tsqueryTerms } from './query-understanding.ts';
import { byCountThenValue, discountSteps, priceBuckets, ratingSteps, type FacetCounts } from './facet-steps.ts';
import { NotInMemory, type MemoryCondition, type MemoryIndex } from './memory-index.ts';
import { holdMemoryIndex } from './memory-index-holder.ts';
import { lowerBound } from './lower-bound.ts';
import { memoryAttributeCounts, memoryFacetCounts, memoryPage } from './memory-search.ts';
import { buildSuggestionList } from './suggestion-list.ts';
import { deleteDocuments, insertDocuments, sampleLexeme, scopeLexeme } from './documents.ts';
import { estimated, facetScanTarget, probeLimit, probeRate, sampleRateFor, scaledCounts } from './facet-sample.ts';
import { closestWord, trigrams } from './trigrams.ts';
import {
  analyzeSearchTables,
  anyMatch,
  countMatches,
  gatherPage,
  textArray,
  walkPage,
  type SampleKeys,
  withIndexedSearch,
  type DocRow,
  type PageWindow,
  ensureSearchExtensions,
  rebuildVocabulary,
  rowsOf,
  selectCollection,
  selectAllWords,
  selectAllSuggestions,
  vacuumIfStale,
  sortSql,
  specFilterSources,
} from './repository.ts';

/**
 * What the storefront needs from a search engine. This one runs on PostgreSQL (full-text search
 * and pg_trgm); a dedicated engine (OpenSearch) can implement the same interface later.
 */
export interface SearchEngine {
  search(request: SearchRequest): Promise<SearchResult>;
  facets(state: SearchState): Promise<FacetsResult>;
  suggest(q: string): Promise<AutosuggestResult>;
  /**
   * Forgets every cached answer and word list. Called on every process when search documents
   * were rewritten (the `search.reindexed` and `catalogue.replaced` events). `answersOnly`
   * forgets the answers and keeps the word lists and the index: after a warm-up's searches.
   */
  clearCaches(options?: { keepIndex?: boolean; answersOnly?: boolean }): void;
  /**
   * The search rows of these products (all, for null) were rewritten: the index in memory takes
   * them as they are now, then every cached answer is forgotten. Called by every process on
   * `search.reindexed`.
   */
  reindexed(productIds: string[] | null): Promise<void>;
  /**
   * Runs a search of each shape once before the process takes traffic, so its first shoppers do
   * not pay for the database's first reads of the search indexes and the word lists (decision
   * 0052). Keeps the word lists and no answer.
   */
  warmUp(): Promise<void>;
}

export type SearchState = Pick<SearchRequest, 'store' | 'q' | 'filters' | 'tag' | 'pincode'>;
/** `indexedReads`: connections that never plan a sequential scan (Database['indexedReads']); without them a search sets that in a transaction of its own. */
type Deps = Pick<AppContext, 'db'> & { indexedReads?: Executor };
type Category = Awaited<ReturnType<typeof listCategories>>[number];

/**
 * Rebuilds the search rows (all, or the given products) from what the catalogue's service
 * answers and, for a full rebuild, the vocabulary. Pass a transaction's `Tx` to make it part of it.
 * The rows are built by the database from the catalogue's query in one statement: a million
 * products never travel to this process and back (docs/decisions/0050).
 */
export async function reindexProducts(deps: { db: Executor }, productIds?: string[]): Promise<void> {
  const { db } = deps;
  await ensureSearchExtensions(db);
  await deleteDocuments(db, productIds);
  if (productIds) {
    if (productIds.length) await insertDocuments(db, productsForSearchQuery({ productIds }));
    return;
  }
  await insertDocuments(db, productsForSearchQuery({}));
  await rebuildVocabulary(db, await listCategories(db));
  await analyzeSearchTables(db);
}

/**
 * Rewrites the search rows of products whose stock or price changed, and records
 * `search.reindexed` in the same transaction: each process clears its search caches on that
 * event, after the new rows are visible, never before.
 */
export async function reindexChangedProducts(tx: Tx, productIds: string[]): Promise<void> {
  await reindexProducts({ db: tx }, productIds);
  await publishEvent(tx, 'search.reindexed', { productIds });
}

/** Brands as the words a shopper types: `{ id: 'allen-solly', words: 'allen solly' }`. */
async function brandWords(db: Executor): Promise<{ id: string; words: string }[]> {
  const words = (name: string) =>
    name
      .toLowerCase()
      .replace(/['’]/g, '')
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .join(' ');
  return (await listBrands(db)).map((b) => ({ id: b.id, words: words(b.name) })).filter((b) => b.words);
}

/**
 * A condition of a search, as its group (store, q, brand, price...) adds it. `lexemes` is the
 * same condition as a tsquery of the document's scope lexemes (documents.ts), for a search with
 * words to apply inside its GIN scan; `scope` marks an equality on the category or the brand,
 * which a sort index of that column can walk within (docs/decisions/0051).
 */
interface Condition {
  sql: SQL;
  lexemes?: string;
  scope?: boolean;
  /** The same condition for the index held in memory (memory-index.ts). */
  memory: MemoryCondition;
}

interface Plan {
  /** Each group's condition: facet counts drop a group's own to let a shopper widen a choice. */
  byGroup: Map<string, Condition>;
  tsquery: SQL | null;
  /** The tsquery's terms (tsqueryTerms): the index in memory has the database read each once. */
  terms: string[];
  query: string;
  correctedQuery: string | null;
  category: Category | null;
  store: string;
  pincode: string | null;
  applied: Record<string, string[]>;
}

const rupeeRange = /^(\d{1,7}|\*)-(\d{1,7}|\*)$/;
/**
 * Matches are counted exactly up to this many; a broader search answers this total with
 * `totalCountCapped` (shown as '1,000+ results'), as large marketplaces do (docs/decisions/0050).
 */
export const countCap = 1_000;
/**
 * How far a broad search's page walks its sort index, in rows per row of the page's end
 * (`start + count`), before it gathers and sorts its matches instead (walkPage).
 */
const walkFactor = 20;

/**
 * The sample a search's census reads first (docs/decisions/0059), one of the nested samples of
 * documents.ts. When the 1-in-`rate` sample holds `hits` matches, the search counts as more than
 * its cap: a search of at most 1,000 matches has about 16 in it, and 100 or more with a
 * probability below 1e-40 (a Chernoff bound), since the sample is a hash of the product id, which
 * no search depends on. A census with words then keeps the sample's sort keys to bound its pages
 * (`slack`: how many keys beyond the expected one a page's first bound reaches); with fewer, it
 * reads every match as before.
 */
const censusSample = { rate: 64, hits: 100, slack: 5 };

/** The tsquery text of one lexeme (ids are [a-z0-9-]; anything else is never a lexeme). */
const lexemeQuery = (lexeme: string) => (/^[~a-z0-9=>-]+$/.test(lexeme) ? `'${lexeme}'` : null);
/** `'~brand=lg' | '~brand=sony'`, or undefined when a value cannot be a lexeme. */
const anyLexeme = (lexemes: string[]) => {
  const terms = lexemes.map(lexemeQuery);
  return terms.every((t) => t !== null) && terms.length ? terms.join(' | ') : undefined;
};

/** A search's matches counted up to a limit (and one more), and the categories of those counted. */
type Census = {
  n: number;
  categories: string[];
  /** The sort keys of the matches the census read; `rate` when they are a 1-in-rate sample of all. */
  sample?: SampleKeys | null;
  rate?: number;
};

/** Tests set lower bounds to take a small catalogue down the paths of a large one. */
export interface EngineOptions {
  countCap?: number;
  walkFactor?: number;
  /**
   * Answer searches and facets from an index of the search rows held in memory, kept current by
   * `reindexed` (docs/decisions/0055): for the embedded database, whose every statement is
   * WebAssembly and JavaScript in this process.
   */
  inMemory?: boolean;
  /** How many matches a facet scan reads at most, about, before it counts a sample (facet-sample.ts). */
  facetScanTarget?: number;
  /** The sample a broad search's census reads first (censusSample). */
  censusSample?: typeof censusSample;
  /** The sample a facet scan counts first (facet-sample.ts probeRate). */
  facetProbeRate?: number;
}

export function createPgSearchEngine(deps: Deps, options: EngineOptions = {}): SearchEngine {
  const walkRows = (page: PageWindow) => (options.walkFactor ?? walkFactor) * (page.start + page.count);
  const cap = options.countCap ?? countCap;
  const facetTarget = options.facetScanTarget ?? facetScanTarget;
  const facetProbe = options.facetProbeRate ?? probeRate;
  const sampling = options.censusSample ?? censusSample;
  const dialect = new PgDialect();
  const censusKey = (where: SQL, limit: number) => {
    const { sql: text, params } = dialect.sqlToQuery(where);
    return JSON.stringify([text, params, limit]);
  };
  /**
   * The matches of `where` counted up to `limit` and one more, counted once a minute
   * (caches.census); `count` counts them when the cache has not, a statement of its own by default.
   */
  const counted = (db: Executor, where: SQL, limit: number, count = () => countMatches(db, where, limit)) =>
    caches.census
      .get<Census>(censusKey(where, limit), async () => ({ n: await count(), categories: [] }))
      .then((c) => c.n);
  const caches = {
    categories: createTtlCache({ ttlMs: 60_000, maxEntries: 1 }),
    words: createTtlCache({ ttlMs: 10 * 60_000, maxEntries: 20_000 }),
    vocabulary: createTtlCache({ ttlMs: 10 * 60_000, maxEntries: 1 }),
    brands: createTtlCache({ ttlMs: 10 * 60_000, maxEntries: 1 }),
    // Phrases change only with a whole reindex, which clears the caches: kept a day, not reloaded
    // every ten minutes in the middle of a shopper's typing.
    suggestions: createTtlCache({ ttlMs: 24 * 3600_000, maxEntries: 1 }),
    suggest: createTtlCache({ ttlMs: 60_000, maxEntries: 5_000 }),
    facets: createTtlCache({ ttlMs: 60_000, maxEntries: 2_000 }),
    // Page data lives 60 s (spec 000 §9): a shared or reloaded result page is answered from here.
    results: createTtlCache({ ttlMs: 60_000, maxEntries: 2_000 }),
    // A search's census (its matches counted up to a limit, and their categories) is the same for
    // every sort and page of it: a shopper who sorts or turns the page does not count again.
    census: createTtlCache({ ttlMs: 60_000, maxEntries: 5_000 }),
  } satisfies Record<string, TtlCache>;
  const categories = () => caches.categories.get('all', () => listCategories(deps.db));

  /** Runs a search's statements where the planner never reads the table in order (withIndexedSearch). */
  const indexedSearch = <T>(work: (db: Executor) => Promise<T>): Promise<T> =>
    deps.indexedReads ? work(deps.indexedReads) : withIndexedSearch(deps.db, work);

  /** The index in memory (decision 0055), or none: this engine then asks the database. */
  const held = options.inMemory ? holdMemoryIndex(deps.db) : null;
  const memoryIndex = () => held?.current() ?? Promise.resolve(null);
  const wordsTree = (terms: string[]) => held?.wordsTree(terms) ?? Promise.resolve(null);

  /** The slots of a plan's matches, without the conditions of the `except` groups. */
  async function matchesInMemory(index: MemoryIndex, p: Plan, except: string[] = []): Promise<Int32Array> {
    const groups = groupsOf(p, except);
    const words = p.terms.length ? await wordsTree(p.terms) : null;
    return index.matches(
      groups.map(([, c]) => c.memory),
      words,
      scoped(groups),
    );
  }
  const findsInMemory = (index: MemoryIndex, p: Plan) => async (words: string[]) => {
    const groups = groupsOf(p);
    return (
      index.matches(
        groups.map(([, c]) => c.memory),
        await wordsTree(tsqueryTerms(words)),
        scoped(groups),
      ).length > 0
    );
  };
  const brandNames = () => caches.brands.get('all', () => brandWords(deps.db));
  const suggestionList = () =>
    caches.suggestions.get('all', async () => buildSuggestionList(await selectAllSuggestions(deps.db)));

  /**
   * The word list, held in memory (a few thousand words) with each word's trigrams: known words,
   * half-typed ones and misspelt ones need no query.
   */
  const vocabulary = () =>
    caches.vocabulary.get('all', async () => {
      const rows = await selectAllWords(deps.db);
      const words = rows.map((r) => r.word).sort();
      const entries = rows.map((r) => ({ ...r, grams: trigrams(r.word) }));
      return { known: new Set(words), sorted: words, entries };
    });
  const startsAWord = (sorted: string[], prefix: string) =>
    (sorted[lowerBound(0, sorted.length, (i) => (sorted[i] ?? '') < prefix)] ?? '').startsWith(prefix);

  /**
   * Each word as the vocabulary knows it: a misspelt word is replaced by its closest known word
   * (pg_trgm similarity); with `lastIsPrefix`, a last word that starts a known word is left as typed.
   */
  async function correctWords(words: string[], lastIsPrefix = false): Promise<string[]> {
    const { known, sorted, entries } = await vocabulary();
    return Promise.all(
      words.map(async (w, i) => {
        if (!/^[a-z]{3,}$/.test(w) || known.has(w) || isCategoryWord(w)) return w;
        if (lastIsPrefix && i === words.length - 1 && startsAWord(sorted, w)) return w;
        // Comparing with every known word takes a fraction of a millisecond; a shopper typing
        // asks for the same word on each key, so the answer is kept.
        return caches.words.get(w, async () => closestWord(entries, w) ?? w);
      }),
    );
  }

  /** Once a process: a bulk-loaded index is vacuumed before its first search (see vacuumIfStale). */
  let maintained: Promise<unknown> | null = null;
  const maintain = () => (maintained ??= vacuumIfStale(deps.db).catch(() => false));

  async function plan(state: SearchState, augment = true): Promise<Plan> {
    await maintain();
    const cats = await categories();
    const filters = state.filters ?? {};
    const applied: Record<string, string[]> = {};
    const groups = new Map<string, Condition>();
    const add = (group: string, condition: SQL, more: Omit<Condition, 'sql'>) => {
      const before = groups.get(group);
      groups.set(
        group,
        before
          ? {
              sql: sql`${before.sql} and ${condition}`,
              lexemes: before.lexemes && more.lexemes ? `${before.lexemes} & ${more.lexemes}` : undefined,
              scope: Boolean(before.scope && more.scope),
              memory: { kind: 'all', parts: [before.memory, more.memory] },
            }
          : { sql: condition, ...more },
      );
    };
    const inCategory = (id: string): Omit<Condition, 'sql'> => ({
      lexemes: anyLexeme([scopeLexeme.category(id)]),
      scope: true,
      memory: { kind: 'category', values: [id] },
    });
    const ofBrand = (id: string): Omit<Condition, 'sql'> => ({
      lexemes: anyLexeme([scopeLexeme.brand(id)]),
      scope: true,
      memory: { kind: 'brand', values: [id] },
    });

    // Store: the main store, the books store, or a category's store id.
    const store = state.store || mainStore;
    let category: Category | null = null;
    if (store !== mainStore) {
      category = cats.find((c) => c.sid === store) ?? null;
      // A store the catalogue does not stock yet (a menu's toys or furniture) has no products.
      if (category) add('store', sql`d.category_id = ${category.id}`, inCategory(category.id));
      else add('store', sql`false`, { memory: { kind: 'none' } });
    }

    // Query: words corrected, a named category landed on.
    let words = queryWords(state.q ?? '');
    const original = words.join(' ');
    if (augment) words = await correctWords(words, true);
    const corrected = words.join(' ');
    if (!category && !filters.category?.length) {
      const detected = detectCategory(words);
      if (detected.categoryId) {
        category = cats.find((c) => c.id === detected.categoryId) ?? null;
        if (category) {
          add('store', sql`d.category_id = ${category.id}`, inCategory(category.id));
          words = detected.rest;
        }
      }
    }
    // A query naming a brand ('samsung galaxy', 'lg refrigerator') narrows to that brand.
    if (!filters.brand?.length && words.length) {
      const detected = detectBrand(words, await brandNames());
      if (detected.brandId) {
        add('qbrand', sql`d.brand_id = ${detected.brandId}`, ofBrand(detected.brandId));
        words = detected.rest;
      }
    }
    // Whole words match exactly (stemmed): 'apple' must not match 'appliance'. A half-typed last word matches as a prefix.
    const { known } = await vocabulary();
    const last = words[words.length - 1] ?? '';
    const terms = tsqueryTerms(
      words,
      '&',
      words.length > 0 && last.length >= 3 && /^[a-z]+$/.test(last) && !known.has(last),
    );
    const tsquery = words.length ? sql`to_tsquery('english', ${terms.join(' & ')})` : null;
    if (tsquery) add('q', sql`d.document @@ ${tsquery}`, { memory: { kind: 'words' } });

    for (const [name, values] of Object.entries(filters) as [FilterName, string[]][]) {
      if (!values.length) continue;
      applied[name] = values;
      add(name, filterCondition(name, values, cats), filterForms(name, values));
    }
    if (filters.category?.length === 1) category = cats.find((c) => c.id === filters.category?.[0]) ?? category;

    if (state.tag) {
      const at = state.tag.indexOf('=');
      const tagKey = at > 0 ? state.tag.slice(0, at) : '';
      const tagValue = at > 0 ? state.tag.slice(at + 1) : state.tag;
      const strip = (t: string) => t.toLowerCase().replace(/[^a-z0-9]+/g, '');
      const pattern = `%${strip(tagKey)}%=%${strip(tagValue)}%`;
      if (tagKey === 'brand') add('tag', sql`d.brand_id = ${tagValue}`, ofBrand(tagValue));
      else if (tagKey)
        add('tag', sql`exists (select 1 from unnest(d.tags) t where t like ${pattern})`, {
          memory: { kind: 'tagLike', pattern },
        });
      else
        add('tag', sql`d.tags @> array[${tagValue.toLowerCase()}]::text[]`, {
          memory: { kind: 'tags', values: [tagValue.toLowerCase()] },
        });
    }

    let pincode: string | null = null;
    if (state.pincode !== undefined) {
      if (!isValidPincode(state.pincode))
        throw new AppError('PINCODE_INVALID', 'Not a valid pincode', 400, [
          { field: 'requestContext.pincode', message: 'Not a valid pincode' },
        ]);
      pincode = state.pincode;
      const warehouses = await serviceableWarehouses(deps, pincode);
      if (warehouses !== 'all') {
        add('pincode', warehouses.length ? sql`d.warehouses && ${textArray(warehouses)}` : sql`false`, {
          memory: warehouses.length ? { kind: 'warehouses', values: warehouses } : { kind: 'none' },
        });
      }
    }

    return {
      byGroup: groups,
      tsquery,
      terms,
      query: words.join(' '),
      correctedQuery: corrected !== original ? corrected : null,
      category,
      store,
      pincode,
      applied,
    };
  }

  const whereOf = (conditions: SQL[]) => (conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);
  type Groups = [string, Condition][];
  const groupsOf = (p: Plan, except: string[] = []): Groups => [...p.byGroup].filter(([g]) => !except.includes(g));
  /** The conditions as written: for walking a sort index and checking each row. */
  const rowConditions = (groups: Groups) => groups.map(([, c]) => c.sql);
  /**
   * The conditions for the GIN index: with words, every condition that has lexemes joins them in
   * the one tsquery (documents.ts), so a count or a gather is one index scan (decision 0051).
   */
  const indexConditions = (p: Plan, groups: Groups, facetScan?: { sample: number }): SQL[] => {
    const words = p.tsquery && groups.some(([g]) => g === 'q') ? p.tsquery : null;
    const scopes = groups.filter(([g, c]) => g !== 'q' && c.lexemes).map(([, c]) => `(${c.lexemes})`);
    const sample = facetScan && facetScan.sample > 1 ? facetScan.sample : null;
    // A facet scan finds its scope (and its sample, facet-sample.ts) in one GIN scan, words or
    // none, and so does a search scoped twice ('lg tv'): a category and a brand are two posting
    // lists to intersect, not two btree bitmaps of tens of thousands of rows to build and AND
    // (at a million, LG's televisions: 5-90 ms by the btrees, 4-7 ms by the GIN index).
    if (!words && !sample && !(facetScan && scopes.length) && scopes.length < 2) return rowConditions(groups);
    const lexemes = [...scopes, ...(sample ? [`'${sampleLexeme(sample)}'`] : [])].join(' & ');
    const match = !words
      ? sql`d.document @@ ${lexemes}::tsquery`
      : lexemes
        ? sql`d.document @@ (${words} && ${lexemes}::tsquery)`
        : sql`d.document @@ ${words}`;
    // Words that are all stop words ('the') are an empty tsquery: joined with a scope they leave
    // the scope alone, and alone they match nothing, which the sample's lexeme must not change.
    const stopWordsOnly = words && sample && !scopes.length ? [sql`numnode(${words}) > 0`] : [];
    return [match, ...stopWordsOnly, ...groups.filter(([g, c]) => g !== 'q' && !c.lexemes).map(([, c]) => c.sql)];
  };
  const indexWhere = (p: Plan, groups: Groups, ...more: SQL[]) => whereOf([...indexConditions(p, groups), ...more]);
  /** The scope a sort index walks within, and the conditions checked on each row it reads (with `extra`). */
  const walkConditions = (groups: Groups, extra: SQL[] = []) => ({
    scope: whereOf(groups.filter(([, c]) => c.scope).map(([, c]) => c.sql)),
    filter: whereOf([...groups.filter(([, c]) => !c.scope).map(([, c]) => c.sql), ...extra]),
  });
  /** Whether indexConditions joins the words with scope lexemes. */
  const scoped = (groups: Groups) => groups.some(([g, c]) => g !== 'q' && c.lexemes);

  /**
   * A text search whose matches the first thousand found fall in one category, and no match
   * outside it (one GIN probe): the category becomes its scope, so its page walks that category's
   * sort index ('bat' by price walks the sports category, not every dearer product first).
   */
  async function scopeOfMatches(db: Executor, p: Plan, groups: Groups, categories: string[]): Promise<Groups> {
    const [only] = categories;
    const lexeme = only && categories.length === 1 ? lexemeQuery(scopeLexeme.category(only)) : null;
    if (!p.tsquery || !only || !lexeme || groups.some(([, c]) => c.scope)) return groups;
    const outside: Condition = {
      sql: sql`d.category_id <> ${only}`,
      lexemes: `!${lexeme}`,
      memory: { kind: 'notCategory', value: only },
    };
    if ((await counted(db, indexWhere(p, [...groups, ['matches', outside]]), 0)) > 0) return groups;
    return [
      ...groups,
      [
        'matches',
        {
          sql: sql`d.category_id = ${only}`,
          lexemes: lexeme,
          scope: true,
          memory: { kind: 'category', values: [only] },
        },
      ],
    ];
  }

  /** The where of the plan's matches in the census's fixed sample (documents.ts). */
  const sampledWhere = (p: Plan, groups: Groups) => whereOf(indexConditions(p, groups, { sample: sampling.rate }));

  /**
   * A broad search's census from its matches in a fixed 1-in-64 sample (docs/decisions/0059):
   * the GIN index intersects the words with the sample's posting list, so it builds a bitmap of a
   * sixty-fourth of the postings, not of every one ('shirt' at a million: 55,600 postings, about
   * 9 ms, against 2 ms for its 870 in the sample). When the sample holds at least `hits` matches,
   * they are far more than the count's cap, and their sort keys bound a page as the first
   * thousand matches' do. Null when the sample holds fewer: the census then gathers every match.
   */
  async function sampledCensus(
    db: Executor,
    p: Plan,
    groups: Groups,
    order: SQL,
    limit: number,
    inTitle: SQL | null,
  ): Promise<Census | null> {
    if (sampling.rate <= 1) return null;
    const found = await gatherPage(
      db,
      sampledWhere(p, groups),
      order,
      { start: 0, count: 0 },
      { limit, inTitle: inTitle ?? undefined, keys: true },
    );
    if (found.matched < sampling.hits) return null;
    return { n: limit + 1, categories: found.categories, sample: found.sample, rate: sampling.rate };
  }

  /**
   * One page in `order`: walked in the sort index within the search's scope, gathered (every
   * match, sorted) when the walk finds the matches too sparse (walkPage).
   */
  async function pageOf(db: Executor, p: Plan, groups: Groups, extra: SQL[], order: SQL, page: PageWindow) {
    const { scope, filter } = walkConditions(groups, extra);
    const rows = await walkPage(db, scope, filter, order, page, walkRows(page));
    if (rows) return { rows, matched: null };
    return gatherPage(db, indexWhere(p, groups, ...extra), order, page);
  }

  /**
   * The total (exact up to `countCap`, or up to the requested page when it lies beyond) and the
   * page. A search with words gathers its first thousand matches, which counts them and, when
   * they are all, sorts the page among them; a broad one (more) and one without words walk the
   * index of their order. Relevance with words is two tiers, each in popularity order: products
   * whose title or brand hold every word, then the others (docs/decisions/0050, 0051).
   */
  async function runSearch(db: Executor, request: SearchRequest, p: Plan) {
    let groups = groupsOf(p);
    const limit = Math.max(cap, request.start + request.count);
    const popularity = sql.raw(sortSql.popularity);
    const inTitle = p.tsquery ? sql`d.title_document @@ ${p.tsquery}` : null;
    const order =
      request.sort !== 'relevance'
        ? sql.raw(sortSql[request.sort])
        : inTitle
          ? sql`d.in_title desc, ${popularity}`
          : popularity;
    let census: Census | null = null;
    if (p.tsquery) {
      // The first thousand matches gathered count the search and, when they are all, hold its page.
      const where = indexWhere(p, groups);
      const gather = () => gatherPage(db, where, order, request, { limit, inTitle: inTitle ?? undefined });
      let page: DocRow[] | null = null;
      census = await caches.census.get<Census>(censusKey(where, limit), async () => {
        const sampled = await sampledCensus(db, p, groups, order, limit, inTitle);
        if (sampled) return sampled;
        const first = await gather();
        page = first.rows;
        return { n: first.matched, categories: first.categories, sample: first.sample };
      });
      // A census kept from another sort or page of this search has no page of this one.
      if (census.n <= limit)
        return { total: census.n, capped: false, rows: census.n ? (page ?? (await gather()).rows) : [] };
      groups = await scopeOfMatches(db, p, groups, census.categories);
    } else {
      const where = indexWhere(p, groups);
      const n = await counted(db, where, limit, async () =>
        sampling.rate > 1 && (await countMatches(db, sampledWhere(p, groups), sampling.hits)) >= sampling.hits
          ? limit + 1
          : countMatches(db, where, limit),
      );
      if (n <= limit && request.start >= n) return { total: n, capped: false, rows: [] };
      if (n <= limit) return { total: n, capped: false, rows: (await pageOf(db, p, groups, [], order, request)).rows };
    }
    const [total, capped] = [limit, true];
    /**
     * The scope's equalities and the sample's bound on a page ending at the sample's `at`-th key
     * in `sort` (the page's end when not given), when the sample reaches that far.
     */
    const bounded = (sort: keyof SampleKeys, window: PageWindow, at = window.start + window.count) => {
      const bound = sampleBound(sort, census?.sample, at);
      return bound ? [...groups.filter(([, c]) => c.scope).map(([, c]) => c.sql), bound] : [];
    };
    /**
     * The page under a bound guessed from a census of a 1-in-r sample: about r matches lie between
     * two of its keys, so the page's end is expected near its (end / r)-th key, and a bound a few
     * keys further holds the page unless the sample is very uneven there. The page is the answer
     * only when the bound held a full page (decision 0059); null otherwise, and the sure bound is
     * taken.
     */
    const guessedPage = async (sort: keyof SampleKeys, window: PageWindow, extra: SQL[], inOrder: SQL) => {
      const end = window.start + window.count;
      const guess = census?.rate ? 2 * Math.ceil(end / census.rate) + sampling.slack : end;
      const bound = guess < end ? bounded(sort, window, guess) : [];
      if (!bound.length) return null;
      const { rows } = await pageOf(db, p, groups, [...extra, ...bound], inOrder, window);
      return rows.length === window.count ? rows : null;
    };
    if (!inTitle || request.sort !== 'relevance') {
      const sort = request.sort === 'relevance' ? 'popularity' : request.sort;
      const rows =
        (await guessedPage(sort, request, [], order)) ??
        (await pageOf(db, p, groups, bounded(sort, request), order, request)).rows;
      return { total, capped, rows };
    }
    const titledGuess = await guessedPage('titled', request, [inTitle], popularity);
    if (titledGuess) return { total, capped, rows: titledGuess };
    // A bound from the sample's title matches holds only when the tier fills the page, so a short
    // tier is still gathered whole and counted.
    const titled = await pageOf(db, p, groups, [inTitle, ...bounded('titled', request)], popularity, request);
    if (titled.rows.length === request.count) return { total, capped, rows: titled.rows };
    // The title tier ends on this page or before it: the rest of the page comes from the others. A
    // short page was gathered, and gathering counted the whole tier.
    const titledCount = titled.matched ?? request.start + titled.rows.length;
    const rest = { count: request.count - titled.rows.length, start: Math.max(0, request.start - titledCount) };
    const untitled = sql`not (${inTitle})`;
    const others =
      (await guessedPage('untitled', rest, [untitled], popularity)) ??
      (await pageOf(db, p, groups, [untitled, ...bounded('untitled', rest)], popularity, rest)).rows;
    return { total, capped, rows: [...titled.rows, ...others] };
  }

  /**
   * The where of a facet scan of the plan's matches without the `except` groups: every match, or
   * a nested sample of them when they are too many to read (docs/decisions/0058).
   */
  async function facetScope(db: Executor, p: Plan, except: string[]): Promise<{ where: SQL; rate: number }> {
    const groups = groupsOf(p, except);
    const rate = await sampleRateFor(
      (sample, limit) => counted(db, facetWhere(p, groups, sample), limit),
      facetTarget,
      facetProbe,
    );
    return { where: facetWhere(p, groups, rate), rate };
  }
  /** A facet scan's matches in its 1-in-`sample` sample (1: every match), in one GIN scan. */
  const facetWhere = (p: Plan, groups: Groups, sample: number) => whereOf(indexConditions(p, groups, { sample }));

  /** Every facet's counts over the matches of `where`, in one scan: categories, brands and totals as grouping sets. */
  async function facetCounts(db: Executor, where: SQL, withAttributes = false): Promise<FacetCounts> {
    const buckets = priceBuckets.map(
      ([min, max], i) =>
        `count(*) filter (where d.price >= ${min * 100}${max === null ? '' : ` and d.price <= ${max * 100 + 99}`})::int as p${i}`,
    );
    const ratings = ratingSteps.map((r) => `count(*) filter (where d.rating_average >= ${r})::int as r${r}`);
    const discounts = discountSteps.map((r) => `count(*) filter (where d.discount_percent >= ${r})::int as d${r}`);
    type Row = Record<string, number> & { gc: number; gb: number; n: number; c: string; b: string; t: string };
    // A category's specifications are counted over the same rows, read once: the matches are
    // kept (materialized) for both the grouping sets and the specifications' counts.
    const from = withAttributes
      ? sql`with d as materialized (select d.category_id, d.brand_id, d.brand, d.price, d.rating_average,
              d.discount_percent, d.in_stock, d.attributes from search_documents d ${where}) `
      : null;
    const attributes = withAttributes
      ? sql`, case when grouping(d.category_id) = 1 and grouping(d.brand_id) = 1 then (
            select coalesce(json_agg(json_build_array(x.a, x.n)), '[]'::json)
            from (select a, count(*)::int as n from d cross join unnest(d.attributes) a group by a) x) end as attrs`
      : sql``;
    const rows = await rowsOf<Row & { attrs?: [string, number][] | null }>(
      db,
      sql`${from ?? sql``}select grouping(d.category_id) as gc, grouping(d.brand_id) as gb, d.category_id as c, d.brand_id as b,
            min(d.brand) as t, count(*)::int as n, count(*) filter (where d.in_stock)::int as s,
            ${sql.raw([...buckets, ...ratings, ...discounts].join(', '))}${attributes}
          from ${from ? sql`d` : sql`search_documents d ${where}`}
          group by grouping sets ((d.category_id), (d.brand_id), ())`,
    );
    const totals = rows.find((r) => r.gc === 1 && r.gb === 1);
    const withoutAttributes = ({ attrs: _, ...counts }: Row & { attrs?: unknown }): Row => counts as Row;
    return {
      categories: rows
        .filter((r) => r.gc === 0)
        .map((r) => ({ v: r.c, n: r.n }))
        .sort(byCountThenValue((c) => c.v)),
      brands: rows
        .filter((r) => r.gb === 0)
        .map((r) => ({ v: r.b, t: r.t, n: r.n }))
        .sort(byCountThenValue((b) => b.t))
        .slice(0, 40),
      totals: totals ? withoutAttributes(totals) : { n: 0, s: 0 },
      ...(withAttributes
        ? { attributes: (totals?.attrs ?? []).map(([a, n]) => ({ a, n })).sort(byCountThenValue((r) => r.a)) }
        : {}),
    };
  }

  /**
   * The words of a query that finds nothing, narrowed to those that find something together:
   * first the words no product holds at all are dropped ('laptop bag' where no bag is sold),
   * then words from the end, where shoppers put details ('7 kg'), until a match remains.
   * Null when no word finds anything. `finds` tells whether some product holds all the words
   * with the search's other conditions: a capped count in the database (docs/decisions/0050).
   */
  async function widestMatch(p: Plan, finds: (words: string[]) => Promise<boolean>): Promise<string[] | null> {
    const words = p.query.split(' ');
    const present: string[] = [];
    for (const word of words) if (await finds([word])) present.push(word);
    for (let kept = present; kept.length; kept = kept.slice(0, -1)) {
      if (kept.length === words.length) continue;
      if (await finds(kept)) return kept;
    }
    return null;
  }

  const findsInDatabase = (db: Executor, p: Plan) => async (words: string[]) => {
    const plan = widened(p, words);
    const groups = groupsOf(plan);
    const where = indexWhere(plan, groups);
    const { scope, filter } = walkConditions(groups);
    return (await counted(db, where, 0, async () => ((await anyMatch(db, scope, filter, where)) ? 1 : 0))) > 0;
  };

  /** The plan searching only `kept` of its words, and saying so. */
  const widened = (p: Plan, kept: string[]): Plan => {
    const terms = tsqueryTerms(kept);
    const tsquery = sql`to_tsquery('english', ${terms.join(' & ')})`;
    const byGroup = new Map(p.byGroup).set('q', { sql: sql`d.document @@ ${tsquery}`, memory: { kind: 'words' } });
    return { ...p, tsquery, terms, byGroup, correctedQuery: kept.join(' ') };
  };

  /**
   * The plan whose facets a page shows: a query no product fully matches is widened as its
   * search is ('laptop bag' counts the bats it shows), so no filter reads 0 beside its results.
   */
  async function facetsPlan(state: SearchState, index: MemoryIndex | null): Promise<{ p: Plan; empty: boolean }> {
    const p = await plan(state);
    if (!p.tsquery || !p.query.includes(' ')) return { p, empty: false };
    if (index) {
      if ((await matchesInMemory(index, p)).length > 0) return { p, empty: false };
      const kept = await widestMatch(p, findsInMemory(index, p));
      return { p: kept ? widened(p, kept) : p, empty: false };
    }
    return indexedSearch(async (db) => {
      // The facet scan's first count, of a sample, says there are matches when it finds some
      // (and is kept for that scan); only when it finds none is every match looked for.
      if ((await counted(db, facetWhere(p, groupsOf(p), facetProbe), probeLimit(facetTarget))) > 0)
        return { p, empty: false };
      if ((await counted(db, indexWhere(p, groupsOf(p)), 0)) > 0) return { p, empty: false };
      const kept = await widestMatch(p, findsInDatabase(db, p));
      // Nothing matches, widened or not: the scans with every condition need not look.
      return kept ? { p: widened(p, kept), empty: false } : { p, empty: true };
    });
  }

  /** Nothing holds every word: the shopper sees what holds the most of them, and is told which. */
  const mayWiden = (request: SearchRequest, p: Plan, total: number) =>
    total === 0 && p.tsquery !== null && request.augment !== false && p.query.includes(' ');

  async function searchInDatabase(request: SearchRequest, p: Plan) {
    return indexedSearch(async (db) => {
      const first = await runSearch(db, request, p);
      if (!mayWiden(request, p, first.total)) return { ...first, p };
      const kept = await widestMatch(p, findsInDatabase(db, p));
      if (!kept) return { ...first, p };
      const wide = widened(p, kept);
      return { ...(await runSearch(db, request, wide)), p: wide };
    });
  }

  /** The same answer as searchInDatabase, from the index in memory (memory-search.ts). */
  async function searchInMemory(index: MemoryIndex, request: SearchRequest, first: Plan) {
    let p = first;
    let matches = await matchesInMemory(index, p);
    if (mayWiden(request, p, matches.length)) {
      const kept = await widestMatch(p, findsInMemory(index, p));
      if (kept) {
        p = widened(p, kept);
        matches = await matchesInMemory(index, p);
      }
    }
    const limit = Math.max(cap, request.start + request.count);
    const words = request.sort === 'relevance' && p.terms.length ? await wordsTree(p.terms) : null;
    const titled = words ? index.evaluate(words, 'title') : null;
    const slots = memoryPage(index, matches, request.sort, request, titled);
    return {
      total: Math.min(matches.length, limit),
      capped: matches.length > limit,
      rows: slots.map((slot) => index.card(slot)),
      p,
    };
  }

  async function searchUncached(request: SearchRequest): Promise<SearchResult> {
    const planned = await plan(request, request.augment !== false);
    const index = await memoryIndex();
    const answer = index
      ? await searchInMemory(index, request, planned).catch((error: unknown) => {
          if (error instanceof NotInMemory) return searchInDatabase(request, planned);
          throw error;
        })
      : await searchInDatabase(request, planned);
    const { total, capped, rows, p } = answer;
    return {
      products: rows.map(toProduct),
      totalCount: total,
      start: request.start,
      count: rows.length,
      pageContext: {
        searchMetaData: {
          selectedPincode: p.pincode,
          totalCountCapped: capped,
          store: p.store,
          query: p.query,
          correctedQuery: p.correctedQuery,
          detectedCategory: p.category ? { id: p.category.id, title: p.category.title, sid: p.category.sid } : null,
          appliedFilters: p.applied,
          sort: request.sort,
          ssid: request.ssid ?? null,
          sqid: request.sqid ?? null,
        },
      },
    };
  }

  /** A search's facets, counted by the index in memory or, with none, in the database. */
  async function facetsOf(state: SearchState, index: MemoryIndex | null): Promise<FacetsResult> {
    const { p, empty } = await facetsPlan(state, index);
    const cats = await categories();
    const selected = (name: string) => new Set(p.applied[name] ?? []);
    const facets: Facet[] = [];
    // A scan of many matches counts a sample of them: the counts it gives are then estimates.
    let estimate = false;
    /** A scan over the database of the matches without the `except` groups' conditions, counts scaled. */
    const scanned = <T>(except: string[], scan: (db: Executor, where: SQL, rate: number) => Promise<T>) =>
      indexedSearch(async (db) => {
        if (empty && !except.some((group) => p.byGroup.has(group))) return scan(db, sql`where false`, 1);
        const { where, rate } = await facetScope(db, p, except);
        if (rate > 1) estimate = true;
        return scan(db, where, rate);
      });
    // Every facet counts with the filters but its own. A facet whose filter is not applied counts
    // with all of them, so those share one scan of the matches (grouping sets) instead of one
    // scan each; an applied filter's facet scans once more without it (decision 0050).
    const scans = new Map<string, Promise<FacetCounts>>();
    const countsExcept = (group: string) => {
      const key = p.byGroup.has(group) ? group : '';
      if (!scans.has(key))
        scans.set(
          key,
          index
            ? matchesInMemory(index, p, [key]).then((m) => memoryFacetCounts(index, m))
            : scanned([key], async (db, where, rate) =>
                scaledCounts(await facetCounts(db, where, key === '' && p.category !== null), rate),
              ),
        );
      return scans.get(key) as Promise<FacetCounts>;
    };

    const categoryRows = (await countsExcept('category')).categories;
    facets.push({
      name: 'category',
      title: 'Categories',
      values: categoryRows.map((r) => ({
        value: r.v,
        title: cats.find((c) => c.id === r.v)?.title ?? r.v,
        count: r.n,
        selected: selected('category').has(r.v),
      })),
    });

    const brandRows = (await countsExcept('brand')).brands;
    facets.push({
      name: 'brand',
      title: 'Brand',
      values: brandRows.map((r) => ({ value: r.v, title: r.t, count: r.n, selected: selected('brand').has(r.v) })),
    });

    const prices = (await countsExcept('price')).totals;
    facets.push({
      name: 'price',
      title: 'Price',
      values: priceBuckets.map(([min, max], i) => {
        const value = `${min}-${max ?? '*'}`;
        const title =
          max === null
            ? `₹${min.toLocaleString('en-IN')} and above`
            : min === 0
              ? `Under ₹${(max + 1).toLocaleString('en-IN')}`
              : `₹${min.toLocaleString('en-IN')} - ₹${(max + 1).toLocaleString('en-IN')}`;
        return { value, title, count: prices?.[`p${i}`] ?? 0, selected: selected('price').has(value) };
      }),
    });

    const ratings = (await countsExcept('rating')).totals;
    facets.push({
      name: 'rating',
      title: 'Customer Ratings',
      values: ratingSteps.map((r) => ({
        value: String(r),
        title: `${r}★ & above`,
        count: ratings?.[`r${r}`] ?? 0,
        selected: selected('rating').has(String(r)),
      })),
    });

    const discounts = (await countsExcept('discount')).totals;
    facets.push({
      name: 'discount',
      title: 'Discount',
      values: discountSteps.map((r) => ({
        value: String(r),
        title: `${r}% or more`,
        count: discounts?.[`d${r}`] ?? 0,
        selected: selected('discount').has(String(r)),
      })),
    });

    const availability = (await countsExcept('availability')).totals;
    const stock = { n: availability.s ?? 0, all: availability.n ?? 0 };
    facets.push({
      name: 'availability',
      title: 'Availability',
      values: [
        {
          value: 'exclude-out-of-stock',
          title: 'Exclude Out of Stock',
          count: stock?.n ?? 0,
          selected: selected('availability').has('exclude-out-of-stock'),
        },
      ],
    });

    // The category's own specifications: only once the search is within one category.
    if (p.category) {
      const specNames = specFilterNames as readonly string[];
      const chosen = Object.keys(p.applied).filter((n) => specNames.includes(n));
      const counts = new Map<string, Map<string, number>>();
      const collect = async (names: string[], only?: string) => {
        // With every condition, the totals' scan counted them (facetCounts).
        const fromTotals = !index && names.length === 0 ? (await countsExcept('')).attributes : undefined;
        const rows = index
          ? memoryAttributeCounts(index, await matchesInMemory(index, p, names))
          : (fromTotals ??
            (await scanned(names, async (db, where, rate) =>
              (
                await rowsOf<{ a: string; n: number }>(
                  db,
                  sql`select a, count(*)::int as n from search_documents d cross join unnest(d.attributes) a ${where} group by 1`,
                )
              )
                .sort(byCountThenValue((r) => r.a))
                .map((r) => ({ a: r.a, n: estimated(r.n, rate) })),
            )));
        for (const { a, n } of rows) {
          const at = a.indexOf('=');
          const name = a.slice(0, at);
          if (only ? name !== only : chosen.includes(name)) continue;
          if (!counts.has(name)) counts.set(name, new Map());
          counts.get(name)?.set(a.slice(at + 1), n);
        }
      };
      await collect([]);
      for (const name of chosen) await collect([name], name);
      for (const name of specNames) {
        const values = counts.get(name);
        if (!values || name === 'author' || (values.size < 2 && !chosen.includes(name))) continue;
        facets.push({
          name,
          title: specFilterSources[name as FilterName]?.title ?? name,
          values: [...values.entries()]
            .slice(0, 30)
            .map(([value, count]) => ({ value, title: value, count, selected: selected(name).has(value) })),
        });
      }
    }
    return { facets, totalCount: stock?.all ?? 0, countsEstimated: estimate };
  }

  const engine: SearchEngine = {
    search(request) {
      return caches.results.get(JSON.stringify(request), () => searchUncached(request));
    },

    facets(state) {
      const key = JSON.stringify([state.store, state.q, state.filters, state.tag, state.pincode]);
      return caches.facets.get(key, async () => {
        const index = await memoryIndex();
        if (index)
          try {
            return await facetsOf(state, index);
          } catch (error) {
            if (!(error instanceof NotInMemory)) throw error;
          }
        return facetsOf(state, null);
      });
    },

    suggest(q) {
      const text = queryWords(q).join(' ');
      if (!text) return Promise.resolve({ wordSuggestionList: [], storeData: {} });
      return caches.suggest.get(text, async () => {
        await maintain();
        const phrases = await suggestionList();
        let rows = phrases.startingWith(text, 5);
        if (rows.length < 5 && text.length >= 3) {
          // Misspelt words corrected against the vocabulary (pg_trgm), the last one only if no word starts with it.
          const corrected = (await correctWords(text.split(' '), true)).join(' ');
          if (corrected !== text) rows = dedupe([...rows, ...phrases.startingWith(corrected, 5)]);
        }
        rows = rows.slice(0, 5);
        return {
          wordSuggestionList: rows.map((r) => r.term),
          storeData: Object.fromEntries(rows.map((r) => [r.term, [{ store: r.store, title: r.storeTitle }]])),
        };
      });
    },

    async reindexed(productIds) {
      await held?.reindexed(productIds);
      engine.clearCaches({ keepIndex: true });
    },

    async warmUp() {
      // The index first: the searches below then warm what it does not hold (categories, words).
      await memoryIndex();
      const [cats, brands, { entries }] = await Promise.all([
        categories(),
        brandNames(),
        vocabulary(),
        // Every phrase a shopper's letters can begin (a second at a million products).
        suggestionList(),
      ]);
      const word = entries.reduce<(typeof entries)[number] | undefined>(
        (top, e) => (top && top.frequency >= e.frequency ? top : e),
        undefined,
      )?.word;
      const category = cats[0]?.title.toLowerCase();
      const brand = brands[0]?.words;
      // A misspelt word: its search corrects it (compared with every known word) and says so. Its
      // correction alone did not warm that path (first typo at 100,000 products: 83 ms).
      const misspelt = word && word.length >= 4 ? `${word.slice(0, -2)}${word.slice(-1)}${word.slice(-2, -1)}` : null;
      // Each sort, with words (a gather), a category's and a brand's walks, a filter checked on each row.
      const states: SearchState[] = [
        ...(word ? [{ q: word }, { q: word, filters: { availability: ['exclude-out-of-stock'] } }] : []),
        ...(misspelt ? [{ q: misspelt }] : []),
        ...(category ? [{ q: category, filters: { rating: ['4'] } }] : []),
        ...(brand ? [{ q: brand }] : []),
      ];
      for (const state of states) {
        for (const sort of sortValues)
          await engine.search({ ...state, sort, start: 0, count: searchPageSize }).catch(() => undefined);
        await engine.facets(state).catch(() => undefined);
      }
      engine.clearCaches({ answersOnly: true });
    },

    clearCaches(options = {}) {
      for (const cache of [caches.results, caches.facets, caches.census, caches.suggest]) cache.clear();
      if (options.answersOnly) return;
      if (!options.keepIndex) held?.drop();
      caches.categories.clear();
      caches.vocabulary.clear();
      caches.words.clear();
      caches.brands.clear();
      caches.suggestions.clear();
    },
  };
  return engine;
}

const dedupe = <T extends { term: string }>(rows: T[]) =>
  rows.filter((r, i) => rows.findIndex((x) => x.term === r.term) === i);

function toProduct(r: DocRow): SearchProduct {
  return {
    id: r.id,
    itemId: r.itemId,
    title: r.title,
    url: `/${r.slug}/p/${r.itemId}`,
    imageId: r.id,
    brand: r.brand,
    categoryId: r.categoryId,
    price: r.price,
    mrp: r.mrp,
    discountPercent: r.discountPercent,
    rating: { average: r.ratingAverage, count: r.ratingCount },
    inStock: r.inStock,
    keySpecs: r.keySpecs ?? [],
  };
}

const bad = (name: string, value: string, expected: string) =>
  AppError.badRequest(`Filter ${name}: '${value}' is not valid; ${expected}`, [
    { field: `filters.${name}`, message: expected },
  ]);

/**
 * The rows no later in the order than the sample's `at`-th key. Every row of a broad search's page
 * meets it when `at` is the page's end: the page's last row is no later in the order than the
 * sample's row there, since the sample is some of the matches (a nearer `at` is a guess, checked
 * by its caller, decision 0059). With the scope's equality beside it, the database intersects the
 * words' GIN bitmap with a range of the scope's sort index (a BitmapAnd) and reads only the rows
 * of both, instead of every match: at a million products 'phone 64 gb' by price, 53 -> 12 ms, and
 * Samsung's Galaxy by price descending, 47 -> 10 ms (docs/decisions/0055). Null beyond the sample.
 */
function sampleBound(sort: keyof SampleKeys, sample: SampleKeys | null | undefined, at: number): SQL | null {
  const key = sample?.[sort]?.[at - 1];
  if (key === undefined) return null;
  switch (sort) {
    case 'price_asc':
      return sql`d.price <= ${key}`;
    case 'price_desc':
      return sql`d.price >= ${key}`;
    // A millisecond earlier: microseconds through a double may round either way.
    case 'newest':
      return sql`d.launched_at >= to_timestamp(${(key - 1000) / 1_000_000}::float8)`;
    case 'discount':
      return sql`d.discount_percent >= ${key}`;
    case 'popularity':
    case 'titled':
    case 'untitled':
      return sql`d.rating_count >= ${key}`;
  }
}

/**
 * A filter as the document's lexemes (documents.ts), where it has them: a category or a brand. A
 * single one is also a scope that a sort index can walk within. And the filter as the index in
 * memory reads it. Called after filterCondition validated the values.
 */
function filterForms(name: FilterName, values: string[]): Omit<Condition, 'sql'> {
  switch (name) {
    case 'category':
      return {
        lexemes: anyLexeme(values.map((v) => scopeLexeme.category(v))),
        scope: values.length === 1,
        memory: { kind: 'category', values },
      };
    case 'brand':
      return {
        lexemes: anyLexeme(values.map((v) => scopeLexeme.brand(v))),
        scope: values.length === 1,
        memory: { kind: 'brand', values },
      };
    case 'price':
      return { memory: { kind: 'price', ranges: values.map(priceRange) } };
    case 'rating':
      return { memory: { kind: 'atLeast', field: 'rating', value: Math.min(...values.map(Number)) } };
    case 'discount':
      return { memory: { kind: 'atLeast', field: 'discount', value: Math.min(...values.map(Number)) } };
    case 'availability':
      return { memory: { kind: 'inStock' } };
    default:
      return { memory: { kind: 'attributes', values: values.map((v) => `${name}=${v}`) } };
  }
}

/** A price filter's range in paise ('1000-4999', '50000-*'); a bad request when it is not one. */
function priceRange(value: string): [number, number | null] {
  const m = rupeeRange.exec(value);
  if (!m) throw bad('price', value, 'a range in rupees such as 1000-4999 or 50000-*');
  return [m[1] === '*' ? 0 : Number(m[1]) * 100, m[2] === '*' ? null : Number(m[2]) * 100 + 99];
}

function filterCondition(name: FilterName, values: string[], cats: Category[]): SQL {
  switch (name) {
    case 'category':
      for (const v of values) if (!cats.some((c) => c.id === v)) throw bad(name, v, 'a category id such as mobiles');
      return sql`d.category_id = any(${textArray(values)})`;
    case 'brand':
      return sql`d.brand_id = any(${textArray(values)})`;
    case 'price': {
      const ranges = values.map((v) => {
        const [min, max] = priceRange(v);
        return max === null ? sql`d.price >= ${min}` : sql`(d.price >= ${min} and d.price <= ${max})`;
      });
      return sql`(${sql.join(ranges, sql` or `)})`;
    }
    case 'rating': {
      const stars = values.map((v) => (/^[1-4]$/.test(v) ? Number(v) : Number.NaN));
      if (stars.some(Number.isNaN)) throw bad(name, values.join(','), 'minimum stars, 1 to 4');
      return sql`d.rating_average >= ${Math.min(...stars)}`;
    }
    case 'discount': {
      const steps = values.map((v) => (/^\d{1,2}$/.test(v) ? Number(v) : Number.NaN));
      if (steps.some(Number.isNaN)) throw bad(name, values.join(','), 'a minimum percentage, 0 to 99');
      return sql`d.discount_percent >= ${Math.min(...steps)}`;
    }
    case 'availability':
      if (values.some((v) => v !== 'exclude-out-of-stock')) throw bad(name, values.join(','), 'exclude-out-of-stock');
      return sql`d.in_stock`;
    default:
      return sql`d.attributes && ${textArray(values.map((v) => `${name}=${v}`))}`;
  }
}

/** A stored list of /products-list/{slug} and /offers-list/{slug}, or a query tag of /q/{qtag}. */
export async function findCollection(deps: Deps, kind: 'products-list' | 'offers-list' | 'qtag', slug: string) {
  return selectCollection(deps.db, kind, slug);
}

import { sql, type SQL } from 'drizzle-orm';
import type { FilterName, SortValue } from '../../contracts/search.ts';
import { inTransaction, type Executor } from '../../platform/db/transaction.ts';
import { planEachTime } from '../../platform/db/named-statements.ts';
import { queryRows } from '../../platform/db/rows.ts';
import { searchCollections, searchSuggestions, searchWords } from './schema.ts';

/** Where each specification filter reads its value: swatch attributes first, then specifications. */
export const specFilterSources: Partial<Record<FilterName, { variant?: string; specs?: string[]; title: string }>> = {
  ram: { specs: ['RAM'], title: 'RAM' },
  storage: { variant: 'storage', specs: ['Internal Storage'], title: 'Internal Storage' },
  color: { variant: 'color', specs: ['Color'], title: 'Colour' },
  connectivity: { variant: 'connectivity', specs: ['Connectivity'], title: 'Connectivity' },
  'screen-size': { variant: 'screenSize', title: 'Screen Size' },
  lens: { variant: 'lens', title: 'Lens' },
  platform: { variant: 'platform', specs: ['Platform'], title: 'Platform' },
  edition: { variant: 'edition', title: 'Edition' },
  size: { variant: 'size', title: 'Size' },
  'strap-color': { variant: 'strapColor', specs: ['Strap Color'], title: 'Strap Colour' },
  capacity: { variant: 'capacity', title: 'Capacity' },
  type: { specs: ['Type', 'Function Type', 'Headphone Type', 'Display Type'], title: 'Type' },
  format: { variant: 'format', title: 'Binding' },
  language: { variant: 'language', title: 'Language' },
  genre: { specs: ['Genre'], title: 'Genre' },
};

/** A category as the vocabulary names it; the catalogue's service answers them (listCategories). */
export interface VocabularyCategory {
  id: string;
  sid: string;
  title: string;
}

/** The autosuggest vocabulary and the word list, rebuilt from the search rows and the categories. */
export async function rebuildVocabulary(db: Executor, categories: VocabularyCategory[]): Promise<void> {
  const cats = JSON.stringify(categories.map(({ id, sid, title }) => ({ id, sid, title })));
  const c = sql`(select * from jsonb_to_recordset(${cats}::jsonb) as r(id text, sid text, title text))`;
  await db.delete(searchSuggestions);
  await db.delete(searchWords);
  // Phrases: brand, category, "brand category", "brand model"; each in the store that holds most of
  // its products, and among stores that hold as many, the one shoppers rate most (popularity): a
  // brand stocked evenly still hints its best-known store ('samsung' in Mobiles).
  await db.execute(sql`
    insert into search_suggestions (term, store, store_title, weight)
    select distinct on (term) term, store, store_title, weight from (
      select lower(d.brand) as term, c.sid as store, c.title as store_title, 1000000 + count(*)::int as weight,
          sum(d.rating_count) as popularity
        from search_documents d join ${c} c on c.id = d.category_id group by 1, 2, 3
      union all
      select lower(c.title), c.sid, c.title, 2000000 + count(*)::int, sum(d.rating_count)
        from search_documents d join ${c} c on c.id = d.category_id group by 1, 2, 3
      union all
      select lower(d.brand || ' ' || c.title), c.sid, c.title, 500000 + count(*)::int, sum(d.rating_count)
        from search_documents d join ${c} c on c.id = d.category_id where d.category_id <> 'books' group by 1, 2, 3
      union all
      select lower(d.brand || ' ' || d.model), c.sid, c.title, sum(d.rating_count)::int / 100 + count(*)::int,
          sum(d.rating_count)
        from search_documents d join ${c} c on c.id = d.category_id where d.category_id <> 'books' group by 1, 2, 3
      union all
      select lower(d.model), c.sid, c.title, sum(d.rating_count)::int / 100 + count(*)::int, sum(d.rating_count)
        from search_documents d join ${c} c on c.id = d.category_id where d.category_id = 'books' group by 1, 2, 3
      union all
      select lower(a), 'bks', 'Books', count(*)::int, 0 from search_documents d, unnest(d.authors) a
        where d.category_id = 'books' group by 1
    ) t order by term, weight desc, popularity desc, store`);
  // Words only (no model codes or numbers): a small list keeps trigram correction fast.
  await db.execute(sql`
    insert into search_words (word, frequency)
    select word, count(*)::int from (
      select regexp_split_to_table(lower(title || ' ' || brand), '[^a-z0-9]+') as word from search_documents
      union all select regexp_split_to_table(lower(title), '[^a-z0-9]+') from ${c} c
    ) w where word ~ '^[a-z]{3,}$' group by word`);
}

/** pg_trgm and the indexes Drizzle cannot describe; idempotent, run before every reindex. */
export async function ensureSearchExtensions(db: Executor): Promise<void> {
  await db.execute(sql`create extension if not exists pg_trgm`);
  await db.execute(
    sql`create index if not exists search_suggestions_term_trgm_idx on search_suggestions using gin (term gin_trgm_ops)`,
  );
  await db.execute(
    sql`create index if not exists search_suggestions_term_prefix_idx on search_suggestions (term text_pattern_ops)`,
  );
  await db.execute(
    sql`create index if not exists search_words_word_trgm_idx on search_words using gin (word gin_trgm_ops)`,
  );
  await db.execute(
    sql`create index if not exists search_words_word_prefix_idx on search_words (word text_pattern_ops)`,
  );
  // A brand sells in one or two categories: without these statistics the planner multiplies the
  // two selectivities, expects 474 Canon cameras among a million products instead of 9,028, and
  // sorts them all rather than walking the category's or the brand's sort index (decision 0050).
  await db.execute(
    sql`create statistics if not exists search_documents_brand_category (dependencies, ndistinct, mcv) on brand_id, category_id from search_documents`,
  );
}

/**
 * Marks the freshly written search rows all-visible (VACUUM), so counts and sorts read the
 * indexes alone: on the embedded database a count of 8,000 rows drops from 60 ms to 2 ms.
 * Needed once after a bulk load; cannot run inside a transaction.
 *
 * `cluster` first rewrites the rows in brand and popularity order, so a brand's or a category's
 * matches share pages. For the embedded database: its 32 MB of buffers hold a quarter of the
 * search rows at 100,000 products, every other page is read through its file system, and the
 * bench's requests read 32 % fewer pages from it (33,300 to 22,800; docs/decisions/0052). Seven
 * seconds at 100,000 products; not on a server, whose buffers hold the table and whose seed of a
 * million has a budget (0050).
 */
export async function vacuumIfStale(db: Executor, options: { cluster?: boolean } = {}): Promise<boolean> {
  const [row] = await rowsOf<{ stale: boolean }>(
    db,
    sql`select (relallvisible < relpages * 0.9 and relpages > 0) as stale from pg_class where relname = 'search_documents'`,
  );
  if (!row?.stale) return false;
  if (options.cluster) await db.execute(sql`cluster search_documents using search_documents_brand_popularity_idx`);
  await db.execute(sql`vacuum analyze search_documents`);
  await db.execute(sql`vacuum analyze search_words`);
  await db.execute(sql`vacuum analyze search_suggestions`);
  return true;
}

export async function analyzeSearchTables(db: Executor): Promise<void> {
  await db.execute(sql`analyze search_documents`);
  await db.execute(sql`analyze search_suggestions`);
  await db.execute(sql`analyze search_words`);
}

/** Every word of the vocabulary (a few thousand) with how often it occurs. */
export async function selectAllWords(db: Executor): Promise<{ word: string; frequency: number }[]> {
  return db.select({ word: searchWords.word, frequency: searchWords.frequency }).from(searchWords);
}

export interface SuggestionRow {
  term: string;
  store: string;
  storeTitle: string;
}

/** Every autosuggest phrase with its store and weight, in the database's order of terms. */
export async function selectAllSuggestions(db: Executor): Promise<(SuggestionRow & { weight: number })[]> {
  return rowsOf(db, sql`select term, store, store_title as "storeTitle", weight from search_suggestions order by term`);
}

/** `array['a', 'b']::text[]`, each value a parameter. */
export const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** The rows of a raw query: search's SQL runs on its own tables only. */
export const rowsOf = queryRows;

/** The rows of a search statement, planned for its own values every time (planEachTime). */
const searchRows = <T>(db: Executor, query: SQL) => queryRows<T>(db, sql`${sql.raw(planEachTime)}${query}`);

/**
 * Runs a search's statements in one transaction that finds matches through the indexes, never by
 * reading the table in order: with a limit, and matches the planner expects to be many, a
 * sequential scan looks cheap (stop at the first thousand), and when the words rarely meet ('red
 * shirt' among televisions: none) it reads the whole table, 300 ms at a million products. One
 * transaction a search, not one a statement: on the embedded database each begin, set and commit
 * is a round of its wire protocol in JavaScript (decision 0051). On a PostgreSQL server search
 * reads through connections set so for good instead (Database['indexedReads']): no transaction,
 * three round trips fewer a search.
 */
export function withIndexedSearch<T>(db: Executor, work: (tx: Executor) => Promise<T>): Promise<T> {
  return inTransaction(db, async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return work(tx);
  });
}

/**
 * The matches of a search counted up to `limit` and one more: enough to tell a total from "more
 * than this" without visiting every match of a broad search (docs/decisions/0050). Selecting no
 * column lets a search without words count in its btree alone (index-only).
 */
export async function countMatches(db: Executor, where: SQL, limit: number): Promise<number> {
  const [row] = await searchRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from search_documents d ${where} limit ${limit + 1}) m`,
  );
  return row?.n ?? 0;
}

/**
 * Whether any row matches, looked for first among the scope's most popular rows: a word of the
 * search is in one of its first few hundred when it is common ('shirt' among men's clothing),
 * and the GIN index must build a bitmap of every posting to answer even `limit 1` (7-8 ms at a
 * million products for 'shirt'). Asks the index only when the walk finds none.
 */
export async function anyMatch(db: Executor, scope: SQL, filter: SQL, where: SQL): Promise<boolean> {
  const [row] = await searchRows<{ found: boolean }>(
    db,
    sql`select exists (select 1 from (select d.* from search_documents d ${scope} order by d.rating_count desc limit ${probeRows}) d ${filter})
          or exists (select 1 from search_documents d ${where}) as found`,
  );
  return row?.found ?? false;
}
/** How many of the scope's most popular rows anyMatch reads before it asks the GIN index. */
const probeRows = 300;

/** What a result card shows, as a page reads it. */
export type DocRow = {
  id: string;
  itemId: string;
  title: string;
  slug: string;
  brand: string;
  categoryId: string;
  price: number;
  mrp: number;
  discountPercent: number;
  ratingAverage: number;
  ratingCount: number;
  inStock: boolean;
  keySpecs: string[];
};

/**
 * A page's cards as one JSON array, in the order given. On the embedded database every field of
 * every row is a message its JavaScript decodes and parses by type: sixty cards of thirteen fields
 * took 0.6-1.5 ms more than one JSON value (JSON.parse) per statement (docs/decisions/0052).
 */
const cardsJson = (order: SQL) => sql`coalesce(json_agg(json_build_object('id', d.product_id, 'itemId', d.item_id,
  'title', d.title, 'slug', d.slug, 'brand', d.brand, 'categoryId', d.category_id, 'price', d.price, 'mrp', d.mrp,
  'discountPercent', d.discount_percent, 'ratingAverage', d.rating_average, 'ratingCount', d.rating_count,
  'inStock', d.in_stock, 'keySpecs', d.key_specs) order by ${order}), '[]'::json)`;

/** The cards of a page's JSON array: both drivers parse a json value (OID 114) with JSON.parse. */
const cardsOf = (value: unknown): DocRow[] => (Array.isArray(value) ? (value as DocRow[]) : []);

export interface PageWindow {
  count: number;
  start: number;
}

/**
 * A page of every match gathered and sorted, with the number of matches and their categories.
 * With `limit`, at most that many and one more are gathered: a search with words counts and
 * pages in one pass over its matches, and learns it is broad when `matched` exceeds the limit
 * (then its page is not the answer; a walk finds that). A gathered match keeps only what the
 * sorts read (its card is read for the page's rows alone), and `inTitle` as `d.in_title` for the
 * relevance order. The CTE is materialized so the planner gathers through the indexes and never
 * walks a sort index for a few scattered matches (docs/decisions/0051). The page is the top of
 * the gathered matches (a bounded heap sort), numbered after: numbering all of them first sorted
 * every match (0.5 ms of a 3.5 ms gather of 1,001 on the embedded database; 0052). `keys` returns
 * the gathered matches' sort keys whatever their number (a census of a sample, service.ts).
 */
export async function gatherPage(
  db: Executor,
  where: SQL,
  order: SQL,
  page: PageWindow,
  options: { limit?: number; inTitle?: SQL; keys?: boolean } = {},
): Promise<{ rows: DocRow[]; matched: number; categories: string[]; sample: SampleKeys | null }> {
  const { limit, inTitle, keys } = options;
  const [first] = await searchRows<{
    matched: number;
    categories: string[] | null;
    cards: unknown;
    sample: SampleColumns | null;
  }>(
    db,
    sql`with d as materialized (
          select d.product_id, d.category_id, d.price, d.launched_at, d.discount_percent, d.rating_count,
            ${inTitle ?? sql`false`} as in_title
          from search_documents d ${where} ${limit === undefined ? sql`` : sql`limit ${limit + 1}`}),
          m as (select count(*)::int as matched, array_agg(distinct d.category_id collate "C") as categories from d),
          p as (select d.product_id, row_number() over (order by ${order}) as ord
                from (select * from d order by ${order} limit ${page.count} offset ${page.start}) d)
        select m.matched, m.categories,
          (select ${cardsJson(sql`p.ord`)} from p join search_documents d on d.product_id = p.product_id) as cards,
          ${keys ? sql`(${sampleColumnsJson})` : limit === undefined ? sql`null` : sql`case when m.matched > ${limit} then (${sampleColumnsJson}) end`} as sample
        from m`,
  );
  return {
    rows: cardsOf(first?.cards),
    matched: first?.matched ?? 0,
    categories: first?.categories ?? [],
    // No match gathered aggregates no keys (each array is null).
    sample: first?.sample && first.matched ? sampleKeysOf(first.sample) : null,
  };
}

/** How deep a broad search's sample keeps each order's keys: three pages of sixty. */
const sampleDepth = 180;

/**
 * The sort keys of a broad search's gathered matches (a sample of them), each order's first
 * `sampleDepth` in that order: the k-th bounds where the k-th of all matches can lie
 * (service.ts, sampleBound). `newest` in microseconds since 1970; `titled` and `untitled` the
 * popularity of the relevance order's two tiers (title matches, then the others).
 */
export type SampleKeys = Record<Exclude<SortValue, 'relevance'> | 'titled' | 'untitled', number[]>;
/** The gathered matches' sort keys as columns; ordered in this process (sampleKeysOf), not by seven sorts in the statement. */
const sampleColumnsJson = sql.raw(`select json_build_object('price', array_agg(d.price),
    'launched', array_agg(extract(epoch from d.launched_at) * 1000000), 'discount', array_agg(d.discount_percent),
    'ratingCount', array_agg(d.rating_count), 'inTitle', array_agg(d.in_title)) from d`);
type SampleColumns = {
  price: number[];
  launched: number[];
  discount: number[];
  ratingCount: number[];
  inTitle: boolean[];
};

/**
 * Each order's first `sampleDepth` keys. Only keys are kept, so rows that tie on a key need no
 * tie-break: the k-th key of an order is the same whichever tied row stands there.
 */
function sampleKeysOf(c: SampleColumns): SampleKeys {
  const first = (keys: number[], descending: boolean) => {
    const sorted = Float64Array.from(keys).sort();
    if (descending) sorted.reverse();
    return Array.from(sorted.subarray(0, sampleDepth));
  };
  const popularity = (inTitle: boolean) => c.ratingCount.filter((_, i) => c.inTitle[i] === inTitle);
  return {
    price_asc: first(c.price, false),
    price_desc: first(c.price, true),
    newest: first(c.launched, true),
    discount: first(c.discount, true),
    popularity: first(c.ratingCount, true),
    titled: first(popularity(true), true),
    untitled: first(popularity(false), true),
  };
}

/**
 * A page found by walking the index of its order within its scope (a category, a brand, or the
 * whole catalogue) for at most `walk` rows, checking the other conditions on each: the first
 * matches in that order are the page, and a dense search stops after a few dozen rows. Null when
 * the walk ends before the page is full: the matches are sparse in that order, and gathering them
 * costs less than walking on (at most the scope's rows times the page's end over `walk`).
 */
export async function walkPage(
  db: Executor,
  scope: SQL,
  filter: SQL,
  order: SQL,
  page: PageWindow,
  walk: number,
): Promise<DocRow[] | null> {
  const [first] = await searchRows<{ cards: unknown }>(
    db,
    sql`select ${cardsJson(order)} as cards from (
          select d.* from (select d.* from search_documents d ${scope} order by ${order} limit ${walk}) d
          ${filter} order by ${order} limit ${page.count} offset ${page.start}) d`,
  );
  const rows = cardsOf(first?.cards);
  return rows.length === page.count ? rows : null;
}

export const sortSql: Record<Exclude<SortValue, 'relevance'>, string> = {
  popularity: 'd.rating_count desc, d.product_id',
  price_asc: 'd.price asc, d.product_id',
  price_desc: 'd.price desc, d.product_id',
  newest: 'd.launched_at desc, d.product_id',
  discount: 'd.discount_percent desc, d.rating_count desc, d.product_id',
};

export async function replaceCollections(db: Executor, rows: (typeof searchCollections.$inferInsert)[]): Promise<void> {
  await db.delete(searchCollections);
  if (rows.length) await db.insert(searchCollections).values(rows);
}

export async function selectCollection(db: Executor, kind: string, slug: string) {
  const rows = await rowsOf<{ slug: string; kind: string; title: string; request: Record<string, unknown> }>(
    db,
    sql`select slug, kind, title, request from search_collections where kind = ${kind} and slug = ${slug} limit 1`,
  );
  return rows[0] ?? null;
}

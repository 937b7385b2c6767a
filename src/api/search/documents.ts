import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/transaction.ts';
import { specFilterSources } from './repository.ts';
import { searchDocuments } from './schema.ts';

/**
 * The lexemes each search row's document carries beside its words: its category and its brand.
 * A search then applies its scope inside the one GIN index scan of its words ('galaxy' among
 * Samsung's products is one intersection of two posting lists) instead of building a second
 * bitmap from a btree and intersecting the two (docs/decisions/0051). Stock and ratings are not
 * among them: most products pass those filters, and a posting list of most of the catalogue costs
 * more to read than the check on each match. They begin with '~', which no query word can hold or
 * begin with (words are [a-z0-9], and a half-typed word matches lexemes by prefix).
 */
export const scopeLexeme = {
  category: (id: string) => `~category=${id}`,
  brand: (id: string) => `~brand=${id}`,
};

/**
 * Nested samples of the catalogue for facet counts over a broad search (docs/decisions/0058):
 * a product is in the 1-in-4^k sample when the low 2k bits of a hash of its id are zero, and its
 * document carries `~sample=4^k` for each sample it is in. Each sample holds the next sparser
 * one, and the same products are in it whatever the search, so counts a sample gives do not
 * change from one request to the next. Joined into a search's GIN scan like the scope lexemes.
 */
export const sampleRates = [4, 16, 64, 256, 1024, 4096] as const;
const samplePrefix = '~sample=';
export const sampleLexeme = (rate: number) => `${samplePrefix}${rate}`;

/** The sample lexemes of a product whose id hashes to `hash` (an int4, as `hashtext` gives). */
const sampleLexemesSql = (hash: string) =>
  `array(select '${samplePrefix}' || r from unnest(array[${sampleRates.join(', ')}]) r where ${hash} & (r - 1) = 0)`;

const lit = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** `array['ram=' || coalesce(v->>'ram', s->>'RAM'), ...]` without the nulls. */
function attributesExpression(): string {
  const items = Object.entries(specFilterSources).map(([name, source]) => {
    const sources = [
      ...(source?.variant ? [`v->>${lit(source.variant)}`] : []),
      ...(source?.specs ?? []).map((n) => `s->>${lit(n)}`),
    ];
    return `${lit(`${name}=`)} || coalesce(${sources.join(', ')})`;
  });
  items.push(`case when cardinality(p.authors) > 0 then 'author=' || p.authors[1] end`);
  return `array_remove(array[${items.join(', ')}], null)`;
}

/** Specifications that tag browse links name (`4g~network`, `front-load~type`); swatch attributes always count. */
const tagSpecNames = [
  'Network Type',
  'Connectivity',
  'Type',
  'Function Type',
  'Headphone Type',
  'Display Type',
  'Screen Type',
  'Genre',
  'Platform',
  'Lens',
  'Sensor Type',
  'Sleeve',
  'Fabric',
];

const strip = (expr: string) => `regexp_replace(lower(${expr}), '[^a-z0-9]+', '', 'g')`;

/** Removes the search rows of the given products, or all of them. */
export async function deleteDocuments(db: Executor, productIds?: string[]): Promise<void> {
  if (productIds?.length === 0) return;
  await db.delete(searchDocuments).where(productIds ? inArray(searchDocuments.productId, productIds) : undefined);
}

/**
 * Writes the search rows of the products `source` selects (the catalogue's query, read inside
 * this statement): the tsvector, the filter attributes, the tags and the warehouses.
 */
export async function insertDocuments(db: Executor, source: SQL): Promise<void> {
  await db.execute(sql`
    insert into search_documents (product_id, item_id, store, category_id, brand_id, brand, title, slug, document, title_document,
      price, mrp, discount_percent, rating_average, rating_count, in_stock, launched_at, attributes, tags, warehouses, key_specs, model, authors)
    select p.id, p.item_id, case when p.category_id = 'books' then 'bks' else 'all' end, p.category_id, p.brand_id, p.brand, p.title, p.slug,
      setweight(to_tsvector('english', p.title || ' ' || p.brand || ' ' || p.model || ' ' || array_to_string(p.authors, ' ')), 'A')
        || setweight(to_tsvector('english', p.category_title || ' ' || array_to_string(p.tags, ' ')), 'B')
        || setweight(to_tsvector('english', coalesce(sv.text, '') || ' ' || coalesce(h.text, '')), 'C')
        || array_to_tsvector(array[${scopeLexeme.category('')}::text || p.category_id, ${scopeLexeme.brand('')}::text || p.brand_id]
          || ${sql.raw(sampleLexemesSql('hashtext(p.id)'))}),
      to_tsvector('english', p.title || ' ' || p.brand),
      p.price, p.mrp, p.discount_percent, p.rating_average, p.rating_count, p.in_stock, p.launched_at,
      ${sql.raw(attributesExpression())},
      p.tags || array['brand=' || ${sql.raw(strip('p.brand_id'))}] || coalesce(kv.pairs, '{}'::text[]),
      p.warehouses,
      coalesce(to_jsonb(h.first), '[]'::jsonb),
      p.model, p.authors
    from (${source}) p
    cross join lateral (select p.variant_attributes as v) vv
    cross join lateral (
      select coalesce(jsonb_object_agg(i->>'name', i->>'value'), '{}'::jsonb) as s, string_agg(i->>'value', ' ') as text
      from jsonb_array_elements(p.specifications) g, jsonb_array_elements(g->'items') i
    ) sv
    cross join lateral (
      select string_agg(x, ' ') as text, (array_agg(x))[1:4] as first from jsonb_array_elements_text(p.highlights) x
    ) h
    cross join lateral (
      select array_agg(${sql.raw(strip('k'))} || '=' || ${sql.raw(strip('val'))}) as pairs
      from (
        select key as k, value as val from jsonb_each_text(sv.s) where key = any(${sql.raw(`array[${tagSpecNames.map(lit).join(', ')}]`)})
        union all select key, value from jsonb_each_text(vv.v)
      ) kvs
    ) kv`);
}

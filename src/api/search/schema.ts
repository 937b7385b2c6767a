import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { customType } from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row a product, denormalised for search (docs/decisions/0012): everything a result card,
 * a filter, a facet or a sort needs, so a search reads one table. `reindexProducts` rebuilds
 * rows from what the catalogue's service answers, at seeding and on the catalogue's stock and
 * price events (docs/decisions/0025); the catalogue stays the source of truth.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    productId: text('product_id').primaryKey(),
    itemId: text('item_id').notNull(),
    store: text('store').notNull(),
    categoryId: text('category_id').notNull(),
    brandId: text('brand_id').notNull(),
    brand: text('brand').notNull(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    /** Weighted: title and brand A, category B, specifications and highlights C. */
    document: tsvector('document').notNull(),
    /** Title and brand only: a match here ranks first. */
    titleDocument: tsvector('title_document').notNull(),
    price: integer('price').notNull(),
    mrp: integer('mrp').notNull(),
    discountPercent: smallint('discount_percent').notNull(),
    ratingAverage: doublePrecision('rating_average').notNull(),
    ratingCount: integer('rating_count').notNull(),
    inStock: boolean('in_stock').notNull(),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull(),
    /** Specification filter values as `name=Value` (`ram=4 GB`); see specFilterNames. */
    attributes: text('attributes').array().notNull(),
    /** Tags and slugged `key=value` pairs of every attribute, for the tag browse routes. */
    tags: text('tags').array().notNull(),
    /** Warehouse pincodes of the product's listings in stock, for pincode narrowing. */
    warehouses: text('warehouses').array().notNull(),
    keySpecs: jsonb('key_specs').$type<string[]>().notNull(),
    /** Model name and book authors: the autosuggest vocabulary is built from them. */
    model: text('model').notNull().default(''),
    authors: text('authors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('search_documents_document_idx').using('gin', t.document),
    index('search_documents_attributes_idx').using('gin', t.attributes),
    index('search_documents_tags_idx').using('gin', t.tags),
    index('search_documents_category_popularity_idx').on(t.categoryId, t.ratingCount),
    index('search_documents_popularity_idx').on(t.ratingCount),
    // Category pages sorted by price walk this index instead of sorting the category.
    index('search_documents_category_price_idx').on(t.categoryId, t.price),
    // A broad search's first page walks the index of its sort, within its brand or category when
    // it names one (docs/decisions/0050): walking the whole catalogue by price to find Canon's
    // cheapest camera would pass every cheaper book first. Relevance walks popularity once per
    // tier, the title tier found through its own GIN index.
    index('search_documents_title_document_idx').using('gin', t.titleDocument),
    index('search_documents_price_idx').on(t.price),
    index('search_documents_launched_idx').on(t.launchedAt),
    index('search_documents_discount_idx').on(t.discountPercent, t.ratingCount),
    index('search_documents_category_launched_idx').on(t.categoryId, t.launchedAt),
    index('search_documents_category_discount_idx').on(t.categoryId, t.discountPercent, t.ratingCount),
    index('search_documents_brand_popularity_idx').on(t.brandId, t.ratingCount),
    index('search_documents_brand_price_idx').on(t.brandId, t.price),
    index('search_documents_brand_launched_idx').on(t.brandId, t.launchedAt),
    index('search_documents_brand_discount_idx').on(t.brandId, t.discountPercent, t.ratingCount),
  ],
);

/**
 * The autosuggest vocabulary, built at reindex time: brands, categories, models and
 * "brand model" phrases, each with the store it belongs to and a weight (products it finds).
 */
export const searchSuggestions = pgTable(
  'search_suggestions',
  {
    term: text('term').primaryKey(),
    store: text('store').notNull(),
    storeTitle: text('store_title').notNull(),
    weight: integer('weight').notNull(),
  },
  (t) => [index('search_suggestions_weight_idx').on(t.weight)],
);

/** Every word of the indexed titles, brands and categories, for correcting misspelt query words. */
export const searchWords = pgTable('search_words', {
  word: text('word').primaryKey(),
  frequency: integer('frequency').notNull(),
});

/** Stored browse requests of /products-list/{slug} and /offers-list/{slug}, and query tags of /q/{qtag}. */
export const searchCollections = pgTable(
  'search_collections',
  {
    slug: text('slug').notNull(),
    /** products-list, offers-list or qtag. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('search_collections_kind_slug_idx').on(t.kind, t.slug)],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** A group of specifications on the product page and in compare: "General", "Display Features", ... */
export type SpecGroup = { group: string; items: { name: string; value: string }[] };

/** How a product's artwork is drawn (src/api/catalogue/artwork.ts): shape by category, colour, texts. */
export type ProductArtwork = {
  shape: ArtworkShape;
  /** Body colour, #rrggbb. */
  colour: string;
  /** Second colour for details (screen, lens, label). */
  accent: string;
  brand: string;
  model: string;
  /** The product's kind within its category ('Formal Shirt', 'Soft Toy'); older seeds lack it. */
  kind?: string;
};

export type ArtworkShape =
  | 'phone'
  | 'tablet'
  | 'tv'
  | 'camera'
  | 'headphones'
  | 'gamepad'
  | 'shirt'
  | 'dress'
  | 'watch'
  | 'fridge'
  | 'washer'
  | 'microwave'
  | 'book'
  | 'kidswear'
  | 'toy'
  | 'cookware'
  | 'furniture'
  | 'sports';

/** What a listing's seller accepts back: kind and window in days (spec 000 §1: 10-day return, 10/30-day replacement). */
export type ReturnPolicy = { kind: 'RETURN' | 'REPLACEMENT' | 'NO_RETURN'; days: number };

/**
 * Categories of the storefront. `sid` is the browse store id used in `/{slug}/pr?sid=`; a
 * category may sit under a parent so stores can nest later (clothing > men > t-shirts).
 */
export const categories = pgTable('categories', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  /** Navigation group: Electronics, TVs & Appliances, Men, Women, Books & More, ... */
  groupTitle: text('group_title').notNull(),
  parentId: text('parent_id'),
  sid: text('sid').notNull().unique(),
  /** Category landing path handled inside the app (`/mobiles`), when it has one. */
  landingPath: text('landing_path'),
  /** Swatch attributes of its products, in display order: ['color', 'storage'], ['size', 'color'], ... */
  swatchAttributes: text('swatch_attributes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  position: integer('position').notNull().default(0),
});

export const brands = pgTable('brands', {
  /** URL-safe slug of the name: `samsung`, `allen-solly`. */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

export const sellers = pgTable('sellers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Average rating shoppers gave the seller, 1 to 5, one decimal. */
  rating: doublePrecision('rating').notNull(),
  ratingCount: integer('rating_count').notNull().default(0),
  city: text('city').notNull(),
  /** Seller's own mark of fast, checked delivery. */
  assured: boolean('assured').notNull().default(false),
  sinceYear: smallint('since_year').notNull(),
  /**
   * Where the seller ships and invoices from (issue 13's GST invoice): a 15-character GSTIN whose
   * first two digits are the state's GST code, the registered address, its state and pincode.
   * Null for a seller seeded before these existed (the seed fills them).
   */
  gstin: text('gstin'),
  address: text('address'),
  state: text('state'),
  pincode: text('pincode'),
});

/**
 * A product (an FSN-like id) and its public item id used in URLs. Products of one model that
 * differ only in their swatch attributes share a `variantGroupId`.
 *
 * price, mrp, discount_percent and in_stock mirror the product's buy-box listing (the cheapest
 * in stock), so rows, browse and sort never aggregate listings; `refreshBuyBox` keeps them true.
 */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    itemId: text('item_id').notNull().unique(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    model: text('model').notNull(),
    variantGroupId: text('variant_group_id').notNull(),
    /** Swatch values of this variant: { color: 'Midnight Blue', storage: '128 GB' }. */
    variantAttributes: jsonb('variant_attributes').$type<Record<string, string>>().notNull(),
    specifications: jsonb('specifications').$type<SpecGroup[]>().notNull(),
    highlights: jsonb('highlights').$type<string[]>().notNull(),
    description: text('description').notNull().default(''),
    /** Books only: their authors, for /author/{author}. */
    authors: text('authors')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    artwork: jsonb('artwork').$type<ProductArtwork>().notNull(),
    ratingAverage: doublePrecision('rating_average').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    /** Number of 1, 2, 3, 4 and 5 star ratings, in that order. */
    ratingBreakup: jsonb('rating_breakup').$type<[number, number, number, number, number]>().notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull(),
    buyBoxListingId: text('buy_box_listing_id'),
    /** Buy-box price and MRP in paise. */
    price: integer('price').notNull().default(0),
    mrp: integer('mrp').notNull().default(0),
    discountPercent: smallint('discount_percent').notNull().default(0),
    inStock: boolean('in_stock').notNull().default(false),
  },
  (t) => [
    index('products_category_idx').on(t.categoryId, t.discountPercent),
    index('products_brand_idx').on(t.brandId),
    index('products_variant_group_idx').on(t.variantGroupId),
    index('products_slug_idx').on(t.slug),
    check('products_price_nonneg', sql`${t.price} >= 0 and ${t.mrp} >= ${t.price}`),
    check('products_rating_range', sql`${t.ratingAverage} between 0 and 5`),
  ],
);

/** A seller's offer of a product: its own price, stock, warehouse and return policy. */
export const listings = pgTable(
  'listings',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: text('seller_id')
      .notNull()
      .references(() => sellers.id),
    /** Selling price and MRP in paise. */
    price: integer('price').notNull(),
    mrp: integer('mrp').notNull(),
    stock: integer('stock').notNull(),
    /** Pincode the listing ships from; delivery promises are measured from it. */
    warehousePincode: text('warehouse_pincode').notNull(),
    returnPolicy: jsonb('return_policy').$type<ReturnPolicy>().notNull(),
  },
  (t) => [
    uniqueIndex('listings_product_seller_idx').on(t.productId, t.sellerId),
    index('listings_seller_idx').on(t.sellerId),
    check('listings_stock_nonneg', sql`${t.stock} >= 0`),
    check('listings_price_valid', sql`${t.price} > 0 and ${t.mrp} >= ${t.price}`),
    check('listings_pincode_valid', sql`${t.warehousePincode} ~ '^[1-9][0-9]{5}$'`),
  ],
);

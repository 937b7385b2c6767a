import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { copyRows } from '../../platform/db/copy-rows.ts';
import type { Executor, Tx } from '../../platform/db/transaction.ts';
import { brands, categories, listings, products, sellers } from './schema.ts';

/** PostgreSQL takes at most 65,535 parameters a statement; stay well under it. */
const maxParameters = 30_000;

/** Multi-row inserts in chunks sized by the table's column count. */
async function insertInChunks<T extends PgTable>(db: Executor, table: T, rows: T['$inferInsert'][]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as object).length || 1;
  const size = Math.max(1, Math.floor(maxParameters / columns));
  for (let start = 0; start < rows.length; start += size) {
    await db.insert(table).values(rows.slice(start, start + size));
  }
}

export const insertCategories = (db: Executor, rows: (typeof categories.$inferInsert)[]) =>
  insertInChunks(db, categories, rows);
export const insertBrands = (db: Executor, rows: (typeof brands.$inferInsert)[]) => insertInChunks(db, brands, rows);
export const insertSellers = (db: Executor, rows: (typeof sellers.$inferInsert)[]) => insertInChunks(db, sellers, rows);
/**
 * Products and listings are copied in (`COPY`, copy-rows.ts) on a PostgreSQL server, and go as one
 * JSON parameter a chunk of 2,000 on PGlite: never a parameter a value, which made seeding a
 * million products slow (docs/decisions/0050, 0057).
 */
export const insertProducts = (db: Executor, rows: (typeof products.$inferInsert)[]) => copyRows(db, products, rows);
export const insertListings = (db: Executor, rows: (typeof listings.$inferInsert)[]) => copyRows(db, listings, rows);

export async function hasAnyProduct(db: Executor): Promise<boolean> {
  const rows = await db.select({ id: products.id }).from(products).limit(1);
  return rows.length > 0;
}

/** Empties the catalogue (the seed CLI replaces it); listings go with their products. */
export async function deleteCatalogue(db: Executor): Promise<void> {
  await db.delete(listings);
  await db.delete(products);
  await db.delete(sellers);
  await db.delete(brands);
  await db.delete(categories);
}

/**
 * Copies each product's buy-box listing (in stock first, then cheapest) onto the product, for
 * the products given or for all of them.
 */
export async function refreshBuyBox(db: Executor, productIds?: string[]): Promise<void> {
  const list = productIds?.length
    ? sql`(${sql.join(
        productIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`(null)`;
  const only = productIds ? sql`and p.id in ${list}` : sql``;
  // Only the given products' listings are ranked (not every listing of the catalogue).
  const mine = productIds ? sql`where product_id in ${list}` : sql``;
  await db.execute(sql`
    update products p set
      buy_box_listing_id = b.id,
      price = b.price,
      mrp = b.mrp,
      discount_percent = floor((b.mrp - b.price) * 100.0 / b.mrp),
      in_stock = b.stock > 0
    from (
      select distinct on (product_id) id, product_id, price, mrp, stock
      from listings ${mine}
      order by product_id, (stock > 0) desc, price asc, id asc
    ) b
    where b.product_id = p.id ${only}`);
}

export type CardSort = 'discount' | 'rating' | 'popularity';

export const cardColumns = {
  id: products.id,
  itemId: products.itemId,
  title: products.title,
  slug: products.slug,
  brand: brands.name,
  categoryId: products.categoryId,
  variantGroupId: products.variantGroupId,
  price: products.price,
  mrp: products.mrp,
  discountPercent: products.discountPercent,
  ratingAverage: products.ratingAverage,
  ratingCount: products.ratingCount,
};

export type CardRow = {
  id: string;
  itemId: string;
  title: string;
  slug: string;
  brand: string;
  categoryId: string;
  variantGroupId: string;
  price: number;
  mrp: number;
  discountPercent: number;
  ratingAverage: number;
  ratingCount: number;
};

function sortOrder(sort: CardSort): SQL[] {
  if (sort === 'rating') return [desc(products.ratingAverage), desc(products.ratingCount), asc(products.id)];
  if (sort === 'popularity') return [desc(products.ratingCount), asc(products.id)];
  return [desc(products.discountPercent), desc(products.ratingCount), asc(products.id)];
}

/** In-stock products of the categories (all when none given), best first by the sort. */
export async function selectCards(
  db: Executor,
  options: { categoryIds?: string[]; sort: CardSort; limit: number },
): Promise<CardRow[]> {
  const filters = [eq(products.inStock, true)];
  if (options.categoryIds?.length) filters.push(inArray(products.categoryId, options.categoryIds));
  return db
    .select(cardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(...filters))
    .orderBy(...sortOrder(options.sort))
    .limit(options.limit);
}

/**
 * The best `perCategory` products of each category, for rows that should show a spread of
 * categories rather than one category's best; one index walk per category.
 */
export async function selectCardsPerCategory(
  db: Executor,
  options: { categoryIds?: string[]; sort: CardSort; perCategory: number },
): Promise<CardRow[]> {
  const cats = await db
    .select({ id: categories.id })
    .from(categories)
    .where(options.categoryIds?.length ? inArray(categories.id, options.categoryIds) : undefined)
    .orderBy(asc(categories.position));
  const perCategory = await Promise.all(
    cats.map((c) =>
      db
        .select(cardColumns)
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(and(eq(products.inStock, true), eq(products.categoryId, c.id)))
        .orderBy(...sortOrder(options.sort))
        .limit(options.perCategory),
    ),
  );
  return perCategory.flat();
}

export async function selectArtwork(db: Executor, productId: string) {
  const [row] = await db.select({ artwork: products.artwork }).from(products).where(eq(products.id, productId));
  return row?.artwork ?? null;
}

export async function selectCategories(db: Executor) {
  return db.select().from(categories).orderBy(asc(categories.position));
}

/** Product count per category and brand, most products first. */
export async function selectBrandCounts(db: Executor) {
  return db
    .select({ categoryId: products.categoryId, brandId: brands.id, brand: brands.name, products: count() })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .groupBy(products.categoryId, brands.id, brands.name)
    .orderBy(desc(count()), asc(brands.name));
}

/** The whole catalogue in a stable order, for determinism checks and exports. */
export async function selectCatalogueSnapshot(db: Executor) {
  const [p, l, s, b, c] = await Promise.all([
    db.select().from(products).orderBy(asc(products.id)),
    db.select().from(listings).orderBy(asc(listings.id)),
    db.select().from(sellers).orderBy(asc(sellers.id)),
    db.select().from(brands).orderBy(asc(brands.id)),
    db.select().from(categories).orderBy(asc(categories.id)),
  ]);
  return { products: p, listings: l, sellers: s, brands: b, categories: c };
}

/** What a product page's title and description are made of, by item id. */
export async function selectProductSeo(db: Executor, itemId: string) {
  const [row] = await db
    .select({ title: products.title, slug: products.slug, itemId: products.itemId, price: products.price })
    .from(products)
    .where(eq(products.itemId, itemId))
    .limit(1);
  return row ?? null;
}

/**
 * What search indexes of each product (its own columns, its brand's name, its category's title,
 * the warehouses of its listings in stock) as a query for search to read from in the same
 * statement (docs/decisions/0050): a million products never travel to the process and back.
 * Every product, or exactly the products given. Columns in snake case: id, item_id, category_id,
 * category_title, brand_id, brand, title, slug, model, authors, tags, specifications, highlights,
 * variant_attributes, price, mrp, discount_percent, rating_average, rating_count, in_stock,
 * launched_at, warehouses.
 */
export function searchSourcesQuery(options: { productIds?: string[] }): SQL {
  const { productIds } = options;
  // A few products look their listings up by index; the whole catalogue groups every listing
  // once instead, a hash join rather than a million lookups.
  const warehouses = productIds
    ? sql`(select array_agg(distinct l.warehouse_pincode) from listings l where l.product_id = p.id and l.stock > 0)`
    : sql`w.pincodes`;
  const grouped = productIds
    ? sql`where p.id in (${
        productIds.length
          ? sql.join(
              productIds.map((id) => sql`${id}`),
              sql`, `,
            )
          : sql`null`
      })`
    : sql`left join (select l.product_id, array_agg(distinct l.warehouse_pincode) as pincodes from listings l
        where l.stock > 0 group by l.product_id) w on w.product_id = p.id`;
  return sql`select p.id, p.item_id, p.category_id, c.title as category_title, p.brand_id, b.name as brand, p.title, p.slug,
      p.model, p.authors, p.tags, p.specifications, p.highlights, p.variant_attributes, p.price, p.mrp, p.discount_percent,
      p.rating_average, p.rating_count, p.in_stock, p.launched_at, coalesce(${warehouses}, '{}'::text[]) as warehouses
    from products p join brands b on b.id = p.brand_id join categories c on c.id = p.category_id ${grouped}`;
}

export async function selectBrands(db: Executor) {
  return db.select({ id: brands.id, name: brands.name }).from(brands);
}

/** The distinct pincodes listings ship from, in stock or not. */
export async function selectWarehousePincodes(db: Executor): Promise<string[]> {
  const rows = await db.selectDistinct({ pincode: listings.warehousePincode }).from(listings);
  return rows.map((r) => r.pincode);
}

/** Sets a listing's stock; its product id, or null when there is no such listing. */
export async function updateListingStock(tx: Tx, listingId: string, stock: number): Promise<string | null> {
  const [row] = await tx
    .update(listings)
    .set({ stock })
    .where(eq(listings.id, listingId))
    .returning({ productId: listings.productId });
  return row?.productId ?? null;
}

/** Sets a listing's price and MRP; its product id, or null when there is no such listing. */
export async function updateListingPrice(
  tx: Tx,
  listingId: string,
  price: { price: number; mrp: number },
): Promise<string | null> {
  const [row] = await tx
    .update(listings)
    .set(price)
    .where(eq(listings.id, listingId))
    .returning({ productId: listings.productId });
  return row?.productId ?? null;
}

/** Listings with what a cart line shows of them (docs/decisions/0036); unknown ids are absent. */
export async function selectCartListings(db: Executor, listingIds: string[]) {
  if (listingIds.length === 0) return [];
  return db
    .select({
      listingId: listings.id,
      productId: listings.productId,
      title: products.title,
      slug: products.slug,
      itemId: products.itemId,
      sellerId: sellers.id,
      sellerName: sellers.name,
      price: listings.price,
      mrp: listings.mrp,
      stock: listings.stock,
      warehousePincode: listings.warehousePincode,
    })
    .from(listings)
    .innerJoin(products, eq(products.id, listings.productId))
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(inArray(listings.id, listingIds));
}

/**
 * Takes `quantity` units of a listing if it has them, in one conditional statement: the row lock
 * of the update orders concurrent takers, and each sees the stock its predecessor left. The
 * listing's product id, or null when it has fewer units (nothing changed).
 */
export async function takeListingStock(
  tx: Tx,
  listingId: string,
  quantity: number,
): Promise<{ productId: string; stock: number } | null> {
  const [row] = await tx
    .update(listings)
    .set({ stock: sql`${listings.stock} - ${quantity}` })
    .where(and(eq(listings.id, listingId), gte(listings.stock, quantity)))
    .returning({ productId: listings.productId, stock: listings.stock });
  return row ?? null;
}

/** Puts `quantity` units back on a listing; its product id and new stock, or null when the listing is gone. */
export async function giveBackListingStock(
  tx: Tx,
  listingId: string,
  quantity: number,
): Promise<{ productId: string; stock: number } | null> {
  const [row] = await tx
    .update(listings)
    .set({ stock: sql`${listings.stock} + ${quantity}` })
    .where(eq(listings.id, listingId))
    .returning({ productId: listings.productId, stock: listings.stock });
  return row ?? null;
}

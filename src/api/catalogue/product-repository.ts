import { and, asc, between, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../platform/db/transaction.ts';
import { cardColumns as rowCardColumns } from './repository.ts';
import { brands, categories, listings, products, sellers } from './schema.ts';

/** One product with its brand's name and its category's title, by product id or by item id. */
export async function selectProductDetail(db: Executor, key: { productId?: string; itemId?: string }) {
  const where = key.productId ? eq(products.id, key.productId) : eq(products.itemId, key.itemId ?? '');
  const [row] = await db
    .select({
      product: products,
      brand: brands.name,
      categoryTitle: categories.title,
      categorySid: categories.sid,
      swatchAttributes: categories.swatchAttributes,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .limit(1);
  return row ?? null;
}

/** Every variant of a model (its products sharing a variant group). */
export async function selectVariants(db: Executor, variantGroupIds: string[]) {
  if (variantGroupIds.length === 0) return [];
  return db
    .select({
      id: products.id,
      itemId: products.itemId,
      slug: products.slug,
      variantGroupId: products.variantGroupId,
      categoryId: products.categoryId,
      variantAttributes: products.variantAttributes,
      inStock: products.inStock,
      buyBoxListingId: products.buyBoxListingId,
    })
    .from(products)
    .where(inArray(products.variantGroupId, variantGroupIds))
    .orderBy(asc(products.id));
}
export type VariantRow = Awaited<ReturnType<typeof selectVariants>>[number];

/** A product's listings with their sellers, cheapest first. */
export async function selectOffers(db: Executor, productId: string) {
  return db
    .select({ listing: listings, seller: sellers })
    .from(listings)
    .innerJoin(sellers, eq(sellers.id, listings.sellerId))
    .where(eq(listings.productId, productId))
    .orderBy(asc(listings.price), asc(listings.id));
}

/** The cards of rows and lists, with what the product page adds: stock state and buy box. */
const cardColumns = {
  ...rowCardColumns,
  inStock: products.inStock,
  buyBoxListingId: products.buyBoxListingId,
};

/** Card data of the products with these ids, in no particular order; unknown ids are absent. */
export async function selectCardsByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select(cardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, ids));
}
export type CardByIdRow = Awaited<ReturnType<typeof selectCardsByIds>>[number];

/** Warehouse pincode of each of these listings. */
export async function selectWarehouses(db: Executor, listingIds: string[]) {
  if (listingIds.length === 0) return [];
  return db
    .select({ id: listings.id, warehousePincode: listings.warehousePincode })
    .from(listings)
    .where(inArray(listings.id, listingIds));
}

/**
 * In-stock products of the category priced within [low, high], other models than the given
 * one, best rated first.
 */
export async function selectSimilar(
  db: Executor,
  options: { categoryId: string; low: number; high: number; excludeGroupId: string; limit: number },
) {
  return db
    .select(cardColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(
      and(
        eq(products.categoryId, options.categoryId),
        eq(products.inStock, true),
        between(products.price, options.low, options.high),
        ne(products.variantGroupId, options.excludeGroupId),
      ),
    )
    .orderBy(desc(products.ratingAverage), desc(products.ratingCount), asc(products.id))
    .limit(options.limit);
}

/** Every seller, with what an offer shows of it. */
export async function selectSellers(db: Executor) {
  return db
    .select({
      id: sellers.id,
      name: sellers.name,
      rating: sellers.rating,
      ratingCount: sellers.ratingCount,
      assured: sellers.assured,
      city: sellers.city,
    })
    .from(sellers);
}
export type SellerData = Awaited<ReturnType<typeof selectSellers>>[number];

import type { ProductCard } from '../../contracts/layout.ts';
import { imageTemplate } from '../../contracts/images.ts';
import type { Executor, Tx } from '../../platform/db/transaction.ts';
import type { Db } from '../../platform/db/database.ts';
import { artworkViews, productSvg } from './artwork.ts';
import { selectOrderedListings } from './ordered-listing-repository.ts';
import type { ReturnPolicy } from './schema.ts';
import { selectCardsByIds } from './product-repository.ts';
import { selectSellerAndCategories, type SellerRegistration } from './seller-repository.ts';
import { stockStateOf } from './stock-state.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { inTransaction, withTransaction } from '../../platform/db/transaction.ts';
import { eventsInsert, publishEvent } from '../../platform/events/domain-events.ts';
import { sql, type SQL } from 'drizzle-orm';
import {
  refreshBuyBox,
  selectArtwork,
  selectBrandCounts,
  selectBrands,
  selectProductSeo,
  selectCards,
  selectCardsPerCategory,
  selectCartListings,
  selectCategories,
  searchSourcesQuery,
  selectWarehousePincodes,
  giveBackListingStock,
  takeListingStock,
  updateListingPrice,
  updateListingStock,
  type CardRow,
  type CardSort,
} from './repository.ts';

/** Which products a product row shows: chosen live from the catalogue, so rows never go stale. */
export interface CardSource {
  /** Categories to pick from; all when absent. */
  categoryIds?: string[];
  sort: CardSort;
  limit: number;
  /** Interleave the categories' best instead of taking the overall best. */
  spread?: boolean;
}

export function productUrl(slug: string, itemId: string): string {
  return `/${slug}/p/${itemId}`;
}

export function toCard(row: CardRow): ProductCard {
  return {
    productId: row.id,
    title: row.title,
    brand: row.brand,
    url: productUrl(row.slug, row.itemId),
    imageUrl: imageTemplate(row.id),
    price: row.price,
    mrp: row.mrp,
    discountPercent: row.discountPercent,
    rating: { average: row.ratingAverage, count: row.ratingCount },
  };
}

/** The first row of each variant group: a row shows a model once, not once per colour or size. */
function onePerModel(rows: CardRow[]): CardRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.variantGroupId) && seen.add(row.variantGroupId));
}

/** Products fetched per card shown, so that dropping a model's other variants still fills the row. */
const overFetch = 3;

/** Product cards of a row: title, brand, URL, image template, buy-box price, MRP, discount, rating. */
export async function listProductCards(db: Executor, source: CardSource): Promise<ProductCard[]> {
  if (!source.spread)
    return onePerModel(await selectCards(db, { ...source, limit: source.limit * overFetch }))
      .slice(0, source.limit)
      .map(toCard);
  const perCategory = Math.max(1, Math.ceil(source.limit / Math.max(1, source.categoryIds?.length ?? 13)));
  const rows = onePerModel(
    await selectCardsPerCategory(db, {
      categoryIds: source.categoryIds,
      sort: source.sort,
      perCategory: (perCategory + 1) * overFetch,
    }),
  );
  // Round-robin over the categories, each category's best first.
  const byCategory = new Map<string, CardRow[]>();
  for (const row of rows) byCategory.set(row.categoryId, [...(byCategory.get(row.categoryId) ?? []), row]);
  const queues = [...byCategory.values()];
  const picked: CardRow[] = [];
  for (let rank = 0; picked.length < source.limit && queues.some((q) => q.length > rank); rank++) {
    for (const queue of queues) {
      const row = queue[rank];
      if (row && picked.length < source.limit) picked.push(row);
    }
  }
  return picked.map(toCard);
}

/** The product's artwork as SVG at the given size, or null when no such product exists. */
export async function renderProductSvg(
  db: Executor,
  imageId: string,
  width: number,
  height: number,
): Promise<string | null> {
  // `{productId}-v{n}` names the n-th view of the gallery (artwork.ts); the bare id is view 1.
  const match = /^(.+)-v([1-9])$/.exec(imageId);
  const view = match ? Number(match[2]) : 1;
  if (view > artworkViews) return null;
  const artwork = await selectArtwork(db, match ? (match[1] as string) : imageId);
  return artwork ? productSvg(artwork, width, height, view) : null;
}

/** Image URL templates of a product's gallery views, front first. */
export function productImages(productId: string): string[] {
  return Array.from({ length: artworkViews }, (_, i) => imageTemplate(i === 0 ? productId : `${productId}-v${i + 1}`));
}

export async function listCategories(db: Executor) {
  return selectCategories(db);
}

/** Browse URL of a category, optionally narrowed to a brand (`/mobiles/samsung~brand/pr?sid=tyy,4io`). */
export function browseUrl(category: { id: string; sid: string }, brandId?: string): string {
  return `/${category.id}${brandId ? `/${brandId}~brand` : ''}/pr?sid=${category.sid}`;
}

/** Each category's brands with the most products, for the footer's brand lists. */
export async function listBrandGroups(
  db: Executor,
  perCategory = 12,
): Promise<{ category: string; brands: { title: string; url: string }[] }[]> {
  const [cats, counts] = await Promise.all([selectCategories(db), selectBrandCounts(db)]);
  return cats
    .map((category) => ({
      category: category.title,
      brands: counts
        .filter((c) => c.categoryId === category.id)
        .slice(0, perCategory)
        .map((c) => ({ title: c.brand, url: browseUrl(category, c.brandId) })),
    }))
    .filter((group) => group.brands.length > 0);
}

/**
 * Title, description and canonical path of a product page `/{slug}/p/{itemId}`, for the SEO
 * metadata call (the page's <title> on the server and in the browser); null for another path
 * or an unknown item.
 */
export async function productSeo(
  db: Executor,
  path: string,
): Promise<{ title: string; description: string; canonical: string } | null> {
  const match = /^\/[^/]+\/p\/([A-Za-z0-9_-]{1,40})$/.exec(path);
  if (!match) return null;
  const row = await selectProductSeo(db, match[1] as string);
  return row ? productSeoOf(row) : null;
}

/** A product page's title, description and canonical path from the product's own fields. */
export function productSeoOf(row: { title: string; slug: string; itemId: string; price: number }) {
  const price = `₹${Math.round(row.price / 100).toLocaleString('en-IN')}`;
  return {
    title: `${row.title} Online at Best Price in India | Bazaar`,
    description: `Buy ${row.title} for ${price} online. ${row.title} at the best price in India with free delivery, easy returns and genuine products from trusted sellers.`,
    canonical: productUrl(row.slug, row.itemId),
  };
}

export async function listBrands(db: Executor) {
  return selectBrands(db);
}

/** The pincodes of every warehouse a listing ships from; location measures delivery from them. */
export async function listWarehousePincodes(db: Executor): Promise<string[]> {
  return selectWarehousePincodes(db);
}

/**
 * What search indexes of each product, as a query search reads from inside its own statement
 * (see searchSourcesQuery): every product, or exactly the products given (an
 * unknown id is absent: the product is gone).
 */
export function productsForSearchQuery(options: { productIds?: string[] }): SQL {
  return searchSourcesQuery(options);
}

const listingNotFound = () => AppError.notFound('The listing');

/**
 * Sets a listing's stock, moves its product's buy box, and records `stock.changed`, all in one
 * transaction (the caller's, when it passes its `Tx`): search and every process's caches follow
 * from the event (docs/decisions/0025). The CHECK on listings refuses a negative stock.
 */
export async function setListingStock(deps: { db: Executor }, listingId: string, stock: number): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const productId = await updateListingStock(tx, listingId, stock);
    if (!productId) throw listingNotFound();
    await refreshBuyBox(tx, [productId]);
    // Set by hand (operations): taken as visible, since the old stock is not read.
    await publishEvent(tx, 'stock.changed', {
      productIds: [productId],
      listingIds: [listingId],
      visibleProductIds: [productId],
    });
  });
}

/** Sets a listing's price and MRP (paise), moves the buy box and records `price.changed`, in one transaction. */
export async function setListingPrice(
  deps: { db: Executor },
  listingId: string,
  price: { price: number; mrp: number },
): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const productId = await updateListingPrice(tx, listingId, price);
    if (!productId) throw listingNotFound();
    await refreshBuyBox(tx, [productId]);
    await publishEvent(tx, 'price.changed', { productIds: [productId], listingIds: [listingId] });
  });
}

/** A listing as a cart line shows it: product title, path and image, seller, unit price, MRP, stock, warehouse. */
export interface CartListing {
  listingId: string;
  productId: string;
  title: string;
  url: string;
  image: string;
  sellerId: string;
  sellerName: string;
  /** Paise. */
  price: number;
  mrp: number;
  stock: number;
  warehousePincode: string;
}

/** The listings of a cart (or of an add), keyed by listing id; unknown ids are absent. */
export async function listingsForCart(db: Executor, listingIds: string[]): Promise<Map<string, CartListing>> {
  const rows = await selectCartListings(db, [...new Set(listingIds)]);
  return new Map(
    rows.map(({ slug, itemId, ...row }) => [
      row.listingId,
      { ...row, url: productUrl(slug, itemId), image: imageTemplate(row.productId) },
    ]),
  );
}

/** A listing as checkout shows and prices it (paise): the cart's view with the seller as one object. */
export interface CheckoutListing extends Omit<CartListing, 'sellerId' | 'sellerName'> {
  seller: { id: string; name: string };
}

/** The listings with these ids, for checkout; unknown ids are absent. */
export async function checkoutListings(db: Executor, listingIds: string[]): Promise<Map<string, CheckoutListing>> {
  const found = await listingsForCart(db, listingIds);
  return new Map(
    [...found].map(([id, { sellerId, sellerName, ...rest }]) => [
      id,
      { ...rest, seller: { id: sellerId, name: sellerName } },
    ]),
  );
}

/**
 * The seller of a tax invoice and the category of each of its products (the HSN code and GST
 * rate follow the category), read in one statement; unknown product ids are absent.
 */
export async function sellerAndCategoriesForInvoice(
  db: Executor,
  sellerId: string,
  productIds: string[],
): Promise<{ seller: SellerRegistration | null; categories: Map<string, string> }> {
  const { seller, categories } = await selectSellerAndCategories(db, sellerId, [...new Set(productIds)]);
  return { seller, categories: new Map(Object.entries(categories)) };
}

export interface StockLine {
  listingId: string;
  quantity: number;
}

class ShortOfStock extends Error {
  constructor(readonly listingIds: string[]) {
    super('short of stock');
  }
}

const byListing = (lines: StockLine[]) => [...lines].sort((a, b) => a.listingId.localeCompare(b.listingId));

/** Product ids in order, once each: buy boxes are refreshed in one order so concurrent ones never deadlock. */
const sortedUnique = (ids: string[]) => [...new Set(ids)].sort();

/**
 * Takes the units of every line, or none: each listing's stock drops by a conditional update
 * (`stock >= quantity`, under the row's lock), in listing-id order so two takers never deadlock;
 * the CHECK `listings_stock_nonneg` is the database's last word. All lines taken: the buy boxes
 * move and `stock.changed` is recorded in the caller's transaction. Any line short: nothing
 * changes (a savepoint is rolled back) and the short listing ids are returned. One line needs no
 * savepoint: its short take is an update of no row, so there is nothing to undo (two statements
 * fewer a payment token).
 */
export async function takeStock(
  tx: Tx,
  lines: StockLine[],
  /** The caller's write made only when every line was taken, in the statement of `stock.changed` (a payment token's reservation). */
  also?: SQL,
): Promise<{ ok: true } | { ok: false; short: string[] }> {
  const unit = lines.length === 1 ? inTransaction : withTransaction;
  try {
    await unit(tx, async (inner) => {
      const productIds: string[] = [];
      const soldOut: string[] = [];
      const visible: string[] = [];
      const short: string[] = [];
      for (const line of byListing(lines)) {
        const taken = await takeListingStock(inner, line.listingId, line.quantity);
        if (!taken) short.push(line.listingId);
        else {
          productIds.push(taken.productId);
          if (taken.stock === 0) soldOut.push(taken.productId);
          if (stockStateOf(taken.stock) !== stockStateOf(taken.stock + line.quantity)) visible.push(taken.productId);
        }
      }
      if (short.length) throw new ShortOfStock(short);
      await afterStockChange(inner, { productIds, flipped: soldOut, visible }, lines, also);
    });
    return { ok: true };
  } catch (error) {
    if (error instanceof ShortOfStock) return { ok: false, short: error.listingIds };
    throw error;
  }
}

/**
 * The buy box ranks listings by (in stock, price, id): only a listing that ran out or came back
 * can move it, so only those products are refreshed. Every change is recorded as `stock.changed`,
 * naming as visible the products whose buy box or stock state moved.
 */
async function afterStockChange(
  tx: Tx,
  changed: { productIds: string[]; flipped: string[]; visible: string[] },
  lines: StockLine[],
  also?: SQL,
): Promise<void> {
  if (!changed.productIds.length) {
    if (also) await tx.execute(also);
    return;
  }
  if (changed.flipped.length) await refreshBuyBox(tx, sortedUnique(changed.flipped));
  const event = {
    productIds: sortedUnique(changed.productIds),
    listingIds: lines.map((l) => l.listingId),
    visibleProductIds: sortedUnique([...changed.flipped, ...changed.visible]),
  };
  if (also) await tx.execute(sql`with also as (${also}) ${eventsInsert('stock.changed', [event])}`);
  else await publishEvent(tx, 'stock.changed', event);
}

/** Puts the units of every line back (a released or expired reservation), moves the buy boxes, records `stock.changed`. */
export async function restoreStock(tx: Tx, lines: StockLine[]): Promise<void> {
  const productIds: string[] = [];
  const backInStock: string[] = [];
  const visible: string[] = [];
  for (const line of byListing(lines)) {
    const given = await giveBackListingStock(tx, line.listingId, line.quantity);
    if (!given) continue;
    productIds.push(given.productId);
    if (given.stock === line.quantity) backInStock.push(given.productId);
    if (stockStateOf(given.stock) !== stockStateOf(given.stock - line.quantity)) visible.push(given.productId);
  }
  await afterStockChange(tx, { productIds, flipped: backInStock, visible }, lines);
}

/** Product cards of these ids in the order given; unknown ids are dropped (the wishlist shows them). */
export async function productCardsInOrder(db: Executor, ids: string[]): Promise<ProductCard[]> {
  const byId = new Map((await selectCardsByIds(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCard(row)] : [];
  });
}

/** A listing as an order's page shows it: its return policy, category, kind and product URL. */
export interface OrderedListing {
  returnPolicy: ReturnPolicy;
  category: string;
  /** The product's kind within its category ('Smartphone', 'Formal Shirt'), when the seed gave one. */
  vertical: string | null;
  url: string;
  /** The product's ratings and reviews page. */
  reviewsUrl: string;
}

/** The listings an order bought, by id; listings gone from the catalogue are absent. */
export async function orderedListings(db: Db, listingIds: string[]): Promise<Map<string, OrderedListing>> {
  const rows = await selectOrderedListings(
    db,
    [...new Set(listingIds)].filter((id) => !id.includes(',')),
  );
  return new Map(
    rows.map((r) => [
      r.listing_id,
      {
        returnPolicy: r.return_policy,
        category: r.category,
        vertical: r.kind,
        url: productUrl(r.slug, r.item_id),
        reviewsUrl: `/${r.slug}/product-reviews/${r.item_id}`,
      },
    ]),
  );
}

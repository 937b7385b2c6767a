import type { ProductCard } from '../../contracts/layout.ts';
import type { ProductPage, ProductPagePayload, SellerOffer, SellersPage, Swatch } from '../../contracts/product.ts';
import { imageTemplate } from '../../contracts/images.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { TtlCache } from '../../platform/ttl-cache.ts';
import { deliveryPromises, isValidPincode, type DeliveryPromise } from '../location/service.ts';
import { productOffers } from './offers.ts';
import { readProductPage, type OfferData, type ProductPageData } from './product-page-data.ts';
import { selectCardsByIds, selectVariants, type CardByIdRow } from './product-repository.ts';
import { browseUrl, productImages, productSeoOf, productUrl, toCard } from './service.ts';
import { stockStateOf } from './stock-state.ts';
import { buildSwatch, resolveVariant } from './swatch.ts';

export type ProductDeps = Pick<AppContext, 'db'> & { cache: TtlCache };

export const invalidPincodeMessage = 'Not a valid pincode';

/** An absent or empty pincode is none; anything else must be 6 digits, the first not zero. */
export function checkPincode(pincode: string | undefined): string | null {
  if (pincode === undefined || pincode === '') return null;
  if (!isValidPincode(pincode))
    throw new AppError('PINCODE_INVALID', invalidPincodeMessage, 400, [
      { field: 'locationContext.pincode', message: invalidPincodeMessage },
    ]);
  return pincode;
}

const productNotFound = () => AppError.notFound('The product');

function toOffer(row: OfferData, promise: DeliveryPromise | undefined, pincode: string | null): SellerOffer {
  const { listing, seller } = row;
  return {
    listingId: listing.id,
    seller: {
      id: seller.id,
      name: seller.name,
      rating: seller.rating,
      ratingCount: seller.ratingCount,
      assured: seller.assured,
      city: seller.city,
    },
    price: listing.price,
    mrp: listing.mrp,
    discountPercent: Math.floor(((listing.mrp - listing.price) * 100) / listing.mrp),
    stockState: stockStateOf(listing.stock),
    returnPolicy: listing.returnPolicy,
    delivery:
      pincode && promise ? { pincode, serviceable: promise.serviceable, date: promise.date, days: promise.days } : null,
  };
}

async function promisesFor(deps: ProductDeps, pincode: string | null, rows: OfferData[]) {
  if (!pincode) return new Map<string, DeliveryPromise>();
  return deliveryPromises(deps, pincode, [...new Set(rows.map((r) => r.listing.warehousePincode))]);
}

/** The swatch of a model, cached with the product info (60 s): variants change only with the catalogue. */
export async function swatchOfGroup(
  deps: ProductDeps,
  variantGroupId: string,
  categoryAttributes: string[],
): Promise<Swatch> {
  return deps.cache.get(`swatch:${variantGroupId}`, async () =>
    buildSwatch(categoryAttributes, await selectVariants(deps.db, [variantGroupId])),
  );
}

const cardOf = (row: CardByIdRow): ProductCard => toCard(row);

/** Cards of these ids in the order given; unknown ids are dropped. */
export async function cardsInOrder(deps: ProductDeps, ids: string[]): Promise<ProductCard[]> {
  const rows = await selectCardsByIds(deps.db, ids);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [cardOf(row)] : [];
  });
}

/** Finds the product asked for, moved to the variant its swatch values name. */
async function findProduct(deps: ProductDeps, request: ProductPagePayload['requestContext']): Promise<ProductPageData> {
  const data = await readProductPage(
    deps,
    request.productId ? { productId: request.productId } : { itemId: request.itemId ?? '' },
  );
  if (!data) throw productNotFound();
  const chosen = request.swatchContext;
  if (!chosen || Object.keys(chosen).length === 0) return data;
  const current = data.variants.find((v) => v.id === data.product.id);
  const target = current ? resolveVariant(data.variants, current, chosen) : null;
  if (!target) throw AppError.notFound('A variant with those options');
  if (target.id === data.product.id) return data;
  return (await readProductPage(deps, { productId: target.id })) ?? data;
}

/**
 * The product page: the product (moved to the chosen variant), the seller shown (the buy box or
 * the listing asked for) with delivery to the pincode, the count of other sellers, rating data,
 * swatches, breadcrumbs, SEO and the cards of the recently viewed ids.
 */
export async function getProductPage(deps: ProductDeps, payload: ProductPagePayload): Promise<ProductPage> {
  const pincode = checkPincode(payload.locationContext?.pincode);
  const detail = await findProduct(deps, payload.requestContext);
  const p = detail.product;
  const rows = detail.offers;
  const recentIds = [...new Set(payload.sessionContext?.pids ?? [])].filter((id) => id !== p.id).slice(0, 12);
  // The swatch is built from the variants read with the product, so it shows stock as it is now.
  const swatch = buildSwatch(detail.swatchAttributes, detail.variants);
  const recentlyViewed = recentIds.length > 0 ? await cardsInOrder(deps, recentIds) : [];
  const wanted = payload.requestContext.listingId;
  const shown = wanted
    ? rows.find((r) => r.listing.id === wanted)
    : (rows.find((r) => r.listing.id === p.buyBoxListingId) ?? rows[0]);
  if (wanted && !shown) throw AppError.notFound('That seller’s offer of this product');
  const promises = shown ? await promisesFor(deps, pincode, [shown]) : new Map<string, DeliveryPromise>();
  const url = productUrl(p.slug, p.itemId);
  const category = { id: p.categoryId, sid: detail.categorySid };
  return {
    product: {
      productId: p.id,
      itemId: p.itemId,
      title: p.title,
      url,
      brand: detail.brand,
      category: { id: p.categoryId, title: detail.categoryTitle },
      images: productImages(p.id).map((template, i) => ({
        url: template,
        alt: i === 0 ? p.title : `${p.title}, view ${i + 1}`,
      })),
      price: shown?.listing.price ?? p.price,
      mrp: shown?.listing.mrp ?? p.mrp,
      discountPercent: shown
        ? Math.floor(((shown.listing.mrp - shown.listing.price) * 100) / shown.listing.mrp)
        : p.discountPercent,
      inStock: shown ? shown.listing.stock > 0 : false,
      offers: productOffers(p),
      highlights: p.highlights,
      specifications: p.specifications,
      description: p.description,
      authors: p.authors,
      variantAttributes: p.variantAttributes,
    },
    listing: shown ? toOffer(shown, promises.get(shown.listing.warehousePincode), pincode) : null,
    otherSellers: {
      count: Math.max(0, rows.length - (shown ? 1 : 0)),
      url: `/sellers?pid=${encodeURIComponent(p.id)}`,
    },
    ratingData: {
      average: p.ratingAverage,
      count: p.ratingCount,
      reviewCount: p.reviewCount,
      breakup: p.ratingBreakup,
      writeReviewUrl: `/${p.slug}/write-review/${p.itemId}`,
      readReviewUrl: `/${p.slug}/product-reviews/${p.itemId}`,
    },
    swatch,
    breadcrumbs: [
      { title: 'Home', url: '/' },
      { title: detail.categoryTitle, url: browseUrl(category) },
      { title: detail.brand, url: browseUrl(category, p.brandId) },
      { title: p.title, url },
    ],
    seo: productSeoOf(p),
    recentlyViewed,
  };
}

/** The sellers page: every seller's offer of the product with delivery to the pincode, cheapest first, sold-out last. */
export async function getSellersPage(
  deps: ProductDeps,
  productId: string,
  rawPincode: string | undefined,
): Promise<SellersPage> {
  const pincode = checkPincode(rawPincode);
  const detail = await readProductPage(deps, { productId });
  if (!detail) throw productNotFound();
  const rows = detail.offers;
  const promises = await promisesFor(deps, pincode, rows);
  const sellers = rows
    .map((r) => toOffer(r, promises.get(r.listing.warehousePincode), pincode))
    .sort(
      (a, b) =>
        Number(a.stockState === 'OUT_OF_STOCK') - Number(b.stockState === 'OUT_OF_STOCK') ||
        a.price - b.price ||
        a.listingId.localeCompare(b.listingId),
    );
  const p = detail.product;
  return {
    product: {
      productId: p.id,
      title: p.title,
      url: productUrl(p.slug, p.itemId),
      imageUrl: imageTemplate(p.id),
      brand: detail.brand,
      ratingAverage: p.ratingAverage,
      ratingCount: p.ratingCount,
    },
    pincode,
    sellers,
  };
}

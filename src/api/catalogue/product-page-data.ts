import type { ProductDeps } from './product-service.ts';
import { selectProductPageRow, type ListingData, type ProductPageRow } from './product-page-repository.ts';
import { selectSellers, type SellerData } from './product-repository.ts';
import { selectBrands, selectCategories } from './repository.ts';

/** A seller's offer of the product with its seller. */
export interface OfferData {
  listing: ListingData;
  seller: SellerData;
}

/** Everything the product page and the sellers page show of one product. */
export interface ProductPageData {
  product: ProductPageRow['product'];
  brand: string;
  categoryTitle: string;
  categorySid: string;
  swatchAttributes: string[];
  /** Cheapest first, then by listing id. */
  offers: OfferData[];
  variants: ProductPageRow['variants'];
}

/** Brands, categories and sellers by id: the same for every product, a few hundred rows. */
interface Reference {
  brands: Map<string, string>;
  categories: Map<string, { title: string; sid: string; swatchAttributes: string[] }>;
  sellers: Map<string, SellerData>;
}

const referenceKey = 'catalogue-reference';

async function loadReference(deps: ProductDeps): Promise<Reference> {
  const [brands, categories, sellers] = await Promise.all([
    selectBrands(deps.db),
    selectCategories(deps.db),
    selectSellers(deps.db),
  ]);
  return {
    brands: new Map(brands.map((b) => [b.id, b.name])),
    categories: new Map(categories.map((c) => [c.id, c])),
    sellers: new Map(sellers.map((s) => [s.id, s])),
  };
}

function compose(row: ProductPageRow, ref: Reference): ProductPageData | null {
  const brand = ref.brands.get(row.product.brandId);
  const category = ref.categories.get(row.product.categoryId);
  const offers: OfferData[] = [];
  for (const listing of row.listings) {
    const seller = ref.sellers.get(listing.sellerId);
    if (!seller) return null;
    offers.push({ listing, seller });
  }
  if (brand === undefined || !category) return null;
  return {
    product: row.product,
    brand,
    categoryTitle: category.title,
    categorySid: category.sid,
    swatchAttributes: category.swatchAttributes,
    offers,
    variants: row.variants,
  };
}

/**
 * The product page's data of a product id or item id, null when there is no such product: the
 * product, its listings and its variants in one statement, joined here with the brands,
 * categories and sellers the process holds (decision 0034). Those are kept in the product cache,
 * which every process clears on the catalogue's events; a product naming one the process does
 * not know yet (a catalogue replaced a moment ago) reads them again before answering.
 */
export async function readProductPage(
  deps: ProductDeps,
  key: { productId: string } | { itemId: string },
): Promise<ProductPageData | null> {
  const [row, ref] = await Promise.all([
    selectProductPageRow(deps.db, key),
    deps.cache.get(referenceKey, () => loadReference(deps)),
  ]);
  if (!row) return null;
  const data = compose(row, ref);
  if (data) return data;
  deps.cache.clear();
  const fresh = compose(row, await deps.cache.get(referenceKey, () => loadReference(deps)));
  if (!fresh) throw new Error(`product ${row.product.id} names a brand, category or seller that does not exist`);
  return fresh;
}

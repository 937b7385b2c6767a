import type { Db } from '../../platform/db/database.ts';
import { preparedRead } from '../../platform/db/prepared-read.ts';
import type { listings, products } from './schema.ts';

type Product = typeof products.$inferSelect;
type Listing = typeof listings.$inferSelect;

/** A seller's offer of the product, as the product and sellers pages show it. */
export type ListingData = Pick<
  Listing,
  'id' | 'sellerId' | 'price' | 'mrp' | 'stock' | 'warehousePincode' | 'returnPolicy'
>;

/** A variant of the model, as the swatch and the variant choice need it. */
export type VariantData = Pick<
  Product,
  'id' | 'itemId' | 'slug' | 'variantGroupId' | 'categoryId' | 'variantAttributes' | 'inStock' | 'buyBoxListingId'
>;

/**
 * What the product page shows of one product, read in one statement; brands, categories and
 * sellers, the same for every product, come from the process's reference data.
 */
export interface ProductPageRow {
  product: Omit<Product, 'model' | 'artwork' | 'tags' | 'launchedAt'>;
  /** Cheapest first, then by listing id. */
  listings: ListingData[];
  /** Every product of the model (this one included), by id. */
  variants: VariantData[];
}

/**
 * The product, its listings and the variants of its model as one JSON value: one round trip
 * instead of three or four (decision 0034). Keys are the query builder's names, so the rows read
 * elsewhere and these are the same shape.
 */
const pageData = (where: string) => `
select json_build_object(
  'product', json_build_object(
    'id', p.id, 'itemId', p.item_id, 'title', p.title, 'slug', p.slug, 'brandId', p.brand_id,
    'categoryId', p.category_id, 'variantGroupId', p.variant_group_id,
    'variantAttributes', p.variant_attributes, 'specifications', p.specifications,
    'highlights', p.highlights, 'description', p.description, 'authors', p.authors,
    'ratingAverage', p.rating_average, 'ratingCount', p.rating_count, 'reviewCount', p.review_count,
    'ratingBreakup', p.rating_breakup, 'buyBoxListingId', p.buy_box_listing_id, 'price', p.price,
    'mrp', p.mrp, 'discountPercent', p.discount_percent, 'inStock', p.in_stock),
  'listings', coalesce((
    select json_agg(json_build_object('id', l.id, 'sellerId', l.seller_id, 'price', l.price,
      'mrp', l.mrp, 'stock', l.stock, 'warehousePincode', l.warehouse_pincode,
      'returnPolicy', l.return_policy) order by l.price, l.id)
    from listings l
    where l.product_id = p.id), '[]'::json),
  'variants', (
    select json_agg(json_build_object('id', v.id, 'itemId', v.item_id, 'slug', v.slug,
      'variantGroupId', v.variant_group_id, 'categoryId', v.category_id,
      'variantAttributes', v.variant_attributes, 'inStock', v.in_stock,
      'buyBoxListingId', v.buy_box_listing_id) order by v.id)
    from products v where v.variant_group_id = p.variant_group_id)
) as data
from products p
where ${where}`;

const byProductId = preparedRead<{ data: ProductPageRow }>('catalogue_page_by_id', pageData('p.id = $1'), 1);
const byItemId = preparedRead<{ data: ProductPageRow }>('catalogue_page_by_item', pageData('p.item_id = $1'), 1);

/** The product page's row of a product id or item id; null when there is no such product. */
export async function selectProductPageRow(
  db: Db,
  key: { productId: string } | { itemId: string },
): Promise<ProductPageRow | null> {
  const [row] = 'productId' in key ? await byProductId(db, [key.productId]) : await byItemId(db, [key.itemId]);
  return row?.data ?? null;
}

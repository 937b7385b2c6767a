import type { Db } from '../../platform/db/database.ts';
import { preparedRead } from '../../platform/db/prepared-read.ts';
import type { listings, products, sellers } from './schema.ts';

type Product = typeof products.$inferSelect;
type Listing = typeof listings.$inferSelect;
type Seller = typeof sellers.$inferSelect;

/** A seller's offer of the product, with what the product and sellers pages show of it. */
export interface OfferData {
  listing: Pick<Listing, 'id' | 'price' | 'mrp' | 'stock' | 'warehousePincode' | 'returnPolicy'>;
  seller: Pick<Seller, 'id' | 'name' | 'rating' | 'ratingCount' | 'assured' | 'city'>;
}

/** A variant of the model, as the swatch and the variant choice need it. */
export type VariantData = Pick<
  Product,
  'id' | 'itemId' | 'slug' | 'variantGroupId' | 'categoryId' | 'variantAttributes' | 'inStock' | 'buyBoxListingId'
>;

/** Everything the product page shows of one product, read in one statement. */
export interface ProductPageData {
  product: Omit<Product, 'model' | 'artwork' | 'tags' | 'launchedAt'>;
  brand: string;
  categoryTitle: string;
  categorySid: string;
  swatchAttributes: string[];
  /** Cheapest first, then by listing id. */
  offers: OfferData[];
  /** Every product of the model (this one included), by id. */
  variants: VariantData[];
}

/**
 * The product, its brand and category, its offers with their sellers and the variants of its
 * model as one JSON value: one round trip instead of three or four (decision 0034). Keys are the
 * query builder's names, so the rows read elsewhere and these are the same shape.
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
  'brand', b.name,
  'categoryTitle', c.title,
  'categorySid', c.sid,
  'swatchAttributes', c.swatch_attributes,
  'offers', coalesce((
    select json_agg(json_build_object(
      'listing', json_build_object('id', l.id, 'price', l.price, 'mrp', l.mrp, 'stock', l.stock,
        'warehousePincode', l.warehouse_pincode, 'returnPolicy', l.return_policy),
      'seller', json_build_object('id', s.id, 'name', s.name, 'rating', s.rating,
        'ratingCount', s.rating_count, 'assured', s.assured, 'city', s.city)
    ) order by l.price, l.id)
    from listings l join sellers s on s.id = l.seller_id
    where l.product_id = p.id), '[]'::json),
  'variants', (
    select json_agg(json_build_object('id', v.id, 'itemId', v.item_id, 'slug', v.slug,
      'variantGroupId', v.variant_group_id, 'categoryId', v.category_id,
      'variantAttributes', v.variant_attributes, 'inStock', v.in_stock,
      'buyBoxListingId', v.buy_box_listing_id) order by v.id)
    from products v where v.variant_group_id = p.variant_group_id)
) as data
from products p
join brands b on b.id = p.brand_id
join categories c on c.id = p.category_id
where ${where}`;

const byProductId = preparedRead<{ data: ProductPageData }>('catalogue_page_by_id', pageData('p.id = $1'), 1);
const byItemId = preparedRead<{ data: ProductPageData }>('catalogue_page_by_item', pageData('p.item_id = $1'), 1);

/** The product page's data of a product id or item id; null when there is no such product. */
export async function selectProductPageData(
  db: Db,
  key: { productId: string } | { itemId: string },
): Promise<ProductPageData | null> {
  const [row] = 'productId' in key ? await byProductId(db, [key.productId]) : await byItemId(db, [key.itemId]);
  return row?.data ?? null;
}

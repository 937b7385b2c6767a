import type { Db } from '../../platform/db/database.ts';
import { preparedRead } from '../../platform/db/prepared-read.ts';
import type { ReturnPolicy } from './schema.ts';

export interface OrderedListingRow {
  listing_id: string;
  return_policy: ReturnPolicy;
  category: string;
  kind: string | null;
  slug: string;
  item_id: string;
}

/**
 * What an order's page reads about the listings it bought (the order detail, a hot read): the
 * return policy, the category and the product's URL parts. `$1`: the listing ids, comma-separated.
 */
const read = preparedRead<OrderedListingRow>(
  'catalogue_ordered_listings',
  `select l.id as listing_id, l.return_policy, c.title as category, p.artwork->>'kind' as kind, p.slug, p.item_id
     from listings l join products p on p.id = l.product_id join categories c on c.id = p.category_id
    where l.id = any(string_to_array($1, ','))`,
  1,
);

export async function selectOrderedListings(db: Db, listingIds: string[]): Promise<OrderedListingRow[]> {
  return listingIds.length ? read(db, [listingIds.join(',')]) : [];
}

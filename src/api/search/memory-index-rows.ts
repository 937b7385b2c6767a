import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/transaction.ts';
import { rowsOf, textArray } from './repository.ts';

/** One search row as the index held in memory reads it (memory-index.ts). */
export interface IndexRow {
  id: string;
  category: string;
  brand: string;
  brandName: string;
  price: number;
  mrp: number;
  discount: number;
  rating: number;
  ratingCount: number;
  inStock: boolean;
  /** launched_at in microseconds since 1970: the newest sort ties no product that the database does not. */
  launched: number;
  /**
   * The document, the title's document, the attributes, the tags and the warehouses, joined by
   * the record separator (lists by the unit separator): on the embedded database each column of
   * each row is decoded in JavaScript, and one text a row reads three times faster than five.
   */
  text: string;
  /** The card's own texts: item id, title, slug and the key specifications (JSON), unit-separated. */
  card: string;
}

export const recordSeparator = '\u001e';
export const listSeparator = '\u001f';

const columns = sql`d.product_id as id, d.category_id as category, d.brand_id as brand, d.brand as "brandName",
  d.price, d.mrp, d.discount_percent as discount, d.rating_average as rating, d.rating_count as "ratingCount",
  d.in_stock as "inStock", (extract(epoch from d.launched_at) * 1000000)::float8 as launched,
  concat_ws(chr(30), d.document::text, d.title_document::text, array_to_string(d.attributes, chr(31)),
    array_to_string(d.tags, chr(31)), array_to_string(d.warehouses, chr(31))) as text,
  concat_ws(chr(31), d.item_id, d.title, d.slug, d.key_specs::text) as card`;

/**
 * Rows read a statement while loading: few enough that the database and the driver never hold
 * much of the catalogue's text at once, and each row is dropped soon after it is read.
 */
const batchRows = 1_000;

/**
 * Every search row in product id order (the database's collation: the order its sorts break
 * ties in), in batches; `each` is called with each batch as it arrives.
 */
export async function readAllIndexRows(db: Executor, each: (rows: IndexRow[]) => void): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const rows: IndexRow[] = await rowsOf<IndexRow>(
      db,
      sql`select ${columns} from search_documents d ${after === null ? sql`` : sql`where d.product_id > ${after}`}
          order by d.product_id limit ${batchRows}`,
    );
    if (rows.length) each(rows);
    if (rows.length < batchRows) return;
    after = rows[rows.length - 1]?.id ?? null;
  }
}

/** How many search rows there are, to size the index before it reads them. */
export async function countIndexRows(db: Executor): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from search_documents`);
  return row?.n ?? 0;
}

/** The rows of these products as they are now; a product with no row was removed from search. */
export async function readIndexRows(db: Executor, productIds: string[]): Promise<IndexRow[]> {
  if (!productIds.length) return [];
  return rowsOf<IndexRow>(
    db,
    sql`select ${columns} from search_documents d where d.product_id = any(${textArray(productIds)})`,
  );
}

/** The database's own reading of a tsquery text (its parser, stop words and stemmer), as text. */
export async function readTsqueries(db: Executor, texts: string[]): Promise<string[]> {
  if (!texts.length) return [];
  const rows = await rowsOf<{ q: string }>(
    db,
    sql`select to_tsquery('english', t)::text as q from unnest(${textArray(texts)}) with ordinality u(t, i) order by i`,
  );
  return rows.map((r) => r.q);
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/rows.ts';
import type { Executor } from '../../platform/db/transaction.ts';
import { sellers } from './schema.ts';

/** SQL of the sellers' registration details (the GST invoice of issue 13). */

export interface SellerTaxRow {
  id: string;
  name: string;
  city: string;
  gstin: string | null;
  address: string | null;
  state: string | null;
  pincode: string | null;
}

/**
 * A seller's name and registration, and the category of each product, in one statement (an
 * invoice needs both and is timed: issue 13 asks for a PDF in 50 ms).
 */
export async function selectSellerAndCategories(
  db: Executor,
  sellerId: string,
  productIds: string[],
): Promise<{ seller: SellerTaxRow | null; categories: Record<string, string> }> {
  const [row] = await queryRows<{ seller: SellerTaxRow | null; categories: Record<string, string> | null }>(
    db,
    sql`select (select json_build_object('id', s.id, 'name', s.name, 'city', s.city, 'gstin', s.gstin,
                                         'address', s.address, 'state', s.state, 'pincode', s.pincode)
                  from sellers s where s.id = ${sellerId}) as seller,
               (select json_object_agg(p.id, p.category_id) from products p
                 where p.id in (select jsonb_array_elements_text(${JSON.stringify(productIds)}::jsonb))) as categories`,
  );
  return { seller: row?.seller ?? null, categories: row?.categories ?? {} };
}

/** Sellers seeded before they had a GSTIN (issue 13), with the city they ship from. */
export async function selectSellersWithoutGstin(db: Executor): Promise<{ id: string; name: string; city: string }[]> {
  return db
    .select({ id: sellers.id, name: sellers.name, city: sellers.city })
    .from(sellers)
    .where(isNull(sellers.gstin));
}

/** Gives a seller without a GSTIN its registration; one that has one keeps it. */
export async function updateSellerRegistration(
  db: Executor,
  sellerId: string,
  registration: { gstin: string; address: string; state: string; pincode: string },
): Promise<void> {
  await db
    .update(sellers)
    .set(registration)
    .where(and(eq(sellers.id, sellerId), isNull(sellers.gstin)));
}

import { selectSellersWithoutGstin, updateSellerRegistration } from '../../api/catalogue/seller-repository.ts';
import type { Executor } from '../../platform/db/transaction.ts';
import { warehouses } from './generate-catalogue.ts';
import { sellerRegistration } from './seller-registration.ts';

/**
 * A database seeded before issue 13 has sellers without a GSTIN: each gets the registration the
 * seed now gives it (the generator's warehouse of its number, `SEL0007` the seventh, when that
 * is in its city; else the first warehouse of its city). A seller of no known city keeps none,
 * and its invoice says so. Answers how many were filled.
 */
export async function fillSellerRegistrations(db: Executor): Promise<number> {
  let filled = 0;
  for (const seller of await selectSellersWithoutGstin(db)) {
    const number = Number(/^SEL(\d+)$/.exec(seller.id)?.[1] ?? 0);
    const byNumber = number > 0 ? warehouses[(number - 1) % warehouses.length] : undefined;
    const warehouse = byNumber?.city === seller.city ? byNumber : warehouses.find((w) => w.city === seller.city);
    if (!warehouse) continue;
    await updateSellerRegistration(db, seller.id, sellerRegistration(seller, warehouse));
    filled++;
  }
  return filled;
}

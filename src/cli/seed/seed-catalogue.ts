import {
  insertBrands,
  insertCategories,
  insertListings,
  insertProducts,
  insertSellers,
  refreshBuyBox,
} from '../../api/catalogue/repository.ts';
import { withTransaction, type Executor } from '../../platform/db/transaction.ts';
import { publishEvent } from '../../platform/events/domain-events.ts';
import type { Logger } from '../../platform/logger.ts';
import { reindexProducts } from '../../api/search/service.ts';
import { seedCollections } from './seed-collections.ts';
import { createCatalogueGenerator, type GeneratedProduct } from './generate-catalogue.ts';

/** Products generated and written per batch: memory stays flat at 100,000 products. */
const batchSize = 2000;

/**
 * Writes the demo catalogue of a seed number: categories, brands, sellers, then products and
 * their listings in multi-row batches, then each product's buy box.
 */
export async function seedCatalogue(
  db: Executor,
  options: { products: number; seed: number; logger?: Logger },
): Promise<void> {
  const generator = createCatalogueGenerator(options.seed);
  await insertCategories(db, generator.categories);
  await insertBrands(db, generator.brands);
  await insertSellers(db, generator.sellers);
  let batch: GeneratedProduct[] = [];
  let written = 0;
  const flush = async () => {
    await insertProducts(
      db,
      batch.map((b) => b.product),
    );
    await insertListings(
      db,
      batch.flatMap((b) => b.listings),
    );
    written += batch.length;
    batch = [];
    if (written % 10_000 === 0 || written === options.products) options.logger?.info({ written }, 'products seeded');
  };
  for (const item of generator.products(options.products)) {
    batch.push(item);
    if (batch.length === batchSize) await flush();
  }
  if (batch.length) await flush();
  await refreshBuyBox(db);
  const indexing = Date.now();
  await reindexProducts({ db });
  await seedCollections(db);
  // Every web process drops what it cached of the old catalogue once this commits.
  await withTransaction(db, (tx) => publishEvent(tx, 'catalogue.replaced', {}));
  options.logger?.info({ ms: Date.now() - indexing }, 'search index built');
}

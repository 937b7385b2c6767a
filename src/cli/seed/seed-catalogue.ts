import {
  insertBrands,
  insertCategories,
  insertListings,
  insertProducts,
  insertSellers,
} from '../../api/catalogue/repository.ts';
import { bulkLoad } from '../../platform/db/bulk-load.ts';
import { withTransaction, type Executor } from '../../platform/db/transaction.ts';
import { publishEvent } from '../../platform/events/domain-events.ts';
import type { Logger } from '../../platform/logger.ts';
import { reindexProducts } from '../../api/search/service.ts';
import { seedCollections } from './seed-collections.ts';
import { createCatalogueGenerator, type GeneratedProduct } from './generate-catalogue.ts';

/** Products generated and written per batch: memory stays flat at a million products. */
const batchSize = 2000;
/** From this size the load runs without secondary indexes and foreign keys, and puts them back after (docs/decisions/0050). */
const deferIndexesFrom = 20_000;

/**
 * Writes the demo catalogue of a seed number: categories, brands, sellers, then products (their
 * buy box chosen as they are generated) and their listings in batches, the search rows and the
 * stored lists.
 */
export async function seedCatalogue(
  db: Executor,
  options: { products: number; seed: number; logger?: Logger },
): Promise<void> {
  const generator = createCatalogueGenerator(options.seed);
  await insertCategories(db, generator.categories);
  await insertBrands(db, generator.brands);
  await insertSellers(db, generator.sellers);
  const load = async () => {
    await writeProducts(db, generator.products(options.products), options);
    const indexing = Date.now();
    await reindexProducts({ db });
    options.logger?.info({ ms: Date.now() - indexing }, 'search rows built');
  };
  const building = Date.now();
  if (options.products >= deferIndexesFrom) await bulkLoad(db, ['products', 'listings', 'search_documents'], load);
  else await load();
  options.logger?.info({ ms: Date.now() - building }, 'catalogue and search index built');
  await seedCollections(db);
  // Every web process drops what it cached of the old catalogue once this commits.
  await withTransaction(db, (tx) => publishEvent(tx, 'catalogue.replaced', {}));
}

/**
 * Products and listings in batches. The database writes one batch while this process generates
 * the next (the generator is CPU work of its own): on two cores that halves the load's time.
 */
async function writeProducts(
  db: Executor,
  items: Iterable<GeneratedProduct>,
  options: { products: number; logger?: Logger },
): Promise<void> {
  let batch: GeneratedProduct[] = [];
  let written = 0;
  let writing: Promise<void> = Promise.resolve();
  const write = async (rows: GeneratedProduct[]) => {
    await insertProducts(
      db,
      rows.map((b) => b.product),
    );
    await insertListings(
      db,
      rows.flatMap((b) => b.listings),
    );
    written += rows.length;
    if (written % 100_000 === 0 || written === options.products) options.logger?.info({ written }, 'products seeded');
  };
  const flush = async () => {
    const rows = batch;
    batch = [];
    await writing;
    writing = write(rows);
    // Its failure is seen by the next flush's await; until then it must not count as unhandled.
    writing.catch(() => undefined);
  };
  for (const item of items) {
    batch.push(item);
    if (batch.length === batchSize) await flush();
    // Now and then let the driver send the batch in flight and read its answer; generating a
    // whole batch without a pause would leave the database idle until the next flush.
    else if (batch.length % 250 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  if (batch.length) await flush();
  await writing;
}

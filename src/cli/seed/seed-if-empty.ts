import { sql } from 'drizzle-orm';
import { hasAnyProduct } from '../../api/catalogue/repository.ts';
import { hasAnyLayout } from '../../api/content/repository.ts';
import { ensurePincodeDirectory } from '../../api/location/pincode-directory.ts';
import { queryRows } from '../../platform/db/rows.ts';
import type { Executor } from '../../platform/db/transaction.ts';
import type { Logger } from '../../platform/logger.ts';
import { fillSellerRegistrations } from './fill-seller-registrations.ts';
import { seedAccounts } from './seed-accounts.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedContent } from './seed-content.ts';
import { seedCollections } from './seed-collections.ts';
import { reindexProducts } from '../../api/search/service.ts';

export interface SeedOptions {
  products: number;
  logger: Logger;
  /** Seed number: the same number always makes the same catalogue. */
  seed?: number;
}

/** Seed number of the demo catalogue when none is given. */
export const defaultSeed = 2017;
/** Key of the advisory lock that lets one web process seed while the others wait. */
export const seedLockKey = 6_042_017;

/** Catalogue and content in one transaction: a crash leaves an empty database, never half a shop. */
export async function seedAll(db: Executor, options: SeedOptions): Promise<void> {
  await ensurePincodeDirectory(db);
  await seedCatalogue(db, { products: options.products, seed: options.seed ?? defaultSeed, logger: options.logger });
  await seedContent(db);
  await seedAccounts(db);
}

/**
 * Seeds the demo catalogue and content when the database has neither; a no-op otherwise.
 * Several web processes starting at once on one PostgreSQL: the first takes the lock and seeds,
 * the others wait for it, then find the data and do nothing.
 */
export async function seedIfEmpty(db: Executor, options: SeedOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    // Reference data, not demo data: imported into any database that lacks it.
    await ensurePincodeDirectory(tx);
    if ((await hasAnyProduct(tx)) || (await hasAnyLayout(tx))) {
      await upgradeDemoData(tx, options.logger);
      // Sellers seeded before issue 13 get their GST registration (a no-op once they have it).
      const filled = await fillSellerRegistrations(tx);
      if (filled) options.logger.info({ sellers: filled }, 'gave the demo sellers their GST registrations');
      return false;
    }
    const started = Date.now();
    await seedAll(tx, options);
    options.logger.info(
      { products: options.products, seed: options.seed ?? defaultSeed, ms: Date.now() - started },
      'seeded the demo catalogue',
    );
    return true;
  });
}

/**
 * A database seeded by the foundation (before search, content pages and accounts) has products
 * but no search index: it gets what later issues added to the demo data (the index and stored
 * lists, the new content, the demo accounts) so it keeps working after an upgrade. Every step is
 * an upsert or skips what exists.
 */
async function upgradeDemoData(db: Executor, logger: Logger): Promise<void> {
  const [row] = await queryRows<{ indexed: boolean }>(
    db,
    sql`select exists (select 1 from search_documents) as indexed`,
  );
  if (row?.indexed) return;
  const started = Date.now();
  await reindexProducts({ db });
  await seedCollections(db);
  await seedContent(db);
  await seedAccounts(db);
  logger.info({ ms: Date.now() - started }, 'brought the demo data of an earlier version up to date');
}

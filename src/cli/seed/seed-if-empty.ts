import { sql } from 'drizzle-orm';
import { hasAnyProduct } from '../../api/catalogue/repository.ts';
import { hasAnyLayout } from '../../api/content/repository.ts';
import { ensurePincodeDirectory } from '../../api/location/pincode-directory.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Logger } from '../../platform/logger.ts';
import { seedAccounts } from './seed-accounts.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedContent } from './seed-content.ts';

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
export async function seedAll(db: Db, options: SeedOptions): Promise<void> {
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
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
    // Reference data, not demo data: imported into any database that lacks it.
    await ensurePincodeDirectory(tx);
    if ((await hasAnyProduct(tx)) || (await hasAnyLayout(tx))) return false;
    const started = Date.now();
    await seedAll(tx, options);
    options.logger.info({ products: options.products, seed: options.seed ?? defaultSeed, ms: Date.now() - started }, 'seeded the demo catalogue');
    return true;
  });
}

import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { deleteCatalogue } from '../api/catalogue/repository.ts';
import { deleteContent } from '../api/content/repository.ts';
import { vacuumIfStale } from '../api/search/repository.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { migrateDatabase } from '../platform/db/migrate.ts';
import { openAppDatabase } from '../platform/db/open-app-database.ts';
import { createLogger } from '../platform/logger.ts';
import { defaultSeed, seedAll, seedLockKey } from './seed/seed-if-empty.ts';

/**
 * `npm run seed -- --products N [--seed S]`: replaces the catalogue and the content with the demo
 * catalogue of seed S (docs/decisions/0006-catalogue-seed.md), in one transaction.
 */
const argsSchema = z.object({
  products: z.coerce.number().int().min(0).max(1_000_000),
  seed: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
});

async function main() {
  const config = loadConfig();
  const { values } = parseArgs({ options: { products: { type: 'string' }, seed: { type: 'string' } } });
  const parsed = argsSchema.safeParse({
    products: values.products ?? config.SEED_PRODUCTS,
    seed: values.seed ?? defaultSeed,
  });
  if (!parsed.success) {
    console.error(
      `Usage: npm run seed -- --products N [--seed S]\n${parsed.error.issues.map((i) => `  --${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
    process.exit(2);
  }
  const logger = createLogger(config.LOG_LEVEL, 'seed');
  const database = await openAppDatabase(config);
  try {
    await migrateDatabase(database, 'app');
    const started = Date.now();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${seedLockKey})`);
      await deleteContent(tx);
      await deleteCatalogue(tx);
      await seedAll(tx, { products: parsed.data.products, seed: parsed.data.seed, logger });
    });
    // Outside the transaction: VACUUM lets searches count and sort from the indexes alone.
    await vacuumIfStale(database.db, { cluster: database.kind === 'pglite' });
    console.log(
      `Seeded ${parsed.data.products} products (seed ${parsed.data.seed}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});

import { buildWebApp } from './app.ts';
import { startupFailure } from './platform/startup-error.ts';
import { loadConfig } from './platform/config.ts';
import { appDatabaseDir, openAppDatabase } from './platform/db/open-app-database.ts';
import { openReady } from './platform/db/prepare-in-child.ts';
import { migrateDatabase } from './platform/db/migrate.ts';
import { createLogger } from './platform/logger.ts';
import { onShutdown } from './platform/shutdown.ts';
import { seedIfEmpty } from './cli/seed/seed-if-empty.ts';

/** Starts the web process: migrate, seed an empty database, serve the storefront and the API. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, 'web');
  const database = await openReady(
    appDatabaseDir(config),
    () => openAppDatabase(config),
    async (opened) => {
      await migrateDatabase(opened, 'app');
      await seedIfEmpty(opened.db, { products: config.SEED_PRODUCTS, logger });
    },
  );
  if (!database) return;
  const app = await buildWebApp({ config, database, logger, storefront: true });
  onShutdown(logger, [() => app.close(), () => database.close()]);
  await app.ready();
  await app.prepareForTraffic();
  await app.listen({ port: config.PORT, host: config.HOST });
  console.log(
    `Storefront:      ${config.publicOrigin}  (database: ${database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}/app-db` : 'PostgreSQL'})`,
  );
}

main().catch((error) => {
  console.error(startupFailure('storefront', error));
  process.exit(1);
});

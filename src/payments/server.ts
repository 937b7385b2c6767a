import path from 'node:path';
import { startupFailure } from '../platform/startup-error.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/database.ts';
import { migrateDatabase } from '../platform/db/migrate.ts';
import { createLogger } from '../platform/logger.ts';
import { onShutdown } from '../platform/shutdown.ts';
import { buildPaymentsApp } from './app.ts';

/**
 * Starts the payment service. On PostgreSQL it shares the server but keeps to the `payments`
 * schema; on PGlite, whose files one process owns, it has its own database folder.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, 'payments');
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dir: path.join(config.DATA_DIR, 'payments-db'),
    poolSize: 5,
  });
  await migrateDatabase(database, 'payments');
  const app = await buildPaymentsApp({ config, database, logger });
  onShutdown(logger, [() => app.close(), () => database.close()]);
  await app.listen({ port: config.PAYMENTS_PORT, host: config.HOST });
  console.log(`Payment service: ${config.paymentsOrigin}`);
}

main().catch((error) => {
  console.error(startupFailure('payment service', error));
  process.exit(1);
});

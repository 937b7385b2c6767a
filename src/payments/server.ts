import path from 'node:path';
import { startupFailure } from '../platform/startup-error.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db/database.ts';
import { migrateDatabase } from '../platform/db/migrate.ts';
import { openReady } from '../platform/db/prepare-in-child.ts';
import { createLogger } from '../platform/logger.ts';
import { onShutdown } from '../platform/shutdown.ts';
import { createMarketplaceApi } from './api-client.ts';
import { buildPaymentsApp } from './app.ts';
import { paymentsStartParams } from './embedded-settings.ts';
import { notifyDue } from './store.ts';

/** How often the notifier re-sends completions the API has not acknowledged. */
const notifierIntervalMs = 5_000;

/**
 * Starts the payment service. On PostgreSQL it shares the server but keeps to the `payments`
 * schema; on PGlite, whose files one process owns, it has its own small database folder.
 */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL, 'payments');
  // On PGlite a folder of its own, without the web process's pg_trgm and with small buffers.
  const dir = path.join(config.DATA_DIR, 'payments-db');
  const database = await openReady(
    config.DATABASE_URL ? null : dir,
    () =>
      openDatabase({
        url: config.DATABASE_URL,
        dir,
        poolSize: 5,
        embedded: { startParams: paymentsStartParams, trigram: false },
      }),
    (opened) => migrateDatabase(opened, 'payments'),
  );
  if (!database) return;
  const api = createMarketplaceApi(config.publicOrigin, config.PAYMENTS_SIGNING_SECRET);
  const app = await buildPaymentsApp({ config, database, logger, api });
  // Completions the API did not acknowledge (it was down, the process died after the charge) are
  // sent again; claims use `for update skip locked`, so several processes never send one twice.
  let running = false;
  const notifier = setInterval(() => {
    if (running) return;
    running = true;
    notifyDue({ database, api, secret: config.PAYMENTS_SIGNING_SECRET })
      .catch((error: unknown) => logger.warn({ err: error }, 'payment notifier run failed'))
      .finally(() => (running = false));
  }, notifierIntervalMs);
  notifier.unref();
  onShutdown(logger, [async () => clearInterval(notifier), () => app.close(), () => database.close()]);
  await app.listen({ port: config.PAYMENTS_PORT, host: config.HOST });
  console.log(`Payment service: ${config.paymentsOrigin}`);
}

main().catch((error) => {
  console.error(startupFailure('payment service', error));
  process.exit(1);
});

import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { seedOrderHistory } from '../src/api/orders/order-history.ts';
import { seedAccounts } from '../src/cli/seed/seed-accounts.ts';
import { seedIfEmpty } from '../src/cli/seed/seed-if-empty.ts';
import { loadConfig } from '../src/platform/config.ts';
import { migrateDatabase } from '../src/platform/db/migrate.ts';
import { openAppDatabase } from '../src/platform/db/open-app-database.ts';
import { queryRows } from '../src/platform/db/rows.ts';
import { createLogger } from '../src/platform/logger.ts';
import { createSessionStore } from '../src/platform/session.ts';
import { browserPageHeaders, measureLoad } from './lib/load.ts';
import { startWebProcess } from './lib/web-process.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'prof-'));
const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DATABASE_URL: '' });
const database = await openAppDatabase(config);
await migrateDatabase(database, 'app');
await seedIfEmpty(database.db, { products: 300, logger: createLogger('silent', 'bench') });
const listingIds = (await queryRows<{ id: string }>(database.db, sql`select id from listings order by id limit 120`)).map((r) => r.id);
await seedAccounts(database.db);
const orderIds = await seedOrderHistory(database.db, { accountId: 'demo-active', listingIds, count: 1000 });
const { token } = await createSessionStore(database.db).create('demo-active');
await database.close();
const web = await startWebProcess({ root: process.cwd(), dataDir, env: { DATABASE_URL: '', SEED_PRODUCTS: '300', FULFILMENT_STEP_SECONDS: '0' }, nodeFlags: process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [] });
const headers = { ...browserPageHeaders, cookie: `sid=${token}` };
const pages = (process.env.PAGES ?? '/api/hello,/account/,/account/orders,DETAIL').split(',').map((p) => p === 'DETAIL' ? `/order_details?order_id=${orderIds[0]}` : p);
for (const p of pages) {
  const r = await measureLoad({ url: `${web.origin}${p}`, headers, connections: 10, warmupSeconds: 2, durationSeconds: 5, countHeader: 'x-page-parts' });
  console.log(p, Math.round(r.okPerSecond), 'req/s', JSON.stringify(r.headerCounts), 'p99', r.latencyP99Ms);
}
await web.stop();

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { seedOrderHistory } from '../../src/api/orders/order-history.ts';
import { seedIfEmpty } from '../../src/cli/seed/seed-if-empty.ts';
import { loadConfig } from '../../src/platform/config.ts';
import { migrateDatabase } from '../../src/platform/db/migrate.ts';
import { openAppDatabase } from '../../src/platform/db/open-app-database.ts';
import { queryRows } from '../../src/platform/db/rows.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { createSessionStore } from '../../src/platform/session.ts';
import { request } from './http-client.ts';
import { postgresServer } from './payment-phase.ts';
import { check, fmtInt, type Row } from './report.ts';
import { startWebProcess } from './web-process.ts';

/**
 * Issue 13 item 7: with 1,000 orders for one shopper, the orders call and the order detail call
 * at p95 <= 10 ms, one call at a time against the web process as `npm start` runs it, on the
 * embedded database and, when one answers, on PostgreSQL. The shopper's history is written
 * straight into a fresh database before the web process starts (src/api/orders/order-history.ts:
 * years of orders, mostly delivered, some cancelled, returned or on their way); each call is a
 * different page (some with a search) or a different order.
 */
export const orderCallsBudget = { p95Ms: 10, orders: 1_000, calls: 500, warmup: 60, products: 300 };

export interface LatencyFigures {
  calls: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  errors: number;
}
export type OrderCallsResult =
  { list: LatencyFigures; detail: LatencyFigures } | { error: string } | { skipped: string };

/** Writes the catalogue and the shopper's 1,000 orders; answers the session cookie and the order ids. */
async function seedShopper(env: Record<string, string>): Promise<{ cookie: string; orderIds: string[] }> {
  const config = loadConfig({ NODE_ENV: 'development', LOG_LEVEL: 'silent', ...env });
  const database = await openAppDatabase(config);
  try {
    await migrateDatabase(database, 'app');
    await seedIfEmpty(database.db, { products: orderCallsBudget.products, logger: createLogger('silent', 'bench') });
    const listingIds = (
      await queryRows<{ id: string }>(database.db, sql`select id from listings order by id limit 120`)
    ).map((r) => r.id);
    const accountId = `bench-orders-${randomUUID()}`;
    const orderIds = await seedOrderHistory(database.db, { accountId, listingIds, count: orderCallsBudget.orders });
    const { token } = await createSessionStore(database.db).create(accountId);
    return { cookie: `sid=${token}`, orderIds };
  } finally {
    await database.close();
  }
}

async function latency(urls: string[], headers: Record<string, string>): Promise<LatencyFigures> {
  const times: number[] = [];
  let errors = 0;
  for (const url of urls) {
    const started = performance.now();
    const answer = await request(url, { method: 'GET', headers });
    times.push(performance.now() - started);
    if (answer.status !== 200) errors++;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0) * 10) / 10;
  return { calls: urls.length, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1), errors };
}

/** Search words a shopper would type: words of product kinds the demo catalogue sells. */
const searches = ['phone', 'shirt', 'watch', 'black', 'cotton', 'pro', 'book', 'tv'];

/** The two calls' latencies on one database (`env` names it: DATA_DIR or DATABASE_URL). */
async function measureOn(root: string, env: Record<string, string>, log: (line: string) => void) {
  log(`orders calls: writing a shopper with ${fmtInt(orderCallsBudget.orders)} orders...`);
  const { cookie, orderIds } = await seedShopper(env);
  const web = await startWebProcess({
    root,
    ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}),
    // The clock off: the calls are measured alone, not beside a clock moving hundreds of units.
    env: { ...env, SEED_PRODUCTS: String(orderCallsBudget.products), FULFILMENT_STEP_SECONDS: '0' },
  });
  try {
    const headers = { cookie, accept: 'application/json', origin: web.origin };
    const pages = Math.ceil(orderCallsBudget.orders / 10);
    const listUrl = (i: number) => {
      const page = 1 + ((i * 37) % pages);
      // One call in five searches the shopper's orders by title.
      const q = i % 5 === 4 ? `&q=${encodeURIComponent(searches[i % searches.length]!)}` : '';
      return `${web.origin}/api/1/self-serve/orders/?pageNum=${i % 5 === 4 ? 1 + (i % 3) : page}${q}`;
    };
    const detailUrl = (i: number) =>
      `${web.origin}/api/1/self-serve/order/detail/?order_id=${orderIds[(i * 7919) % orderIds.length]}`;
    const n = orderCallsBudget.calls;
    const warm = orderCallsBudget.warmup;
    // Warm-up: the prepared statements, the plans, the first pages of the tables.
    await latency(
      Array.from({ length: warm }, (_, i) => listUrl(n + i)),
      headers,
    );
    await latency(
      Array.from({ length: warm }, (_, i) => detailUrl(n + i)),
      headers,
    );
    log(`orders calls: ${n} list calls, then ${n} detail calls, one at a time...`);
    const list = await latency(
      Array.from({ length: n }, (_, i) => listUrl(i)),
      headers,
    );
    const detail = await latency(
      Array.from({ length: n }, (_, i) => detailUrl(i)),
      headers,
    );
    return { list, detail };
  } finally {
    await web.stop();
  }
}

/** Issue 13's rows of the orders call and the order detail call, embedded and on PostgreSQL. */
export async function measureOrderCalls(
  root: string,
  log: (line: string) => void,
): Promise<{ embedded: OrderCallsResult; postgres: OrderCallsResult }> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bazaar-bench-orders-'));
  const failed = (error: Error) => {
    log(`orders calls failed: ${error.message}`);
    return { error: `error: ${error.message.split('\n')[0] ?? ''}` };
  };
  const embedded = await measureOn(root, { DATA_DIR: dataDir, DATABASE_URL: '' }, log)
    .catch(failed)
    .finally(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = await postgresServer();
  if (!server)
    return { embedded, postgres: { skipped: 'skipped: no PostgreSQL at 127.0.0.1:5432 (BENCH_POSTGRES_URL)' } };
  const { default: pg } = await import('pg');
  const name = `bazaar_bench_orders_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const postgres = await measureOn(root, { DATABASE_URL: url.toString() }, log).catch(failed);
    return { embedded, postgres };
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
}

export function orderCallRows(result: { embedded: OrderCallsResult; postgres: OrderCallsResult }): Row[] {
  const budget = `<= ${orderCallsBudget.p95Ms} ms`;
  const about = `${fmtInt(orderCallsBudget.orders)} orders of one shopper`;
  return (
    [
      ['PGlite', result.embedded],
      ['PostgreSQL', result.postgres],
    ] as const
  ).flatMap(([db, r]): Row[] => {
    if ('skipped' in r || 'error' in r) {
      const text = 'skipped' in r ? r.skipped : r.error;
      const verdict = 'skipped' in r ? 'SKIP' : 'FAIL';
      return [{ metric: `orders and order detail calls p95, ${about}, ${db}`, measured: text, budget, verdict }];
    }
    const row = (what: string, f: LatencyFigures): Row => ({
      metric: `${what} p95, ${about}, ${db}`,
      measured: `${f.p95Ms} ms (p50 ${f.p50Ms}, max ${f.maxMs}, ${f.calls} calls, errors ${f.errors})`,
      budget,
      verdict: check(f.p95Ms <= orderCallsBudget.p95Ms && f.errors === 0),
    });
    return [row('GET /api/1/self-serve/orders/', r.list), row('GET /api/1/self-serve/order/detail/', r.detail)];
  });
}

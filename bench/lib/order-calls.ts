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
import { seedAccounts } from '../../src/cli/seed/seed-accounts.ts';
import { request } from './http-client.ts';
import { expectShopperPage, loggedInBudgets } from './logged-in.ts';
import { cookieOf } from './shopper.ts';
import { browserPageHeaders, measureLoad, type LoadResult } from './load.ts';
import { postgresServer } from './payment-phase.ts';
import { check, fmtInt, type Row } from './report.ts';
import { withScratchDatabase } from './scratch-database.ts';
import { startWebProcess } from './web-process.ts';

/**
 * Issue 13 item 7: with 1,000 orders for one shopper, the orders call and the order detail call
 * at p95 <= 10 ms, one call at a time against the web process as `npm start` runs it, on the
 * embedded database and, when one answers, on PostgreSQL. The shopper's history is written
 * straight into a fresh database before the web process starts (src/api/orders/order-history.ts:
 * years of orders, mostly delivered, some cancelled, returned or on their way); each call is a
 * different page, search or order. The search is its own row: it reads every item title of the
 * shopper's orders, where a page reads ten orders.
 */
export const orderCallsBudget = { p95Ms: 10, orders: 1_000, calls: 500, warmup: 60, products: 300 };

export interface LatencyFigures {
  calls: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  errors: number;
}
/** The two pages against the yardstick on the same web process (issue 13: at least 5 % each). */
export interface OrderPagesFigures {
  yardstick: LoadResult;
  orders: LoadResult;
  details: LoadResult;
}
export type OrderCallsResult =
  | { list: LatencyFigures; search: LatencyFigures; detail: LatencyFigures; pages: OrderPagesFigures | null }
  | { error: string }
  | { skipped: string };

/** The shopper whose history is written: the demo account Asha, so the pages greet her by name. */
const shopper = { accountId: 'demo-active', firstName: 'Asha' };
/** The page rows run on the embedded database, as the other logged-in page rows do. */
const pageLoad = { warmupSeconds: 2, durationSeconds: 8 };

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
    await seedAccounts(database.db);
    const accountId = shopper.accountId;
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
async function measureOn(root: string, env: Record<string, string>, log: (line: string) => void, withPages = false) {
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
    const listUrl = (i: number) => `${web.origin}/api/1/self-serve/orders/?pageNum=${1 + ((i * 37) % pages)}`;
    // The search box: a word of the catalogue's titles, its first three pages.
    const searchUrl = (i: number) =>
      `${web.origin}/api/1/self-serve/orders/?pageNum=${1 + (i % 3)}&q=${encodeURIComponent(searches[i % searches.length]!)}`;
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
      Array.from({ length: warm }, (_, i) => searchUrl(n + i)),
      headers,
    );
    await latency(
      Array.from({ length: warm }, (_, i) => detailUrl(n + i)),
      headers,
    );
    log(`orders calls: ${n} list calls, ${n} searches, then ${n} detail calls, one at a time...`);
    const list = await latency(
      Array.from({ length: n }, (_, i) => listUrl(i)),
      headers,
    );
    const search = await latency(
      Array.from({ length: n }, (_, i) => searchUrl(i)),
      headers,
    );
    const detail = await latency(
      Array.from({ length: n }, (_, i) => detailUrl(i)),
      headers,
    );
    const pageLoads = withPages ? await measurePages(web.origin, cookie, orderIds[0]!, log) : null;
    return { list, search, detail, pages: pageLoads };
  } finally {
    await web.stop();
  }
}

/**
 * My orders and Order details as the shopper's Chromium asks for them, at the logged-in rows'
 * 10 connections, beside the yardstick on the same process (bench/lib/logged-in.ts).
 */
async function measurePages(
  origin: string,
  sessionCookie: string,
  orderId: string,
  log: (line: string) => void,
): Promise<OrderPagesFigures> {
  // The visitor id cookie the shopper's browser holds beside the session, as the logged-in rows'
  // shopper sends it (bench/lib/shopper.ts): without it every request is a new visitor.
  const first = await fetch(`${origin}/`, { headers: { 'accept-encoding': 'identity' } });
  await first.arrayBuffer();
  const vid = cookieOf(first, 'vid') ?? 'benchvisitor0000';
  const cookie = `vid=${vid}; ${sessionCookie}`;
  const page = (path: string) => ({
    ...pageLoad,
    connections: loggedInBudgets.connections,
    url: `${origin}${path}`,
    headers: { ...browserPageHeaders, cookie },
  });
  const detailsPath = `/order_details?order_id=${encodeURIComponent(orderId)}`;
  const bench = { cookie, firstName: shopper.firstName, mobile: '9876543210', pincode: '' };
  await expectShopperPage(origin, '/account/orders', bench);
  await expectShopperPage(origin, detailsPath, bench);
  log('orders pages: the yardstick, My orders and Order details at 10 connections...');
  const yardstick = await measureLoad({ ...page('/api/hello'), headers: browserPageHeaders });
  const orders = await measureLoad(page('/account/orders'));
  const details = await measureLoad(page(detailsPath));
  return { yardstick, orders, details };
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
  const embedded = await measureOn(root, { DATA_DIR: dataDir, DATABASE_URL: '' }, log, true)
    .catch(failed)
    .finally(() => rmSync(dataDir, { recursive: true, force: true }));
  const server = await postgresServer();
  if (!server)
    return { embedded, postgres: { skipped: 'skipped: no PostgreSQL at 127.0.0.1:5432 (BENCH_POSTGRES_URL)' } };
  const postgres = await withScratchDatabase(server, 'bazaar_bench_orders', ({ url }) =>
    measureOn(root, { DATABASE_URL: url }, log).catch(failed),
  );
  return { embedded, postgres };
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
    const pageRow = (what: string, load: LoadResult, yardstick: LoadResult): Row => {
      const share = yardstick.okPerSecond > 0 ? load.okPerSecond / yardstick.okPerSecond : 0;
      const minimum = loggedInBudgets.accountShare;
      return {
        metric: `${what}, logged-in shopper with ${about}, ${db}`,
        measured: `${(share * 100).toFixed(1)}% of the yardstick ${fmtInt(yardstick.okPerSecond)} req/s (${fmtInt(load.okPerSecond)} req/s), p99 ${load.latencyP99Ms} ms, errors ${fmtInt(load.errors)}`,
        budget: `>= ${minimum * 100}%`,
        verdict: check(share >= minimum && load.errors === 0),
      };
    };
    return [
      row('GET /api/1/self-serve/orders/', r.list),
      row('GET /api/1/self-serve/orders/?q= (search)', r.search),
      row('GET /api/1/self-serve/order/detail/', r.detail),
      ...(r.pages
        ? [
            pageRow('page /account/orders', r.pages.orders, r.pages.yardstick),
            pageRow('page /order_details', r.pages.details, r.pages.yardstick),
          ]
        : []),
    ];
  });
}

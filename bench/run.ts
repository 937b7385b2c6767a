// `npm run bench`: the foundation's performance budget, printed as one table.
// Options: --duration S, --warmup S, --connections N, --lighthouse-runs N, --no-lighthouse,
// --profile (CPU-profile the web process during the home-page loads, first visit and logged in;
// skips Lighthouse), --payments-only (only the payment rows of issue 12), --orders-only (only the
// order run on PostgreSQL; with --profile, a CPU profile of each of its processes), --orders13-only
// (only issue 13's rows of the orders and order detail calls with 1,000 orders of one shopper),
// --invoice-only (only the invoice PDF row of issue 13, on PostgreSQL), --scale (search at 10k,
// 100k and 1m products on PostgreSQL and 100k on PGlite, side by side; --sizes picks some of
// 10k,100k,1m,pglite).
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { formatProfile, summarizeProfile, type ProfileSummary } from './lib/cpu-profile.ts';
import { gzipTotal, measureFirstLoadJs, type FirstLoadJs } from './lib/first-load-js.ts';
import { chromiumPath, measureLighthouse } from './lib/lighthouse.ts';
import { browserPageHeaders, measureLoad, type LoadResult } from './lib/load.ts';
import { budgetLine, check, formatTable } from './lib/report.ts';
import { cartRows, measureAddToCart, readCartListings } from './lib/cart.ts';
import { budgets, categoryRow, tableRows, type LighthouseOutcome } from './lib/rows.ts';
import { checkoutPageRows, measureCheckoutPage } from './lib/checkout-page.ts';
import { loggedInPages, loggedInRows, measureLoggedIn } from './lib/logged-in.ts';
import { cartPageRow, measureCartPage } from './lib/cart-page.ts';
import { signUpShopper } from './lib/shopper.ts';
import { checkoutRows, measureCheckoutScript } from './lib/checkout.ts';
import { measureLoadedJs, productPageUrl, productRows } from './lib/product-page.ts';
import { measureProductCall, productCallRows, readItemIds } from './lib/product-call.ts';
import { startWebProcess, type WebProcess } from './lib/web-process.ts';
import { measurePaymentRows, postgresServer } from './lib/payment-phase.ts';
import { auditOrders } from './lib/payment-audit.ts';
import { measureInvoiceRows } from './lib/invoice.ts';
import { measureOrderThroughput, paymentRows } from './lib/payments.ts';
import { measureOrderCalls, orderCallRows } from './lib/order-calls.ts';
import {
  browseRequests,
  ensureSearchCatalogue,
  measureLatency,
  searchCatalogueSize,
  searchRows,
  suggestTexts,
} from './lib/search.ts';
import {
  ensureScaleCatalogue,
  formatScaleTable,
  measureScale,
  pgliteCatalogue,
  scaleRows,
  scaleSizes,
  staleScaleDatabases,
  type ScaleColumn,
} from './lib/search-scale.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cacheDir = path.join(root, '.cache');

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'no-lighthouse': { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    'payments-only': { type: 'boolean', default: false },
    'orders-only': { type: 'boolean', default: false },
    'orders13-only': { type: 'boolean', default: false },
    'invoice-only': { type: 'boolean', default: false },
    scale: { type: 'boolean', default: false },
    sizes: { type: 'string', default: '10k,100k,1m,pglite' },
  },
});
const durationSeconds = Number(args.duration);
const warmupSeconds = Number(args.warmup);
const connections = Number(args.connections);
const lighthouseRuns = Number(args['lighthouse-runs']);

const log = (message: string) => console.error(`[bench] ${message}`);
const hrUs = () => Number(process.hrtime.bigint() / 1000n);

let server: WebProcess | null = null;
let stopping: Promise<void> | null = null;
/** Stops Chromium and the web process once, however many signals arrive, then exits. */
async function shutdown(code: number): Promise<never> {
  stopping ??= (async () => {
    chromeLauncher.killAll();
    await server?.stop();
  })();
  await stopping;
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(130));
process.on('SIGTERM', () => void shutdown(143));

/** The scripts in ../scripts are plain ESM without types; this is the one function used. */
async function buildIfStale(): Promise<boolean> {
  const buildScript = path.join(root, 'scripts', 'build.mjs');
  const mod = (await import(buildScript)) as { buildIfStale: () => boolean };
  return mod.buildIfStale();
}

async function expectOk(url: string, headers: Record<string, string>, type: RegExp): Promise<void> {
  const res = await fetch(url, { headers: { ...headers, 'accept-encoding': 'identity' }, redirect: 'manual' });
  await res.arrayBuffer();
  const contentType = res.headers.get('content-type') ?? '';
  if (res.status !== 200 || !type.test(contentType))
    throw new Error(`GET ${url} answered ${res.status} ${contentType}; expected 200 ${type}`);
}

/** `--payments-only`: the payment rows alone, for working on them. */
async function paymentsOnly(): Promise<void> {
  if (await buildIfStale()) log('built the storefront');
  const rows = await measurePaymentRows(root, log);
  console.log(formatTable(rows));
  console.log(budgetLine(rows));
}

/**
 * `--orders-only`: the order run on PostgreSQL alone; with `--profile`, each process's CPU profile
 * of the run's window (web processes and payment service).
 */
async function ordersOnly(): Promise<void> {
  if (await buildIfStale()) log('built the storefront');
  const server = await postgresServer();
  if (!server) throw new Error('no PostgreSQL answers (BENCH_POSTGRES_URL)');
  const profileDir = path.join(cacheDir, 'bench-profile', 'orders');
  if (args.profile) {
    mkdirSync(profileDir, { recursive: true });
    for (const f of readdirSync(profileDir)) if (f.endsWith('.cpuprofile')) rmSync(path.join(profileDir, f));
  }
  const nodeFlags = args.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const result = await measureOrderThroughput(root, server, auditOrders, log, { nodeFlags });
  const rows = paymentRows({ error: 'skipped: --orders-only' }, result);
  console.log(formatTable(rows.filter((r) => !r.measured.startsWith('skipped'))));
  if (!args.profile) return;
  const files = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'));
  const named = [
    ...result.pids.webs.map((pid, i) => [pid, `web process ${i + 1}`] as const),
    [result.pids.payments, 'payment service'] as const,
  ];
  for (const [pid, name] of named) {
    const file = files.find((f) => f.split('.')[3] === String(pid));
    if (!file) log(`no CPU profile of the ${name} (pid ${pid})`);
    else
      console.log(
        `\n${formatProfile(summarizeProfile(path.join(profileDir, file), root, result.windowUs), `the order run (${name})`, result.orders, 'a completed order')}`,
      );
  }
}

/**
 * `--scale`: search at 10,000, 100,000 and 1,000,000 products on the PostgreSQL of DATABASE_URL (or
 * BENCH_POSTGRES_URL, or 127.0.0.1), each catalogue a database of its own, and at 100,000 on PGlite.
 */
async function scaleOnly(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL || (await postgresServer());
  if (!serverUrl) throw new Error('no PostgreSQL answers (DATABASE_URL or BENCH_POSTGRES_URL)');
  // The web process serves the built storefront; a fresh clone has none yet.
  if (await buildIfStale()) log('built the storefront');
  const wanted = new Set(args.sizes.split(','));
  const sizes = scaleSizes.filter((size) => wanted.has(size >= 1_000_000 ? `${size / 1_000_000}m` : `${size / 1000}k`));
  const stale = await staleScaleDatabases(root, serverUrl);
  if (stale.length) log(`scale catalogues of older versions (drop them when unused): ${stale.join(', ')}`);
  const catalogues = [];
  for (const size of sizes) catalogues.push(await ensureScaleCatalogue(root, serverUrl, size, log));
  const pglite = wanted.has('pglite') ? pgliteCatalogue(root, log) : null;
  const loads: string[] = [];
  const columns: ScaleColumn[] = [];
  for (const c of catalogues) {
    loads.push(os.loadavg()[0]?.toFixed(1) ?? '?');
    log(`${c.size.toLocaleString('en-US')} products on PostgreSQL...`);
    const latency = await measureScale(root, { DATABASE_URL: c.url }, log);
    columns.push({ title: `${c.size.toLocaleString('en-US')}, PostgreSQL`, latency, seed: c.seed });
  }
  if (pglite) {
    loads.push(os.loadavg()[0]?.toFixed(1) ?? '?');
    log(`${searchCatalogueSize.toLocaleString('en-US')} products on PGlite...`);
    const latency = await measureScale(root, { DATA_DIR: pglite.dataDir, DATABASE_URL: '' }, log);
    columns.push({ title: `${searchCatalogueSize.toLocaleString('en-US')}, PGlite`, latency, seed: null });
  }
  console.log(formatScaleTable(columns));
  const rows = scaleRows(columns);
  console.log(`\n${formatTable(rows)}`);
  for (const column of columns)
    console.log(
      `\nslowest smart-browse requests, ${column.title}:\n${column.latency.slowest.map((s) => `  ${s.ms} ms ${JSON.stringify(s.body)}`).join('\n')}` +
        `\nslowest facets states:\n${column.latency.slowestFacets.map((s) => `  ${s.ms} ms ?${s.state}`).join('\n')}`,
    );
  console.log(`\nmachine load average (1 min) as each column began: ${loads.join(', ')}`);
  console.log(budgetLine(rows));
}

/** `--orders13-only`: issue 13's rows of the orders and order detail calls alone. */
async function orders13Only(): Promise<void> {
  if (await buildIfStale()) log('built the storefront');
  const rows = orderCallRows(await measureOrderCalls(root, log));
  console.log(formatTable(rows));
  console.log(budgetLine(rows));
}

/** `--invoice-only`: the invoice PDF row of issue 13 alone. */
async function invoiceOnly(): Promise<void> {
  if (await buildIfStale()) log('built the storefront');
  const rows = await measureInvoiceRows(root, log);
  console.log(formatTable(rows));
  console.log(budgetLine(rows));
}

async function main(): Promise<void> {
  if (args.scale) return scaleOnly();
  if (args['payments-only']) return paymentsOnly();
  if (args['orders13-only']) return orders13Only();
  if (args['orders-only']) return ordersOnly();
  if (args['invoice-only']) return invoiceOnly();
  const began = performance.now();
  const loadBefore = os.loadavg()[0] ?? 0;
  // Another build or test suite on this 2-core machine takes CPU from both the server and autocannon.
  if (loadBefore > 1)
    log(
      `note: the machine is busy (1-minute load average ${loadBefore.toFixed(1)} on ${os.availableParallelism()} cores); figures will read low`,
    );
  if (await buildIfStale()) log('built the storefront');
  const profileDir = path.join(cacheDir, 'bench-profile');
  if (args.profile) {
    mkdirSync(profileDir, { recursive: true });
    for (const f of readdirSync(profileDir)) if (f.endsWith('.cpuprofile')) rmSync(path.join(profileDir, f));
  }
  log(
    `starting the web process (NODE_ENV=production, ${process.env.DATABASE_URL ? 'DATABASE_URL' : 'fresh PGlite'})...`,
  );
  server = await startWebProcess({
    root,
    nodeFlags: args.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    // The logged-in rows sign a shopper up: the one-time code is read from the development outbox.
    env: { DEV_PAGES: 'on' },
  });
  log(`web process healthy at ${server.origin} after ${(server.startupMs / 1000).toFixed(1)} s`);
  const helloUrl = `${server.origin}/api/hello`;
  const homeUrl = `${server.origin}/`;
  // Without a working yardstick nothing else means anything; a broken home page is reported instead.
  await expectOk(helloUrl, {}, /^application\/json/);
  await expectOk(homeUrl, browserPageHeaders, /^text\/html/).catch((error: Error) => log(`warning: ${error.message}`));

  const load = { durationSeconds, warmupSeconds, connections };
  const about = `${warmupSeconds} s warm-up, ${durationSeconds} s at ${connections} connections`;
  log(`yardstick GET /api/hello: ${about}...`);
  const hello = await measureLoad({ ...load, url: helloUrl });
  log(`home page GET /, first visit (no cookies): ${about}...`);
  const firstVisitWindow = { fromUs: 0, toUs: 0 };
  const home = await measureLoad({
    ...load,
    url: homeUrl,
    headers: browserPageHeaders,
    countHeader: 'x-page-cache',
    onMeasureStart: () => (firstVisitWindow.fromUs = hrUs()),
  });
  firstVisitWindow.toUs = hrUs();
  // A freshly signed-up shopper (issue 9): the shared page with their parts put in (decision 0033).
  const homeShopper = await signUpShopper(server.origin, { firstName: 'Bench', pincode: '560001' });
  log(`home page GET / as a logged-in shopper: ${about}...`);
  const sessionHeaders = { ...browserPageHeaders, cookie: homeShopper.cookie };
  await expectOk(homeUrl, sessionHeaders, /^text\/html/).catch((error: Error) => log(`warning: ${error.message}`));
  const renderWindow = { fromUs: 0, toUs: 0 };
  const homeRendered = await measureLoad({
    ...load,
    url: homeUrl,
    headers: sessionHeaders,
    countHeader: 'x-page-cache',
    onMeasureStart: () => (renderWindow.fromUs = hrUs()),
  });
  renderWindow.toUs = hrUs();

  log('first-load JavaScript of the home page...');
  const homeHtml = await (
    await fetch(homeUrl, { headers: { ...browserPageHeaders, 'accept-encoding': 'identity' } })
  ).text();
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(path.join(cacheDir, 'bench-home.html'), homeHtml);
  const firstLoad: FirstLoadJs | { error: string } = await measureFirstLoadJs(
    homeUrl,
    browserPageHeaders,
    path.join(root, 'dist', 'client'),
  ).catch((error: Error) => ({ error: `error: ${error.message}` }));

  let lighthouse: LighthouseOutcome;
  const chrome = chromiumPath();
  if (args.profile || args['no-lighthouse']) lighthouse = { skipped: 'skipped: --profile/--no-lighthouse' };
  else if (!chrome) lighthouse = { skipped: 'skipped: install chromium' };
  else {
    log(`Lighthouse 12, mobile, ${lighthouseRuns} runs...`);
    try {
      lighthouse = await measureLighthouse(homeUrl, chrome, lighthouseRuns);
      mkdirSync(cacheDir, { recursive: true });
      writeFileSync(path.join(cacheDir, 'bench-lighthouse.html'), lighthouse.medianReportHtml);
    } catch (error) {
      const message = (error as Error).message.split('\n')[0] ?? '';
      log(`Lighthouse failed: ${message}`);
      lighthouse = { error: `error: ${message.length > 60 ? `${message.slice(0, 57)}...` : message}` };
    }
  }

  // Lazy chunks that the page asks for during its load are first-load JS too, whatever the HTML says.
  let loadedJs: FirstLoadJs | null = null;
  if ('scriptUrls' in lighthouse) {
    const origin = server.origin;
    const paths = lighthouse.scriptUrls
      .map((u) => new URL(u))
      .filter((u) => u.origin === origin)
      .map((u) => u.pathname);
    loadedJs = await gzipTotal(origin, [...new Set(paths)]).catch(() => null);
  }

  const stopped = server;
  server = null;
  await stopped.stop();

  // Search (issue 3): latency over 100,000 products on the embedded database, the search page.
  const searchCatalogue = ensureSearchCatalogue(root, log);
  const productCallIds = await readItemIds(searchCatalogue.dataDir, 40_000);
  const cartListings = await readCartListings(searchCatalogue.dataDir, 43);
  log(`starting a web process on the ${searchCatalogueSize.toLocaleString('en-US')}-product catalogue...`);
  server = await startWebProcess({
    root,
    env: { DATA_DIR: searchCatalogue.dataDir, DATABASE_URL: '', DEV_PAGES: 'on' },
  });
  const searchOrigin = server.origin;
  const post = (body: object) =>
    fetch(`${searchOrigin}/api/1/product/smart-browse`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: searchOrigin },
      body: JSON.stringify(body),
    });
  const bodies = browseRequests();
  const texts = suggestTexts();
  // Warm-up with requests not measured later (word lists, plans, the first page of the tables).
  for (const q of ['warm up', 'galaxy', 'kurtas', 'polity']) await post({ requestContext: { q } });
  for (const q of ['w', 'wa', 'war']) await fetch(`${searchOrigin}/api/3/discover/autosuggest?q=${q}x`);
  log(`smart-browse: ${bodies.length} distinct requests, one at a time...`);
  const browseLatency = await measureLatency((i) => post(bodies[i] as object), bodies.length);
  log(`autosuggest: ${texts.length} distinct texts, one at a time...`);
  const suggestLatency = await measureLatency(
    (i) => fetch(`${searchOrigin}/api/3/discover/autosuggest?q=${encodeURIComponent(texts[i] ?? '')}`),
    texts.length,
  );
  const searchPageUrl = `${searchOrigin}/search?q=samsung+mobiles`;
  log(`search page, first visit (no cookies): ${about}...`);
  const searchFirstVisit = await measureLoad({
    ...load,
    url: searchPageUrl,
    headers: browserPageHeaders,
    countHeader: 'x-page-cache',
  });
  let searchLighthouse: LighthouseOutcome = { skipped: 'skipped: --profile/--no-lighthouse' };
  if (chrome && !args.profile && !args['no-lighthouse']) {
    log(`Lighthouse 12, mobile, search page, ${lighthouseRuns} runs...`);
    searchLighthouse = await measureLighthouse(searchPageUrl, chrome, lighthouseRuns).catch((error: Error) => ({
      error: `error: ${(error.message.split('\n')[0] ?? '').slice(0, 60)}`,
    }));
  }
  // Product page (issue 3), on the same 100,000-product catalogue: first visit, rendered per
  // request, its first-load JavaScript, Lighthouse mobile.
  const productUrl = await productPageUrl(searchOrigin);
  log(`product page ${new URL(productUrl).pathname}, first visit (no cookies): ${about}...`);
  const productFirstVisit = await measureLoad({
    ...load,
    url: productUrl,
    headers: browserPageHeaders,
    countHeader: 'x-page-cache',
  });
  log('first-load JavaScript of the product page...');
  // Budgeted as home's is: the scripts the page needs before it hydrates (the entry and the
  // screen's chunks it preloads); what Chromium fetches until idle (the deferred shell) is shown too.
  const productJs: FirstLoadJs | { error: string } = await measureFirstLoadJs(
    productUrl,
    browserPageHeaders,
    path.join(root, 'dist', 'client'),
  ).catch((error: Error) => ({ error: `error: ${error.message}` }));
  const productLoadedJs: FirstLoadJs | { error: string } = chrome
    ? await measureLoadedJs(productUrl, chrome).catch((error: Error) => ({ error: `error: ${error.message}` }))
    : { error: 'skipped: install chromium' };
  let productLighthouse: LighthouseOutcome = { skipped: 'skipped: --profile/--no-lighthouse' };
  if (chrome && !args.profile && !args['no-lighthouse']) {
    log(`Lighthouse 12, mobile, product page, ${lighthouseRuns} runs...`);
    productLighthouse = await measureLighthouse(productUrl, chrome, lighthouseRuns).catch((error: Error) => ({
      error: `error: ${(error.message.split('\n')[0] ?? '').slice(0, 60)}`,
    }));
  }
  // A static page (issue 10: all four categories on home, search, product and the static pages).
  const staticPageUrl = `${searchOrigin}/pages/about-us`;
  let staticLighthouse: LighthouseOutcome = { skipped: 'skipped: --profile/--no-lighthouse' };
  if (chrome && !args.profile && !args['no-lighthouse']) {
    log(`Lighthouse 12, mobile, static page, ${lighthouseRuns} runs...`);
    staticLighthouse = await measureLighthouse(staticPageUrl, chrome, lighthouseRuns).catch((error: Error) => ({
      error: `error: ${(error.message.split('\n')[0] ?? '').slice(0, 60)}`,
    }));
  }

  // The product call (issue 9 item 4): every request a product not asked for before, at 10 connections.
  log(`product call, ${productCallIds.length.toLocaleString('en-US')} distinct products, then the yardstick...`);
  const productCall = await measureProductCall({
    origin: searchOrigin,
    itemIds: productCallIds,
    warmupSeconds,
    durationSeconds,
  });
  // Logged-in pages (issue 9): a shopper signed up as a new user would be, beside the yardstick
  // measured on the same server at the same 10 connections (bench/lib/logged-in.ts).
  const shopper = await signUpShopper(searchOrigin, { firstName: 'Bench', pincode: '560001' });
  const tenConnections = { durationSeconds, warmupSeconds };
  log(`yardstick GET /api/hello at 10 connections on the same server...`);
  const loggedInYardstick = await measureLoad({ ...tenConnections, connections: 10, url: `${searchOrigin}/api/hello` });
  const loggedIn = await measureLoggedIn(
    searchOrigin,
    shopper,
    loggedInPages(new URL(productUrl).pathname + new URL(productUrl).search),
    tenConnections,
    log,
  );
  const checkoutPage = await measureCheckoutPage(searchOrigin, tenConnections, log).catch((e: Error) => ({
    error: e.message,
  }));
  const loggedInLoad = (name: string) => loggedIn.find((r) => r.page.name === name)?.load as LoadResult;
  const searchRendered = loggedInLoad('search');
  const productRendered = loggedInLoad('product');
  const loggedInLighthouse: { home: LighthouseOutcome; product: LighthouseOutcome } = {
    home: { skipped: 'skipped: --profile/--no-lighthouse' },
    product: { skipped: 'skipped: --profile/--no-lighthouse' },
  };
  if (chrome && !args.profile && !args['no-lighthouse']) {
    for (const [name, url] of [
      ['home', `${searchOrigin}/`],
      ['product', productUrl],
    ] as const) {
      log(`Lighthouse 12, mobile, logged-in ${name}, ${lighthouseRuns} runs...`);
      loggedInLighthouse[name] = await measureLighthouse(url, chrome, lighthouseRuns, { cookie: shopper.cookie }).catch(
        (error: Error) => ({ error: `error: ${(error.message.split('\n')[0] ?? '').slice(0, 60)}` }),
      );
    }
  }

  // Issue 11: the cart page of a shopper of its own with 3 lines (bench/lib/cart-page.ts).
  const cartShopper = await signUpShopper(searchOrigin, { firstName: 'Cartbench', pincode: '560001' });
  const cartPage = await measureCartPage(searchOrigin, cartShopper, tenConnections, log);
  log('scripted checkout (add, init, address, summary, token)...');
  const checkoutScript = await measureCheckoutScript(searchOrigin, shopper).catch((error: Error) => ({
    error: `error: ${error.message.slice(0, 80)}`,
  }));
  // Add to cart (issue 11 item 9), last on this server: the shopper's cart changes the header.
  log('add to cart, one add at a time, as the logged-in shopper...');
  const addToCart = await measureAddToCart(searchOrigin, shopper.cookie, cartListings);

  const searchServer = server;
  server = null;
  await searchServer.stop();

  let profile: { firstVisit: ProfileSummary; session: ProfileSummary } | null = null;
  if (args.profile) {
    const file = readdirSync(profileDir)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => path.join(profileDir, f))[0];
    if (file)
      profile = {
        firstVisit: summarizeProfile(file, root, firstVisitWindow),
        session: summarizeProfile(file, root, renderWindow),
      };
    else log('no CPU profile was written');
  }

  // Issue 12: the payment service beside the web process (embedded), then orders on PostgreSQL.
  const paymentRows = await measurePaymentRows(root, log);
  // Issue 13: the orders and order detail calls of a shopper with 1,000 orders.
  const orderCalls = await measureOrderCalls(root, log);
  // Issue 13: the GST invoice PDF of a delivered order.
  const invoice = await measureInvoiceRows(root, log);

  const rows = tableRows(hello, home, homeRendered, firstLoad, loadedJs, lighthouse);
  rows.push(...productRows(hello, productFirstVisit, productRendered, productJs, productLoadedJs, productLighthouse));
  rows.push(
    ...searchRows(
      browseLatency,
      suggestLatency,
      hello,
      searchRendered,
      searchLighthouse,
      searchCatalogue.seedSeconds,
      searchFirstVisit,
    ),
  );
  rows.push(...productCallRows(productCall, '100k products, PGlite'));
  rows.push(
    categoryRow('home', lighthouse),
    categoryRow('search', searchLighthouse),
    categoryRow('product', productLighthouse),
  );
  if ('median' in staticLighthouse) {
    const m = staticLighthouse.median;
    rows.push({
      metric: 'Lighthouse mobile performance, static page',
      measured: String(m.score),
      budget: `>= ${budgets.lighthouseScore}`,
      verdict: check(m.score >= budgets.lighthouseScore),
    });
  }
  rows.push(categoryRow('static page', staticLighthouse));
  rows.push(...loggedInRows(loggedInYardstick, loggedIn, loggedInLighthouse));
  rows.push(cartPageRow(loggedInYardstick, cartPage));
  rows.push(...checkoutPageRows(loggedInYardstick, checkoutPage));
  rows.push(...checkoutRows(checkoutScript));
  rows.push(...cartRows(addToCart));
  rows.push(...paymentRows);
  rows.push(...orderCallRows(orderCalls));
  rows.push(...invoice);
  const seconds = (performance.now() - began) / 1000;
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(
    path.join(cacheDir, 'bench-latest.json'),
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        seconds,
        settings: {
          durationSeconds,
          warmupSeconds,
          connections,
          lighthouseRuns,
          profile: args.profile,
          database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
        },
        startupMs: stopped.startupMs,
        loadAverageBefore: loadBefore,
        hello,
        home,
        homeRendered,
        homeShareOfYardstick: home.okPerSecond / hello.okPerSecond,
        homeRenderedShareOfYardstick: homeRendered.okPerSecond / hello.okPerSecond,
        productPage: {
          url: productUrl,
          firstVisit: productFirstVisit,
          rendered: productRendered,
          shareOfYardstick: productFirstVisit.okPerSecond / hello.okPerSecond,
          firstLoadJs: productJs,
          lighthouse:
            'median' in productLighthouse
              ? { runs: productLighthouse.runs, median: productLighthouse.median }
              : productLighthouse,
        },
        productCall,
        addToCart,
        search: {
          browse: browseLatency,
          suggest: suggestLatency,
          firstVisit: searchFirstVisit,
          page: searchRendered,
          pageShareOfYardstick: searchRendered.okPerSecond / hello.okPerSecond,
          lighthouse:
            'median' in searchLighthouse
              ? { runs: searchLighthouse.runs, median: searchLighthouse.median }
              : searchLighthouse,
          seedSeconds: searchCatalogue.seedSeconds,
        },
        firstLoadJs: firstLoad,
        jsLoadedByChromium: loadedJs,
        lighthouse:
          'medianReportHtml' in lighthouse
            ? {
                runs: lighthouse.runs,
                failedRuns: lighthouse.failedRuns,
                median: lighthouse.median,
                scriptUrls: lighthouse.scriptUrls,
              }
            : lighthouse,
        loggedIn: {
          yardstick: loggedInYardstick,
          pages: loggedIn.map(({ page, load: result }) => ({
            ...page,
            result,
            shareOfYardstick: result.okPerSecond / loggedInYardstick.okPerSecond,
          })),
          lighthouse: Object.fromEntries(
            Object.entries(loggedInLighthouse).map(([name, lh]) => [
              name,
              'median' in lh ? { runs: lh.runs, median: lh.median } : lh,
            ]),
          ),
        },
        budgets,
        checkoutScript,
        rows,
        profile,
      },
      null,
      2,
    ) + '\n',
  );

  if (profile) {
    console.log(`${formatProfile(profile.firstVisit, 'GET /, first visit', home.ok)}\n`);
    console.log(`${formatProfile(profile.session, 'GET /, logged-in shopper', homeRendered.ok)}\n`);
  }
  if (args.profile) console.log('(figures below were taken under --cpu-prof and read low)\n');
  console.log(formatTable(rows));
  console.log(
    `\nbench took ${seconds.toFixed(0)} s (machine load average ${loadBefore.toFixed(1)} before it began); results in .cache/bench-latest.json, home HTML in .cache/bench-home.html${'medianReportHtml' in lighthouse ? ', Lighthouse report in .cache/bench-lighthouse.html' : ''}`,
  );
  console.log(budgetLine(rows));
}

main().then(
  () => process.exit(0),
  async (error: unknown) => {
    console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
    await shutdown(1);
  },
);

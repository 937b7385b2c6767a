import type { LighthouseOutcome } from './rows.ts';
import { browserPageHeaders, measureLoad, type LoadResult } from './load.ts';
import { check, fmtInt, type Row } from './report.ts';
import type { BenchShopper } from './shopper.ts';

/**
 * Issue 9: pages for a logged-in shopper, measured beside the yardstick in the same run, at 10
 * connections (docs/decisions/0033). Both the shopper and the yardstick send what Chromium sends
 * (accept-encoding gzip, deflate, br): a visitor's cached page is answered in brotli, a
 * shopper's page in gzip (their parts are joined into the shared compressed pieces per request).
 */
export const loggedInBudgets = {
  connections: 10,
  /** Home, search and product pages. */
  pageShare: 0.1,
  /** The account pages. */
  accountShare: 0.05,
  p99Ms: 100,
  lighthouseScore: 95,
  cls: 0.02,
};

export interface LoggedInPage {
  name: string;
  path: string;
  /** An account page: its own, lower budget. */
  account?: boolean;
}

export const loggedInPages = (productPath: string): LoggedInPage[] => [
  { name: 'home', path: '/' },
  { name: 'search', path: '/search?q=samsung+mobiles' },
  { name: 'product', path: productPath },
  { name: 'account', path: '/account/', account: true },
  { name: 'addresses', path: '/account/addresses', account: true },
  { name: 'notifications', path: '/notifications', account: true },
];

export interface LoggedInResult {
  page: LoggedInPage;
  load: LoadResult;
}

/**
 * Checks that the page is the shopper's own (200, their greeting in the header) before loading
 * it: a redirect to the login page or a logged-out header must not pass for a fast page.
 */
export async function expectShopperPage(origin: string, path: string, shopper: BenchShopper): Promise<void> {
  const res = await fetch(`${origin}${path}`, {
    headers: { ...browserPageHeaders, cookie: shopper.cookie, 'accept-encoding': 'identity' },
    redirect: 'manual',
  });
  const html = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path} as the shopper answered ${res.status}`);
  if (!html.includes(`Welcome ${shopper.firstName}`))
    throw new Error(`GET ${path} as the shopper does not greet ${shopper.firstName}`);
}

export async function measureLoggedIn(
  origin: string,
  shopper: BenchShopper,
  pages: LoggedInPage[],
  load: { warmupSeconds: number; durationSeconds: number },
  log: (message: string) => void,
): Promise<LoggedInResult[]> {
  const results: LoggedInResult[] = [];
  for (const page of pages) {
    await expectShopperPage(origin, page.path, shopper);
    log(
      `logged-in ${page.name} ${page.path}: ${load.warmupSeconds} s warm-up, ${load.durationSeconds} s at ${loggedInBudgets.connections} connections...`,
    );
    const result = await measureLoad({
      ...load,
      connections: loggedInBudgets.connections,
      url: `${origin}${page.path}`,
      headers: { ...browserPageHeaders, cookie: shopper.cookie },
      countHeader: 'x-page-parts',
    });
    results.push({ page, load: result });
  }
  return results;
}

/** One row per page (share of the yardstick, p99, errors) and the logged-in Lighthouse rows. */
export function loggedInRows(
  yardstick: LoadResult,
  results: LoggedInResult[],
  lighthouse: { home: LighthouseOutcome; product: LighthouseOutcome },
): Row[] {
  const b = loggedInBudgets;
  const rows: Row[] = [
    {
      metric: `yardstick GET /api/hello, ${b.connections} connections (logged-in rows' server)`,
      measured: `${fmtInt(yardstick.okPerSecond)} req/s, p99 ${yardstick.latencyP99Ms} ms`,
      budget: '-',
      verdict: 'info',
    },
  ];
  for (const { page, load } of results) {
    const share = yardstick.okPerSecond > 0 ? load.okPerSecond / yardstick.okPerSecond : 0;
    const minimum = page.account ? b.accountShare : b.pageShare;
    const made = Object.entries(load.headerCounts)
      .map(([how, n]) => `${how} ${fmtInt(n)}`)
      .join(', ');
    rows.push({
      metric: `logged-in ${page.name} ${page.path.length > 24 ? `${page.path.slice(0, 21)}...` : page.path}`,
      measured: `${(share * 100).toFixed(1)}% (${fmtInt(load.okPerSecond)} req/s), p99 ${load.latencyP99Ms} ms, errors ${fmtInt(load.errors)}${made ? ` [parts: ${made}]` : ''}`,
      budget: `>= ${minimum * 100}%, p99 <= ${b.p99Ms} ms`,
      verdict: check(share >= minimum && load.latencyP99Ms <= b.p99Ms && load.errors === 0),
    });
  }
  for (const [name, lh] of Object.entries(lighthouse)) {
    const metric = `Lighthouse mobile, logged-in ${name}`;
    const budget = `>= ${b.lighthouseScore}, CLS <= ${b.cls}`;
    if (!('median' in lh)) {
      rows.push({
        metric,
        measured: 'skipped' in lh ? lh.skipped : lh.error,
        budget,
        verdict: 'skipped' in lh ? 'SKIP' : 'FAIL',
      });
      continue;
    }
    const m = lh.median;
    rows.push({
      metric,
      measured: `${m.score} (LCP ${fmtInt(m.lcpMs)} ms, CLS ${m.cls.toFixed(3)}, TBT ${fmtInt(m.tbtMs)} ms)`,
      budget,
      verdict: check(m.score >= b.lighthouseScore && m.cls <= b.cls),
    });
  }
  return rows;
}

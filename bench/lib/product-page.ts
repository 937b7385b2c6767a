import { chromium } from 'playwright-core';
import { gzipTotal, type FirstLoadJs } from './first-load-js.ts';
import { chromiumFlags } from './lighthouse.ts';
import { check, fmtInt, type Row } from './report.ts';
import type { LoadResult } from './load.ts';
import type { LighthouseOutcome } from './rows.ts';

/** Budgets of the product page (issue 3 item 7). */
export const productBudgets = { shareOfYardstick: 0.08, firstLoadJsGzipBytes: 110 * 1024, lighthouseScore: 95 };

/** A product page of the seeded catalogue: the first card of home's first product row. */
export async function productPageUrl(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/3/data/home/widgets`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: '{}',
  });
  const widgets = (
    (await res.json()) as {
      RESPONSE: { widgets: Record<string, { type: string; data: { products?: { url: string }[] } }> };
    }
  ).RESPONSE.widgets;
  const url = Object.values(widgets).flatMap((w) => w.data.products ?? [])[0]?.url;
  if (!url) throw new Error('home has no product row to take a product from');
  return `${origin}${url}`;
}

/**
 * First-load JavaScript of a page as Chromium loads it: every same-origin script fetched until
 * the network is idle (the entry, its imports and the lazy screen chunk), gzipped at level 9.
 */
export async function measureLoadedJs(pageUrl: string, chromePath: string): Promise<FirstLoadJs> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromiumFlags.filter((f) => !f.startsWith('--headless')),
    headless: true,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const origin = new URL(pageUrl).origin;
    const scripts = new Set<string>();
    page.on('request', (r) => {
      const u = new URL(r.url());
      if (r.resourceType() === 'script' && u.origin === origin) scripts.add(u.pathname);
    });
    await page.goto(pageUrl, { waitUntil: 'networkidle' });
    return gzipTotal(origin, [...scripts]);
  } finally {
    await browser.close();
  }
}

/** The product page's rows of the table: the budget is on the first visit, as home's is. */
export function productRows(
  hello: LoadResult,
  firstVisit: LoadResult,
  rendered: LoadResult,
  js: FirstLoadJs | { error: string },
  loaded: FirstLoadJs | { error: string },
  lh: LighthouseOutcome,
): Row[] {
  const ratio = (r: LoadResult) => (hello.okPerSecond > 0 ? r.okPerSecond / hello.okPerSecond : 0);
  const share = ratio(firstVisit);
  const hits = firstVisit.headerCounts.hit ?? 0;
  const counted = Object.values(firstVisit.headerCounts).reduce((a, b) => a + b, 0);
  const rows: Row[] = [
    {
      metric: 'product page, first visit',
      measured: `${fmtInt(firstVisit.okPerSecond)} req/s, p99 ${firstVisit.latencyP99Ms} ms, errors ${fmtInt(firstVisit.errors)}${counted ? `, page cache hits ${((hits / counted) * 100).toFixed(1)}%` : ''}`,
      budget: '-',
      verdict: 'info',
    },
    {
      metric: 'product page / yardstick',
      measured: `${(share * 100).toFixed(1)}%`,
      budget: `>= ${productBudgets.shareOfYardstick * 100}%`,
      verdict: check(share >= productBudgets.shareOfYardstick && firstVisit.errors === 0),
    },
    {
      metric: 'product page, logged-in shopper (10 connections)',
      measured: `${fmtInt(rendered.okPerSecond)} req/s (${(ratio(rendered) * 100).toFixed(1)}% of yardstick), p99 ${rendered.latencyP99Ms} ms, errors ${fmtInt(rendered.errors)}`,
      budget: '-',
      verdict: 'info',
    },
    'error' in js
      ? {
          metric: 'first-load JS, product page (gzip -9)',
          measured: js.error.slice(0, 70),
          budget: `<= ${fmtInt(productBudgets.firstLoadJsGzipBytes)} B`,
          verdict: 'FAIL',
        }
      : {
          metric: 'first-load JS, product page (gzip -9)',
          measured: `${fmtInt(js.gzipBytes)} B in ${js.files.length} files (entry and the screen's preloaded chunks)`,
          budget: `<= ${fmtInt(productBudgets.firstLoadJsGzipBytes)} B`,
          verdict: check(js.gzipBytes <= productBudgets.firstLoadJsGzipBytes),
        },
    {
      metric: 'JS loaded by Chromium until idle, product page',
      measured:
        'error' in loaded
          ? loaded.error.slice(0, 70)
          : `${fmtInt(loaded.gzipBytes)} B in ${loaded.files.length} files (with the shell parts loaded after first paint)`,
      budget: '-',
      verdict: 'info',
    },
  ];
  if ('median' in lh) {
    rows.push({
      metric: 'Lighthouse mobile, product page',
      measured: `${lh.median.score} (LCP ${fmtInt(lh.median.lcpMs)} ms, CLS ${lh.median.cls.toFixed(3)}, TBT ${fmtInt(lh.median.tbtMs)} ms)`,
      budget: `>= ${productBudgets.lighthouseScore}`,
      verdict: check(lh.median.score >= productBudgets.lighthouseScore),
    });
  } else {
    rows.push({
      metric: 'Lighthouse mobile, product page',
      measured: 'skipped' in lh ? lh.skipped : lh.error,
      budget: `>= ${productBudgets.lighthouseScore}`,
      verdict: 'skipped' in lh ? 'SKIP' : 'FAIL',
    });
  }
  return rows;
}

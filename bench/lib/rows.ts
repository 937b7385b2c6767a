import type { FirstLoadJs } from './first-load-js.ts';
import type { LighthouseSummary } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import { check, fmtInt, type Row } from './report.ts';

/** The budgets of the foundation issue. */
export const budgets = {
  homeShareOfYardstick: 0.1,
  firstLoadJsGzipBytes: 102_400,
  lighthouseScore: 95,
  cls: 0.02,
};

/** '0 of 3,653', or '5 of 985 (500: 5)' when some failed. */
function errorCell(r: LoadResult): string {
  if (r.errors === 0) return `0 of ${fmtInt(r.total)}`;
  const bad = Object.entries(r.statusCodes).filter(([code]) => !code.startsWith('2'));
  const socket = r.errors - bad.reduce((sum, [, n]) => sum + n, 0);
  const parts = [
    ...bad.map(([code, n]) => `${code}: ${fmtInt(n)}`),
    ...(socket > 0 ? [`socket/timeout: ${fmtInt(socket)}`] : []),
  ];
  return `${fmtInt(r.errors)} of ${fmtInt(r.total)} (${parts.join(', ')})`;
}

function cacheNote(r: LoadResult): string {
  const hits = r.headerCounts.hit ?? 0;
  const counted = Object.values(r.headerCounts).reduce((a, b) => a + b, 0);
  return counted ? `, page cache hits ${((hits / counted) * 100).toFixed(1)}%` : '';
}

export type LighthouseOutcome = LighthouseSummary | { skipped: string } | { error: string };

/** The rows of the one table: throughput, latency and errors, first-load JS, Lighthouse. */
export function tableRows(
  hello: LoadResult,
  home: LoadResult,
  rendered: LoadResult,
  firstLoad: FirstLoadJs | { error: string },
  loadedJs: FirstLoadJs | null,
  lh: LighthouseOutcome,
): Row[] {
  const ratio = (r: LoadResult) => (hello.okPerSecond > 0 ? r.okPerSecond / hello.okPerSecond : 0);
  const share = ratio(home);
  const rows: Row[] = [
    {
      metric: 'yardstick GET /api/hello',
      measured: `${fmtInt(hello.okPerSecond)} req/s`,
      budget: '-',
      verdict: 'info',
    },
    {
      metric: 'home GET /, first visit',
      measured: `${fmtInt(home.okPerSecond)} req/s${cacheNote(home)}`,
      budget: '-',
      verdict: 'info',
    },
    {
      metric: 'home / yardstick',
      measured: `${(share * 100).toFixed(1)}%`,
      budget: `>= ${budgets.homeShareOfYardstick * 100}%`,
      verdict: check(share >= budgets.homeShareOfYardstick),
    },
    {
      metric: 'home GET /, logged-in shopper',
      measured: `${fmtInt(rendered.okPerSecond)} req/s${cacheNote(rendered)}`,
      budget: '-',
      verdict: 'info',
    },
    {
      metric: 'home logged-in / yardstick',
      measured: `${(ratio(rendered) * 100).toFixed(1)}%`,
      budget: '-',
      verdict: 'info',
    },
    { metric: 'p99 latency /api/hello', measured: `${hello.latencyP99Ms} ms`, budget: '-', verdict: 'info' },
    { metric: 'p99 latency GET /, first visit', measured: `${home.latencyP99Ms} ms`, budget: '-', verdict: 'info' },
    {
      metric: 'p99 latency GET /, logged-in shopper',
      measured: `${rendered.latencyP99Ms} ms`,
      budget: '-',
      verdict: 'info',
    },
    {
      metric: 'errors /api/hello (non-2xx, socket)',
      measured: errorCell(hello),
      budget: '0',
      verdict: check(hello.errors === 0),
    },
    { metric: 'errors GET /, first visit', measured: errorCell(home), budget: '0', verdict: check(home.errors === 0) },
    {
      metric: 'errors GET /, logged-in shopper',
      measured: errorCell(rendered),
      budget: '0',
      verdict: check(rendered.errors === 0),
    },
    'error' in firstLoad
      ? {
          metric: 'first-load JS, home (gzip -9)',
          measured: firstLoad.error.slice(0, 70),
          budget: `<= ${fmtInt(budgets.firstLoadJsGzipBytes)} B`,
          verdict: 'FAIL',
        }
      : {
          metric: 'first-load JS, home (gzip -9)',
          measured: `${fmtInt(firstLoad.gzipBytes)} B in ${firstLoad.files.length} file${firstLoad.files.length === 1 ? '' : 's'}`,
          budget: `<= ${fmtInt(budgets.firstLoadJsGzipBytes)} B`,
          verdict: check(firstLoad.gzipBytes <= budgets.firstLoadJsGzipBytes),
        },
  ];
  if (loadedJs) {
    rows.push({
      metric: 'JS Chromium fetched during load (gzip -9)',
      measured: `${fmtInt(loadedJs.gzipBytes)} B in ${loadedJs.files.length} files (lazy chunks included)`,
      budget: '-',
      verdict: 'info',
    });
  }
  if ('median' in lh) {
    const m = lh.median;
    const runs = [...lh.runs.map((r) => String(r.score)), ...lh.failedRuns.map(() => 'failed')].join(', ');
    rows.push(
      {
        metric: 'Lighthouse mobile performance',
        measured: `${m.score} (runs: ${runs})`,
        budget: `>= ${budgets.lighthouseScore}`,
        verdict: check(m.score >= budgets.lighthouseScore),
      },
      { metric: 'Lighthouse LCP', measured: `${fmtInt(m.lcpMs)} ms`, budget: '-', verdict: 'info' },
      {
        metric: 'Lighthouse CLS',
        measured: m.cls.toFixed(3),
        budget: `<= ${budgets.cls}`,
        verdict: check(m.cls <= budgets.cls),
      },
      { metric: 'Lighthouse TBT', measured: `${fmtInt(m.tbtMs)} ms`, budget: '-', verdict: 'info' },
    );
  } else {
    const text = 'skipped' in lh ? lh.skipped : lh.error;
    const verdict = 'skipped' in lh ? 'SKIP' : 'FAIL';
    rows.push(
      { metric: 'Lighthouse mobile performance', measured: text, budget: `>= ${budgets.lighthouseScore}`, verdict },
      { metric: 'Lighthouse CLS', measured: text, budget: `<= ${budgets.cls}`, verdict },
    );
  }
  return rows;
}

/**
 * One row per page for Lighthouse's other categories (issue 10): accessibility, best practices
 * and SEO, each at least the budget. Performance keeps its own rows.
 */
export function categoryRow(page: string, lh: LighthouseOutcome): Row {
  const metric = `Lighthouse mobile a11y / best practices / SEO, ${page}`;
  const budget = `>= ${budgets.lighthouseScore} each`;
  if (!('median' in lh))
    return {
      metric,
      measured: 'skipped' in lh ? lh.skipped : lh.error,
      budget,
      verdict: 'skipped' in lh ? 'SKIP' : 'FAIL',
    };
  const { accessibility, bestPractices, seo } = lh.median;
  const measured = `${accessibility} / ${bestPractices} / ${seo}`;
  return {
    metric,
    measured,
    budget,
    verdict: check(Math.min(accessibility, bestPractices, seo) >= budgets.lighthouseScore),
  };
}

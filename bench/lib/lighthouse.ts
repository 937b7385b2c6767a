import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseRun {
  /** Performance, 0-100. */
  score: number;
  /** The other three categories' scores, 0-100 (issue 10: all four at least 95). */
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Every script Chromium fetched during the load, lazy chunks included. */
  scriptUrls: string[];
  /** The run's full report, for reading the details. */
  reportHtml: string;
}

type Figures = Omit<LighthouseRun, 'reportHtml' | 'scriptUrls'>;

export interface LighthouseSummary {
  runs: Figures[];
  /** Runs that failed twice, with Lighthouse's message. */
  failedRuns: string[];
  /** Median of each figure over the runs that succeeded. */
  median: Figures;
  /** Scripts fetched during the load of the median run. */
  scriptUrls: string[];
  /** The report of the run whose score is the median. */
  medianReportHtml: string;
}

export function chromiumPath(): string | null {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    (p): p is string => !!p,
  );
  return candidates.find((p) => existsSync(p)) ?? null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * One Lighthouse 12 navigation with the default config (mobile form factor, simulated
 * throttling), all four categories, in a fresh headless Chromium. Accessibility, best practices
 * and SEO cost a few seconds more a run; they do not depend on the load, unlike performance.
 */
async function runOnce(url: string, chromePath: string, extraHeaders?: Record<string, string>): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: chromiumFlags,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'html',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      logLevel: 'error',
      // A logged-in shopper's session cookie (issue 9).
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const category = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)
        ?.items ?? [];
    return {
      score: category('performance'),
      accessibility: category('accessibility'),
      bestPractices: category('best-practices'),
      seo: category('seo'),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      fcpMs: audit('first-contentful-paint'),
      scriptUrls: requests.filter((r) => r.resourceType === 'Script').map((r) => r.url),
      reportHtml: String(result.report),
    };
  } finally {
    chrome.kill();
  }
}

/** Lighthouse sometimes loses a trace (NO_NAVSTART, NO_FCP on a busy machine): one retry a run. */
async function runWithRetry(
  url: string,
  chromePath: string,
  extraHeaders?: Record<string, string>,
): Promise<LighthouseRun | Error> {
  let last: Error = new Error('not run');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      return await runOnce(url, chromePath, extraHeaders);
    } catch (error) {
      last = error as Error;
    }
  }
  return last;
}

/** `extraHeaders` go with every request of the page (a logged-in shopper's cookie). */
export async function measureLighthouse(
  url: string,
  chromePath: string,
  runs: number,
  extraHeaders?: Record<string, string>,
): Promise<LighthouseSummary> {
  const all: LighthouseRun[] = [];
  const failures: Error[] = [];
  for (let i = 0; i < runs; i++) {
    const run = await runWithRetry(url, chromePath, extraHeaders);
    if (run instanceof Error) failures.push(run);
    else all.push(run);
    if (failures.length * 2 > runs) break;
  }
  // A page that never paints fails every run; one lost trace among good runs does not hide the rest.
  if (all.length === 0 || failures.length * 2 > runs) throw failures[0] ?? new Error('no Lighthouse run');
  const pick = (key: keyof Figures) => median(all.map((r) => r[key]));
  const medianScore = median(all.map((r) => r.score));
  const medianRun = all.reduce(
    (best, r) => (Math.abs(r.score - medianScore) < Math.abs(best.score - medianScore) ? r : best),
    all[0]!,
  );
  return {
    runs: all.map(({ reportHtml: _, scriptUrls: __, ...figures }) => figures),
    failedRuns: failures.map((f) => f.message.split('\n')[0] ?? ''),
    median: {
      score: pick('score'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: pick('lcpMs'),
      cls: pick('cls'),
      tbtMs: pick('tbtMs'),
      fcpMs: pick('fcpMs'),
    },
    scriptUrls: medianRun.scriptUrls,
    medianReportHtml: medianRun.reportHtml,
  };
}

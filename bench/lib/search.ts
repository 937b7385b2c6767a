import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LighthouseOutcome } from './rows.ts';
import type { LoadResult } from './load.ts';
import { check, fmtInt, type Row } from './report.ts';

/** Budgets of search (issue 3 item 7). */
export const searchBudgets = { browseP95Ms: 30, suggestP95Ms: 10, pageShareOfYardstick: 0.04, lighthouseScore: 95 };
export const searchCatalogueSize = 100_000;

/**
 * What a seeded catalogue's rows depend on: the migrations, the generator and its templates, the
 * seed, the buy box and the rows' SQL (the catalogue's and search's). A catalogue kept for the bench
 * (below, and the scale bench's) is named by it and seeded again when it changes.
 */
export function catalogueKey(root: string, more: string[] = []): string {
  const hash = createHash('sha256');
  const files = [
    ...more,
    ...readdirSync(path.join(root, 'db/migrations/app'))
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => `db/migrations/app/${f}`),
    'src/cli/seed/generate-catalogue.ts',
    'src/cli/seed/seed-catalogue.ts',
    'src/api/catalogue/buy-box.ts',
    'src/api/catalogue/repository.ts',
    'src/api/search/documents.ts',
    ...readdirSync(path.join(root, 'src/cli/seed/templates'))
      .sort()
      .map((f) => `src/cli/seed/templates/${f}`),
  ];
  for (const file of files) hash.update(readFileSync(path.join(root, file)));
  return hash.digest('hex').slice(0, 12);
}

/**
 * The 100,000-product catalogue on the embedded database, seeded once under .cache and reused
 * while the schema, the generator and the search index are unchanged (their hash names the folder).
 */
export function ensureSearchCatalogue(
  root: string,
  log: (m: string) => void,
): { dataDir: string; seedSeconds: number | null } {
  // The seed command orders the embedded database's search rows after loading them (vacuumIfStale).
  const key = catalogueKey(root, ['src/cli/seed.ts']);
  const base = path.join(root, '.cache', 'bench-search');
  const dataDir = path.join(base, key);
  if (existsSync(path.join(dataDir, 'ready'))) return { dataDir, seedSeconds: null };
  // Older catalogues are of an older schema: drop them.
  rmSync(base, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  log(
    `seeding ${fmtInt(searchCatalogueSize)} products into ${path.relative(root, dataDir)} (once; reused while the schema and generator are unchanged)...`,
  );
  const started = performance.now();
  const r = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/cli/seed.ts', '--products', String(searchCatalogueSize)],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  if (r.status !== 0) throw new Error(`seeding the search catalogue failed (exit ${r.status})`);
  const seedSeconds = (performance.now() - started) / 1000;
  writeFileSync(path.join(dataDir, 'ready'), `${new Date().toISOString()} ${seedSeconds.toFixed(1)} s\n`);
  return { dataDir, seedSeconds };
}

const brands = [
  'samsung',
  'apple',
  'xiaomi',
  'redmi',
  'motorola',
  'lenovo',
  'oppo',
  'vivo',
  'honor',
  'nokia',
  'asus',
  'sony',
  'lg',
  'panasonic',
  'canon',
  'nikon',
  'boat',
  'jbl',
  'titan',
  'fastrack',
  'whirlpool',
  'godrej',
  'ifb',
  'bosch',
  'roadster',
  'levis',
  'biba',
  'w',
];
const things = [
  'mobiles',
  'phone',
  'tv',
  'led tv',
  'laptop bag',
  'camera',
  'dslr',
  'headphones',
  'earphones',
  'watch',
  'refrigerator',
  'fridge',
  'washing machine',
  'microwave',
  'shirt',
  't shirt',
  'kurta',
  'dress',
  'books',
  'ps4 games',
  'tablet',
];
const details = [
  '',
  '4 gb',
  '64 gb',
  'black',
  'red shirt',
  '7 kg',
  'double door',
  '43 inch',
  'bluetooth',
  'front load',
  'convection',
  'galaxy',
  'note 4',
  'iphone 7',
  'under 10000',
  'slim fit',
  'paperback',
];
const typos = [
  'samsng galxy',
  'iphnoe',
  'redmy note',
  'motorolla',
  'headphnes',
  'refrigirator',
  'wahsing machine',
  'micrwave',
  'shrit',
  'kurti',
  'televsion',
  'camra',
  'lenvo',
  'xiomi',
  'nikn dslr',
  'sonny tv',
];
const sorts = ['relevance', 'popularity', 'price_asc', 'price_desc', 'newest', 'discount'] as const;

/** At least 500 distinct smart-browse requests: queries, typos, categories, sorts, pages, filters. */
export function browseRequests(count = 540): object[] {
  const queries = [
    ...typos,
    ...things,
    ...brands.flatMap((b) => [b, `${b} ${things[b.length % things.length]}`]),
    ...details.filter(Boolean).map((d, i) => `${things[i % things.length]} ${d}`),
  ];
  const out: object[] = [];
  const seen = new Set<string>();
  for (let i = 0; out.length < count; i++) {
    const q = queries[i % queries.length] as string;
    const sort = sorts[Math.floor(i / queries.length) % sorts.length];
    const page = 1 + (Math.floor(i / (queries.length * sorts.length)) % 3);
    const filters =
      i % 7 === 3 ? { availability: ['exclude-out-of-stock'] } : i % 11 === 5 ? { rating: ['4'] } : undefined;
    const requestContext = { q, sort, start: (page - 1) * 60, count: 60, ...(filters ? { filters } : {}) };
    const key = JSON.stringify(requestContext);
    if (!seen.has(key)) {
      seen.add(key);
      out.push({ requestContext });
    }
  }
  return out;
}

/** At least 500 distinct texts as a shopper types them: prefixes of brands, products and typos. */
export function suggestTexts(count = 540): string[] {
  const sources = [
    ...brands.map((b) => `${b} ${things[b.length % things.length]}`),
    ...things,
    ...typos,
    'samsung galaxy j7 prime',
    'xiaomi redmi note 4',
    'apple iphone 7 plus',
    'indian polity',
    'objective general knowledge',
  ];
  const out = new Set<string>();
  for (let length = 1; out.size < count && length < 30; length++)
    for (const s of sources) if (s.length >= length && out.size < count) out.add(s.slice(0, length));
  return [...out];
}

export interface LatencyResult {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  errors: number;
  totalResults: number;
}

/** Each request once, one at a time (no cache can help), after a short warm-up of other requests. */
export async function measureLatency(make: (i: number) => Promise<Response>, count: number): Promise<LatencyResult> {
  const times: number[] = [];
  let errors = 0;
  let totalResults = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await make(i);
    const body = (await res.json().catch(() => null)) as {
      RESPONSE?: { totalCount?: number; wordSuggestionList?: unknown[] };
    } | null;
    times.push(performance.now() - started);
    if (!res.ok) errors++;
    totalResults += body?.RESPONSE?.totalCount ?? body?.RESPONSE?.wordSuggestionList?.length ?? 0;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((times[Math.min(times.length - 1, Math.floor(times.length * q))] ?? 0) * 10) / 10;
  return { requests: count, p50Ms: at(0.5), p95Ms: at(0.95), maxMs: at(1), errors, totalResults };
}

export function searchRows(
  browse: LatencyResult,
  suggest: LatencyResult,
  hello: LoadResult,
  page: LoadResult,
  lh: LighthouseOutcome,
  seedSeconds: number | null,
  firstVisit?: LoadResult,
): Row[] {
  // The budget is on the first visit (page cache, decision 0011), as home's and the product page's.
  const budgeted = firstVisit ?? page;
  const share = hello.okPerSecond > 0 ? budgeted.okPerSecond / hello.okPerSecond : 0;
  const rows: Row[] = [
    {
      metric: `smart-browse p95, ${fmtInt(browse.requests)} distinct requests, 100k products`,
      measured: `${browse.p95Ms} ms (p50 ${browse.p50Ms}, max ${browse.maxMs}, errors ${browse.errors})`,
      budget: `<= ${searchBudgets.browseP95Ms} ms`,
      verdict: check(browse.p95Ms <= searchBudgets.browseP95Ms && browse.errors === 0),
    },
    {
      metric: `autosuggest p95, ${fmtInt(suggest.requests)} distinct texts, 100k products`,
      measured: `${suggest.p95Ms} ms (p50 ${suggest.p50Ms}, max ${suggest.maxMs}, errors ${suggest.errors})`,
      budget: `<= ${searchBudgets.suggestP95Ms} ms`,
      verdict: check(suggest.p95Ms <= searchBudgets.suggestP95Ms && suggest.errors === 0),
    },
    ...(firstVisit
      ? [
          {
            metric: 'search page, first visit',
            measured: `${fmtInt(firstVisit.okPerSecond)} req/s, p99 ${firstVisit.latencyP99Ms} ms, errors ${fmtInt(firstVisit.errors)}`,
            budget: '-',
            verdict: 'info' as const,
          },
        ]
      : []),
    {
      metric: 'search page / yardstick',
      measured: `${(share * 100).toFixed(1)}%`,
      budget: `>= ${searchBudgets.pageShareOfYardstick * 100}%`,
      verdict: check(share >= searchBudgets.pageShareOfYardstick && budgeted.errors === 0),
    },
    {
      metric: 'search page, logged-in shopper (10 connections)',
      measured: `${fmtInt(page.okPerSecond)} req/s (${((page.okPerSecond / Math.max(1, hello.okPerSecond)) * 100).toFixed(1)}% of yardstick), p99 ${page.latencyP99Ms} ms, errors ${fmtInt(page.errors)}`,
      budget: '-',
      verdict: 'info',
    },
  ];
  if ('median' in lh) {
    rows.push({
      metric: 'Lighthouse mobile, search page',
      measured: `${lh.median.score} (LCP ${fmtInt(lh.median.lcpMs)} ms, CLS ${lh.median.cls.toFixed(3)}, TBT ${fmtInt(lh.median.tbtMs)} ms)`,
      budget: `>= ${searchBudgets.lighthouseScore}`,
      verdict: check(lh.median.score >= searchBudgets.lighthouseScore),
    });
  } else {
    rows.push({
      metric: 'Lighthouse mobile, search page',
      measured: 'skipped' in lh ? lh.skipped : lh.error,
      budget: `>= ${searchBudgets.lighthouseScore}`,
      verdict: 'skipped' in lh ? 'SKIP' : 'FAIL',
    });
  }
  if (seedSeconds !== null)
    rows.push({
      metric: 'seed 100,000 products (npm run seed)',
      measured: `${seedSeconds.toFixed(0)} s`,
      budget: '< 180 s',
      verdict: check(seedSeconds < 180),
    });
  return rows;
}

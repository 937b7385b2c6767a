import { spawn } from 'node:child_process';
import pg from 'pg';
import { seedNodeFlags } from '../../scripts/seed-node-flags.mjs';
import { rssMiB } from './memory.ts';
import { check, fmtInt, type Row } from './report.ts';
import {
  browseRequests,
  catalogueKey,
  ensureSearchCatalogue,
  measureLatency,
  suggestTexts,
  type LatencyResult,
} from './search.ts';
import { startWebProcess, type WebProcess } from './web-process.ts';

/**
 * `npm run bench -- --scale` (issue 14): search latency at 10,000, 100,000 and 1,000,000 products
 * on PostgreSQL, side by side, and at 100,000 on the embedded database, so the growth with the
 * catalogue shows in one table. Each catalogue is a database of its own on the server, seeded once
 * and reused while the schema, the generator and the search rows are unchanged (their hash names
 * it); a catalogue is ready once its database carries the comment this writes after seeding.
 */
export const scaleSizes = [10_000, 100_000, 1_000_000] as const;
/** Issue 14's budgets at a million products on PostgreSQL and 100,000 on PGlite. */
export const scaleBudgets = {
  browseP95Ms: 20,
  browseMaxMs: 100,
  suggestP95Ms: 3,
  pgliteBrowseP95Ms: 8,
  seedSeconds: 300,
  seedMiB: 1024,
};

const label = (size: number) => (size >= 1_000_000 ? `${size / 1_000_000}m` : `${size / 1000}k`);

export interface ScaleCatalogue {
  size: number;
  url: string;
  /** Seconds and peak resident memory of the seed when this run made it; null when reused. */
  seed: { seconds: number; peakMiB: number } | null;
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** Seeds `npm run seed -- --products N` into a fresh database; its wall time and peak RSS (sampled). */
async function seedInto(root: string, url: string, size: number): Promise<{ seconds: number; peakMiB: number }> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...seedNodeFlags, '--import', 'tsx', 'src/cli/seed.ts', '--products', String(size)],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let peakMiB = 0;
  const timer = setInterval(() => (peakMiB = Math.max(peakMiB, rssMiB(child.pid ?? 0))), 200);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`seeding ${fmtInt(size)} products failed (exit ${code})`);
  return { seconds: (performance.now() - started) / 1000, peakMiB };
}

/**
 * The catalogue of `size` products on the server: reused when its database says it is ready;
 * otherwise (new, or left half-seeded by an interrupted run) made again from nothing.
 */
export async function ensureScaleCatalogue(
  root: string,
  serverUrl: string,
  size: number,
  log: (m: string) => void,
): Promise<ScaleCatalogue> {
  const name = `bazaar_scale_${catalogueKey(root)}_${label(size)}`;
  const url = databaseUrl(serverUrl, name);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ note: string | null }>(
      `select shobj_description(oid, 'pg_database') as note from pg_database where datname = $1`,
      [name],
    );
    if (rows[0]?.note?.startsWith('ready')) return { size, url, seed: null };
    if (rows.length) await admin.query(`drop database ${name}`);
    await admin.query(`create database ${name}`);
    log(`seeding ${fmtInt(size)} products into ${name} (once; reused while the schema and generator are unchanged)...`);
    const seed = await seedInto(root, url, size);
    await admin.query(
      `comment on database ${name} is 'ready ${new Date().toISOString()}: seeded in ${seed.seconds.toFixed(1)} s, peak ${Math.round(seed.peakMiB)} MiB'`,
    );
    log(`seeded ${fmtInt(size)} products in ${seed.seconds.toFixed(0)} s (peak ${Math.round(seed.peakMiB)} MiB)`);
    return { size, url, seed };
  } finally {
    await admin.end();
  }
}

/** Scale catalogues of other schema or generator versions, left for the operator to drop. */
export async function staleScaleDatabases(root: string, serverUrl: string): Promise<string[]> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'bazaar\\_scale\\_%' and datname not like $1 order by 1`,
      [`bazaar_scale_${catalogueKey(root)}_%`],
    );
    return rows.map((r) => r.datname);
  } finally {
    await admin.end();
  }
}

/** The facets call's query string for a smart-browse request's search state. */
export function facetsQuery(body: object): string {
  const { requestContext } = body as { requestContext: { q?: string; filters?: Record<string, string[]> } };
  const params = new URLSearchParams();
  if (requestContext.q) params.set('q', requestContext.q);
  for (const [name, values] of Object.entries(requestContext.filters ?? {}))
    for (const value of values) params.append(name, value);
  return params.toString();
}

export interface ScaleLatency {
  browse: LatencyResult;
  facets: LatencyResult;
  suggest: LatencyResult;
  /** The slowest smart-browse requests, for EXPLAIN. */
  slowest: { ms: number; body: object }[];
  /** The slowest facets states (their query strings). */
  slowestFacets: { ms: number; state: string }[];
}

/**
 * The bench's request sets against one catalogue: a first web process runs them all once (the
 * server's buffers and the operating system's cache warm), then a fresh one, whose caches are
 * empty, is measured: each distinct smart-browse request, each distinct facets state, and each
 * autosuggest text once, one at a time.
 */
export async function measureScale(
  root: string,
  env: Record<string, string>,
  log: (m: string) => void,
): Promise<ScaleLatency> {
  const bodies = browseRequests();
  const states = [...new Set(bodies.map(facetsQuery))];
  const texts = suggestTexts();
  const run = async (server: WebProcess) => {
    const post = (body: object) =>
      fetch(`${server.origin}/api/1/product/smart-browse`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.origin },
        body: JSON.stringify(body),
      });
    // Word lists, plans and the first pages of the tables, with requests not measured later.
    for (const q of ['warm up', 'galaxy', 'kurtas', 'polity']) await post({ requestContext: { q } });
    for (const q of ['w', 'wa', 'war']) await fetch(`${server.origin}/api/3/discover/autosuggest?q=${q}x`);
    const times: number[] = [];
    const browse = await measureLatency(async (i) => {
      const started = performance.now();
      const res = await post(bodies[i] as object);
      times[i] = performance.now() - started;
      return res;
    }, bodies.length);
    const facetTimes: number[] = [];
    const facets = await measureLatency(async (i) => {
      const started = performance.now();
      const res = await fetch(`${server.origin}/api/1/product/smart-browse/facets?${states[i] ?? ''}`);
      facetTimes[i] = performance.now() - started;
      return res;
    }, states.length);
    const suggest = await measureLatency(
      (i) => fetch(`${server.origin}/api/3/discover/autosuggest?q=${encodeURIComponent(texts[i] ?? '')}`),
      texts.length,
    );
    const slowest = bodies
      .map((body, i) => ({ ms: Math.round((times[i] ?? 0) * 10) / 10, body }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 8);
    const slowestFacets = states
      .map((state, i) => ({ ms: Math.round((facetTimes[i] ?? 0) * 10) / 10, state }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5);
    return { browse, facets, suggest, slowest, slowestFacets };
  };
  for (const pass of ['warm-up', 'measured'] as const) {
    const server = await startWebProcess({ root, env: { DEV_PAGES: 'off', ...env }, startTimeoutMs: 300_000 });
    try {
      log(
        `${pass} pass: ${bodies.length} smart-browse requests, ${states.length} facets states, ${texts.length} autosuggest texts...`,
      );
      const result = await run(server);
      if (pass === 'measured') return result;
    } finally {
      await server.stop();
    }
  }
  throw new Error('unreachable');
}

export interface ScaleColumn {
  title: string;
  latency: ScaleLatency;
  seed: { seconds: number; peakMiB: number } | null;
}

const triple = (r: LatencyResult) => `${r.p50Ms} / ${r.p95Ms} / ${r.maxMs}${r.errors ? ` (${r.errors} errors)` : ''}`;

/** The side-by-side table: one column a catalogue, latencies as p50 / p95 / max in ms. */
export function formatScaleTable(columns: ScaleColumn[]): string {
  const header = ['catalogue', ...columns.map((c) => c.title)];
  const rows: string[][] = [
    header,
    ['smart-browse p50 / p95 / max (ms)', ...columns.map((c) => triple(c.latency.browse))],
    ['facets p50 / p95 / max (ms)', ...columns.map((c) => triple(c.latency.facets))],
    ['autosuggest p50 / p95 / max (ms)', ...columns.map((c) => triple(c.latency.suggest))],
    [
      'seed (this run)',
      ...columns.map((c) => (c.seed ? `${c.seed.seconds.toFixed(0)} s, peak ${fmtInt(c.seed.peakMiB)} MiB` : 'reused')),
    ],
  ];
  const width = header.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((cell, i) => cell.padEnd(width[i] ?? 0)).join(' | ')} |`;
  return [line(header), `| ${width.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.slice(1).map(line)].join('\n');
}

/** The PGlite column: the bench's own 100,000-product catalogue under .cache. */
export function pgliteCatalogue(root: string, log: (m: string) => void): { dataDir: string } {
  return ensureSearchCatalogue(root, log);
}

/** Issue 14's budgets as verdict rows: a million products on PostgreSQL, 100,000 on PGlite, and the seed. */
export function scaleRows(columns: ScaleColumn[]): Row[] {
  const rows: Row[] = [];
  const million = columns.find((c) => c.title.startsWith('1,000,000'));
  if (million) {
    const { browse, facets, suggest } = million.latency;
    rows.push(
      {
        metric: 'smart-browse at 1,000,000 products, PostgreSQL',
        measured: `p95 ${browse.p95Ms} ms, max ${browse.maxMs} ms, errors ${browse.errors}`,
        budget: `p95 <= ${scaleBudgets.browseP95Ms} ms, max <= ${scaleBudgets.browseMaxMs} ms`,
        verdict: check(
          browse.p95Ms <= scaleBudgets.browseP95Ms && browse.maxMs <= scaleBudgets.browseMaxMs && !browse.errors,
        ),
      },
      {
        // The issue's browse budget counts facets and counts in: a page shows both.
        metric: 'smart-browse facets at 1,000,000 products, PostgreSQL',
        measured: `p95 ${facets.p95Ms} ms, max ${facets.maxMs} ms, errors ${facets.errors}`,
        budget: `p95 <= ${scaleBudgets.browseP95Ms} ms, max <= ${scaleBudgets.browseMaxMs} ms`,
        verdict: check(
          facets.p95Ms <= scaleBudgets.browseP95Ms && facets.maxMs <= scaleBudgets.browseMaxMs && !facets.errors,
        ),
      },
      {
        metric: 'autosuggest at 1,000,000 products, PostgreSQL',
        measured: `p95 ${suggest.p95Ms} ms, errors ${suggest.errors}`,
        budget: `p95 <= ${scaleBudgets.suggestP95Ms} ms`,
        verdict: check(suggest.p95Ms <= scaleBudgets.suggestP95Ms && !suggest.errors),
      },
    );
    if (million.seed)
      rows.push({
        metric: 'seed 1,000,000 products, PostgreSQL',
        measured: `${million.seed.seconds.toFixed(0)} s, peak ${fmtInt(million.seed.peakMiB)} MiB`,
        budget: `<= ${scaleBudgets.seedSeconds} s, <= ${fmtInt(scaleBudgets.seedMiB)} MiB`,
        verdict: check(
          million.seed.seconds <= scaleBudgets.seedSeconds && million.seed.peakMiB <= scaleBudgets.seedMiB,
        ),
      });
  }
  const embedded = columns.find((c) => c.title.endsWith('PGlite'));
  if (embedded)
    rows.push({
      metric: 'smart-browse at 100,000 products, PGlite',
      measured: `p95 ${embedded.latency.browse.p95Ms} ms, errors ${embedded.latency.browse.errors}`,
      budget: `p95 <= ${scaleBudgets.pgliteBrowseP95Ms} ms`,
      verdict: check(
        embedded.latency.browse.p95Ms <= scaleBudgets.pgliteBrowseP95Ms && !embedded.latency.browse.errors,
      ),
    });
  return rows;
}

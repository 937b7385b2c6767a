import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import { measureLoad, type LoadResult } from './load.ts';
import { check, fmtInt, type Row } from './report.ts';

/** Issue 9 item 4: the product call, for products whose data no cache holds, against the yardstick. */
export const productCallBudget = { shareOfYardstick: 0.05, connections: 10 };

/** A pincode a logged-in shopper has set: the call adds the buy box's delivery promise. */
const shopperPincode = '560001';

/**
 * Item ids of a seeded PGlite catalogue (`DATA_DIR`), read before the web process opens it (one
 * process owns a PGlite folder). Ordered by a hash, so neighbours are not variants of one model.
 */
export async function readItemIds(dataDir: string, limit: number): Promise<string[]> {
  const db = await PGlite.create(path.join(dataDir, 'app-db'), { extensions: { pg_trgm } });
  try {
    const { rows } = await db.query<{ item_id: string }>('select item_id from products order by md5(id) limit $1', [
      limit,
    ]);
    return rows.map((r) => r.item_id);
  } finally {
    await db.close();
  }
}

export interface ProductCallResult {
  connections: number;
  /** Distinct products asked for in the measured window; below `ok` means some were asked twice. */
  distinct: number;
  call: LoadResult;
  /** `GET /api/hello` at the same connections, measured right after. */
  hello: LoadResult;
  share: number;
}

const hrUs = () => Number(process.hrtime.bigint() / 1000n);

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * `POST /api/3/page/dynamic/product` as the storefront sends it for a shopper with a pincode,
 * each request a product not asked for before in the run (the warm-up takes its products from
 * the end of the list, the measured window from the start), then the yardstick.
 */
export async function measureProductCall(options: {
  origin: string;
  itemIds: string[];
  warmupSeconds: number;
  durationSeconds: number;
  connections?: number;
  /** Called when the measured window starts. */
  onMeasureStart?: () => void;
  /** The measured window of the call (process.hrtime in µs), for a CPU profile of the web process. */
  onMeasured?: (window: { fromUs: number; toUs: number }) => void;
}): Promise<ProductCallResult> {
  const { origin, itemIds } = options;
  const connections = options.connections ?? productCallBudget.connections;
  let next = 0;
  let fromEnd = 0;
  const body = (itemId: string) =>
    JSON.stringify({ requestContext: { itemId }, locationContext: { pincode: shopperPincode } });
  const base: autocannon.Options = {
    url: `${origin}/api/3/page/dynamic/product`,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    connections,
    pipelining: 1,
    timeout: 10,
  };
  if (options.warmupSeconds > 0) {
    await run({
      ...base,
      duration: options.warmupSeconds,
      requests: [
        {
          setupRequest: (req) => ({ ...req, body: body(itemIds[itemIds.length - 1 - (fromEnd++ % itemIds.length)]!) }),
        },
      ],
    });
  }
  options.onMeasureStart?.();
  const fromUs = hrUs();
  const result = await run({
    ...base,
    duration: options.durationSeconds,
    requests: [{ setupRequest: (req) => ({ ...req, body: body(itemIds[next++ % itemIds.length]!) }) }],
  });
  options.onMeasured?.({ fromUs, toUs: hrUs() });
  const call: LoadResult = {
    url: base.url!,
    requestsPerSecond: result.requests.average,
    okPerSecond: result['2xx'] / result.duration,
    latencyP50Ms: result.latency.p50,
    latencyP90Ms: result.latency.p90,
    latencyP97_5Ms: result.latency.p97_5,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    total: result.requests.total,
    ok: result['2xx'],
    errors: result.non2xx + result.errors,
    bytesPerSecond: result.throughput.average,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
    ),
    headerCounts: {},
  };
  const hello = await measureLoad({
    url: `${origin}/api/hello`,
    connections,
    warmupSeconds: 1,
    durationSeconds: options.durationSeconds,
  });
  return {
    connections,
    // Every answer was a product of its own unless the measured window ran into the warm-up's products.
    distinct: Math.min(call.total, itemIds.length - Math.min(fromEnd, itemIds.length)),
    call,
    hello,
    share: hello.okPerSecond > 0 ? call.okPerSecond / hello.okPerSecond : 0,
  };
}

export function productCallRows(r: ProductCallResult, catalogue: string): Row[] {
  const { call } = r;
  return [
    {
      metric: `product call POST /api/3/page/dynamic/product, uncached (distinct products), ${catalogue}`,
      measured: `${fmtInt(call.okPerSecond)} req/s at ${r.connections} connections, ${(r.share * 100).toFixed(1)}% of yardstick ${fmtInt(r.hello.okPerSecond)} req/s, p50 ${call.latencyP50Ms} ms, p99 ${call.latencyP99Ms} ms, ${fmtInt(r.distinct)} distinct of ${fmtInt(call.total)}, errors ${fmtInt(call.errors)}`,
      budget: `>= ${productCallBudget.shareOfYardstick * 100}%`,
      verdict: check(r.share >= productCallBudget.shareOfYardstick && call.errors === 0),
    },
  ];
}

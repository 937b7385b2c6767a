import autocannon from 'autocannon';

/** What a first-time visitor's Chromium sends for a page. */
export const browserPageHeaders: Record<string, string> = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8',
  'accept-language': 'en-IN,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  'upgrade-insecure-requests': '1',
};

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** A response header whose values are counted over the measured window (e.g. x-page-cache). */
  countHeader?: string;
  /** Called when the measured window starts (after the warm-up). */
  onMeasureStart?: () => void;
}

export interface LoadResult {
  url: string;
  /** Mean of autocannon's per-second samples (all answers). */
  requestsPerSecond: number;
  /** 2xx answers a second over the measured window: the figure the budget uses. */
  okPerSecond: number;
  latencyP50Ms: number;
  latencyP90Ms: number;
  latencyP97_5Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  total: number;
  ok: number;
  /** Non-2xx answers plus socket errors (timeouts included). */
  errors: number;
  bytesPerSecond: number;
  /** Answers by HTTP status. */
  statusCodes: Record<string, number>;
  /** Answers by value of countHeader ('(none)' when absent). */
  headerCounts: Record<string, number>;
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * Loads one URL with autocannon in this process (the server is another process): a warm-up that
 * is thrown away (JIT, caches, connection set-up), then the measured window.
 */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const base: autocannon.Options = {
    url: options.url,
    method: 'GET',
    headers: options.headers,
    connections: options.connections,
    pipelining: 1,
    timeout: 10,
  };
  if (options.warmupSeconds > 0) await run({ ...base, duration: options.warmupSeconds });
  const headerCounts: Record<string, number> = {};
  const wanted = options.countHeader?.toLowerCase();
  const setupClient = (client: autocannon.Client) => {
    // autocannon passes the parser's header info ({ headers: [name, value, ...] }), not its typed shape.
    (client as NodeJS.EventEmitter).on('headers', (info: { headers: string[] }) => {
      let value = '(none)';
      for (let i = 0; i < info.headers.length; i += 2)
        if (info.headers[i]?.toLowerCase() === wanted) value = info.headers[i + 1] ?? '';
      headerCounts[value] = (headerCounts[value] ?? 0) + 1;
    });
  };
  options.onMeasureStart?.();
  const result = await run({ ...base, duration: options.durationSeconds, ...(wanted ? { setupClient } : {}) });
  const ok = result['2xx'];
  // autocannon's errors already include its timeouts.
  const errors = result.non2xx + result.errors;
  return {
    url: options.url,
    requestsPerSecond: result.requests.average,
    okPerSecond: ok / result.duration,
    latencyP50Ms: result.latency.p50,
    latencyP90Ms: result.latency.p90,
    latencyP97_5Ms: result.latency.p97_5,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    total: result.requests.total,
    ok,
    errors,
    bytesPerSecond: result.throughput.average,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat.count ?? 0]),
    ),
    headerCounts,
  };
}

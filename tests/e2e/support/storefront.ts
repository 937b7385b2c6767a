import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import pg from 'pg';

/**
 * The whole shop under the browser tests: the real web process and the real payment service as
 * child processes on free ports (production mode, the built bundle), on a fresh database.
 * `startServers` starts them; `storefrontOn` opens pages on them in a Playwright browser.
 */
export interface Servers {
  /** Origin of the storefront, e.g. http://localhost:41234 (no trailing slash). */
  baseUrl: string;
  /** Origin of the payment service, e.g. http://localhost:41235. */
  paymentsUrl: string;
  /** Origins of the further web processes asked for with `webProcesses` (same database). */
  moreWebUrls: string[];
  close(): Promise<void>;
}

/** What a browser test holds: the servers' origins and fresh pages on them. */
export interface Storefront extends Servers {
  /** A page in a fresh browser context (its own cookies), 1366 x 768 unless told otherwise. */
  newPage(opts?: { width?: number; height?: number }): Promise<Page>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/**
 * Debian's old headless shell (package chromium-headless-shell, installed by
 * scripts/ensure-chromium.mjs), the build Playwright's own headless runs use: it has no browser
 * UI to run, and the same files cost about half the Chromium CPU of the full browser
 * (decision 0027, fifth pass).
 */
export const chromiumPath = '/usr/bin/chromium-headless-shell';
/**
 * Without the networking flags, Chromium keeps calling out, and this machine's network refuses
 * it. Site isolation is off: the tests' pages are of two origins of our own (storefront and
 * payment service), and one renderer a page instead of one a site saves processes and CPU; CORS
 * and cookies are checked by the network stack either way.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=IsolateOrigins,site-per-process',
];
const startTimeoutMs = 120_000;
/**
 * Products the shared storefront seeds: the default catalogue of `npm start` (SEED_PRODUCTS,
 * decision 0030), so the crawl checks every link a new shopper meets and search has several
 * pages of a category.
 */
export const sharedSeedProducts = 3600;
const stopTimeoutMs = 10_000;

/** A port nobody listens on right now: the OS picks it, we let it go, the server takes it. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

interface ServerDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL; both processes share it. */
async function createServerDatabase(serverUrl: string): Promise<ServerDatabase> {
  const name = `bazaar_e2e_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

interface Child {
  name: string;
  process: ChildProcess;
  exited: Promise<void>;
}

/** Starts `node --import tsx <entry>` in its own process group, its output prefixed into the log. */
function startChild(name: string, entry: string, env: NodeJS.ProcessEnv, log: WriteStream): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = (chunk: Buffer) => {
    const lines = chunk.toString().split('\n');
    if (lines.at(-1) === '') lines.pop();
    for (const line of lines) log.write(`[${name}] ${line}\n`);
  };
  child.stdout?.on('data', prefix);
  child.stderr?.on('data', prefix);
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      log.write(`[${name}] exited (${signal ?? `code ${code}`})\n`);
      resolve();
    });
    child.once('error', (error) => {
      log.write(`[${name}] could not start: ${error.message}\n`);
      resolve();
    });
  });
  return { name, process: child, exited };
}

const isRunning = (child: Child) => child.process.exitCode === null && child.process.signalCode === null;

function signalGroup(child: Child, signal: NodeJS.Signals) {
  const pid = child.process.pid;
  if (!pid || !isRunning(child)) return;
  try {
    process.kill(-pid, signal);
  } catch {
    child.process.kill(signal);
  }
}

async function stopChild(child: Child): Promise<void> {
  if (!isRunning(child)) return;
  signalGroup(child, 'SIGTERM');
  const timer = new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), stopTimeoutMs).unref());
  if ((await Promise.race([child.exited.then(() => 'done' as const), timer])) === 'late') {
    signalGroup(child, 'SIGKILL');
    await child.exited;
  }
}

/** Polls a health endpoint until it answers 200, the process dies, or time runs out. */
async function waitHealthy(
  child: Child,
  url: string,
  headers: Record<string, string>,
  deadline: number,
): Promise<void> {
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (!isRunning(child)) throw new Error(`the ${child.name} process exited before it was healthy`);
    try {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      last = `HTTP ${res.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the ${child.name} process was not healthy at ${url} within ${startTimeoutMs / 1000} s (${last})`);
}

function readLog(file: string): string {
  try {
    const lines = readFileSync(file, 'utf8').split('\n');
    return lines.length > 200 ? ['...', ...lines.slice(-200)].join('\n') : lines.join('\n');
  } catch {
    return '(no log written)';
  }
}

export interface StartOptions {
  /**
   * Web processes to run side by side on the one database (PostgreSQL only: a PGlite database
   * belongs to one process). They start at the same moment, so they race to migrate and seed.
   */
  webProcesses?: number;
  /** Further environment of the processes, e.g. TRUST_PROXY for the shared storefront. */
  env?: Record<string, string>;
}

/** Starts the web process and the payment service on a fresh database; call `close()` after. */
export async function startServers(options: StartOptions = {}): Promise<Servers> {
  const [port, paymentsPort] = await Promise.all([freePort(), freePort()]);
  const extra = Math.max(0, (options.webProcesses ?? 1) - 1);
  const morePorts = await Promise.all(Array.from({ length: extra }, () => freePort()));
  const baseUrl = `http://localhost:${port}`;
  const paymentsUrl = `http://localhost:${paymentsPort}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bazaar-e2e-'));
  const logDir = path.join(root, 'test-results', 'e2e');
  mkdirSync(logDir, { recursive: true });
  const logFile = path.join(logDir, `storefront-${port}-${Date.now()}.log`);
  const log = createWriteStream(logFile);

  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: ServerDatabase | null = null;
  const children: Child[] = [];
  // If the test process ends without close() (a crash, a timeout), the servers end with it.
  const killOnExit = () => children.forEach((c) => signalGroup(c, 'SIGKILL'));
  process.once('exit', killOnExit);

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await Promise.all(children.map(stopChild));
    process.off('exit', killOnExit);
    await database
      ?.drop()
      .catch((error: Error) => log.write(`[harness] could not drop the database: ${error.message}\n`));
    await new Promise<void>((resolve) => log.end(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    if (serverUrl) database = await createServerDatabase(serverUrl);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      // Codes sent by SMS and email are read from the development outbox, as in a test mode.
      DEV_PAGES: 'on',
      HOST: '127.0.0.1',
      PORT: String(port),
      PAYMENTS_PORT: String(paymentsPort),
      PUBLIC_ORIGIN: baseUrl,
      PAYMENTS_ORIGIN: paymentsUrl,
      // Production refuses to start without a signing secret of its own (docs/decisions/0029).
      PAYMENTS_SIGNING_SECRET: process.env.PAYMENTS_SIGNING_SECRET ?? randomBytes(24).toString('base64url'),
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
      ...options.env,
    };
    if (database) env.DATABASE_URL = database.url;
    else delete env.DATABASE_URL;
    // The test runner's own settings must not leak into the servers.
    for (const key of Object.keys(env)) {
      if (/^(VITEST|PW_|PLAYWRIGHT)/.test(key) || key === 'TEST') delete env[key];
    }
    const where = database ? database.url : `PGlite in ${dataDir}`;
    log.write(`[harness] web ${baseUrl}, payments ${paymentsUrl}, database ${where}\n`);

    if (morePorts.length && !database) {
      throw new Error('several web processes need TEST_DATABASE_URL (a PGlite database belongs to one process)');
    }
    children.push(
      startChild('web', 'src/server.ts', env, log),
      startChild('payments', 'src/payments/server.ts', env, log),
    );
    const more = morePorts.map((p, i) =>
      startChild(
        `web-${i + 2}`,
        'src/server.ts',
        { ...env, PORT: String(p), PUBLIC_ORIGIN: `http://localhost:${p}` },
        log,
      ),
    );
    children.push(...more);
    const [web, payments] = children as [Child, Child];
    const deadline = Date.now() + startTimeoutMs;
    await Promise.all([
      waitHealthy(web, `http://127.0.0.1:${port}/api/health`, {}, deadline),
      waitHealthy(payments, `http://127.0.0.1:${paymentsPort}/api/v1/health`, { 'x-device-source': 'web' }, deadline),
      ...more.map((child, i) => waitHealthy(child, `http://127.0.0.1:${morePorts[i]}/api/health`, {}, deadline)),
    ]);
  } catch (error) {
    await close();
    const shown = `--- ${path.relative(root, logFile)} ---\n${readLog(logFile)}`;
    throw new Error(`The storefront did not start: ${(error as Error).message}\n${shown}`, { cause: error });
  }
  return { baseUrl, paymentsUrl, moreWebUrls: morePorts.map((p) => `http://localhost:${p}`), close };
}

export interface PageOptions {
  /**
   * Gives each browser context its own client address (`X-Forwarded-For`, believed by servers
   * started with TRUST_PROXY=127.0.0.1), so the per-address rate limits of one test never
   * reach another test on the shared storefront.
   */
  ownAddress?: boolean;
}

/** The client address each context of the shared storefront sends (absent: 127.0.0.1). */
const addresses = new WeakMap<BrowserContext, string>();
export const addressOf = (context: BrowserContext): string | undefined => addresses.get(context);

/** The storefront's pages and calls: its origin, but not its static files. */
const ownRequests = (baseUrl: string) =>
  new RegExp(`^${baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/(?!assets/|img/|cobrand/|favicon)`);

let addressSeq = 0;
/** 10.<worker>.<n>.<n>: unique within a run (a worker's index stays below 256 here). */
function nextAddress(): string {
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 256;
  const n = addressSeq++;
  return `10.${worker}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/**
 * Pages on running servers in a Playwright browser. `close()` closes the contexts it opened,
 * never the servers (their owner closes those). `track` lets a fixture close a test's contexts.
 */
export function storefrontOn(servers: Servers, browser: Browser, options: PageOptions = {}) {
  const contexts = new Set<BrowserContext>();
  let testContexts: Set<BrowserContext> | null = null;
  const storefront: Storefront = {
    baseUrl: servers.baseUrl,
    paymentsUrl: servers.paymentsUrl,
    moreWebUrls: servers.moreWebUrls,
    async newPage(opts = {}) {
      const viewport = { width: opts.width ?? 1366, height: opts.height ?? 768 };
      const context = await browser.newContext({ baseURL: servers.baseUrl, viewport });
      (testContexts ?? contexts).add(context);
      if (options.ownAddress) {
        const address = nextAddress();
        addresses.set(context, address);
        // Only the storefront's own requests: a header added to cross-origin calls would change CORS.
        // Its static files (the bundle, images, co-brand art) carry no address-bound limit and go
        // straight through: a pattern, unlike a function, is matched by Playwright itself, so
        // those requests never wait on this worker (decision 0027).
        await context.route(ownRequests(servers.baseUrl), (route) =>
          route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
        );
      }
      return context.newPage();
    },
    async close() {
      await Promise.allSettled([...contexts].map((c) => c.close()));
      contexts.clear();
    },
  };
  /** Contexts opened until `end()` belong to the running test and close with it. */
  const track = () => {
    const mine = new Set<BrowserContext>();
    testContexts = mine;
    return async () => {
      testContexts = null;
      await Promise.allSettled([...mine].map((c) => c.close()));
    };
  };
  return { storefront, track };
}

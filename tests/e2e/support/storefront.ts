import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, type WriteStream } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * The whole shop for one browser test file: the real web process and the real payment service
 * as child processes on free ports (production mode, the built bundle), on a fresh database,
 * and one Chromium. `close()` takes all of it down again.
 */
export interface Storefront {
  /** Origin of the storefront, e.g. http://localhost:41234 (no trailing slash). */
  baseUrl: string;
  /** Origin of the payment service, e.g. http://localhost:41235. */
  paymentsUrl: string;
  /** Origins of the further web processes asked for with `webProcesses` (same database). */
  moreWebUrls: string[];
  /** A page in a fresh browser context (its own cookies), 1366 x 768 unless told otherwise. */
  newPage(opts?: { width?: number; height?: number }): Promise<Page>;
  close(): Promise<void>;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const chromiumPath = '/usr/bin/chromium';
/** Without the networking flags, Chromium keeps calling out, and this machine's network refuses it. */
export const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const startTimeoutMs = 120_000;
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
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
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
async function waitHealthy(child: Child, url: string, headers: Record<string, string>, deadline: number): Promise<void> {
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
}

/** Starts the shop for one test file; call `close()` in afterAll. */
export async function startStorefront(options: StartOptions = {}): Promise<Storefront> {
  const [port, paymentsPort] = await Promise.all([freePort(), freePort()]);
  const morePorts = await Promise.all(Array.from({ length: Math.max(0, (options.webProcesses ?? 1) - 1) }, () => freePort()));
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
  let browser: Browser | null = null;
  let launching: Promise<Browser> | null = null;
  const contexts = new Set<BrowserContext>();
  // If the test process ends without close() (a crash, a timeout), the servers end with it.
  const killOnExit = () => children.forEach((c) => signalGroup(c, 'SIGKILL'));
  process.once('exit', killOnExit);

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await Promise.allSettled([...contexts].map((c) => c.close()));
    await launching?.then((b) => b.close()).catch(() => {});
    await Promise.all(children.map(stopChild));
    process.off('exit', killOnExit);
    await database?.drop().catch((error: Error) => log.write(`[harness] could not drop the database: ${error.message}\n`));
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
    };
    if (database) env.DATABASE_URL = database.url;
    else delete env.DATABASE_URL;
    // The test runner's own settings must not leak into the servers.
    for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key === 'TEST') delete env[key];
    log.write(`[harness] web ${baseUrl}, payments ${paymentsUrl}, database ${database ? database.url : `PGlite in ${dataDir}`}\n`);

    if (morePorts.length && !database) throw new Error('several web processes need TEST_DATABASE_URL (a PGlite database belongs to one process)');
    children.push(startChild('web', 'src/server.ts', env, log), startChild('payments', 'src/payments/server.ts', env, log));
    const more = morePorts.map((p, i) => startChild(`web-${i + 2}`, 'src/server.ts', { ...env, PORT: String(p), PUBLIC_ORIGIN: `http://localhost:${p}` }, log));
    children.push(...more);
    const [web, payments] = children as [Child, Child];
    const deadline = Date.now() + startTimeoutMs;
    launching = chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    const [launched] = await Promise.all([
      launching,
      waitHealthy(web, `http://127.0.0.1:${port}/api/health`, {}, deadline),
      waitHealthy(payments, `http://127.0.0.1:${paymentsPort}/api/v1/health`, { 'x-device-source': 'web' }, deadline),
      ...more.map((child, i) => waitHealthy(child, `http://127.0.0.1:${morePorts[i]}/api/health`, {}, deadline)),
    ]);
    browser = launched;
  } catch (error) {
    await close();
    throw new Error(`The storefront did not start: ${(error as Error).message}\n--- ${path.relative(root, logFile)} ---\n${readLog(logFile)}`);
  }

  const started = browser;
  return {
    baseUrl,
    paymentsUrl,
    moreWebUrls: morePorts.map((p) => `http://localhost:${p}`),
    async newPage(opts = {}) {
      const context = await started.newContext({ baseURL: baseUrl, viewport: { width: opts.width ?? 1366, height: opts.height ?? 768 } });
      contexts.add(context);
      context.once('close', () => contexts.delete(context));
      return context.newPage();
    },
    close,
  };
}

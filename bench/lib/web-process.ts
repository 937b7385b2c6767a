import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { serverNodeFlags } from '../../scripts/server-node-flags.mjs';

/** Benchmarks talk to loopback only. */
export const benchHost = '127.0.0.1';

export interface WebProcess {
  origin: string;
  /** The child's process id, for reading its memory (bench/lib/memory.ts). */
  pid: number;
  /** Milliseconds from spawn to the first healthy answer (migrations and seed included). */
  startupMs: number;
  /** The last lines the process wrote, for a failure message. */
  output(): string;
  stop(): Promise<void>;
  /** Kills it at once with SIGKILL, as a crash would: no shutdown hook runs, its data stays. */
  crash(): Promise<void>;
}

export interface WebProcessOptions {
  root: string;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeFlags?: string[];
  env?: Record<string, string>;
  startTimeoutMs?: number;
  /** The process to start: the web process by default; `src/payments/server.ts` for the payment service. */
  entry?: string;
  /** Its port; a free one by default. */
  port?: number;
  /** The embedded database's folder, kept after it stops (a restart reopens it); a fresh temporary one by default. */
  dataDir?: string;
  /** Where and how to ask whether it is up (the payment service wants `x-device-source`). */
  healthPath?: string;
  healthHeaders?: Record<string, string>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, benchHost, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the real web process (`node [serverNodeFlags] --import tsx src/server.ts`) in production
 * mode on a free loopback port with a fresh embedded database (or DATABASE_URL when set), and waits
 * until /api/health answers. The child gets its own process group, so Ctrl-C reaches the bench alone
 * and the bench stops the child exactly once.
 */
/**
 * The payment service (`src/payments/server.ts`) as `npm start` runs it, on `port`; its health
 * check wants `x-device-source`.
 */
export function startPaymentService(
  options: Omit<WebProcessOptions, 'entry' | 'healthPath' | 'healthHeaders'> & { port: number },
): Promise<WebProcess> {
  return startWebProcess({
    ...options,
    entry: 'src/payments/server.ts',
    healthPath: '/api/v1/health',
    healthHeaders: { 'x-device-source': 'web' },
  });
}

export async function startWebProcess(options: WebProcessOptions): Promise<WebProcess> {
  const port = options.port ?? (await freePort());
  const origin = `http://${benchHost}:${port}`;
  const entry = options.entry ?? 'src/server.ts';
  const ownDataDir = !options.dataDir && !process.env.DATABASE_URL && !options.env?.DATABASE_URL;
  const dataDir = options.dataDir ?? (ownDataDir ? mkdtempSync(path.join(os.tmpdir(), 'bazaar-bench-')) : null);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: benchHost,
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    // Production refuses to start without a signing secret of its own (docs/decisions/0029).
    PAYMENTS_SIGNING_SECRET: process.env.PAYMENTS_SIGNING_SECRET ?? randomBytes(24).toString('base64url'),
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    ...options.env,
  };
  const started = performance.now();
  // The flags `npm start` gives (scripts/start.mjs), then the run's own.
  const child = spawn(process.execPath, [...serverNodeFlags, ...(options.nodeFlags ?? []), '--import', 'tsx', entry], {
    cwd: options.root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A last resort if the bench itself dies: never leave a server behind.
  const removeData = () => {
    if (dataDir && ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const killOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    removeData();
  };
  process.once('exit', killOnExit);

  const cleanup = () => {
    process.removeListener('exit', killOnExit);
    removeData();
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    cleanup();
  };

  try {
    await waitForHealth(
      `${origin}${options.healthPath ?? '/api/health'}`,
      options.healthHeaders ?? {},
      child,
      options.startTimeoutMs ?? 120_000,
    );
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- web process output ---\n${lines.join('\n')}`, { cause: error });
  }
  return {
    origin,
    pid: child.pid ?? 0,
    startupMs: performance.now() - started,
    output: () => lines.join('\n'),
    stop,
    async crash() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      cleanup();
    },
  };
}

async function waitForHealth(
  url: string,
  headers: Record<string, string>,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The web process stopped during start-up (${child.signalCode ?? `exit code ${child.exitCode}`})`);
    try {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`The process did not answer ${url} within ${timeoutMs / 1000} s`);
}

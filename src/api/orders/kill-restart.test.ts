import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { signUpShopper } from '../../../bench/lib/shopper.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { internalPaths, signatureHeader, statusAnswer } from '../../contracts/payment-internal.ts';
import { signBody } from '../../platform/signing.ts';

/**
 * MONEY-PATH.md (Saleor #12652): the real web process is killed with SIGKILL after the payment
 * service took the token's session and before the charge's order is written; the shopper pays
 * while it is down (the payment service charges, but cannot tell the API), the web process
 * restarts on the same database, and its reconciliation finds the charge and writes exactly one
 * order. On the embedded database (each process its own folder under one DATA_DIR), skipped
 * until the storefront is built; KILL_RUNS repeats it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const runs = Number(process.env.KILL_RUNS ?? 1);
const pincode = '560001';

type Json = Record<string, unknown>;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

interface Child {
  pid: number;
  stop(): Promise<void>;
  output(): string;
}

/** Starts `entry` (the web process or the payment service) in production mode and waits for its health check. */
async function startProcess(
  entry: string,
  env: Record<string, string>,
  health: string,
  headers: Record<string, string> = {},
): Promise<Child> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => void lines.push(...chunk.toString('utf8').split('\n').filter(Boolean).slice(-40));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
  };
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited:\n${lines.join('\n')}`);
    const ok = await fetch(health, { headers })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${entry} did not start:\n${lines.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return { pid: child.pid ?? 0, stop, output: () => lines.join('\n') };
}

async function call<T = Json>(origin: string, cookie: string, method: string, url: string, body?: unknown) {
  const res = await fetch(`${origin}${url}`, {
    method,
    headers: { origin, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text, json: () => (JSON.parse(text) as { RESPONSE: T }).RESPONSE };
}

async function payCall(web: string, payments: string, url: string, token: string, body: Json) {
  const sep = url.includes('?') ? '&' : '?';
  const res = await fetch(`${payments}${url}${sep}token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: {
      origin: web,
      'content-type': 'application/json',
      'x-device-source': 'web',
      'x-idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ token, ...body }),
  });
  return { status: res.status, text: await res.text() };
}

const gone = (pid: number) => {
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
};

async function until<T>(what: string, ms: number, probe: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== null) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The real web process serves the built storefront: run `node scripts/build.mjs` first (the browser tests do). */
const built = existsSync(path.join(root, 'dist/server/entry-server.js'));

describe.skipIf(Boolean(process.env.DATABASE_URL) || !built)(
  'a web process killed between the charge and the order',
  () => {
    it('when it is killed with SIGKILL and restarted, then its reconciliation writes exactly one order for the one charge', async () => {
      const secret = randomBytes(24).toString('base64url');
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bazaar-kill-'));
      const [webPort, payPort] = [await freePort(), await freePort()];
      const webOrigin = `http://127.0.0.1:${webPort}`;
      const payOrigin = `http://127.0.0.1:${payPort}`;
      const shared = {
        PAYMENTS_SIGNING_SECRET: secret,
        PAYMENTS_ORIGIN: payOrigin,
        PAYMENTS_PORT: String(payPort),
        PUBLIC_ORIGIN: webOrigin,
        DEV_PAGES: 'on',
        SEED_PRODUCTS: '80',
        ORDER_RECONCILE_MS: '1000',
        DATA_DIR: dataDir,
      };
      const startWeb = () =>
        startProcess('src/server.ts', { ...shared, PORT: String(webPort) }, `${webOrigin}/api/health`);
      const started: Child[] = [];
      try {
        let web = await startWeb();
        started.push(web);
        const payments = await startProcess('src/payments/server.ts', shared, `${payOrigin}/api/v1/health`, {
          'x-device-source': 'web',
        });
        started.push(payments);
        const shopper = await signUpShopper(webOrigin, { firstName: 'Killtest', pincode });

        // An in-stock listing that reaches the shopper's pincode.
        const browse = await call<{ products: { id: string }[] }>(
          webOrigin,
          shopper.cookie,
          'POST',
          '/api/1/product/smart-browse',
          {
            requestContext: { q: '' },
          },
        );
        const listingIds: string[] = [];
        for (const product of browse.json().products) {
          type Offer = { listingId: string; stockState: string; delivery: { serviceable: boolean } | null };
          const page = await call<{ sellers: Offer[] }>(
            webOrigin,
            shopper.cookie,
            'POST',
            '/api/3/page/dynamic/product-sellers',
            {
              requestContext: { productId: product.id },
              locationContext: { pincode },
            },
          );
          const offer = page.json().sellers.find((s) => s.stockState === 'IN_STOCK' && s.delivery?.serviceable);
          if (offer) listingIds.push(offer.listingId);
          if (listingIds.length >= runs) break;
        }
        expect(listingIds.length).toBeGreaterThan(0);

        for (let run = 0; run < runs; run++) {
          const listingId = listingIds[run % listingIds.length] as string;
          const init = await call<{ orderSummary: { buyableStateItems: { cartItemRefId: string }[] } }>(
            webOrigin,
            shopper.cookie,
            'POST',
            '/api/4/checkout/init?loginFlow=false',
            { checkoutType: 'PHYSICAL', listings: [{ listingId, qty: 1 }] },
          );
          expect(init.status, init.body).toBe(200);
          const refs = init.json().orderSummary.buyableStateItems.map((i) => i.cartItemRefId);
          const saved = await call(webOrigin, shopper.cookie, 'POST', '/api/4/checkout/contact', {
            name: 'Kill Test',
            phone: '9876543210',
            pincode,
            addressLine1: '12 MG Road, Ashok Nagar',
            city: 'Bengaluru',
            state: 'Karnataka',
            locationTypeTag: 'HOME',
            cartItemRefIds: refs,
          });
          expect(saved.status, saved.body).toBe(200);
          const tokenRes = await call<{ getPaymentToken: { token: string } }>(
            webOrigin,
            shopper.cookie,
            'GET',
            '/api/3/checkout/paymentToken',
          );
          expect(tokenRes.status, tokenRes.body).toBe(200);
          const token = tokenRes.json().getPaymentToken.token;
          // The payment service learns the token's session from the API while it is up.
          const options = await payCall(webOrigin, payOrigin, '/api/v1/payments/options', token, {});
          expect(options.status, options.text).toBe(200);

          // Killed before the order is written: the charge happens while the API is down.
          process.kill(web.pid, 'SIGKILL');
          await until('the web process to die', 10_000, async () => (gone(web.pid) ? true : null));
          await payCall(webOrigin, payOrigin, '/api/v1/payments/pay?instrument=CREDIT', token, {
            card_number: '4111111111111111',
            expiry_month: 12,
            expiry_year: new Date().getFullYear() + 3,
            cvv: '123',
            name_on_card: 'Kill Test',
          });
          const body = JSON.stringify({ tokens: [token] });
          const status = await fetch(`${payOrigin}${internalPaths.status}`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-device-source': 'web',
              origin: webOrigin,
              [signatureHeader]: signBody(secret, body),
            },
            body,
          });
          const charges = statusAnswer.parse(((await status.json()) as { RESPONSE: unknown }).RESPONSE).payments;
          const success = charges.filter((p) => p.status === 'SUCCESS');
          expect(success, JSON.stringify(charges)).toHaveLength(1);
          const paymentId = success[0]?.paymentId as string;

          web = await startWeb();
          started.push(web);
          // Without the token, the confirmation only reads: the order must come from the reconciliation.
          const confirmation = await until('the reconciliation to write the order', 60_000, async () => {
            const res = await call<{ statusCode: number; orderList: { orderId: string }[] }>(
              webOrigin,
              shopper.cookie,
              'GET',
              `/api/1/self-serve/order/confirmation/?reference_id=${encodeURIComponent(paymentId)}`,
            );
            return res.status === 200 ? res.json() : null;
          });
          expect(confirmation.statusCode).toBe(200);
          expect(confirmation.orderList).toHaveLength(1);
          // The browser's return with the token finds the same order; the one charge stays one.
          const again = await call<{ orderList: { orderId: string }[] }>(
            webOrigin,
            shopper.cookie,
            'GET',
            `/api/1/self-serve/order/confirmation/?reference_id=${encodeURIComponent(paymentId)}&token=${encodeURIComponent(token)}`,
          );
          expect(again.json().orderList.map((o) => o.orderId)).toEqual(confirmation.orderList.map((o) => o.orderId));
        }
      } finally {
        for (const p of started.reverse()) await p.stop().catch(() => undefined);
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 600_000);
  },
);

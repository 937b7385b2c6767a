import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { auditOrders } from '../../bench/lib/payment-audit.ts';
import { checkoutToToken, listingsToBuy, pay, successCard, type PayOrigins } from '../../bench/lib/payments.ts';
import { signUpShopper, type BenchShopper } from '../../bench/lib/shopper.ts';
import { freePort, startPaymentService, startWebProcess, type WebProcess } from '../../bench/lib/web-process.ts';

/**
 * MONEY-PATH.md: "SIGKILL the web process between the charge and the order write, restart: exactly
 * one order". The real web process and the real payment service (no browser): shoppers pay by card
 * at once, and a few milliseconds in (a different moment each round, so some payments are charged
 * before their order is written, some while it is written, some after) the web process is killed
 * with SIGKILL and started again on the same database. Afterwards every charge has exactly one
 * order group and every paid token one charge: the payment service's notifier and the API's
 * reconciliation job finish what the crash cut off, and a replay writes nothing twice.
 * On PostgreSQL (TEST_DATABASE_URL) 10 rounds of 5 payments (50 killed runs), with the SQL audit of
 * bench/lib/payment-audit.ts; on PGlite, whose files one process owns, 2 rounds, checked through
 * the confirmation call.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const rounds = serverUrl ? 10 : 2;
const perRound = 5;
const root = path.resolve(import.meta.dirname, '../..');

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let database: { url: string; name: string } | null = null;
let dataDir: string | null = null;
let web: WebProcess | null = null;
let payments: WebProcess | null = null;

test.afterAll(async () => {
  await web?.stop();
  await payments?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  if (database && serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database.name} with (force)`);
    await admin.end();
  }
});

test('when the web process is killed while payments complete, then after a restart each charge has exactly one order', async () => {
  if (serverUrl) {
    const name = `bazaar_crash_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    database = { url: url.toString(), name };
  } else dataDir = mkdtempSync(path.join(os.tmpdir(), 'bazaar-crash-'));

  const [webPort, paymentsPort] = await Promise.all([freePort(), freePort()]);
  const origins: PayOrigins = { web: `http://127.0.0.1:${webPort}`, payments: `http://127.0.0.1:${paymentsPort}` };
  const env = {
    DEV_PAGES: 'on',
    PAYMENTS_SIGNING_SECRET: randomUUID(),
    PUBLIC_ORIGIN: origins.web,
    PAYMENTS_ORIGIN: origins.payments,
    PAYMENTS_PORT: String(paymentsPort),
    // Reconciliation every second, so the test does not wait for the 15 s of production.
    ORDER_RECONCILE_MS: '1000',
    // A small shop: the test needs 50 listings to buy, not the demo catalogue's seed time.
    SEED_PRODUCTS: '400',
    ...(database ? { DATABASE_URL: database.url } : {}),
  };
  const startWeb = () => startWebProcess({ root, port: webPort, env, ...(dataDir ? { dataDir } : {}) });
  web = await startWeb();
  payments = await startPaymentService({
    root,
    port: paymentsPort,
    env,
    ...(dataDir ? { dataDir } : {}),
  });

  // One checkout a shopper at a time: a shopper for each payment of a round.
  const shoppers: BenchShopper[] = [];
  for (let i = 0; i < perRound; i++) shoppers.push(await signUpShopper(origins.web, { firstName: `Crash${i}` }));
  const listings = await listingsToBuy(origins.web, shoppers[0]?.cookie ?? '', perRound * rounds);
  const contacts = shoppers.map(() => ({ id: null as string | null }));
  const paid: { shopper: BenchShopper; token: string; paymentId: string }[] = [];

  for (let round = 0; round < rounds; round++) {
    const tokens = await Promise.all(
      shoppers.map((s, i) =>
        checkoutToToken(
          origins.web,
          s.cookie,
          listings[(round * perRound + i) % listings.length] ?? '',
          contacts[i] ?? { id: null },
        ),
      ),
    ).catch((error: unknown) => {
      // The web process's last lines say why it answered 500 (a deadlock did, decision 0053).
      throw new Error(`round ${round}: ${(error as Error).message}\n--- web process ---\n${web?.output() ?? ''}`, {
        cause: error,
      });
    });
    // The payment service learns each token's amount from the API before the web process dies.
    for (const token of tokens) await pay(origins, '/api/v1/payments/options', token, {});
    const paying = tokens.map((token) =>
      pay<{ action: string; payment_id: string | null }>(
        origins,
        '/api/v1/payments/pay?instrument=CREDIT',
        token,
        successCard,
        randomUUID(),
      ),
    );
    await new Promise((r) => setTimeout(r, (round * 7) % 40));
    await web.crash();
    const answers = await Promise.all(paying);
    answers.forEach((answer, i) => {
      // Charged whatever happened to the web process: the card was taken, the order must follow.
      expect(answer.action, JSON.stringify(answer)).toBe('DONE');
      paid.push({ shopper: shoppers[i] as BenchShopper, token: tokens[i] ?? '', paymentId: answer.payment_id ?? '' });
    });
    web = await startWeb();
  }

  if (database) {
    // Nobody asks for a confirmation here: the notifier and the reconciliation job must finish
    // alone. An order written by the reconciliation is acknowledged to the payment service by the
    // notifier's next try, which backs off (2, 4, 8 s...) while the web process was down.
    const url = database.url;
    await expect.poll(async () => (await auditOrders(url)).ok, { timeout: 120_000, intervals: [2000] }).toBe(true);
    const audit = await auditOrders(url);
    expect(audit.text).toMatch(new RegExp(`^${paid.length} charges, ${paid.length} order groups`));
  }
  // Each payment's confirmation shows its orders, as often as it is asked.
  for (const { shopper, token, paymentId } of paid) {
    const url = `${origins.web}/api/1/self-serve/order/confirmation/?reference_id=${encodeURIComponent(paymentId)}&token=${encodeURIComponent(token)}`;
    const ask = async () => {
      const res = await fetch(url, { headers: { cookie: shopper.cookie, origin: origins.web } });
      return (await res.json()) as { RESPONSE: { statusCode: number; orderList: { orderId: string }[] } };
    };
    await expect.poll(async () => (await ask()).RESPONSE.statusCode, { timeout: 30_000 }).toBe(200);
    const [first, again] = [await ask(), await ask()];
    expect(first.RESPONSE.orderList.length).toBeGreaterThan(0);
    expect(again.RESPONSE.orderList.map((o) => o.orderId)).toEqual(first.RESPONSE.orderList.map((o) => o.orderId));
  }
  // Every payment id is distinct: one charge a token.
  expect(new Set(paid.map((p) => p.paymentId)).size).toBe(paid.length);
});

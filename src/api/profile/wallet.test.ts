import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPaymentService } from '../../../tests/support/payments-kit.ts';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { internalPaths, signatureHeader } from '../../contracts/payment-internal.ts';
import { walletSchema, walletUnavailable } from '../../contracts/profile.ts';
import type { Database } from '../../platform/db/database.ts';
import { createSessionStore } from '../../platform/session.ts';
import { signBody } from '../../platform/signing.ts';

/**
 * `GET /api/3/user/wallet` against the real payment service, which owns the balances (issue 12:
 * "the account wallet page shows the real balance; demo accounts get some").
 */
const secret = 'test-signing-secret-of-the-wallet';
let t: TestApp;
let payments: FastifyInstance;
let paymentsDb: Database;
let closePayments: () => Promise<void>;

let paymentsOrigin: string;

beforeAll(async () => {
  const service = await startPaymentService(secret);
  ({ origin: paymentsOrigin, app: payments, database: paymentsDb } = service);
  closePayments = service.close;
  t = await createTestApp({ PAYMENTS_ORIGIN: paymentsOrigin, PAYMENTS_SIGNING_SECRET: secret });
});
afterAll(async () => {
  await t.close();
  await closePayments();
});

async function shopper(): Promise<{ cookie: string; accountId: string }> {
  const accountId = randomUUID();
  const { token } = await createSessionStore(t.database.db).create(accountId);
  return { cookie: `sid=${token}`, accountId };
}
const wallet = (cookie?: string) =>
  t.call({ method: 'GET', url: '/api/3/user/wallet', headers: cookie ? { cookie } : {} });

describe('the account wallet', () => {
  it('when a new shopper opens it, then the demo balances of the payment service show, the gift card wallet as the balance', async () => {
    const { cookie } = await shopper();
    const res = await wallet(cookie);
    expect(res.statusCode).toBe(200);
    expect(walletSchema.safeParse(res.json().RESPONSE).success).toBe(true);
    expect(res.json().RESPONSE).toEqual({
      balance: 200_000,
      wallets: [
        { code: 'SCLP_WALLET', title: 'SuperCoins wallet', balance: 50_000 },
        { code: 'FLIPKART_CREDIT', title: 'Pay Later', balance: 1_000_000 },
        { code: 'QC_SCLP', title: 'Gift card wallet', balance: 200_000 },
      ],
    });
  });

  it('when the payment service spends from a balance, then the next answer shows what is left (the API keeps no copy)', async () => {
    const { cookie, accountId } = await shopper();
    await wallet(cookie);
    await paymentsDb.db.execute(
      sql`update payments.wallets set balance = balance - 12345 where account_id = ${accountId} and code = 'QC_SCLP'`,
    );
    expect((await wallet(cookie)).json().RESPONSE.balance).toBe(200_000 - 12_345);
  });

  it('when logged out, then 401', async () => {
    expect((await wallet()).statusCode).toBe(401);
  });

  it('when the payment service cannot be reached, then 503 with a message to try again', async () => {
    const down = await createTestApp({ PAYMENTS_ORIGIN: 'http://127.0.0.1:9', PAYMENTS_SIGNING_SECRET: secret });
    try {
      const { token } = await createSessionStore(down.database.db).create(randomUUID());
      const res = await down.call({ method: 'GET', url: '/api/3/user/wallet', headers: { cookie: `sid=${token}` } });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ ERROR_CODE: 'WALLET_UNAVAILABLE', ERROR_MESSAGE: walletUnavailable });
    } finally {
      await down.close();
    }
  });

  it('when anyone but the API asks the payment service for balances, then 401 and no balance', async () => {
    const body = JSON.stringify({ accountId: randomUUID() });
    const call = (signature?: string) =>
      payments.inject({
        method: 'POST',
        url: internalPaths.wallets,
        headers: {
          host: new URL(paymentsOrigin).host,
          'content-type': 'application/json',
          ...(signature ? { [signatureHeader]: signature } : {}),
        },
        payload: body,
      });
    for (const res of [await call(), await call(signBody('another-secret-of-16-chars', body))]) {
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('balance');
    }
    expect((await call(signBody(secret, body))).statusCode).toBe(200);
  });
});

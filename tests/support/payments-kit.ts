import { randomBytes, randomUUID } from 'node:crypto';
import { freePort } from '../../bench/lib/web-process.ts';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { internalPaths, signatureHeader, type SessionAnswer } from '../../src/contracts/payment-internal.ts';
import { loadConfig } from '../../src/platform/config.ts';
import type { Database } from '../../src/platform/db/database.ts';
import pino from 'pino';
import type { Logger } from '../../src/platform/logger.ts';
import { verifySignature } from '../../src/platform/signing.ts';
import { createTestDatabase } from './test-database.ts';
import { buildPaymentsApp } from '../../src/payments/app.ts';
import { envelope } from '../../src/contracts/envelope.ts';
import { payAnswer, type PayAnswer } from '../../src/contracts/payments.ts';
import { paymentPaths } from '../../src/contracts/payments-paths.ts';

/**
 * A payment service under test with a small real stand-in of the marketplace API (the counterpart
 * of the signed internal calls: session, completed, failed), listening on a port and checking
 * every signature as the API does. Tokens are made here with what they bind.
 */
export interface StandInApi {
  origin: string;
  tokens: Map<string, SessionAnswer>;
  /** Completion calls received, in order (one entry per call). */
  completed: { paymentId: string; amount: number; instruments: unknown[]; token: string }[];
  failed: { paymentId: string; reason: string }[];
  /** 'up' answers; 'down' answers 503; 'refund' answers REFUND to completions. */
  mode: 'up' | 'down' | 'refund';
  /** How many of the next `failed` calls answer 503 (each still counted in `failed`). */
  failedRefusals: number;
  badSignatures: number;
  close(): Promise<void>;
}

export const secret = 'test-signing-secret-0123456789';

export async function startStandInApi(): Promise<StandInApi> {
  const app = Fastify();
  const state: Omit<StandInApi, 'origin' | 'close'> = {
    tokens: new Map(),
    completed: [],
    failed: [],
    mode: 'up',
    failedRefusals: 0,
    badSignatures: 0,
  };
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    (request as { raw2?: string }).raw2 = String(body);
    done(null, JSON.parse(String(body)));
  });
  const orders = new Map<string, string>();
  app.addHook('preHandler', async (request, reply) => {
    if (!verifySignature(secret, (request as { raw2?: string }).raw2 ?? '', request.headers[signatureHeader])) {
      state.badSignatures++;
      return reply
        .status(401)
        .send({ STATUS_CODE: 401, ERROR_CODE: 'INTERNAL_SIGNATURE_INVALID', ERROR_MESSAGE: 'bad' });
    }
    if (state.mode === 'down')
      return reply.status(503).send({ STATUS_CODE: 503, ERROR_CODE: 'DOWN', ERROR_MESSAGE: 'down' });
  });
  app.post(internalPaths.session, async (request, reply) => {
    const { token } = request.body as { token: string };
    const bound = state.tokens.get(token);
    if (!bound)
      return reply
        .status(404)
        .send({ STATUS_CODE: 404, ERROR_CODE: 'PAYMENT_TOKEN_UNKNOWN', ERROR_MESSAGE: 'unknown' });
    return { STATUS_CODE: 200, RESPONSE: bound };
  });
  app.post(internalPaths.completed, async (request) => {
    const body = request.body as { paymentId: string; amount: number; instruments: unknown[]; token: string };
    state.completed.push(body);
    if (state.mode === 'refund')
      return { STATUS_CODE: 200, RESPONSE: { outcome: 'REFUND', referenceId: null, orderIds: [] } };
    const bound = state.tokens.get(body.token);
    if (bound) bound.status = 'SOLD';
    if (!orders.has(body.paymentId)) orders.set(body.paymentId, `OD${orders.size + 1}`);
    return {
      STATUS_CODE: 200,
      RESPONSE: { outcome: 'ORDERED', referenceId: body.paymentId, orderIds: [orders.get(body.paymentId)] },
    };
  });
  app.post(internalPaths.failed, async (request, reply) => {
    const body = request.body as { paymentId: string; reason: string; token: string };
    state.failed.push(body);
    if (state.failedRefusals > 0) {
      state.failedRefusals -= 1;
      return reply.status(503).send({ STATUS_CODE: 503, ERROR_CODE: 'UNAVAILABLE', ERROR_MESSAGE: 'Busy' });
    }
    const bound = state.tokens.get(body.token);
    if (bound) bound.status = 'RELEASED';
    return { STATUS_CODE: 200, RESPONSE: { status: 'RELEASED' } };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(state, { origin: `http://127.0.0.1:${port}`, close: () => app.close() });
}

/** A card the stand-in bank accepts. */
export const visa = {
  card_number: '4111111111111111',
  expiry_month: 12,
  expiry_year: 2031,
  cvv: '737',
  name_on_card: 'Asha',
};

export interface PaymentsKit {
  app: FastifyInstance;
  api: StandInApi;
  database: Database;
  logs: string[];
  /** A fresh token binding `amount` paise for `accountId` (null: a guest). */
  token(amount: number, accountId?: string | null, minutes?: number): string;
  /** A call as the storefront makes it: token in the query, x-device-source, its Origin. */
  post(
    path: string,
    token: string,
    body?: unknown,
    key?: string | false,
    query?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(path: string, token: string): Promise<LightMyRequestResponse>;
  /** The pay call with `instrument` (a 200 expected), its answer. */
  pay(token: string, instrument: string, body?: Record<string, unknown>, key?: string): Promise<PayAnswer>;
  /** The shopper's `action` on the bank page a pay answer redirected to. */
  bankPage(redirectUrl: string | null | undefined, action: 'approve' | 'cancel'): Promise<LightMyRequestResponse>;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createPaymentsKit(): Promise<PaymentsKit> {
  const api = await startStandInApi();
  const database = await createTestDatabase(['payments']);
  const logs: string[] = [];
  const sink = { write: (line: string) => void logs.push(line) };
  const logger: Logger = pino({ level: 'trace' }, sink);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'trace',
    PUBLIC_ORIGIN: api.origin,
    PAYMENTS_ORIGIN: 'http://localhost',
    PAYMENTS_SIGNING_SECRET: secret,
  });
  const app = await buildPaymentsApp({ config, database, logger });
  await app.ready();
  // The first fetch of a process loads undici (seconds on a busy machine): not the calls' 2 s budget.
  await fetch(`${api.origin}/warm-up`).catch(() => undefined);
  const headers = { 'x-device-source': 'web', origin: api.origin };
  const post: PaymentsKit['post'] = (path, token, body = {}, key = randomUUID(), query = {}) =>
    app.inject({
      method: 'POST',
      url: path,
      query: { token, ...query },
      headers: { ...headers, ...(key ? { 'x-idempotency-key': key } : {}) },
      payload: body as Record<string, unknown>,
    });
  return {
    app,
    api,
    database,
    logs,
    token(amount, accountId = 'acc-demo', minutes = 15) {
      const token = `res_${randomBytes(6).toString('hex')}.${randomBytes(16).toString('base64url')}`;
      api.tokens.set(token, {
        reservationId: token.split('.')[0] ?? '',
        checkoutId: `chk_${randomBytes(4).toString('hex')}`,
        accountId,
        amount,
        items: [{ listingId: 'LST1', quantity: 1, price: amount }],
        status: 'HELD',
        expiresAt: new Date(Date.now() + minutes * 60_000).toISOString(),
      });
      return token;
    },
    post,
    get(path, token) {
      return app.inject({ method: 'GET', url: path, query: { token }, headers });
    },
    async pay(token, instrument, body = {}, key) {
      const res = await post(paymentPaths.pay, token, body, key, { instrument });
      if (res.statusCode !== 200) throw new Error(`pay: ${res.statusCode} ${res.body}`);
      return envelope(payAnswer).parse(res.json()).RESPONSE;
    },
    bankPage(redirectUrl, action) {
      const url = new URL(redirectUrl ?? '');
      return app.inject({
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { origin: 'http://localhost' },
        payload: { action },
      });
    },
    inject: (options) => app.inject(options),
    async close() {
      await app.close();
      await api.close();
      await database.close();
    },
  };
}

/**
 * The real payment service listening on a free loopback port, its origin its PAYMENTS_ORIGIN (it
 * answers its own origin alone), for API tests of the signed calls the API makes to it.
 */
export async function startPaymentService(
  signingSecret: string,
  /** `publicOrigin`: the storefront's (and the API's) origin, where it sends its signed calls. */
  options: { publicOrigin?: string } = {},
): Promise<{
  origin: string;
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}> {
  const database = await createTestDatabase(['payments']);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_ORIGIN: options.publicOrigin ?? 'http://localhost:3000',
    PAYMENTS_ORIGIN: origin,
    PAYMENTS_SIGNING_SECRET: signingSecret,
  });
  const app = await buildPaymentsApp({ config, database, logger: pino({ level: 'silent' }) });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    origin,
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

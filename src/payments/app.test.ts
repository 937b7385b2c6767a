import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/test-database.ts';
import { loadConfig } from '../platform/config.ts';
import type { Database } from '../platform/db/database.ts';
import { createLogger } from '../platform/logger.ts';
import { buildPaymentsApp } from './app.ts';

const storefront = 'http://localhost:3000';
let app: FastifyInstance;
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase(['payments']);
  // Fastify's inject names the Host localhost:80, so that is the payment service's origin here.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_ORIGIN: storefront,
    PAYMENTS_ORIGIN: 'http://localhost',
  });
  app = await buildPaymentsApp({ config, database, logger: createLogger('silent', 'payments-test') });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

const web = { 'x-device-source': 'web' };
const call = (options: InjectOptions) => app.inject(options);

function expectErrorShape(body: Record<string, unknown>, status: number) {
  expect(body).toMatchObject({
    STATUS_CODE: status,
    ERROR_CODE: expect.any(String),
    ERROR_MESSAGE: expect.any(String),
  });
  expect(body.RESPONSE).toMatchObject({ errorCode: body.ERROR_CODE, errorMessage: body.ERROR_MESSAGE });
}

describe('the payment service health', () => {
  it('when the storefront asks with x-device-source, then it answers ok with its database', async () => {
    const res = await call({ method: 'GET', url: '/api/v1/health', headers: web });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      STATUS_CODE: 200,
      RESPONSE: { status: 'ok', service: 'payments', database: database.kind },
    });
  });
});

describe('the x-device-source header', () => {
  it('when it is missing, then the call is refused with 400 in the error shape', async () => {
    const res = await call({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(400);
    expectErrorShape(res.json(), 400);
    expect(res.json().ERROR_CODE).toBe('DEVICE_SOURCE_REQUIRED');
  });

  it('when it names no known device, then the call is refused with 400', async () => {
    for (const source of ['', 'desktop', 'WEB', 'web ', 'web,ios']) {
      const res = await call({ method: 'GET', url: '/api/v1/health', headers: { 'x-device-source': source } });
      expect(res.statusCode, `x-device-source: ${JSON.stringify(source)}`).toBe(400);
      expectErrorShape(res.json(), 400);
    }
  });

  it('when it is one of web, msite, android or ios, then the call goes through', async () => {
    for (const source of ['web', 'msite', 'android', 'ios']) {
      const res = await call({ method: 'GET', url: '/api/v1/health', headers: { 'x-device-source': source } });
      expect(res.statusCode, source).toBe(200);
    }
  });

  it('when a state-changing call carries it but comes from another origin, then it is still refused', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/v1/health',
      headers: { ...web, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(403);
    expectErrorShape(res.json(), 403);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    call({
      method: 'OPTIONS',
      url: '/api/v1/health',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-device-source,content-type',
      },
    });

  it('when the storefront origin sends a preflight, then it is allowed with credentials and the device header', async () => {
    const res = await preflight(storefront);
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['access-control-allow-origin']).toBe(storefront);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-headers'])).toContain('x-device-source');
  });

  it('when another origin sends a preflight, then no CORS header comes back', async () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost:3001',
      'http://127.0.0.1:3000',
      'http://localhost:3000.evil.example',
      'null',
    ]) {
      const res = await preflight(origin);
      expect(res.headers['access-control-allow-origin'], origin).toBeUndefined();
      expect(res.headers['access-control-allow-credentials'], origin).toBeUndefined();
      expect(res.headers['access-control-allow-headers'], origin).toBeUndefined();
    }
  });

  it('when the storefront reads a response, then it carries its origin; another origin gets none', async () => {
    const mine = await call({ method: 'GET', url: '/api/v1/health', headers: { ...web, origin: storefront } });
    expect(mine.headers['access-control-allow-origin']).toBe(storefront);
    const theirs = await call({
      method: 'GET',
      url: '/api/v1/health',
      headers: { ...web, origin: 'https://evil.example' },
    });
    expect(theirs.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('bodies', () => {
  it('when the device header is missing, then the call is refused before its body is read', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/v1/health',
      headers: { origin: storefront, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().ERROR_CODE).toBe('DEVICE_SOURCE_REQUIRED');
  });

  it('when a body is larger than the limit, then it answers 413 in the error shape', async () => {
    const res = await call({
      method: 'POST',
      url: '/api/v1/health',
      headers: { ...web, origin: storefront, 'content-type': 'application/json' },
      payload: JSON.stringify({ pad: 'x'.repeat(100 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expectErrorShape(res.json(), 413);
  });
});

describe('unknown addresses', () => {
  it('when a path does not exist, then it answers 404 in the error shape', async () => {
    const res = await call({ method: 'GET', url: '/api/v1/payments/nothing-here', headers: web });
    expect(res.statusCode).toBe(404);
    expectErrorShape(res.json(), 404);
    expect(res.json().ERROR_CODE).toBe('NOT_FOUND');
  });

  it('when the storefront API is asked of the payment service, then it is not there', async () => {
    const res = await call({ method: 'GET', url: '/api/health', headers: web });
    expect(res.statusCode).toBe(404);
  });
});

describe('the payments schema', () => {
  it('when migrated, then its tables live in schema payments and only the migration bookkeeping is outside', async () => {
    const result: unknown = await database.db.execute(
      "select table_schema, table_name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') order by 1, 2",
    );
    // node-postgres answers { rows }, PGlite's drizzle driver too; keep to what both give.
    type Row = { table_schema: string; table_name: string };
    const rows = (result as { rows?: Row[] }).rows ?? (result as Row[]);
    const names = rows.map((r) => `${r.table_schema}.${r.table_name}`);
    expect(names).toContain('payments.payment_sessions');
    // The migrator's journal sits in `drizzle` because the first migration creates `payments`.
    expect(names.filter((n) => !n.startsWith('payments.'))).toEqual(['drizzle.payments_migrations']);
  });
});

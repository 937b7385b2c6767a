import { request as httpRequest } from 'node:http';
import { expect, test, type Storefront } from './support/fixtures.ts';

/**
 * The probe's page-level cases on the real web process (docs/decisions/0029): hostile Host
 * headers written on the socket as sent, long page addresses with a session, and a redirect to a
 * target with non-ASCII characters. None answers 5xx; every refusal is in the error shape.
 */
let shop: Storefront;
test.beforeAll(async ({ storefront }) => {
  shop = storefront;
});

/** A GET with exactly these headers (fetch would refuse or rewrite a broken Host). */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const { hostname, port } = new URL(shop.baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET', headers, setHost: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function logIn(): Promise<string> {
  const res = await fetch(`${shop.baseUrl}/api/4/user/authenticate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: shop.baseUrl },
    body: JSON.stringify({ loginId: '+919876543210', password: 'Bazaar@2017' }),
  });
  expect(res.status).toBe(200);
  const sid = /sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error('no session cookie');
  return sid;
}

test.describe('hostile Host headers', { tag: '@one-database-a' }, () => {
  test('when the Host is malformed, then the page answers 400 in the error shape with the security headers', async () => {
    for (const host of ['a:b:c', '[::', 'a b', '', 'localhost:abc', 'u@evil.example']) {
      const res = await rawGet('/', { host });
      expect(res.status, JSON.stringify(host)).toBe(400);
      expect(JSON.parse(res.body).RESPONSE.errorCode).toBe('BAD_REQUEST');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  test('when a rebinding name is the Host, then neither the pages nor /dev/outbox answer', async () => {
    const port = new URL(shop.baseUrl).port;
    for (const path of ['/', '/dev/outbox?format=json']) {
      const res = await rawGet(path, { host: `rebind.evil.example:${port}` });
      expect(res.status, path).toBe(421);
      expect(JSON.parse(res.body).RESPONSE.errorCode).toBe('MISDIRECTED_REQUEST');
    }
    expect((await rawGet('/dev/outbox?format=json', { host: `127.0.0.1:${port}` })).status).toBe(200);
  });
});

test.describe('pages with hostile addresses', { tag: '@one-database-a' }, () => {
  test('when a page address passes 2,048 characters with a session cookie, then the page renders', async () => {
    const sid = await logIn();
    for (const cookie of [`sid=${sid}`, 'sid=not-a-session']) {
      const res = await rawGet(`/search?q=${'a'.repeat(2100)}`, { host: new URL(shop.baseUrl).host, cookie });
      expect(res.status, cookie).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  test('when a logged-in shopper opens login with a non-ASCII return path, then the redirect is encoded', async () => {
    const sid = await logIn();
    const res = await rawGet('/account/login?ret=%2F%E6%97%A5', {
      host: new URL(shop.baseUrl).host,
      cookie: `sid=${sid}`,
    });
    expect(res.status).toBeGreaterThanOrEqual(300);
    expect(res.status).toBeLessThan(400);
    expect(res.headers.location).toBe('/%E6%97%A5');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

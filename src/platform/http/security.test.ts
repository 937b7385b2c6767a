import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '../../../tests/support/test-app.ts';
import { createLogger } from '../logger.ts';
import { createHttpServer } from './create-server.ts';
import { encodeLocation } from './security.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorShape = (body: Record<string, unknown>, code: string) => {
  expect(body).toMatchObject({ ERROR_CODE: code, RESPONSE: { errorCode: code } });
};

describe('the Host check', () => {
  it('when the Host is malformed, then it answers 400 in the error shape with the security headers', async () => {
    for (const host of ['a:b:c', '[::', 'a b', 'localhost:abc', 'u@evil.example']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(res.statusCode, host).toBe(400);
      errorShape(res.json(), 'BAD_REQUEST');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('when the Host is another name (DNS rebinding), then /dev/outbox and the API answer 421', async () => {
    for (const url of ['/dev/outbox?format=json', '/api/health?x=1', '/api/3/user/autosuggest/pincodes']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'rebind.evil.example' } });
      expect(res.statusCode, url).toBe(421);
      errorShape(res.json(), 'MISDIRECTED_REQUEST');
    }
  });

  it('when a load balancer checks health at the process address, then the health check answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: '10.0.0.5:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ RESPONSE: { status: 'ok' } });
  });

  it('when the Host is the configured one or its loopback spelling, then it is answered', async () => {
    for (const host of ['localhost', 'localhost:80', '127.0.0.1:80', '[::1]']) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/dev/outbox?format=json', headers: { host } })).statusCode,
        host,
      ).toBe(200);
    }
  });
});

describe('the CSRF check', () => {
  it('when the Origin equals a Host the request names but not the configured origin, then it is refused', async () => {
    // The Host is allowed (a loopback spelling on another port would not be); the Origin names a port
    // the storefront is not configured on.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/3/user/state',
      headers: { host: 'localhost:80', origin: 'http://localhost:8080' },
      payload: { abDataId: 'x' },
    });
    expect(res.statusCode).toBe(403);
    errorShape(res.json(), 'FORBIDDEN_ORIGIN');
  });

  it('when the Origin is the configured storefront, then the state change goes through', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/3/user/state',
      headers: { origin: testOrigin },
      payload: { abDataId: 'x' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('encodeLocation', () => {
  it('when a target holds characters a header cannot carry, then they are percent-encoded and escapes stay', () => {
    expect(encodeLocation('/日?q=a b')).toBe('/%E6%97%A5?q=a%20b');
    expect(encodeLocation('/search?q=%2F')).toBe('/search?q=%2F');
    expect(encodeLocation('/\ud800')).toBe('/%EF%BF%BD');
  });
});

describe('redirects and failures on a bare server of the factory', () => {
  it('when a redirect names non-ASCII, then it is encoded; a failure after it answers our 500 and headers', async () => {
    const app = await createHttpServer({
      logger: createLogger('silent', 'test'),
      security: { servedOrigins: [testOrigin], allowedOrigins: [testOrigin], connectOrigins: [], production: false },
    });
    app.get('/go', async (_request, reply) => reply.redirect('/日 x?ret=%2F', 302));
    app.get('/boom', async (_request, reply) => {
      reply.header('location', '/日');
      throw new Error('failed after the redirect was set');
    });
    await app.ready();
    const go = await app.inject({ method: 'GET', url: '/go' });
    expect(go.statusCode).toBe(302);
    expect(go.headers.location).toBe('/%E6%97%A5%20x?ret=%2F');
    const boom = await app.inject({ method: 'GET', url: '/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toMatchObject({ ERROR_CODE: 'INTERNAL_ERROR', RESPONSE: { errorCode: 'INTERNAL_ERROR' } });
    expect(boom.headers['x-content-type-options']).toBe('nosniff');
    expect(boom.headers['x-frame-options']).toBe('DENY');
    expect(boom.headers.location).toBeUndefined();
    await app.close();
  });
});

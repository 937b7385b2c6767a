import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorShape = (body: Record<string, unknown>) => {
  expect(body).toMatchObject({
    STATUS_CODE: expect.any(Number),
    ERROR_CODE: expect.any(String),
    ERROR_MESSAGE: expect.any(String),
  });
  expect((body.RESPONSE as { errorCode: string }).errorCode).toBe(body.ERROR_CODE);
};

describe('the one error handler', () => {
  it('when the JSON body is malformed, then it answers 400 in the error shape', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/3/user/state',
      headers: { 'content-type': 'application/json' },
      payload: '{"abDataId":',
    });
    expect(res.statusCode).toBe(400);
    errorShape(res.json());
    expect(res.json().ERROR_MESSAGE).toBe('The request body is not valid JSON');
  });

  it('when a field has the wrong type, then it answers 400 naming the field', async () => {
    const res = await t.call({ method: 'POST', url: '/api/3/user/state', payload: { abDataId: ['x'] } });
    expect(res.statusCode).toBe(400);
    errorShape(res.json());
    expect(res.json().RESPONSE.details[0].field).toBe('abDataId');
  });

  it('when a value is huge, then it answers 400, not 500', async () => {
    const res = await t.call({ method: 'POST', url: '/api/3/user/state', payload: { abDataId: 'x'.repeat(10_000) } });
    expect(res.statusCode).toBe(400);
    errorShape(res.json());
  });

  it('when the body is larger than the limit, then it answers 413', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/3/user/state',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ abDataId: 'x', pad: 'y'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    errorShape(res.json());
  });

  it('when the content type is neither JSON nor a form, then it answers 415', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/3/user/state',
      headers: { 'content-type': 'text/plain' },
      payload: 'abDataId=x',
    });
    expect(res.statusCode).toBe(415);
    errorShape(res.json());
  });

  it('when an API path does not exist, then it answers 404 in the error shape', async () => {
    const res = await t.call({ method: 'GET', url: '/api/9/nothing/here' });
    expect(res.statusCode).toBe(404);
    errorShape(res.json());
  });

  it('when the address has a bad escape or an over-long segment, then it answers 4xx in the error shape', async () => {
    const bad = await t.call({ method: 'GET', url: '/api/3/layout/page/%ZZ' });
    expect(bad.statusCode).toBe(400);
    errorShape(bad.json());
    const long = await t.call({ method: 'GET', url: `/api/3/layout/page/${'x'.repeat(3000)}` });
    expect(long.statusCode).toBe(414);
    errorShape(long.json());
  });

  it('when the body is JSON null or a bare number, then it answers 400', async () => {
    for (const payload of ['null', '42', '"text"']) {
      const res = await t.call({
        method: 'POST',
        url: '/api/3/user/state',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      errorShape(res.json());
    }
  });
});

describe('the CSRF defence', () => {
  it('when a state-changing call has no Origin, then it is refused with 403', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/3/user/state', payload: { abDataId: 'x' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().RESPONSE.errorCode).toBe('FORBIDDEN_ORIGIN');
  });

  it('when a state-changing call comes from another origin, then it is refused with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/3/user/state',
      headers: { origin: 'https://evil.example' },
      payload: { abDataId: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('when the Origin is the storefront, then the call goes through', async () => {
    const res = await t.call({ method: 'POST', url: '/api/3/user/state', payload: { abDataId: 'x' } });
    expect(res.statusCode).toBe(200);
  });

  it('when a GET carries no Origin, then it is answered (reads need none)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('when any response leaves, then it carries nosniff, a referrer policy and frame denial', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

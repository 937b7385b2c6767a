import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, TimeoutError, buildQuery, createClient, type FetchLike } from './client.ts';

type Seen = { url: string; init: RequestInit };

function recordingFetch(respond: (seen: Seen) => Response | Promise<Response>) {
  const calls: Seen[] = [];
  const fetch: FetchLike = async (url, init) => {
    const seen = { url, init };
    calls.push(seen);
    return respond(seen);
  };
  return { fetch, calls };
}

const json = (body: unknown, status = 200, statusText = 'OK') =>
  new Response(JSON.stringify(body), { status, statusText, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.useRealTimers());

describe('buildQuery', () => {
  it('when values are empty, then they are left out, and arrays repeat their key', () => {
    expect(
      buildQuery({ q: 'red shirt', page: 2, empty: '', none: null, missing: undefined, pids: ['a', 'b'], flag: false }),
    ).toBe('?q=red+shirt&page=2&pids=a&pids=b&flag=false');
    expect(buildQuery({ a: '' })).toBe('');
    expect(buildQuery(undefined)).toBe('');
  });
});

describe('createClient', () => {
  it('when posting, then it sends a JSON body, credentials, content-type and user-agent headers', async () => {
    const { fetch, calls } = recordingFetch(() => json({ STATUS_CODE: 200, RESPONSE: { ok: true } }));
    const client = createClient({
      baseUrl: 'http://shop.test',
      fetch,
      timeoutMs: 1000,
      userAgent: 'storefront-ssr/1.0',
    });
    const result = await client.post<{ RESPONSE: { ok: boolean } }>('/api/3/user/state', { abDataId: 'x' });
    expect(result.RESPONSE.ok).toBe(true);
    const [call] = calls;
    expect(call?.url).toBe('http://shop.test/api/3/user/state');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.credentials).toBe('include');
    expect(call?.init.body).toBe('{"abDataId":"x"}');
    expect(call?.init.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'storefront-ssr/1.0',
    });
  });

  it('when the call is form-encoded, then the body and content type say so', async () => {
    const { fetch, calls } = recordingFetch(() => json({ STATUS_CODE: 200, RESPONSE: {} }));
    const client = createClient({ fetch, timeoutMs: 1000, userAgent: '' });
    await client.post('/api/5/user/otp/generate', { loginId: '+919876543210', state: 'VERIFICATION' }, { form: true });
    expect(calls[0]?.init.body).toBe('loginId=%2B919876543210&state=VERIFICATION');
    expect(calls[0]?.init.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(calls[0]?.init.headers).not.toHaveProperty('user-agent');
  });

  it('when GET, PUT and DELETE are used, then each sends its method and GET sends no body', async () => {
    const { fetch, calls } = recordingFetch(() => json({ STATUS_CODE: 200, RESPONSE: {} }));
    const client = createClient({ fetch, timeoutMs: 1000, userAgent: '' });
    await client.get('/api/2/notification', { query: { count: 10, before: '' } });
    await client.put('/api/3/reviews/vote', { reviewId: 'r1', vote: 'UP' });
    await client.del('/api/x');
    expect(calls.map((c) => c.init.method)).toEqual(['GET', 'PUT', 'DELETE']);
    expect(calls[0]?.url).toBe('/api/2/notification?count=10');
    expect(calls[0]?.init.body).toBeUndefined();
  });

  it('when the answer is an error in the API shape, then it rejects with the parsed error body', async () => {
    const body = {
      STATUS_CODE: 400,
      ERROR_CODE: 'LOGIN_1012',
      ERROR_MESSAGE: 'Your username or password is not correct',
      RESPONSE: { errorCode: 'LOGIN_1012', errorMessage: 'Your username or password is not correct' },
    };
    const { fetch } = recordingFetch(() => json(body, 400, 'Bad Request'));
    const client = createClient({ fetch, timeoutMs: 1000, userAgent: '' });
    const error = await client.post('/api/4/user/authenticate', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).body.RESPONSE.errorCode).toBe('LOGIN_1012');
    expect((error as ApiError).message).toBe('Your username or password is not correct');
    expect((error as ApiError).status).toBe(400);
  });

  it('when the answer is not OK and not in the API shape, then it rejects with a network error naming status text, status and path', async () => {
    const { fetch } = recordingFetch(
      () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const client = createClient({ fetch, timeoutMs: 1000, userAgent: '' });
    const error = await client.get('/api/3/layout/page/home').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toBe('Network error: Bad Gateway (502) /api/3/layout/page/home');
  });

  it('when the server cannot be reached, then it rejects with a network error', async () => {
    const client = createClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      timeoutMs: 1000,
      userAgent: '',
    });
    await expect(client.get('/api/health')).rejects.toThrow('Network error: Failed to fetch (0) /api/health');
  });

  it('when no answer comes within the timeout, then it rejects with "Request timeout: {action}" and aborts the request', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const fetch: FetchLike = (_url, init) =>
      new Promise((_, reject) => {
        init.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const client = createClient({ fetch, timeoutMs: 2000, userAgent: '' });
    const pending = client.post('/api/3/user/state', {}, { action: 'getUserState' }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1999);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toBe('Request timeout: getUserState');
    expect(aborted).toBe(true);
  });

  it('when no action is named, then the timeout message names the method and path', async () => {
    vi.useFakeTimers();
    const client = createClient({ fetch: () => new Promise(() => {}), timeoutMs: 10_000, userAgent: '' });
    const pending = client.get('/lc/getData').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(((await pending) as Error).message).toBe('Request timeout: GET /lc/getData');
  });
});

import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '../../../tests/support/test-app.ts';
import { createClient } from './client.ts';
import { createQueries } from './queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The renderer's way to the API: Fastify's inject, as storefront-host.ts wires it. */
const client = createClient({
  timeoutMs: 10_000,
  userAgent: 'storefront-ssr/1.0',
  fetch: async (url, init) => {
    const res = await t.app.inject({
      method: init.method as 'POST',
      url,
      headers: { ...(init.headers as Record<string, string>), origin: testOrigin },
      payload: init.body as string,
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? '') },
    });
  },
});

describe('the user state of a page with a long address', () => {
  it('when the landing URL is longer than the contract keeps, then the user state still loads', async () => {
    const queries = createQueries(client);
    const landing = `/search?q=${'a'.repeat(3000)}`;
    const state = await new QueryClient().fetchQuery(queries.userState('visitor-1', landing));
    expect(state.isLoggedIn).toBe(false);
  });
});

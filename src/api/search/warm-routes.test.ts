import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testOrigin, type TestApp } from '../../../tests/support/test-app.ts';
import { seedIfEmpty } from '../../cli/seed/seed-if-empty.ts';
import { createLogger } from '../../platform/logger.ts';
import { warmSearchRoutes } from './warm-routes.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, { products: 300, logger: createLogger('silent', 'test'), seed: 2017 });
}, 120_000);
afterAll(() => t.close());

describe('the HTTP warm-up before a process takes traffic', () => {
  it('when the warm-up runs, then every call it sends is answered as a shopper’s would be: pages of products, facets and suggestions', async () => {
    const answers = await warmSearchRoutes(t.app, testOrigin);
    expect(answers.length).toBeGreaterThan(30);
    for (const a of answers) expect(a.status, `${a.url} ${a.body.slice(0, 200)}`).toBe(200);
    const pages = answers
      .filter((a) => a.url.endsWith('smart-browse'))
      .map((a) => JSON.parse(a.body).RESPONSE.products.length);
    expect(pages.filter((n) => n === 60).length).toBeGreaterThanOrEqual(7);
    const facets = answers.find((a) => a.url.includes('facets'));
    expect(JSON.parse(facets?.body ?? '{}').RESPONSE.facets.length).toBeGreaterThan(3);
  });
});

import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { seedIfEmpty } from '../../cli/seed/seed-if-empty.ts';
import { createLogger } from '../logger.ts';
import { chooseEncoding } from './compress-answers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedIfEmpty(t.database.db, { products: 130, logger: createLogger('silent', 'test'), seed: 7 });
});
afterAll(() => t.close());

// The navigation menu: a JSON answer of several kilobytes that every page asks for.
const call = (acceptEncoding?: string) =>
  t.call({
    method: 'GET',
    url: '/lc/getData?dataSourceId=websiteNavigationMenuDS_1.0',
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressing answers in memory', () => {
  it('when a browser takes br, then a large JSON answer comes as br that decodes to the plain answer', async () => {
    const plain = await call('identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(4096);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await call('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.payload);
  });

  it('when a client takes gzip only, then the answer is gzip; with no accept-encoding, it is plain', async () => {
    const plain = await call('identity');
    const gzip = await call('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.payload);
    expect((await call()).headers['content-encoding']).toBeUndefined();
  });

  it('when an answer is small, then it goes uncompressed whatever the client takes', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/3/user/state',
      payload: { abDataId: 'x' },
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('when accept-encoding names qualities, then a refused encoding (q=0) is never chosen', () => {
    expect(chooseEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(chooseEncoding('br, gzip')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

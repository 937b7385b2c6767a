import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.ts';
import { seedIfEmpty } from '../../cli/seed/seed-if-empty.ts';
import { createLogger } from '../../platform/logger.ts';
import { products } from './schema.ts';

let t: TestApp;
let dataDir: string;
let productId: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'img-test-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await seedIfEmpty(t.database.db, { products: 20, logger: createLogger('silent', 'test'), seed: 3 });
  const [row] = await t.database.db.select({ id: products.id }).from(products).limit(1);
  productId = row?.id ?? '';
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const cachedFiles = () =>
  readdirSync(path.join(dataDir, 'image-cache'), { recursive: true }).filter((f) => String(f).endsWith('.webp'));

describe('GET /img/{width}/{height}/{id}?q=', () => {
  it('when a product image is asked for, then a WebP of exactly that size comes back with immutable caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/img/312/200/${productId}?q=70` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 312, height: 200 });
  });

  it('when the same image is asked for again, then the process serves it from memory, the same bytes', async () => {
    const url = `/img/150/150/${productId}?q=80`;
    const miss = await t.app.inject({ method: 'GET', url });
    expect(miss.headers['x-image-cache']).toBe('miss');
    const again = await t.app.inject({ method: 'GET', url });
    expect(again.headers['x-image-cache']).toBe('memory');
    expect(again.headers.etag).toBe(miss.headers.etag);
    expect(again.rawPayload.equals(miss.rawPayload)).toBe(true);
  });

  it('when another process asks for an image already rendered, then it reads it from the disk cache', async () => {
    const url = `/img/160/160/${productId}?q=80`;
    const first = await t.app.inject({ method: 'GET', url });
    expect(first.headers['x-image-cache']).toBe('miss');
    // A second app on the same data folder and the same seeded artwork: a restarted process.
    const other = await createTestApp({ DATA_DIR: dataDir });
    try {
      await seedIfEmpty(other.database.db, { products: 20, logger: createLogger('silent', 'test'), seed: 3 });
      const hit = await other.app.inject({ method: 'GET', url });
      expect(hit.headers['x-image-cache']).toBe('hit');
      expect(hit.rawPayload.equals(first.rawPayload)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('when many requests for one new size arrive at once, then it is rendered once', async () => {
    const before = cachedFiles().length;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => t.app.inject({ method: 'GET', url: `/img/400/400/${productId}?q=55` })),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    expect(cachedFiles().length).toBe(before + 1);
  });

  it('when a banner image is asked for, then its artwork is rendered', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/img/1680/280/banner-big-sale?q=80' });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1680, height: 280 });
  });

  it('when the quality differs, then the bytes differ', async () => {
    const low = await t.app.inject({ method: 'GET', url: `/img/300/300/${productId}?q=5` });
    const high = await t.app.inject({ method: 'GET', url: `/img/300/300/${productId}?q=100` });
    expect(low.rawPayload.length).toBeLessThan(high.rawPayload.length);
  });

  it('when the size or quality is out of range or not a number, then it answers 400 in the error shape', async () => {
    for (const url of [
      `/img/15/100/${productId}?q=80`,
      `/img/100/2001/${productId}`,
      `/img/abc/100/${productId}`,
      `/img/100/100/${productId}?q=0`,
      `/img/100/100/${productId}?q=101`,
      `/img/100/100/${productId}?q=high`,
      '/img/100/100/bad%20id',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().RESPONSE.errorCode).toBe('VALIDATION_FAILED');
    }
  });

  it('when the id names no product or banner, then it answers 404 in the error shape', async () => {
    for (const id of ['MOBNOSUCHPRODUCT', 'banner-none']) {
      const res = await t.app.inject({ method: 'GET', url: `/img/100/100/${id}?q=80` });
      expect(res.statusCode).toBe(404);
      expect(res.json().RESPONSE.errorCode).toBe('NOT_FOUND');
    }
  });
});

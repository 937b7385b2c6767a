import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import { imageParams, imageQuery } from '../../contracts/images.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { renderBannerSvg } from '../content/service.ts';
import { renderProductSvg } from './service.ts';

/** Image URLs never change what they show (the artwork digest is in the cache file's name). */
const immutable = 'public, max-age=31536000, immutable';

/**
 * Recently served images stay in memory: a page load asks for 30-70 of them, and each one read
 * from the disk cache cost the web process about 2.3 ms of CPU beside the request itself (the
 * artwork's row, its SVG, a digest, the file). Bounded in bytes (the process's memory budget) and
 * in time: an artwork edited in the database reaches shoppers within `memoryTtlMs`.
 */
const memoryBudgetBytes = 8 * 1024 * 1024;
const memoryTtlMs = 60_000;

interface Served {
  image: Buffer;
  digest: string;
  expiresAt: number;
}

/** A byte-bounded map of served images, least recently used evicted first. */
function createImageMemory(budgetBytes: number, ttlMs: number) {
  const entries = new Map<string, Served>();
  let bytes = 0;
  const drop = (key: string) => {
    const old = entries.get(key);
    if (old) bytes -= old.image.length;
    entries.delete(key);
  };
  return {
    get(key: string): Served | null {
      const hit = entries.get(key);
      if (!hit) return null;
      drop(key);
      if (hit.expiresAt <= Date.now()) return null;
      entries.set(key, hit);
      bytes += hit.image.length;
      return hit;
    },
    set(key: string, image: Buffer, digest: string) {
      if (image.length > budgetBytes / 8) return;
      drop(key);
      entries.set(key, { image, digest, expiresAt: Date.now() + ttlMs });
      bytes += image.length;
      for (const oldest of entries.keys()) {
        if (bytes <= budgetBytes) break;
        drop(oldest);
      }
    },
  };
}

/**
 * Product and banner images at /img/{width}/{height}/{id}?q={quality}: the generated artwork
 * rendered by sharp to WebP at exactly that size, once per size; later requests read the file
 * from `${DATA_DIR}/image-cache/`. Concurrent requests for one file share one rendering.
 */
export function imageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cacheDir = path.resolve(ctx.config.DATA_DIR, 'image-cache');
  const rendering = new Map<string, Promise<Buffer>>();
  const memory = createImageMemory(memoryBudgetBytes, memoryTtlMs);
  const send = (reply: FastifyReply, served: { image: Buffer; digest: string }, q: number, cache: string) =>
    reply
      .header('x-image-cache', cache)
      .header('content-type', 'image/webp')
      .header('cache-control', immutable)
      .header('etag', `"${served.digest}-${q}"`)
      .send(served.image);

  async function render(file: string, svg: string, quality: number): Promise<Buffer> {
    const image = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).webp({ quality }).toBuffer();
    await mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name first, so a reader never sees half a file.
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temporary, image);
    await rename(temporary, file);
    return image;
  }

  app.get('/img/:width/:height/:id', async (request, reply) => {
    const { width, height, id } = imageParams.parse(request.params);
    const { q } = imageQuery.parse(request.query);
    const key = `${id}/${width}/${height}/${q}`;
    const remembered = memory.get(key);
    if (remembered) return send(reply, remembered, q, 'memory');
    const svg = id.startsWith('banner-')
      ? await renderBannerSvg(ctx.db, id, width, height)
      : await renderProductSvg(ctx.db, id, width, height);
    if (!svg) throw AppError.notFound(`Image ${id}`);
    const digest = createHash('sha256').update(svg).digest('hex').slice(0, 12);
    const file = path.join(cacheDir, id.slice(0, 2).toLowerCase(), `${id}-${width}x${height}-q${q}-${digest}.webp`);

    let image: Buffer | null = await readFile(file).catch(() => null);
    const cache = image ? 'hit' : 'miss';
    if (!image) {
      let pending = rendering.get(file);
      if (!pending) {
        pending = render(file, svg, q).finally(() => rendering.delete(file));
        rendering.set(file, pending);
      }
      image = await pending;
    }
    memory.set(key, image, digest);
    return send(reply, { image, digest }, q, cache);
  });
}

import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { imageParams, imageQuery } from '../../contracts/images.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { renderBannerSvg } from '../content/service.ts';
import { renderProductSvg } from './service.ts';

/** Image URLs never change what they show (the artwork digest is in the cache file's name). */
const immutable = 'public, max-age=31536000, immutable';

/**
 * Product and banner images at /img/{width}/{height}/{id}?q={quality}: the generated artwork
 * rendered by sharp to WebP at exactly that size, once per size; later requests read the file
 * from `${DATA_DIR}/image-cache/`. Concurrent requests for one file share one rendering.
 */
export function imageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const cacheDir = path.resolve(ctx.config.DATA_DIR, 'image-cache');
  const rendering = new Map<string, Promise<Buffer>>();

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
    const svg = id.startsWith('banner-')
      ? await renderBannerSvg(ctx.db, id, width, height)
      : await renderProductSvg(ctx.db, id, width, height);
    if (!svg) throw AppError.notFound(`Image ${id}`);
    const digest = createHash('sha256').update(svg).digest('hex').slice(0, 12);
    const file = path.join(cacheDir, id.slice(0, 2).toLowerCase(), `${id}-${width}x${height}-q${q}-${digest}.webp`);

    let image: Buffer | null = await readFile(file).catch(() => null);
    reply.header('x-image-cache', image ? 'hit' : 'miss');
    if (!image) {
      let pending = rendering.get(file);
      if (!pending) {
        pending = render(file, svg, q).finally(() => rendering.delete(file));
        rendering.set(file, pending);
      }
      image = await pending;
    }
    return reply
      .header('content-type', 'image/webp')
      .header('cache-control', immutable)
      .header('etag', `"${digest}-${q}"`)
      .send(image);
  });
}

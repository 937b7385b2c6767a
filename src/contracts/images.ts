import { z } from 'zod';

/**
 * Product and banner images: `GET /img/{width}/{height}/{id}?q={quality}` (spec 000 §3 "Image
 * URLs carry width, height and quality placeholders"). The data holds the template; the
 * storefront fills the placeholders for each size it shows (1x and 2x).
 */
export const imageSizeLimits = { min: 16, max: 2000 } as const;

const dimension = z.coerce.number().int().min(imageSizeLimits.min).max(imageSizeLimits.max);

export const imageParams = z.object({
  width: dimension,
  height: dimension,
  /** A product id (FSN) or a banner id (`banner-...`). */
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be a product or banner id'),
});

export const imageQuery = z.object({
  /** WebP quality, 1 to 100; 80 when absent. */
  q: z.coerce.number().int().min(1).max(100).default(80),
});

export const imageTemplate = (id: string) => `/img/{@width}/{@height}/${encodeURIComponent(id)}?q={@quality}`;

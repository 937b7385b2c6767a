import { z } from 'zod';

/** `GET /api/3/seo/desktop/metadata?url=` */
export const seoQuery = z.object({ url: z.string().min(1).max(2048) });

export const seoMetadataSchema = z.object({
  title: z.string(),
  description: z.string(),
  /** Absolute path of the canonical page. */
  canonical: z.string(),
  /** Footer brand lists, one group per category. */
  brandGroups: z.array(
    z.object({ category: z.string(), brands: z.array(z.object({ title: z.string(), url: z.string() })) }),
  ),
  /** The footer's SEO text block, plain text paragraphs. */
  seoText: z.array(z.object({ heading: z.string(), text: z.string() })),
});
export type SeoMetadata = z.infer<typeof seoMetadataSchema>;

import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import {
  changedLayoutsParams,
  changedLayoutsQuery,
  changedLayoutsSchema,
  layoutSchema,
  pageParams,
  widgetsPayload,
  widgetsSchema,
} from './layout.ts';
import { dataSourceQuery, footerSchema, navigationSchema, quickLinksSchema } from './navigation.ts';
import { seoMetadataSchema, seoQuery } from './seo.ts';

import { contentPaths } from './content-paths.ts';

export { deferredErrorKey } from './content-paths.ts';

/** `POST /api/3/resource/desktop/appConfigs` body: the config groups wanted, all when absent. */
export const appConfigGroups = ['featureFlags', 'cobrands', 'constants'] as const;
export const appConfigsPayload = z.object({ groups: z.array(z.enum(appConfigGroups)).max(3).optional() }).strict();

export const appConfigsSchema = z.object({
  /** Build and feature switches the storefront reads (spec 000 §2: `/payments` needs a flag; both flags are off). */
  featureFlags: z.record(z.string(), z.boolean()).optional(),
  /** Partner variants of spec 000 §1 by name: label, store landing and logo. */
  cobrands: z
    .record(z.string(), z.object({ storeName: z.string(), storeLink: z.string(), logo: z.string() }))
    .optional(),
  /** Business constants of spec 000 §9 and 001 the browser needs, numbers in ms, px or counts. */
  constants: z.record(z.string(), z.union([z.number(), z.string()])).optional(),
});
export type AppConfigs = z.infer<typeof appConfigsSchema>;

/** `POST /api/3/page/fetch` body: a slash and the page name (`/helpcentre`). */
export const pageFetchPayload = z.object({
  url: z.string().regex(/^\/[a-z0-9][a-z0-9-]{0,63}$/, 'must be a slash and a page name'),
});

export const staticPageSchema = z.object({
  name: z.string(),
  title: z.string(),
  /** Sanitized HTML of the page body: no scripts, event handlers or javascript: URLs. */
  html: z.string(),
  /** ISO time of the last change. */
  updatedAt: z.string(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

/** `GET /api/3/deferred/{key}`: a key names a piece of content loaded after the page. */
export const deferredParams = z.object({ key: z.string().regex(/^[a-z0-9][a-z0-9-]{0,79}$/, 'must be a content key') });
export const deferredSchema = z.object({ key: z.string(), html: z.string() });
export type DeferredContent = z.infer<typeof deferredSchema>;

/** `GET /api/1/buying-guide?sid=`: the guide of a category's store id; the index when absent. */
export const buyingGuideQuery = z.object({
  sid: z
    .string()
    .regex(/^[a-z0-9]{2,4}(,[a-z0-9]{2,4}){0,3}$/, 'must be a store id')
    .optional(),
});

export const buyingGuideSummarySchema = z.object({
  /** Path segment of `/buying-guide/{slug}`. */
  slug: z.string(),
  /** Browse store id of the category (`tyy,4io`). */
  sid: z.string(),
  title: z.string(),
  summary: z.string(),
});
export const buyingGuideSchema = buyingGuideSummarySchema.extend({
  sections: z.array(
    z.object({
      heading: z.string(),
      paragraphs: z.array(z.string()),
      /** Links to browse filters (`/mobiles/pr?sid=tyy,4io&...`). */
      links: z.array(z.object({ title: z.string(), url: z.string() })),
    }),
  ),
  /** Where to see every product of the category. */
  browseUrl: z.string(),
});
export const buyingGuideAnswerSchema = z.object({
  /** Every guide, for the index and the 'other guides' list. */
  guides: z.array(buyingGuideSummarySchema),
  /** The guide of `sid`; null when no sid was given. */
  guide: buyingGuideSchema.nullable(),
});
export type BuyingGuide = z.infer<typeof buyingGuideSchema>;
export type BuyingGuideSummary = z.infer<typeof buyingGuideSummarySchema>;
export type BuyingGuideAnswer = z.infer<typeof buyingGuideAnswerSchema>;

/** Layouts, page data, navigation, SEO, app configs, static pages, deferred content and buying guides. */
export const contentEndpoints = {
  /** `?dataSourceId=`: the navigation, quick links or footer (spec 000 §7), by id. */
  dataSource: defineEndpoint({
    method: 'GET',
    path: '/lc/getData',
    query: dataSourceQuery,
    response: z.union([navigationSchema, quickLinksSchema, footerSchema]),
  }),
  layoutPage: defineEndpoint({
    method: 'GET',
    path: '/api/3/layout/page/:screen',
    params: pageParams,
    response: layoutSchema,
  }),
  layoutPageOfKey: defineEndpoint({
    method: 'GET',
    path: '/api/3/layout/page/:screen/:pageKey',
    params: pageParams,
    response: layoutSchema,
  }),
  changedLayouts: defineEndpoint({
    method: 'GET',
    path: '/api/3/layout/:ids',
    params: changedLayoutsParams,
    query: changedLayoutsQuery,
    response: changedLayoutsSchema,
  }),
  pageWidgets: defineEndpoint({
    method: 'POST',
    path: '/api/3/data/:screen/widgets',
    params: pageParams,
    body: widgetsPayload,
    optionalBody: true,
    response: widgetsSchema,
  }),
  pageWidgetsOfKey: defineEndpoint({
    method: 'POST',
    path: '/api/3/data/:screen/:pageKey/widgets',
    params: pageParams,
    body: widgetsPayload,
    optionalBody: true,
    response: widgetsSchema,
  }),
  seoMetadata: defineEndpoint({
    method: 'GET',
    path: '/api/3/seo/desktop/metadata',
    query: seoQuery,
    response: seoMetadataSchema,
  }),
  appConfigs: defineEndpoint({
    method: 'POST',
    path: contentPaths.appConfigs,
    body: appConfigsPayload,
    optionalBody: true,
    response: appConfigsSchema,
  }),
  /** `{url: '/helpcentre'}` names the page (spec 000 §7). */
  pageFetch: defineEndpoint({
    method: 'POST',
    path: contentPaths.pageFetch,
    body: pageFetchPayload,
    optionalBody: true,
    response: staticPageSchema,
  }),
  deferred: defineEndpoint({
    method: 'GET',
    path: '/api/3/deferred/:key',
    params: deferredParams,
    response: deferredSchema,
  }),
  buyingGuide: defineEndpoint({
    method: 'GET',
    path: contentPaths.buyingGuide,
    query: buyingGuideQuery,
    response: buyingGuideAnswerSchema,
  }),
};

import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { pageParams, widgetsPayload } from '../../contracts/layout.ts';
import { contentEndpoints } from '../../contracts/content.ts';
import type { EndpointAnswer } from '../../contracts/endpoint-ref.ts';
import { getAppConfigs } from './app-configs.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import {
  getBuyingGuide,
  getChangedLayouts,
  getDataSource,
  getDeferredContent,
  getPageLayout,
  getPageWidgets,
  getSeoMetadata,
  getStaticPage,
  type ContentDeps,
} from './service.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';

/** Layout, page data and SEO are cached for 60 s (spec 000 §9); navigation for 10 minutes. */
const contentTtlMs = 60_000;
const cacheFor = (seconds: number) => `public, max-age=${seconds}`;
type DataSource = EndpointAnswer<typeof contentEndpoints.dataSource>;
type PageParams = z.output<typeof pageParams>;
type WidgetsPayload = z.output<typeof widgetsPayload>;

/** Layouts, widgets, navigation, quick links, footer and SEO metadata. */
export function contentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps: ContentDeps = { db: ctx.db, cache: createTtlCache({ ttlMs: contentTtlMs, maxEntries: 1000 }) };
  const on = contentEndpoints;

  registerEndpoint(app, on.dataSource, async ({ query }, _request, reply) => {
    const data = await getDataSource(deps, query.dataSourceId);
    reply.header('cache-control', cacheFor(600));
    // The service answers the data source the id names; contracts.test.ts checks each against the union.
    return data as DataSource;
  });

  const layoutPage = async ({ screen, pageKey }: PageParams, reply: FastifyReply) => {
    const layout = await getPageLayout(deps, screen, pageKey);
    reply.header('cache-control', cacheFor(60));
    return layout;
  };
  registerEndpoint(app, on.layoutPage, async ({ params }, _request, reply) => layoutPage(params, reply));
  registerEndpoint(app, on.layoutPageOfKey, async ({ params }, _request, reply) => layoutPage(params, reply));

  registerEndpoint(app, on.changedLayouts, async ({ params: { ids }, query: { hashes } }) => {
    if (hashes.length > ids.length) {
      throw AppError.badRequest('hashes: must not name more layouts than ids', [
        { field: 'hashes', message: 'one hash per id, in the same order' },
      ]);
    }
    // Answers depend on the client's hashes, so no shared caching.
    return getChangedLayouts(deps, ids, hashes);
  });

  const pageWidgets = async ({ screen, pageKey }: PageParams, dataKeys: WidgetsPayload['dataKeys']) => ({
    widgets: await getPageWidgets(deps, screen, pageKey ?? '', dataKeys),
  });
  registerEndpoint(app, on.pageWidgets, async ({ params, body }) => pageWidgets(params, body.dataKeys));
  registerEndpoint(app, on.pageWidgetsOfKey, async ({ params, body }) => pageWidgets(params, body.dataKeys));

  registerEndpoint(app, on.seoMetadata, async ({ query }, _request, reply) => {
    const metadata = await getSeoMetadata(deps, query.url);
    reply.header('cache-control', cacheFor(60));
    return metadata;
  });

  registerEndpoint(app, on.appConfigs, async ({ body }) => getAppConfigs(body.groups));

  // Static pages: `{url: '/helpcentre'}` names the page (spec 000 §7).
  registerEndpoint(app, on.pageFetch, async ({ body }) => getStaticPage(deps, body.url.slice(1)));

  registerEndpoint(app, on.deferred, async ({ params }, _request, reply) => {
    const content = await getDeferredContent(deps, params.key);
    reply.header('cache-control', cacheFor(60));
    return content;
  });

  registerEndpoint(app, on.buyingGuide, async ({ query }, _request, reply) => {
    const answer = await getBuyingGuide(deps, query.sid);
    reply.header('cache-control', cacheFor(60));
    return answer;
  });
}

import type { FastifyInstance } from 'fastify';
import { changedLayoutsParams, changedLayoutsQuery, pageParams, widgetsPayload } from '../../contracts/layout.ts';
import { dataSourceQuery } from '../../contracts/navigation.ts';
import { seoQuery } from '../../contracts/seo.ts';
import { appConfigsPayload, buyingGuideQuery, deferredParams, pageFetchPayload } from '../../contracts/content.ts';
import { getAppConfigs } from './app-configs.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { getBuyingGuide, getChangedLayouts, getDataSource, getDeferredContent, getPageLayout, getPageWidgets, getSeoMetadata, getStaticPage, type ContentDeps } from './service.ts';
import { createTtlCache } from '../../platform/ttl-cache.ts';

/** Layout, page data and SEO are cached for 60 s (spec 000 §9); navigation for 10 minutes. */
const contentTtlMs = 60_000;
const cacheFor = (seconds: number) => `public, max-age=${seconds}`;

/** Layouts, widgets, navigation, quick links, footer and SEO metadata. */
export function contentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps: ContentDeps = { db: ctx.db, cache: createTtlCache({ ttlMs: contentTtlMs, maxEntries: 1000 }) };
  const ok = <T>(response: T) => ({ STATUS_CODE: 200, RESPONSE: response });

  app.get('/lc/getData', async (request, reply) => {
    const { dataSourceId } = dataSourceQuery.parse(request.query);
    const data = await getDataSource(deps, dataSourceId);
    reply.header('cache-control', cacheFor(600));
    return ok(data);
  });

  const layoutPage = async (params: unknown, reply: { header(name: string, value: string): unknown }) => {
    const { screen, pageKey } = pageParams.parse(params);
    const layout = await getPageLayout(deps, screen, pageKey);
    reply.header('cache-control', cacheFor(60));
    return ok(layout);
  };
  app.get('/api/3/layout/page/:screen', (request, reply) => layoutPage(request.params, reply));
  app.get('/api/3/layout/page/:screen/:pageKey', (request, reply) => layoutPage(request.params, reply));

  app.get('/api/3/layout/:ids', async (request) => {
    const { ids } = changedLayoutsParams.parse(request.params);
    const { hashes } = changedLayoutsQuery.parse(request.query);
    if (hashes.length > ids.length) {
      throw AppError.badRequest('hashes: must not name more layouts than ids', [{ field: 'hashes', message: 'one hash per id, in the same order' }]);
    }
    // Answers depend on the client's hashes, so no shared caching.
    return ok(await getChangedLayouts(deps, ids, hashes));
  });

  const pageWidgets = async (params: unknown, body: unknown) => {
    const { screen, pageKey } = pageParams.parse(params);
    const payload = widgetsPayload.parse(body ?? {});
    return ok({ widgets: await getPageWidgets(deps, screen, pageKey ?? '', payload.dataKeys) });
  };
  app.post('/api/3/data/:screen/widgets', (request) => pageWidgets(request.params, request.body));
  app.post('/api/3/data/:screen/:pageKey/widgets', (request) => pageWidgets(request.params, request.body));

  app.get('/api/3/seo/desktop/metadata', async (request, reply) => {
    const { url } = seoQuery.parse(request.query);
    const metadata = await getSeoMetadata(deps, url);
    reply.header('cache-control', cacheFor(60));
    return ok(metadata);
  });

  app.post('/api/3/resource/desktop/appConfigs', async (request) => {
    const { groups } = appConfigsPayload.parse(request.body ?? {});
    return ok(getAppConfigs(groups));
  });

  // Static pages: `{url: '/helpcentre'}` names the page (spec 000 §7).
  app.post('/api/3/page/fetch', async (request) => {
    const { url } = pageFetchPayload.parse(request.body ?? {});
    return ok(await getStaticPage(deps, url.slice(1)));
  });

  app.get('/api/3/deferred/:key', async (request, reply) => {
    const { key } = deferredParams.parse(request.params);
    const content = await getDeferredContent(deps, key);
    reply.header('cache-control', cacheFor(60));
    return ok(content);
  });

  app.get('/api/1/buying-guide', async (request, reply) => {
    const { sid } = buyingGuideQuery.parse(request.query);
    const answer = await getBuyingGuide(deps, sid);
    reply.header('cache-control', cacheFor(60));
    return ok(answer);
  });
}

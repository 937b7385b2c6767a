import type { FastifyInstance } from 'fastify';
import { autosuggestQuery, collectionParams, filterNames, searchPaths, searchStateSchema, smartBrowsePayload } from '../../contracts/search.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findCollection } from './service.ts';

/** Query-string names of the facets call that are not filters. */
const stateParams = new Set(['q', 'store', 'sid', 'tag', 'pincode']);

/** `?q=phone&brand=samsung&brand=apple&price=0-9999` as a search state; an unknown name is a 400. */
export function stateFromQuery(query: Record<string, string | string[] | undefined>) {
  const filters: Record<string, string[]> = {};
  const state: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(query)) {
    if (raw === undefined) continue;
    const values = Array.isArray(raw) ? raw : [raw];
    if (stateParams.has(name)) state[name === 'sid' ? 'store' : name] = values[0];
    else if ((filterNames as readonly string[]).includes(name)) filters[name] = values;
    else throw AppError.badRequest(`Unknown filter: ${name}`, [{ field: name, message: `Unknown filter: ${name}` }]);
  }
  return searchStateSchema.parse({ ...state, filters });
}

/** Search and browse: smart-browse, facets, autosuggest, stored lists (spec 000 §7 Discovery). */
export function searchRoutes(app: FastifyInstance, ctx: AppContext): void {
  const engine = ctx.search;
  const ok = <T>(response: T) => ({ STATUS_CODE: 200, RESPONSE: response });

  app.post(searchPaths.smartBrowse, async (request) => {
    const { requestContext } = smartBrowsePayload.parse(request.body ?? {});
    return ok(await engine.search(requestContext));
  });

  app.get(searchPaths.facets, async (request) => ok(await engine.facets(stateFromQuery(request.query as Record<string, string>))));

  app.get(searchPaths.autosuggest, async (request, reply) => {
    const { q } = autosuggestQuery.parse(request.query);
    reply.header('cache-control', 'public, max-age=300');
    return ok(await engine.suggest(q));
  });

  app.get('/api/1/product/collection/:kind/:slug', async (request, reply) => {
    const { kind, slug } = collectionParams.parse(request.params);
    const found = await findCollection(ctx, kind, slug);
    if (!found) throw AppError.notFound('This list');
    reply.header('cache-control', 'public, max-age=60');
    return ok(found);
  });

  app.get('/api/1/product/qtag/:qtag', async (request) => {
    const { slug } = collectionParams.pick({ slug: true }).parse({ slug: (request.params as { qtag?: string }).qtag });
    const found = await findCollection(ctx, 'qtag', slug);
    return ok(found ?? { slug, kind: 'qtag', title: slug.replace(/-/g, ' '), request: { q: slug.replace(/-/g, ' ') } });
  });
}

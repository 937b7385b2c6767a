import type { FastifyInstance } from 'fastify';
import {
  collectionParams,
  filterNames,
  searchEndpoints,
  searchStateSchema,
  type Collection,
} from '../../contracts/search.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
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
  const on = searchEndpoints;

  registerEndpoint(app, on.smartBrowse, async ({ body }) => engine.search(body.requestContext));

  registerEndpoint(app, on.facets, async ({ query }) => engine.facets(stateFromQuery(query)));

  registerEndpoint(app, on.autosuggest, async ({ query }, _request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return engine.suggest(query.q);
  });

  registerEndpoint(app, on.collection, async ({ params }, _request, reply) => {
    const found = await findCollection(ctx, params.kind, params.slug);
    if (!found) throw AppError.notFound('This list');
    reply.header('cache-control', 'public, max-age=60');
    // The service types the stored request loosely; the stored lists are written in this shape.
    return found as Collection;
  });

  registerEndpoint(app, on.qtag, async ({ params }) => {
    const { slug } = collectionParams.pick({ slug: true }).parse({ slug: params.qtag });
    const found = await findCollection(ctx, 'qtag', slug);
    if (found) return found as Collection;
    return { slug, kind: 'qtag' as const, title: slug.replace(/-/g, ' '), request: { q: slug.replace(/-/g, ' ') } };
  });
}

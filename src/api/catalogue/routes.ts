import type { FastifyInstance } from 'fastify';
import { productEndpoints, swatchBody } from '../../contracts/product.ts';
import type { Swatch } from '../../contracts/product.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { getProductInfo, getProductSummaries, getSimilarProducts } from './product-lists.ts';
import { selectProductDetail } from './product-repository.ts';
import { getProductPage, getSellersPage, swatchOfGroup, type ProductDeps } from './product-service.ts';

/** Product page, swatches, product info and summary, similar products, sellers (spec 000 §7, 001 §7). */
export function productRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps: ProductDeps = { db: ctx.db, cache: ctx.productCache };

  const on = productEndpoints;

  registerEndpoint(app, on.page, async ({ body }) => getProductPage(deps, body));

  registerEndpoint(app, on.swatch, async ({ query }) => {
    let body: unknown;
    try {
      body = JSON.parse(query['http-body']);
    } catch {
      throw AppError.badRequest('http-body: must be JSON', [
        { field: 'http-body', message: 'must be a JSON object of productContexts' },
      ]);
    }
    const { productContexts } = swatchBody.parse(body);
    const answer: Record<string, Swatch> = {};
    for (const { productId } of productContexts) {
      const detail = await selectProductDetail(ctx.db, { productId });
      if (detail) answer[productId] = await swatchOfGroup(deps, detail.product.variantGroupId, detail.swatchAttributes);
    }
    return answer;
  });

  registerEndpoint(app, on.productInfo, async ({ query }, _request, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return getProductInfo(deps, query.pids);
  });

  registerEndpoint(app, on.summary, async ({ body }) =>
    getProductSummaries(deps, body.requestContext.products, body.locationContext?.pincode),
  );

  registerEndpoint(app, on.similar, async ({ body }) =>
    getSimilarProducts(deps, body.requestContext.products, body.hash),
  );

  registerEndpoint(app, on.sellers, async ({ body }) =>
    getSellersPage(deps, body.requestContext.productId, body.locationContext?.pincode),
  );
}

import type { FastifyInstance } from 'fastify';
import {
  productInfoQuery,
  productPagePayload,
  productPaths,
  sellersPayload,
  similarPayload,
  similarQuery,
  summaryPayload,
  swatchBody,
  swatchQuery,
} from '../../contracts/product.ts';
import type { Swatch } from '../../contracts/product.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { getProductInfo, getProductSummaries, getSimilarProducts } from './product-lists.ts';
import { selectProductDetail } from './product-repository.ts';
import { getProductPage, getSellersPage, swatchOfGroup, type ProductDeps } from './product-service.ts';

const ok = <T>(response: T) => ({ STATUS_CODE: 200, RESPONSE: response });

/** Product page, swatches, product info and summary, similar products, sellers (spec 000 §7, 001 §7). */
export function productRoutes(app: FastifyInstance, ctx: AppContext): void {
  const deps: ProductDeps = { db: ctx.db, cache: ctx.productCache };

  app.post(productPaths.page, async (request) => ok(await getProductPage(deps, productPagePayload.parse(request.body ?? {}))));

  app.get(productPaths.swatch, async (request) => {
    const query = swatchQuery.parse(request.query);
    let body: unknown;
    try {
      body = JSON.parse(query['http-body']);
    } catch {
      throw AppError.badRequest('http-body: must be JSON', [{ field: 'http-body', message: 'must be a JSON object of productContexts' }]);
    }
    const { productContexts } = swatchBody.parse(body);
    const answer: Record<string, Swatch> = {};
    for (const { productId } of productContexts) {
      const detail = await selectProductDetail(ctx.db, { productId });
      if (detail) answer[productId] = await swatchOfGroup(deps, detail.product.variantGroupId, detail.swatchAttributes);
    }
    return ok(answer);
  });

  app.get(productPaths.productInfo, async (request, reply) => {
    const { pids } = productInfoQuery.parse(request.query);
    reply.header('cache-control', 'public, max-age=60');
    return ok(await getProductInfo(deps, pids));
  });

  app.post(productPaths.summary, async (request) => {
    const payload = summaryPayload.parse(request.body ?? {});
    return ok(await getProductSummaries(deps, payload.requestContext.products, payload.locationContext?.pincode));
  });

  app.post(productPaths.similar, async (request) => {
    similarQuery.parse(request.query);
    const payload = similarPayload.parse(request.body ?? {});
    return ok(await getSimilarProducts(deps, payload.requestContext.products, payload.hash));
  });

  app.post(productPaths.sellers, async (request) => {
    const payload = sellersPayload.parse(request.body ?? {});
    return ok(await getSellersPage(deps, payload.requestContext.productId, payload.locationContext?.pincode));
  });
}

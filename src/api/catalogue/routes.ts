import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** Product page, swatches, product info and summary, similar products, sellers (spec 000 §7, 001 §7). */
export function productRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}

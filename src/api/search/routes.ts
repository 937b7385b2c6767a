import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** Search and browse: smart-browse, facets, autosuggest (spec 000 §7 Discovery). */
export function searchRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}

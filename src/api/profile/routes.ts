import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** Account pages' calls: profile details, saved addresses, email preferences, wallet. */
export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}

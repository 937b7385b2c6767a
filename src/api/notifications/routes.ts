import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** Notifications: list and mark all read (spec 000 §7). */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}

import type { FastifyInstance } from 'fastify';
import { notificationEndpoints } from '../../contracts/notifications.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { loggedIn, requireAccount } from '../../platform/http/require-account.ts';
import { listNotifications, markAllRead } from './service.ts';

/** Notifications: list and mark all read (spec 000 §7). */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(
    app,
    notificationEndpoints.list,
    async ({ query }, request, reply) => {
      const accountId = await requireAccount(request);
      reply.header('cache-control', 'private, no-store');
      return listNotifications(ctx, accountId, query);
    },
    loggedIn,
  );

  registerEndpoint(
    app,
    notificationEndpoints.markAllRead,
    async (_input, request) => markAllRead(ctx, await requireAccount(request)),
    loggedIn,
  );
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notificationPaths, notificationsQuery } from '../../contracts/notifications.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { listNotifications, markAllRead } from './service.ts';

/** The account of the session, or a 401 in the spec's error shape. */
async function requireAccount(request: FastifyRequest): Promise<string> {
  const session = await request.loadSession();
  if (!session?.accountId) throw AppError.unauthorized();
  return session.accountId;
}

/** Notifications: list and mark all read (spec 000 §7). */
export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(notificationPaths.list, async (request, reply) => {
    const accountId = await requireAccount(request);
    const query = notificationsQuery.parse(request.query);
    reply.header('cache-control', 'private, no-store');
    return { STATUS_CODE: 200, RESPONSE: await listNotifications(ctx, accountId, query) };
  });

  app.post(notificationPaths.markAllRead, async (request) => {
    const accountId = await requireAccount(request);
    return { STATUS_CODE: 200, RESPONSE: await markAllRead(ctx, accountId) };
  });
}

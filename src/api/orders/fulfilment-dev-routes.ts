import type { FastifyInstance } from 'fastify';
import { fulfilmentEndpoints } from '../../contracts/fulfilment.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { moveOrderToStatus } from './fulfilment.ts';

/**
 * `POST /dev/order-status {orderId, status, unitId?}`: an order (or one unit) put into a status
 * by the clock's own code path, for browser tests and demos on the embedded database, where the
 * ops command cannot open the database the web process holds. Development pages only (DEV_PAGES,
 * like /dev/outbox); the platform's Origin check applies as to any state change.
 */
export function fulfilmentDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, fulfilmentEndpoints.devOrderStatus, async ({ body }) =>
    moveOrderToStatus(ctx, body.orderId, body.status, body.unitId ? { unitId: body.unitId } : {}),
  );
}

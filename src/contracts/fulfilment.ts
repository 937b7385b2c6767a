import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { orderStatusLabels, unitStatuses } from './orders-paths.ts';

/**
 * The fulfilment clock's hand control (docs/decisions/0045-fulfilment-clock.md): the development
 * call that puts an order, or one unit of it, into a status through the clock's own code path
 * (events, notifications, e-mails). Registered only with the development pages (DEV_PAGES), as
 * /dev/outbox is: browser tests use it to put an order into a state, and support staff use
 * `npm run ops -- order <orderId> <status>` instead.
 */
export const fulfilmentPaths = { devOrderStatus: '/dev/order-status' } as const;

export const fulfilmentErrorCodes = {
  /** The move is backward, or the units are cancelled or returned, or already there (409). */
  moveRefused: 'ORDER_STATUS_MOVE_REFUSED',
} as const;

export const orderStatusMoveBody = z.object({
  orderId: z.string().min(1).max(80),
  /** Where the units go: a unit status of 001 §4 (`delivered`, `shipped`, `cancelled`, ...). */
  status: z.enum(unitStatuses),
  /** One unit of the order only; absent: every unit that can move there. */
  unitId: z.string().min(1).max(80).optional(),
});

export const orderStatusMoveAnswer = z.object({
  orderId: z.string(),
  /** The order-level label after the move. */
  orderStatus: z.enum(orderStatusLabels),
  /** Each unit moved, from where to where (intermediate steps are written as events too). */
  moved: z.array(z.object({ unitId: z.string(), from: z.enum(unitStatuses), to: z.enum(unitStatuses) })),
});

export type OrderStatusMove = z.infer<typeof orderStatusMoveAnswer>;

export const fulfilmentEndpoints = {
  devOrderStatus: defineEndpoint({
    method: 'POST',
    path: fulfilmentPaths.devOrderStatus,
    body: orderStatusMoveBody,
    response: orderStatusMoveAnswer,
  }),
};

import { fulfilmentErrorCodes, type OrderStatusMove } from '../../contracts/fulfilment.ts';
import {
  ordersErrorCodes,
  ordersMessages,
  unitStatuses,
  type OrderStatusLabel,
  type UnitStatus,
} from '../../contracts/orders-paths.ts';
import type { AppContext } from '../../platform/context.ts';
import { withTransaction, type Tx } from '../../platform/db/transaction.ts';
import { publishEvent } from '../../platform/events/domain-events.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { writeOutbox } from '../../platform/outbox.ts';
import { createNotification } from '../notifications/service.ts';
import { clockedStatuses, nextStep, orderLabelOf, pathTo } from './fulfilment-steps.ts';
import { stepEmail, stepNotification, stepRemark, type OrderFacts } from './fulfilment-texts.ts';
import * as repo from './repository.ts';

/**
 * The fulfilment clock and the moves by hand (docs/decisions/0045-fulfilment-clock.md). A move
 * is one transaction: the order's row and then its units are locked, each unit moves from the
 * status it was read in (the last guard), every status it passes is an event with the courier's
 * remark, the order's label follows its units, and each order that moved gets one bell
 * notification, one delivery-update e-mail (while subscribed) and an `order.progressed` event.
 */
type Deps = Pick<AppContext, 'db' | 'config'>;

interface Plan {
  unit: repo.LockedUnit;
  from: UnitStatus;
  /** The statuses passed, the last one where the unit ends. */
  steps: UnitStatus[];
}

const asUnitStatus = (status: string): UnitStatus => {
  const known = unitStatuses.find((s) => s === status);
  if (!known) throw new Error(`Unknown unit status ${status}`);
  return known;
};

const notFound = () => new AppError(ordersErrorCodes.notFound, ordersMessages.notFound, 404);

/** Writes the plans of locked orders; answers each moved order's label and moves. */
async function applyPlans(tx: Tx, deps: Deps, units: repo.LockedUnit[], plans: Plan[]): Promise<OrderStatusMove[]> {
  if (!plans.length) return [];
  const orderIds = [...new Set(plans.map((p) => p.unit.orderId))];
  const facts = await repo.selectFulfilmentFacts(tx, orderIds);
  const orders = new Map(
    facts.orders.map((o) => {
      const text: OrderFacts = {
        id: o.id,
        sellerName: o.sellerName,
        shippingAddress: o.shippingAddress,
        promiseDate: o.promiseDate,
        cashToCollect: (o.instruments ?? []).filter((i) => i.code === 'COD').reduce((s, i) => s + i.amount, 0),
      };
      return [o.id, { row: o, text }];
    }),
  );
  const orderOf = (unit: repo.LockedUnit) => {
    const order = orders.get(unit.orderId);
    if (!order) throw new Error(`Order ${unit.orderId} of unit ${unit.id} vanished while locked`);
    return order;
  };
  const endOf = (plan: Plan) => plan.steps.at(-1) ?? plan.from;

  const moved = await repo.writeUnitSteps(
    tx,
    plans.map((p) => ({ unitId: p.unit.id, from: p.from, to: endOf(p) })),
    plans.flatMap((p) =>
      p.steps.map((status) => ({ unitId: p.unit.id, status, remark: stepRemark(status, orderOf(p.unit).text) })),
    ),
  );
  // The rows are locked, so every unit is where it was read; anything else is a bug, not a race.
  if (moved !== plans.length) throw AppError.conflict('The order changed while it was being moved; try again');

  const now = new Map(units.map((u) => [u.id, asUnitStatus(u.status)]));
  for (const plan of plans) now.set(plan.unit.id, endOf(plan));
  const labels = new Map<string, OrderStatusLabel>(
    orderIds.map((id) => [
      id,
      orderLabelOf(units.filter((u) => u.orderId === id).map((u) => now.get(u.id) ?? 'approved')),
    ]),
  );
  await repo.updateOrderStatuses(
    tx,
    [...labels].map(([id, status]) => ({ id, status })),
  );

  const items = new Map(facts.items.map((i) => [i.id, i]));
  const answers: OrderStatusMove[] = [];
  for (const id of orderIds) {
    const order = orders.get(id);
    const orderStatus = labels.get(id);
    if (!order || !orderStatus) continue;
    const own = plans.filter((p) => p.unit.orderId === id);
    // One notification and one e-mail an order and status reached, naming the items that moved.
    for (const status of new Set(own.map(endOf))) {
      const lines = new Map<string, { title: string; quantity: number; image: string | null }>();
      for (const plan of own.filter((p) => endOf(p) === status)) {
        const item = items.get(plan.unit.orderItemId);
        const line = lines.get(plan.unit.orderItemId);
        if (line) line.quantity += 1;
        else
          lines.set(plan.unit.orderItemId, { title: item?.title ?? 'Item', quantity: 1, image: item?.image ?? null });
      }
      const list = [...lines.values()];
      await createNotification(
        { db: tx },
        order.row.accountId,
        stepNotification(
          status,
          order.text,
          list.map((l) => l.title),
          list[0]?.image ?? null,
        ),
      );
      if (order.row.subscribed && order.row.customerEmail)
        await writeOutbox(tx, stepEmail(status, order.text, list, order.row.customerEmail, deps.config.publicOrigin));
      await publishEvent(tx, 'order.progressed', { orderId: id, status, orderStatus });
    }
    answers.push({
      orderId: id,
      orderStatus,
      moved: own.map((p) => ({ unitId: p.unit.id, from: p.from, to: endOf(p) })),
    });
  }
  return answers;
}

export interface TickResult {
  /** Orders that moved and units that moved (each one step). */
  orders: number;
  units: number;
}

/**
 * One turn of the clock: every unit that has stayed `stepSeconds` in a status of the delivery
 * progress moves one step, a batch of orders a transaction, until none is due (or `stopped`).
 * Safe to run in several processes at once: each batch takes only orders no other holds.
 */
export async function runFulfilmentTick(
  deps: Deps,
  options: { stepSeconds: number; batch?: number; maxBatches?: number; stopped?: () => boolean },
): Promise<TickResult> {
  const batch = options.batch ?? 25;
  const total: TickResult = { orders: 0, units: 0 };
  for (let round = 0; round < (options.maxBatches ?? 40) && !options.stopped?.(); round++) {
    const turn = await withTransaction(deps.db, async (tx) => {
      const ids = await repo.claimDueOrders(tx, clockedStatuses, options.stepSeconds, batch);
      // Read after the lock: a unit another clock moved since the claim's snapshot is not due any more.
      const units = await repo.lockUnitsOfOrders(tx, ids, options.stepSeconds);
      const plans = units.flatMap((unit): Plan[] => {
        const from = asUnitStatus(unit.status);
        const next = unit.due ? nextStep(from) : null;
        return next ? [{ unit, from, steps: [next] }] : [];
      });
      const done = await applyPlans(tx, deps, units, plans);
      return { claimed: ids.length, orders: done.length, units: plans.length };
    });
    total.orders += turn.orders;
    total.units += turn.units;
    if (turn.claimed < batch) break;
  }
  return total;
}

/**
 * Moves an order's units (or one of them: `unitId`) to `status` by hand, through the clock's own
 * writes: support staff (`npm run ops -- order <orderId> <status>`) and tests. Units that cannot
 * go there (cancelled, returned, already there or past it) stay; when none can: 409
 * ORDER_STATUS_MOVE_REFUSED naming why. Unknown order or unit: 404 ORDER_NOT_FOUND.
 */
export async function moveOrderToStatus(
  deps: Deps,
  orderId: string,
  status: UnitStatus,
  options: { unitId?: string } = {},
): Promise<OrderStatusMove> {
  return withTransaction(deps.db, async (tx) => {
    if (!(await repo.lockOrder(tx, orderId))) throw notFound();
    const units = await repo.lockUnitsOfOrders(tx, [orderId], null);
    const chosen = options.unitId ? units.filter((u) => u.id === options.unitId) : units;
    if (!chosen.length) throw notFound();
    const paths = chosen.map((unit) => {
      const from = asUnitStatus(unit.status);
      return { unit, from, path: pathTo(from, status) };
    });
    const plans = paths.flatMap(({ unit, from, path }) => (path.ok ? [{ unit, from, steps: path.steps }] : []));
    if (!plans.length) {
      const reasons = paths.map(({ unit, path }) => (path.ok ? '' : `Unit ${unit.id} ${path.reason}.`));
      throw new AppError(
        fulfilmentErrorCodes.moveRefused,
        `Order ${orderId} cannot move to ${status}. ${reasons.join(' ')}`,
        409,
      );
    }
    const [answer] = await applyPlans(tx, deps, units, plans);
    if (!answer) throw notFound();
    return answer;
  });
}

/** Moves one unit to `status` by hand (tests put an order item into a state with it); see `moveOrderToStatus`. */
export async function moveUnitToStatus(deps: Deps, unitId: string, status: UnitStatus): Promise<OrderStatusMove> {
  const orderId = await repo.orderOfUnit(deps.db, unitId);
  if (!orderId) throw notFound();
  return moveOrderToStatus(deps, orderId, status, { unitId });
}

import { eq, sql } from 'drizzle-orm';
import type { UnitStatus } from '../../src/contracts/orders-paths.ts';
import { orderItemUnits, orderUnitEvents } from '../../src/api/orders/schema.ts';
import type { Executor } from '../../src/platform/db/transaction.ts';

/**
 * Moves every unit of an order to `status` at once, with its progress step, as the fulfilment
 * clock would over several steps: for tests that need a delivered (or shipped) order now.
 */
export async function setOrderUnitsStatus(db: Executor, orderId: string, status: UnitStatus): Promise<void> {
  await db.transaction(async (tx) => {
    const units = await tx
      .update(orderItemUnits)
      .set({ status, statusAt: sql`now()` })
      .where(eq(orderItemUnits.orderId, orderId))
      .returning({ id: orderItemUnits.id });
    if (units.length === 0) throw new Error(`order ${orderId} has no units`);
    await tx
      .insert(orderUnitEvents)
      .values(units.map((u) => ({ unitId: u.id, status, remark: `Set to ${status} by a test` })));
  });
}

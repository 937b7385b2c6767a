import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { tokensToReconcile } from '../checkout/service.ts';
import { payNowToReconcile, reconcilePayNow } from './pay-now-reconcile.ts';
import * as repo from './repository.ts';
import { reconcileLookbackMs, reconcileMinAgeMs, reconcilePayments, type ReconcileResult } from './service.ts';

const leaseName = 'payments-reconciliation';

/**
 * One reconciliation run under the job's lease (one process at a time; `completePayment` is
 * idempotent anyway, so an overlap would only ask twice). null when another process holds it.
 */
export async function runReconciliation(
  ctx: Pick<AppContext, 'db' | 'config' | 'logger'>,
  options: { holder: string; endedSince: Date; leaseMs?: number },
): Promise<ReconcileResult | null> {
  // Nothing to ask about (the usual case): no lease is written, so an idle run writes nothing.
  const peek = await tokensToReconcile(ctx, {
    heldBefore: new Date(Date.now() - reconcileMinAgeMs),
    endedSince: options.endedSince,
    limit: 1,
  });
  if (!peek.length && !(await payNowToReconcile(ctx, options.endedSince)))
    return { asked: 0, ordered: 0, refunded: 0, reached: true };
  if (!(await repo.takeLease(ctx.db, leaseName, options.holder, options.leaseMs ?? 60_000))) return null;
  try {
    const checkouts = await reconcilePayments(ctx, { endedSince: options.endedSince });
    if (!checkouts.reached) return checkouts;
    // Pay-now payments (an order paid online before delivery) are asked about the same way.
    const payNow = await reconcilePayNow(ctx, { endedSince: options.endedSince });
    return {
      asked: checkouts.asked + payNow.asked,
      ordered: checkouts.ordered + payNow.ordered,
      refunded: checkouts.refunded + payNow.refunded,
      reached: payNow.reached,
    };
  } finally {
    await repo.releaseLease(ctx.db, leaseName, options.holder);
  }
}

/**
 * Runs the reconciliation every `config.ORDER_RECONCILE_MS` (0: never) in every web process, from
 * ready to close. A process's first run looks back 24 hours at ended reservations (after a crash,
 * payments may be waiting), later runs from a minute before its last run that reached the
 * payment service. When the payment service is down the run logs and the next one tries again.
 */
export function scheduleReconciliation(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'config' | 'logger'>): void {
  const every = ctx.config.ORDER_RECONCILE_MS;
  if (!every) return;
  const holder = randomUUID();
  let lastReached: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const run = async () => {
    const started = Date.now();
    const endedSince = new Date(lastReached === null ? started - reconcileLookbackMs : lastReached - 60_000);
    const result = await runReconciliation(ctx, { holder, endedSince, leaseMs: Math.max(60_000, every * 4) });
    if (result?.reached) lastReached = started;
    if (result && !result.reached)
      ctx.logger.warn('order reconciliation: the payment service did not answer; next run tries again');
    if (result?.ordered || result?.refunded)
      ctx.logger.info({ ...result }, 'order reconciliation completed payments without an order');
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= run()
        .catch((error: unknown) => ctx.logger.warn({ err: error }, 'order reconciliation failed'))
        .finally(() => {
          running = undefined;
        });
    }, every);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

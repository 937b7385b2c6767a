import type { AppContext } from '../../platform/context.ts';
import { completePayNow } from './pay-now.ts';
import { selectPrepaymentsToReconcile } from './pay-now-repository.ts';
import { payNowTokenOf } from './pay-now-token.ts';
import { askPaymentStatus, completionOf, reconcileMinAgeMs, type ReconcileResult } from './service.ts';

/**
 * The reconciliation of pay-now payments (docs/decisions/0047-pay-now.md), beside the checkout's
 * (`reconcilePayments`): a payment the payment service charged while its `completed` call was
 * lost (the API down, a crash before the commit) is found by asking the payment service about
 * every unpaid prepayment older than 10 s that is live or expired since `endedSince`, and is
 * completed with `completePayNow` (idempotent by paymentId, so a run of another process or the
 * payment service's own late call changes nothing twice).
 */
type Deps = Pick<AppContext, 'db' | 'config' | 'logger'>;

/** Whether any prepayment is due to be asked about (the job's cheap first look). */
export async function payNowToReconcile(deps: Pick<Deps, 'db'>, endedSince: Date, now = new Date()): Promise<boolean> {
  const rows = await selectPrepaymentsToReconcile(deps.db, {
    heldBefore: new Date(now.getTime() - reconcileMinAgeMs),
    endedSince,
    afterId: '',
    limit: 1,
  });
  return rows.length > 0;
}

export async function reconcilePayNow(
  deps: Deps,
  options: { endedSince: Date; now?: Date; batch?: number },
): Promise<ReconcileResult> {
  const now = options.now ?? new Date();
  const batch = options.batch ?? 100;
  const result: ReconcileResult = { asked: 0, ordered: 0, refunded: 0, reached: true };
  let afterId = '';
  for (;;) {
    const page = await selectPrepaymentsToReconcile(deps.db, {
      heldBefore: new Date(now.getTime() - reconcileMinAgeMs),
      endedSince: options.endedSince,
      afterId,
      limit: batch,
    });
    if (!page.length) return result;
    afterId = page.at(-1)?.id ?? afterId;
    const tokens = page.map((p) => payNowTokenOf(deps.config, p.id));
    const status = await askPaymentStatus(deps, tokens);
    if (!status) return { ...result, reached: false };
    result.asked += page.length;
    const asked = new Set(tokens);
    for (const p of status.payments) {
      if (p.status !== 'SUCCESS' || !asked.has(p.token)) continue;
      try {
        const answer = await completePayNow(deps, completionOf(p));
        if (answer.outcome === 'ORDERED') result.ordered += 1;
        else result.refunded += 1;
      } catch (error) {
        deps.logger.warn({ err: error, paymentId: p.paymentId }, 'reconciling a pay-now payment failed');
      }
    }
    if (page.length < batch) return result;
  }
}

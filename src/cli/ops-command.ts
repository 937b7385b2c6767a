import { unitStatuses, type UnitStatus } from '../contracts/orders-paths.ts';
import { moveOrderToStatus, runFulfilmentTick } from '../api/orders/fulfilment.ts';
import { deliverySteps } from '../api/orders/fulfilment-steps.ts';
import type { AppContext } from '../platform/context.ts';
import { AppError } from '../platform/http/app-error.ts';

/**
 * `npm run ops -- <command>`: support staff's hand on the fulfilment clock
 * (docs/decisions/0045-fulfilment-clock.md). Parsing comes first and needs no database, so a
 * mistyped command is refused before anything is opened.
 */
export const opsUsage = [
  'Usage:',
  '  npm run ops -- order <orderId> <status>   move an order to a status (events, notifications, e-mails)',
  '  npm run ops -- clock                      run one turn of the fulfilment clock now',
  `  <status>: ${deliverySteps.slice(1).join(', ')}`,
].join('\n');

/** Statuses the cancellation and return flows own: moving there refunds the shopper, which ops does not do. */
const flowStatuses: readonly UnitStatus[] = ['cancelled', 'return_requested', 'returned'];

export type OpsCommand = { kind: 'order'; orderId: string; status: UnitStatus } | { kind: 'clock' };

/** What a run prints and exits with: 0 done, 1 refused by the data (unknown order, backward move), 2 a bad command. */
export interface OpsOutcome {
  code: 0 | 1 | 2;
  text: string;
}

export function parseOpsArgs(argv: readonly string[]): OpsCommand | OpsOutcome {
  const [command, ...rest] = argv;
  if (command === 'clock' && rest.length === 0) return { kind: 'clock' };
  if (command !== 'order') return { code: 2, text: opsUsage };
  const [orderId, raw, ...extra] = rest;
  if (!orderId || !raw || extra.length) return { code: 2, text: opsUsage };
  if (orderId.length > 80 || !/^[A-Za-z0-9_-]+$/.test(orderId))
    return { code: 2, text: `'${orderId}' is not an order id (e.g. OD12345678901234567).` };
  const status = unitStatuses.find((s) => s === raw.trim().toLowerCase());
  if (!status) return { code: 2, text: `Unknown status '${raw}'. Use one of: ${deliverySteps.slice(1).join(', ')}.` };
  if (flowStatuses.includes(status))
    return {
      code: 2,
      text: `'${status}' is set by the cancellation and return flows, which refund the shopper; ops moves an order along its delivery only (${deliverySteps.slice(1).join(', ')}).`,
    };
  return { kind: 'order', orderId, status };
}

/** Runs a parsed command on the database; refusals of the data are an outcome, not a throw. */
export async function runOps(deps: Pick<AppContext, 'db' | 'config'>, command: OpsCommand): Promise<OpsOutcome> {
  if (command.kind === 'clock') {
    const stepSeconds = deps.config.FULFILMENT_STEP_SECONDS;
    if (!stepSeconds) return { code: 2, text: 'The fulfilment clock is off (FULFILMENT_STEP_SECONDS=0).' };
    const moved = await runFulfilmentTick(deps, { stepSeconds });
    return { code: 0, text: `The fulfilment clock moved ${moved.units} unit(s) of ${moved.orders} order(s).` };
  }
  try {
    const done = await moveOrderToStatus(deps, command.orderId, command.status);
    const moves = done.moved.map((m) => `  ${m.unitId}: ${m.from} → ${m.to}`);
    return {
      code: 0,
      text: [`Order ${done.orderId} is now ${done.orderStatus}; ${done.moved.length} unit(s) moved:`, ...moves].join(
        '\n',
      ),
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const text = error.status === 404 ? `No order ${command.orderId}.` : error.message;
    return { code: 1, text };
  }
}

import type { ProgressStepStatus, UnitStatus } from '../../contracts/orders-paths.ts';
import type { ProgressStep } from '../../contracts/orders.ts';
import { orderDateText, promiseDateText } from './dates.ts';

/**
 * An item's timeline (spec 001 §3 itemProgressSteps, §4 rules) from its unit's status and progress
 * events: Ordered, Packaged, Shipped, Delivered, then a fifth step, Cancelled (CANCEL) or Returned
 * (RETURN_REQUEST, RETURN), or `status: null` when neither happened. The page applies §4 (current
 * step, cancel or return after it, the null fifth dropped); the server says what happened and when.
 */

/** What a unit's event is called on the timeline. */
export const eventNames: Record<UnitStatus, string> = {
  approved: 'Order confirmed',
  readytoship: 'Packed',
  dispatched: 'Dispatched',
  shipped: 'Shipped',
  outfordelivery: 'Out for delivery',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  return_requested: 'Return requested',
  returned: 'Returned',
};

const steps = ['Ordered', 'Packaged', 'Shipped', 'Delivered'] as const;
/** The delivery step a status belongs to; cancel and return statuses have none. */
const stepOf: Partial<Record<UnitStatus, number>> = {
  approved: 0,
  readytoship: 1,
  dispatched: 2,
  shipped: 2,
  outfordelivery: 2,
  delivered: 3,
};
/** Remark of a step that will not happen (spec 001 §4: one child whose remark is NA). */
export const notApplicable = 'NA';

export interface TimelineEvent {
  status: UnitStatus;
  remark: string | null;
  at: Date;
}

type Child = ProgressStep['children'][number];

const childOf = (e: TimelineEvent): Child => ({
  eventName: eventNames[e.status],
  eventDate: e.at.toISOString(),
  eventDateText: orderDateText(e.at),
  eventLink: null,
  eventLinkText: null,
  eventRemark: e.remark,
  progressStepInfoList: [],
});

const emptyChild = (eventName: string, remark: string | null, info: string[] = []): Child => ({
  eventName,
  eventDate: null,
  eventDateText: null,
  eventLink: null,
  eventLinkText: null,
  eventRemark: remark,
  progressStepInfoList: info,
});

/**
 * The timeline of a unit in `status` with its `events` (oldest first). A step passed without an
 * event of its own (support moved the unit past it) is DONE with an undated child.
 */
export function progressStepsOf(
  status: UnitStatus,
  events: readonly TimelineEvent[],
  promisedDate: string | null,
): ProgressStep[] {
  const cancelled = status === 'cancelled';
  const returning = status === 'return_requested' || status === 'returned';
  // The furthest delivery step reached: a cancelled unit stopped where its last delivery event was.
  const reached = cancelled
    ? Math.max(0, ...events.map((e) => stepOf[e.status] ?? 0))
    : returning
      ? 3
      : (stepOf[status] ?? 0);
  const delivery = steps.map((groupName, i): ProgressStep => {
    const own = events.filter((e) => stepOf[e.status] === i).map(childOf);
    let stepStatus: ProgressStepStatus;
    if (i < reached) stepStatus = 'DONE';
    else if (i === reached) stepStatus = cancelled || returning || status === 'delivered' ? 'DONE' : 'CURRENT';
    else stepStatus = cancelled ? 'NA' : 'INACTIVE';
    if (stepStatus === 'NA') return { groupName, status: 'NA', children: [emptyChild(groupName, notApplicable)] };
    if (own.length) return { groupName, status: stepStatus, children: own };
    const by = groupName === 'Delivered' ? promiseDateText(promisedDate) : null;
    return { groupName, status: stepStatus, children: [emptyChild(groupName, null, by ? [`Expected by ${by}`] : [])] };
  });
  const endEvents = events.filter((e) => stepOf[e.status] === undefined).map(childOf);
  const fifth: ProgressStep = cancelled
    ? { groupName: 'Cancelled', status: 'CANCEL', children: endEvents }
    : returning
      ? { groupName: 'Returned', status: status === 'returned' ? 'RETURN' : 'RETURN_REQUEST', children: endEvents }
      : { groupName: 'Returned', status: null, children: [] };
  if (fifth.status && fifth.children.length === 0) fifth.children.push(emptyChild(fifth.groupName, null));
  return [...delivery, fifth];
}

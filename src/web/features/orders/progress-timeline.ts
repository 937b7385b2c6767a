import type { ProgressStep } from '../../../contracts/orders.ts';
import { statusClasses, type ProgressStepStatus } from '../../../contracts/orders-paths.ts';

/*
 * The progress timeline of an order item, by the rules of spec 001 §4, as pure functions (the
 * order details page renders what they return; progress-timeline.test.ts holds each rule).
 */

/** Statuses that count as reached: the current status is the last step with one of them. */
const reached: ReadonlySet<ProgressStepStatus> = new Set(['DONE', 'CURRENT', 'RETURN', 'RETURN_REQUEST', 'CANCEL']);
/** A cancel or a return step: placed right after the current step. */
const cancelOrReturn: ReadonlySet<ProgressStepStatus> = new Set(['CANCEL', 'RETURN', 'RETURN_REQUEST']);

const isReached = (step: ProgressStep) => step.status !== null && reached.has(step.status);
const isCancelOrReturn = (step: ProgressStep) => step.status !== null && cancelOrReturn.has(step.status);

/** A step is not applicable if it is INACTIVE, or if it has one child and that child's remark is 'NA'. */
export function isNotApplicable(step: ProgressStep): boolean {
  return step.status === 'INACTIVE' || (step.children.length === 1 && step.children[0]?.eventRemark === 'NA');
}

/**
 * The steps in the order the timeline shows them: exactly five steps whose fifth has a null status
 * lose the fifth; a cancel or return step (CANCEL, RETURN, RETURN_REQUEST) moves to right after
 * the current step, the last of the other steps that was reached (several keep their own order).
 */
export function arrangeSteps(steps: readonly ProgressStep[]): ProgressStep[] {
  const kept = steps.length === 5 && steps[4]?.status === null ? steps.slice(0, 4) : [...steps];
  const moved = kept.filter(isCancelOrReturn);
  if (!moved.length) return kept;
  const rest = kept.filter((step) => !isCancelOrReturn(step));
  const current = rest.findLastIndex(isReached);
  return [...rest.slice(0, current + 1), ...moved, ...rest.slice(current + 1)];
}

/** The item's current status: the group name of the last step whose status is reached, or null. */
export function currentStatus(steps: readonly ProgressStep[]): string | null {
  return steps.findLast(isReached)?.groupName ?? null;
}

/** How a step of the timeline is drawn. */
export type StepState = 'done' | 'current' | 'cancelled' | 'returned' | 'pending' | 'not-applicable';

export interface TimelineStep {
  step: ProgressStep;
  state: StepState;
  /** The step whose group name is the item's current status. */
  isCurrent: boolean;
}

export interface Timeline {
  steps: TimelineStep[];
  /** The group name of the current step, or null when no step was reached. */
  current: string | null;
}

function stateOf(step: ProgressStep): StepState {
  if (isNotApplicable(step)) return 'not-applicable';
  switch (step.status) {
    case 'CANCEL':
      return 'cancelled';
    case 'RETURN':
    case 'RETURN_REQUEST':
      return 'returned';
    case 'DONE':
      return 'done';
    case 'CURRENT':
      return 'current';
    default:
      return 'pending';
  }
}

/** The timeline of an item: its steps arranged by the rules, each with its state, and the current status. */
export function buildTimeline(steps: readonly ProgressStep[]): Timeline {
  const arranged = arrangeSteps(steps);
  const currentIndex = arranged.findLastIndex(isReached);
  return {
    steps: arranged.map((step, index) => ({ step, state: stateOf(step), isCurrent: index === currentIndex })),
    current: currentStatus(arranged),
  };
}

/** Which of the spec's status class lists an item's status class belongs to. */
export type ProgressKind = keyof typeof statusClasses;

/**
 * The status classes of an item (spec 001 §4 status class lists): the list its status class
 * belongs to (the cancel list for 'cancelled', the return list for 'return-requested' and a
 * return's later classes, else the delivery list), the classes of that list reached so far
 * (for the CSS), and how far along the list the item is (0 to 1).
 */
export function progressOf(statusClass: string): { kind: ProgressKind; classes: string[]; fraction: number } {
  const kind: ProgressKind = (statusClasses.cancel as readonly string[]).slice(1).includes(statusClass)
    ? 'cancel'
    : statusClass.startsWith('return')
      ? 'return'
      : 'delivery';
  const list: readonly string[] = statusClasses[kind];
  const at = list.indexOf(statusClass);
  const classes = at >= 0 ? list.slice(0, at + 1) : [statusClass];
  const fraction = list.length > 1 && at >= 0 ? at / (list.length - 1) : 1;
  return { kind, classes, fraction };
}

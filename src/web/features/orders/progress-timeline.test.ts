import { describe, expect, it } from 'vitest';
import type { ProgressStep } from '../../../contracts/orders.ts';
import { arrangeSteps, buildTimeline, currentStatus, isNotApplicable, progressOf } from './progress-timeline.ts';

const event = (eventRemark: string | null = null) => ({
  eventName: 'event',
  eventDate: null,
  eventDateText: null,
  eventLink: null,
  eventLinkText: null,
  eventRemark,
  progressStepInfoList: [],
});
const step = (groupName: string, status: ProgressStep['status'], children = [event()]): ProgressStep => ({
  groupName,
  status,
  children,
});
const names = (steps: ProgressStep[]) => steps.map((s) => s.groupName);

describe('the progress timeline of an order item (spec 001 §4)', () => {
  it('when steps were reached, then the current status is the group name of the last DONE, CURRENT, RETURN, RETURN_REQUEST or CANCEL step', () => {
    const shipped = [
      step('Ordered', 'DONE'),
      step('Packaged', 'DONE'),
      step('Shipped', 'CURRENT'),
      step('Delivered', 'INACTIVE'),
    ];
    expect(currentStatus(shipped)).toBe('Shipped');
    expect(currentStatus([step('Ordered', 'DONE'), step('Packaged', 'DONE'), step('Shipped', null)])).toBe('Packaged');
    expect(currentStatus([step('Ordered', 'DONE'), step('Cancelled', 'CANCEL')])).toBe('Cancelled');
    expect(currentStatus([step('Delivered', 'DONE'), step('Returned', 'RETURN')])).toBe('Returned');
    expect(currentStatus([step('Delivered', 'DONE'), step('Returned', 'RETURN_REQUEST')])).toBe('Returned');
    // INACTIVE and NA are not reached, however late they come.
    expect(currentStatus([step('Ordered', 'DONE'), step('Packaged', 'NA'), step('Shipped', 'INACTIVE')])).toBe(
      'Ordered',
    );
    expect(currentStatus([step('Ordered', null), step('Packaged', 'INACTIVE')])).toBeNull();
  });

  it('when exactly five steps come and the fifth has a null status, then the fifth is dropped', () => {
    const five = [
      step('Ordered', 'DONE'),
      step('Packaged', 'CURRENT'),
      step('Shipped', null),
      step('Delivered', null),
      step('Cancelled', null),
    ];
    expect(names(arrangeSteps(five))).toEqual(['Ordered', 'Packaged', 'Shipped', 'Delivered']);
    expect(buildTimeline(five).steps).toHaveLength(4);
  });

  it('when the fifth of five has a status, or four or six steps end with a null one, then nothing is dropped', () => {
    const fifthInactive = [
      step('Ordered', 'DONE'),
      step('Packaged', 'DONE'),
      step('Shipped', 'DONE'),
      step('Delivered', 'DONE'),
      step('Returned', 'INACTIVE'),
    ];
    expect(arrangeSteps(fifthInactive)).toHaveLength(5);
    expect(
      arrangeSteps([step('Ordered', 'DONE'), step('Packaged', null), step('Shipped', null), step('X', null)]),
    ).toHaveLength(4);
    const six = [...fifthInactive.slice(0, 4), step('Y', null), step('Z', null)];
    expect(arrangeSteps(six)).toHaveLength(6);
  });

  it('when an item was cancelled after packing, then the cancel step comes right after the current step and before the steps not reached', () => {
    const cancelled = [
      step('Ordered', 'DONE'),
      step('Packaged', 'DONE'),
      step('Shipped', 'INACTIVE'),
      step('Delivered', 'INACTIVE'),
      step('Cancelled', 'CANCEL'),
    ];
    expect(names(arrangeSteps(cancelled))).toEqual(['Ordered', 'Packaged', 'Cancelled', 'Shipped', 'Delivered']);
    const timeline = buildTimeline(cancelled);
    expect(timeline.current).toBe('Cancelled');
    expect(timeline.steps.map((s) => [s.step.groupName, s.state, s.isCurrent])).toEqual([
      ['Ordered', 'done', false],
      ['Packaged', 'done', false],
      ['Cancelled', 'cancelled', true],
      ['Shipped', 'not-applicable', false],
      ['Delivered', 'not-applicable', false],
    ]);
  });

  it('when a cancel step comes first, then it still follows the current step', () => {
    const early = [step('Cancelled', 'CANCEL'), step('Ordered', 'DONE'), step('Packaged', null)];
    expect(names(arrangeSteps(early))).toEqual(['Ordered', 'Cancelled', 'Packaged']);
  });

  it('when no other step was reached, then the cancel step comes first', () => {
    expect(names(arrangeSteps([step('Ordered', null), step('Cancelled', 'CANCEL')]))).toEqual(['Cancelled', 'Ordered']);
  });

  it('when a delivered item is being returned, then the return step follows Delivered and is the current status', () => {
    const returning = [
      step('Ordered', 'DONE'),
      step('Packaged', 'DONE'),
      step('Shipped', 'DONE'),
      step('Delivered', 'DONE'),
      step('Returned', 'RETURN_REQUEST'),
    ];
    const timeline = buildTimeline(returning);
    expect(names(timeline.steps.map((s) => s.step))).toEqual([
      'Ordered',
      'Packaged',
      'Shipped',
      'Delivered',
      'Returned',
    ]);
    expect(timeline.current).toBe('Returned');
    expect(timeline.steps.at(-1)).toMatchObject({ state: 'returned', isCurrent: true });
    expect(buildTimeline([...returning.slice(0, 4), step('Returned', 'RETURN')]).steps.at(-1)?.state).toBe('returned');
  });

  it('when a step is INACTIVE, or has one child whose remark is NA, then it is not applicable', () => {
    expect(isNotApplicable(step('Shipped', 'INACTIVE'))).toBe(true);
    expect(isNotApplicable(step('Shipped', 'DONE', [event('NA')]))).toBe(true);
    expect(isNotApplicable(step('Shipped', null, [event('NA')]))).toBe(true);
  });

  it('when a step has another remark, no child, or NA among several children, then it is applicable', () => {
    expect(isNotApplicable(step('Shipped', 'DONE', [event('Left the Bengaluru hub')]))).toBe(false);
    expect(isNotApplicable(step('Shipped', 'DONE', []))).toBe(false);
    expect(isNotApplicable(step('Shipped', 'DONE', [event('NA'), event('Left the hub')]))).toBe(false);
    expect(isNotApplicable(step('Shipped', 'DONE', [event('na')]))).toBe(false);
    expect(isNotApplicable(step('Shipped', null))).toBe(false);
  });

  it('when an item is on its way, then the steps read done, current and pending, and only the current one is marked', () => {
    const timeline = buildTimeline([
      step('Ordered', 'DONE'),
      step('Packaged', 'DONE', [event('NA')]),
      step('Shipped', 'CURRENT'),
      step('Delivered', null),
      step('Cancelled', null),
    ]);
    expect(timeline.steps.map((s) => [s.state, s.isCurrent])).toEqual([
      ['done', false],
      ['not-applicable', false],
      ['current', true],
      ['pending', false],
    ]);
    expect(timeline.current).toBe('Shipped');
  });

  it('when no step was reached, then none is current', () => {
    const timeline = buildTimeline([step('Ordered', null), step('Packaged', null)]);
    expect(timeline.current).toBeNull();
    expect(timeline.steps.some((s) => s.isCurrent)).toBe(false);
  });
});

describe('the status classes of an order item (spec 001 §4)', () => {
  it('when an item moves along the delivery progress, then it carries every class of the list reached so far', () => {
    expect(progressOf('approved')).toEqual({ kind: 'delivery', classes: ['approved'], fraction: 0 });
    expect(progressOf('shipped')).toEqual({
      kind: 'delivery',
      classes: ['approved', 'readytoship', 'dispatched', 'shipped'],
      fraction: 3 / 5,
    });
    expect(progressOf('delivered').fraction).toBe(1);
  });

  it('when an item is cancelled, then it is on the cancel progress approved → cancelled', () => {
    expect(progressOf('cancelled')).toEqual({ kind: 'cancel', classes: ['approved', 'cancelled'], fraction: 1 });
  });

  it('when a return is requested, then it is on the return progress', () => {
    expect(progressOf('return-requested')).toEqual({ kind: 'return', classes: ['return-requested'], fraction: 1 });
    expect(progressOf('returned')).toMatchObject({ kind: 'return', classes: ['returned'] });
  });
});

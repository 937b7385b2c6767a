import { describe, expect, it } from 'vitest';
import { progressStepsOf, type TimelineEvent } from './progress-steps.ts';

/** The timeline's rules (spec 001 §3 itemProgressSteps, §4) on events a unit could have. */

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 4, minute));
const event = (status: TimelineEvent['status'], minute: number): TimelineEvent => ({
  status,
  remark: `remark ${status}`,
  at: at(minute),
});
const shape = (steps: ReturnType<typeof progressStepsOf>) => steps.map((s) => [s.groupName, s.status]);

describe('the progress steps of a unit', () => {
  it('when a unit is out for delivery, then Shipped is current with its three events and Delivered waits with the promise', () => {
    const steps = progressStepsOf(
      'outfordelivery',
      [
        event('approved', 0),
        event('readytoship', 1),
        event('dispatched', 2),
        event('shipped', 3),
        event('outfordelivery', 4),
      ],
      '2026-11-30',
    );
    expect(shape(steps)).toEqual([
      ['Ordered', 'DONE'],
      ['Packaged', 'DONE'],
      ['Shipped', 'CURRENT'],
      ['Delivered', 'INACTIVE'],
      ['Returned', null],
    ]);
    expect(steps[2]!.children.map((c) => [c.eventName, c.eventDate, c.eventRemark])).toEqual([
      ['Dispatched', at(2).toISOString(), 'remark dispatched'],
      ['Shipped', at(3).toISOString(), 'remark shipped'],
      ['Out for delivery', at(4).toISOString(), 'remark outfordelivery'],
    ]);
    expect(steps[3]!.children[0]!.progressStepInfoList).toEqual(["Expected by Mon, Nov 30th '26"]);
    expect(steps[2]!.children[0]!.eventDateText).toBe("Fri, Nov 27th '26 9:32 AM");
  });

  it('when a unit reached delivered without events for the steps between, then those are done without a date', () => {
    const steps = progressStepsOf('delivered', [event('approved', 0), event('delivered', 9)], null);
    expect(
      shape(steps)
        .slice(0, 4)
        .every(([, s]) => s === 'DONE'),
    ).toBe(true);
    expect(steps[1]!.children).toEqual([expect.objectContaining({ eventName: 'Packaged', eventDate: null })]);
    expect(steps[4]).toEqual({ groupName: 'Returned', status: null, children: [] });
  });

  it('when a packed unit is cancelled, then Packaged is where it stopped, the rest NA, and the fifth step CANCEL', () => {
    const steps = progressStepsOf(
      'cancelled',
      [event('approved', 0), event('readytoship', 1), event('cancelled', 2)],
      null,
    );
    expect(shape(steps)).toEqual([
      ['Ordered', 'DONE'],
      ['Packaged', 'DONE'],
      ['Shipped', 'NA'],
      ['Delivered', 'NA'],
      ['Cancelled', 'CANCEL'],
    ]);
    expect(steps[2]!.children).toEqual([expect.objectContaining({ eventRemark: 'NA', eventDate: null })]);
    expect(steps[4]!.children).toEqual([
      expect.objectContaining({ eventName: 'Cancelled', eventDate: at(2).toISOString() }),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { nextStep, orderLabelOf, pathTo } from './fulfilment-steps.ts';

describe('the moves of a unit', () => {
  it('when the clock turns, then a unit on its way moves one step and a delivered, cancelled or returned one does not', () => {
    expect(nextStep('approved')).toBe('readytoship');
    expect(nextStep('readytoship')).toBe('dispatched');
    expect(nextStep('dispatched')).toBe('shipped');
    expect(nextStep('shipped')).toBe('outfordelivery');
    expect(nextStep('outfordelivery')).toBe('delivered');
    for (const still of ['delivered', 'cancelled', 'return_requested', 'returned'] as const)
      expect(nextStep(still), still).toBeNull();
  });

  it('when a unit is moved by hand, then it passes every step on the way, and backward, repeated or closed moves are refused with why', () => {
    expect(pathTo('approved', 'delivered')).toEqual({
      ok: true,
      steps: ['readytoship', 'dispatched', 'shipped', 'outfordelivery', 'delivered'],
    });
    expect(pathTo('shipped', 'outfordelivery')).toEqual({ ok: true, steps: ['outfordelivery'] });
    expect(pathTo('shipped', 'readytoship')).toEqual({
      ok: false,
      reason: 'is shipped; moving it back to readytoship is not allowed',
    });
    expect(pathTo('delivered', 'delivered')).toEqual({ ok: false, reason: 'is already delivered' });
    expect(pathTo('outfordelivery', 'cancelled')).toEqual({ ok: true, steps: ['cancelled'] });
    expect(pathTo('delivered', 'cancelled')).toMatchObject({ ok: false });
    expect(pathTo('delivered', 'returned')).toEqual({ ok: true, steps: ['return_requested', 'returned'] });
    expect(pathTo('return_requested', 'returned')).toEqual({ ok: true, steps: ['returned'] });
    expect(pathTo('return_requested', 'delivered')).toMatchObject({ ok: false });
    expect(pathTo('shipped', 'return_requested')).toEqual({
      ok: false,
      reason: 'is shipped; only a delivered unit can be returned',
    });
    expect(pathTo('cancelled', 'delivered')).toEqual({ ok: false, reason: 'is cancelled and does not move' });
    expect(pathTo('returned', 'delivered')).toEqual({ ok: false, reason: 'is returned and does not move' });
  });
});

describe('the label of an order', () => {
  it('when its units differ, then the order shows the least advanced of those still on their way', () => {
    expect(orderLabelOf(['approved', 'approved'])).toBe('Ordered');
    expect(orderLabelOf(['readytoship'])).toBe('Packaged');
    expect(orderLabelOf(['dispatched', 'outfordelivery'])).toBe('Shipped');
    expect(orderLabelOf(['delivered', 'shipped'])).toBe('Shipped');
    expect(orderLabelOf(['delivered', 'return_requested'])).toBe('Delivered');
    expect(orderLabelOf(['cancelled', 'delivered'])).toBe('Delivered');
    expect(orderLabelOf(['returned', 'readytoship'])).toBe('Packaged');
  });

  it('when no unit is on its way, then the order is Returned if any was returned, else Cancelled', () => {
    expect(orderLabelOf(['cancelled', 'cancelled'])).toBe('Cancelled');
    expect(orderLabelOf(['cancelled', 'returned'])).toBe('Returned');
  });
});

import { describe, expect, it } from 'vitest';
import type { UnitStatus } from '../../contracts/orders-paths.ts';
import { orderFlags, prepaidEligible, type OrderFactsForFlags } from './flags.ts';

/** The flag rules of the order detail, pay now and the invoice (spec 001 §6), as pure functions. */

const now = new Date('2026-11-27T10:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 3600_000);
const card = [{ code: 'CREDIT' }];
const cod = [{ code: 'COD' }];

function order(
  statuses: UnitStatus[],
  over: Partial<OrderFactsForFlags> = {},
  deliveredDaysAgo = 1,
): OrderFactsForFlags {
  return {
    orderType: 'physical',
    instruments: card,
    subscribed: true,
    paidOnline: false,
    items: [
      {
        units: statuses.map((status) => ({ status, statusAt: daysAgo(deliveredDaysAgo) })),
        returnWindow: { kind: 'RETURN', days: 10 },
      },
    ],
    ...over,
  };
}

describe('the order flags', () => {
  it('when units are approved or packed, then cancel; once one is dispatched, only the others can be cancelled', () => {
    expect(orderFlags(order(['approved']), now)).toMatchObject({
      orderCancellationAllowed: true,
      items: [{ itemCancellable: true }],
    });
    expect(orderFlags(order(['readytoship']), now).orderCancellationAllowed).toBe(true);
    expect(orderFlags(order(['dispatched']), now).orderCancellationAllowed).toBe(false);
    expect(orderFlags(order(['shipped', 'approved']), now).orderCancellationAllowed).toBe(true);
  });

  it("when a unit is delivered, then return within the listing's window, review and invoice; past the window no return", () => {
    const fresh = orderFlags(order(['delivered']), now);
    expect(fresh).toMatchObject({ orderReturnAllowed: true, isDownloadInvoiceAllowed: true });
    expect(fresh.actions).toEqual(['print', 'contactus', 'review', 'return', 'invoice', 'sellerReview']);
    expect(orderFlags(order(['delivered'], {}, 10), now).orderReturnAllowed).toBe(true);
    expect(orderFlags(order(['delivered'], {}, 10.01), now).orderReturnAllowed).toBe(false);
    const noReturn = order(['delivered']);
    noReturn.items[0]!.returnWindow = { kind: 'NO_RETURN', days: 0 };
    expect(orderFlags(noReturn, now).orderReturnAllowed).toBe(false);
    expect(
      orderFlags({ ...order(['delivered']), items: [{ ...order(['delivered']).items[0]!, returnWindow: null }] }, now)
        .orderReturnAllowed,
    ).toBe(false);
    // A unit already asked back is not returnable again, but the invoice stays.
    expect(orderFlags(order(['return_requested']), now)).toMatchObject({
      orderReturnAllowed: false,
      isDownloadInvoiceAllowed: true,
    });
  });

  it('when the order is cash on delivery, then pay now until delivered, cancelled or paid online', () => {
    expect(prepaidEligible({ instruments: cod, units: [{ status: 'shipped' }], paidOnline: false })).toBe(true);
    expect(
      prepaidEligible({ instruments: [{ code: 'DOD' }], units: [{ status: 'approved' }], paidOnline: false }),
    ).toBe(true);
    expect(prepaidEligible({ instruments: card, units: [{ status: 'approved' }], paidOnline: false })).toBe(false);
    expect(prepaidEligible({ instruments: cod, units: [{ status: 'approved' }], paidOnline: true })).toBe(false);
    expect(
      prepaidEligible({ instruments: cod, units: [{ status: 'delivered' }, { status: 'shipped' }], paidOnline: false }),
    ).toBe(false);
    expect(prepaidEligible({ instruments: cod, units: [{ status: 'cancelled' }], paidOnline: false })).toBe(false);
    expect(
      prepaidEligible({
        instruments: cod,
        units: [{ status: 'cancelled' }, { status: 'approved' }],
        paidOnline: false,
      }),
    ).toBe(true);
    expect(orderFlags(order(['approved'], { instruments: cod }), now).actions).toContain('payNow');
  });

  it('when the order is a gift voucher, then resend until it is cancelled or returned; subscription only while on the way', () => {
    expect(orderFlags(order(['approved'], { orderType: 'egv' }), now)).toMatchObject({ resendEGVAllowed: true });
    expect(orderFlags(order(['cancelled'], { orderType: 'egv' }), now).resendEGVAllowed).toBe(false);
    expect(orderFlags(order(['approved']), now).resendEGVAllowed).toBe(false);
    expect(orderFlags(order(['cancelled']), now).actions).toEqual(['print', 'contactus']);
    expect(orderFlags(order(['approved'], { subscribed: false }), now)).toMatchObject({
      subscribed: false,
      unSubscribed: true,
    });
  });
});

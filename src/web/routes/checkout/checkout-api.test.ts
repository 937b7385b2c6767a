import { describe, expect, it } from 'vitest';
import { buyNowOf } from './checkout-api.ts';

describe('buy-now state of a checkout link (spec 001 §3)', () => {
  it("reads the listing ids of eids and upper-cases the domain, 'physical' by default", () => {
    expect(buyNowOf(new URLSearchParams('eids=LST1&domain=physical'))).toEqual({
      eids: ['LST1'],
      checkoutType: 'PHYSICAL',
    });
    expect(buyNowOf(new URLSearchParams('eids=LST1,%20LST2,,'))).toEqual({
      eids: ['LST1', 'LST2'],
      checkoutType: 'PHYSICAL',
    });
  });

  it('checks out the cart when there are no eids', () => {
    expect(buyNowOf(new URLSearchParams(''))).toEqual({ eids: [], checkoutType: 'PHYSICAL' });
    expect(buyNowOf(new URLSearchParams('domain=digital'))).toEqual({ eids: [], checkoutType: 'DIGITAL' });
  });
});

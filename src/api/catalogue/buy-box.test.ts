import { describe, expect, it } from 'vitest';
import { buyBoxOf } from './buy-box.ts';

const listing = (id: string, price: number, stock: number) => ({ id, price, mrp: 100_000, stock });

describe('the buy box a seed computes', () => {
  it('when a cheaper listing is out of stock, then the cheapest in stock wins', () => {
    expect(buyBoxOf([listing('LSTA', 50_000, 0), listing('LSTB', 60_000, 3), listing('LSTC', 70_000, 9)])).toEqual({
      buyBoxListingId: 'LSTB',
      price: 60_000,
      mrp: 100_000,
      discountPercent: 40,
      inStock: true,
    });
  });

  it('when two listings in stock ask the same price, then the lower id wins, in any order', () => {
    expect(buyBoxOf([listing('LSTB', 60_000, 3), listing('LSTA', 60_000, 1)])?.buyBoxListingId).toBe('LSTA');
    expect(buyBoxOf([listing('LSTA', 60_000, 1), listing('LSTB', 60_000, 3)])?.buyBoxListingId).toBe('LSTA');
  });

  it('when nothing is in stock, then the cheapest listing is shown as out of stock; no listing, no buy box', () => {
    expect(buyBoxOf([listing('LSTA', 70_000, 0), listing('LSTB', 66_667, 0)])).toMatchObject({
      buyBoxListingId: 'LSTB',
      discountPercent: 33,
      inStock: false,
    });
    expect(buyBoxOf([])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { maxAutoLoadedOrderPages, orderPageCount } from '../../../contracts/orders-paths.ts';
import { loadsOnScroll, orderListState } from './order-list-paging.ts';

describe('the order list paging (spec 001 §4, §9)', () => {
  it('when a page is on its way, then the list is LOADING; else SHOW_MORE while pages are left and NO_MORE after the last', () => {
    expect(orderListState({ fetching: true, hasMore: true })).toBe('LOADING');
    expect(orderListState({ fetching: true, hasMore: false })).toBe('LOADING');
    expect(orderListState({ fetching: false, hasMore: true })).toBe('SHOW_MORE');
    expect(orderListState({ fetching: false, hasMore: false })).toBe('NO_MORE');
  });

  it('when the shopper scrolls, then 4 pages load after the first and the next ones wait for the button', () => {
    const auto = [1, 2, 3, 4, 5, 6, 7].filter(loadsOnScroll);
    expect(maxAutoLoadedOrderPages).toBe(4);
    // Shown 1..4 pages: the next loads on scroll (pages 2, 3, 4 and 5); shown 5 or more: the button.
    expect(auto).toEqual([1, 2, 3, 4]);
  });

  it('when total or page size is 0, then there are no pages; else ceil(total/pageSize)', () => {
    expect(orderPageCount(0, 10)).toBe(0);
    expect(orderPageCount(25, 0)).toBe(0);
    expect(orderPageCount(1, 10)).toBe(1);
    expect(orderPageCount(10, 10)).toBe(1);
    expect(orderPageCount(100, 10)).toBe(10);
    expect(orderPageCount(101, 10)).toBe(11);
  });
});

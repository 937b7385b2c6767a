import { maxAutoLoadedOrderPages, type orderListStates } from '../../../contracts/orders-paths.ts';

/** Spec 001 §4: the order list's loading state. */
export type OrderListState = (typeof orderListStates)[number];

/**
 * The list's state: LOADING while a page is on its way, SHOW_MORE while pages are left, NO_MORE
 * once the last page is shown.
 */
export function orderListState({ fetching, hasMore }: { fetching: boolean; hasMore: boolean }): OrderListState {
  if (fetching) return 'LOADING';
  return hasMore ? 'SHOW_MORE' : 'NO_MORE';
}

/**
 * Spec 001 §9: at most 4 pages load on scroll. The first page comes with the page; pages 2 to 5
 * load as the shopper scrolls to the end of the list; from then on each page is asked for with
 * the Show more button (docs/decisions/0049-order-screens.md).
 */
export const loadsOnScroll = (pagesShown: number) => pagesShown <= maxAutoLoadedOrderPages;

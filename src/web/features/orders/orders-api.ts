import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import * as ordersCalls from '../../../contracts/orders-calls.ts';
import type { OrderDetail, OrdersList } from '../../../contracts/orders.ts';
import { ordersPaths } from '../../../contracts/orders-paths.ts';
import { callEndpoint } from '../../api/call.ts';
import { ApiError, type ApiClient } from '../../api/client.ts';

/** Query keys of the order screens: every key of an order starts with 'orders'. */
export const orderKeys = {
  list: (q: string) => ['orders', 'list', q] as const,
  detail: (orderId: string) => ['orders', 'detail', orderId] as const,
};

/** The search text of a My orders address (`?q=`), trimmed; '' for none. */
export const searchOf = (search: string | URLSearchParams) =>
  (new URLSearchParams(search).get('q') ?? '').trim().slice(0, 100);

/**
 * `GET /api/1/self-serve/orders/?pageNum=&q=` a page at a time (spec 001 §2, §7): page 1 replaces
 * the list (a new search, a refetch), every later page appends; the last page is the page count's.
 */
export const ordersListQuery = (client: ApiClient, q: string) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(q),
    queryFn: ({ pageParam }): Promise<OrdersList> =>
      callEndpoint(client, ordersCalls.list, { query: { pageNum: pageParam, q: q || undefined } }, 'getOrders'),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNum < last.pageCount ? last.pageNum + 1 : undefined),
    // The fulfilment clock moves orders along: a page a minute old is read again on a new visit.
    staleTime: 30_000,
  });

/** The order id of an Order details address (`?order_id=`); '' when there is none. */
export const orderIdOf = (search: string | URLSearchParams) =>
  (new URLSearchParams(search).get('order_id') ?? '').trim();

/**
 * `GET /api/1/self-serve/order/detail/?order_id=` (spec 001 §7). An order that does not exist or
 * is another shopper's answers 404, kept as `null` (the page's not-found state, and the server's
 * HTTP 404): nothing else about it is known to the page.
 */
export const orderDetailQuery = (client: ApiClient, orderId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: (): Promise<OrderDetail | null> =>
      orderId
        ? callEndpoint(client, ordersCalls.detail, { query: { order_id: orderId } }, 'getOrderDetail').catch(
            (error: unknown) => {
              if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
              throw error;
            },
          )
        : Promise.resolve(null),
    staleTime: 30_000,
  });

/** The order's invoice as a PDF (a plain download link: not an envelope). */
export const invoiceDownloadHref = (orderId: string) =>
  ordersPaths.invoiceDownload.replace(':orderId', encodeURIComponent(orderId));

/** The order calls the details page makes on a shopper's click. */
export const orderActions = (client: ApiClient) => ({
  subscribe: (orderId: string) => callEndpoint(client, ordersCalls.subscribe, { query: { orderId } }, 'subscribe'),
  unsubscribe: (orderId: string) =>
    callEndpoint(client, ordersCalls.unsubscribe, { query: { orderId } }, 'unsubscribe'),
  resendEgv: (orderId: string, itemId: string) =>
    callEndpoint(client, ordersCalls.egvResend, { params: { orderId }, query: { itemId } }, 'resendEgv'),
  sendInvoice: (orderId: string, email: string) =>
    callEndpoint(client, ordersCalls.invoiceSend, { params: { orderId }, query: { email } }, 'sendInvoice'),
  payNow: (orderId: string) => callEndpoint(client, ordersCalls.payNow, { params: { orderId } }, 'payNow'),
});

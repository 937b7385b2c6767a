import { queryOptions } from '@tanstack/react-query';
import * as ordersCalls from '../../../contracts/orders-calls.ts';
import type { Confirmation } from '../../../contracts/orders.ts';
import { confirmationStatus } from '../../../contracts/orders-paths.ts';
import { callEndpoint } from '../../api/call.ts';
import type { ApiClient } from '../../api/client.ts';

/** How often a confirmation whose payment is still being confirmed (202) is asked again. */
export const confirmationPollMs = 3_000;

/** The query's reference_id and token, as the payment service sent them (either may be absent). */
export const confirmationParams = (search: URLSearchParams) => ({
  reference_id: search.get('reference_id') || undefined,
  token: search.get('token') || undefined,
});

/**
 * `GET /api/1/self-serve/order/confirmation/?reference_id&token` (spec 001 §7). A placed order's
 * answer never changes; a 202 (payment being confirmed) is asked again every few seconds.
 */
export const confirmationQuery = (client: ApiClient, params: ReturnType<typeof confirmationParams>) =>
  queryOptions({
    queryKey: ['order-confirmation', params.reference_id ?? '', params.token ?? ''] as const,
    queryFn: (): Promise<Confirmation> =>
      callEndpoint(client, ordersCalls.confirmation, { query: params }, 'getOrderConfirmation'),
    staleTime: Infinity,
    retry: false,
    refetchInterval: (query) =>
      query.state.status !== 'error' && query.state.data?.statusCode === confirmationStatus.pending
        ? confirmationPollMs
        : false,
  });

import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { notificationsPageSize } from '../../../contracts/notification-paths.ts';
import * as notificationCalls from '../../../contracts/notification-calls.ts';
import type { UserState } from '../../../contracts/user-state.ts';
import { callEndpoint } from '../../api/call.ts';
import type { ApiClient } from '../../api/client.ts';
import { queryKeys } from '../../api/queries.ts';

export const notificationKeys = {
  popup: ['notifications', 'popup'] as const,
  page: ['notifications', 'page'] as const,
};

export const fetchNotifications = (client: ApiClient, before?: number, count = notificationsPageSize) =>
  callEndpoint(client, notificationCalls.list, { query: { count, before } }, 'getNotifications');

export const markAllNotificationsRead = (client: ApiClient) =>
  callEndpoint(client, notificationCalls.markAllRead, {}, 'markAllRead');

/** The popup's list: loaded once a page view (spec 000 §4), never refetched behind the shopper's back. */
export const popupNotificationsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: notificationKeys.popup,
    queryFn: () => fetchNotifications(client),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/**
 * Every notification, 10 a page (spec 000 §9), from `start` (a `before` of the page's URL, so
 * older pages are addresses of their own) back in time; Show more appends the next page.
 */
export const allNotificationsQuery = (client: ApiClient, start?: number) =>
  infiniteQueryOptions({
    queryKey: [...notificationKeys.page, start ?? null] as const,
    queryFn: ({ pageParam }) => fetchNotifications(client, pageParam),
    initialPageParam: start,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 30 * 1000,
  });

/** `before` of a notifications page address, when it is a usable time. */
export function startOf(search: string | URLSearchParams): number | undefined {
  const value = Number(new URLSearchParams(search).get('before'));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
}

/** The header's badge reads the user state: after marking all read it shows none. */
export function clearUnreadBadge(queryClient: QueryClient): void {
  queryClient.setQueryData<UserState>(queryKeys.userState, (state) =>
    state ? { ...state, notifications: { ...state.notifications, unreadCount: 0 } } : state,
  );
}

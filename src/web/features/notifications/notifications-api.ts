import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MarkAllReadResult, NotificationsResult } from '../../../contracts/notifications.ts';
import { notificationPaths, notificationsPageSize } from '../../../contracts/notification-paths.ts';
import type { UserState } from '../../../contracts/user-state.ts';
import type { ApiClient } from '../../api/client.ts';
import { queryKeys } from '../../api/queries.ts';

type Envelope<T> = { STATUS_CODE: number; RESPONSE: T };

export const notificationKeys = {
  popup: ['notifications', 'popup'] as const,
  page: ['notifications', 'page'] as const,
};

export const fetchNotifications = (client: ApiClient, before?: number, count = notificationsPageSize) =>
  client.get<Envelope<NotificationsResult>>(notificationPaths.list, { query: { count, before }, action: 'getNotifications' }).then((r) => r.RESPONSE);

export const markAllNotificationsRead = (client: ApiClient) =>
  client.post<Envelope<MarkAllReadResult>>(notificationPaths.markAllRead, {}, { action: 'markAllRead' }).then((r) => r.RESPONSE);

/** The popup's list: loaded once a page view (spec 000 §4), never refetched behind the shopper's back. */
export const popupNotificationsQuery = (client: ApiClient) =>
  queryOptions({ queryKey: notificationKeys.popup, queryFn: () => fetchNotifications(client), staleTime: Infinity, gcTime: Infinity });

/** Every notification, 10 a page, older pages through `before` (spec 000 §9). */
export const allNotificationsQuery = (client: ApiClient) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.page,
    queryFn: ({ pageParam }) => fetchNotifications(client, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    staleTime: 30 * 1000,
  });

/** The header's badge reads the user state: after marking all read it shows none. */
export function clearUnreadBadge(queryClient: QueryClient): void {
  queryClient.setQueryData<UserState>(queryKeys.userState, (state) => (state ? { ...state, notifications: { ...state.notifications, unreadCount: 0 } } : state));
}

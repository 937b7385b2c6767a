import type { PrefetchDeps } from '../../app/route-table.ts';
import { allNotificationsQuery, startOf } from '../../features/notifications/notifications-api.ts';

/** The first 10 notifications, so the page arrives rendered. */
export async function prefetch({ queryClient, client, url }: PrefetchDeps): Promise<unknown> {
  return queryClient.prefetchInfiniteQuery(allNotificationsQuery(client, startOf(url.search)));
}

import type { PrefetchDeps } from '../../app/route-table.ts';
import { allNotificationsQuery } from '../../features/notifications/notifications-api.ts';

/** The first 10 notifications, so the page arrives rendered. */
export async function prefetch({ queryClient, client }: PrefetchDeps): Promise<unknown> {
  return queryClient.prefetchInfiniteQuery(allNotificationsQuery(client));
}

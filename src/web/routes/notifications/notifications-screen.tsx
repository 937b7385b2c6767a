import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useApi } from '../../app/api-context.tsx';
import { allNotificationsQuery, startOf } from '../../features/notifications/notifications-api.ts';
import { NotificationItem } from '../../features/notifications/notification-item.tsx';
import { Empty, Loading, LoadError } from '../../components/screen-states.tsx';
import { somethingWrong } from '../../texts.ts';
import { allNotificationsTitle, noNotifications, showMore } from '../../features/notifications/notification-texts.ts';
import s from '../../features/notifications/notifications.module.css';

/** `/notifications?otracker=Notifications_view_all`: every notification, 10 a page (spec 000 §2, §9). */
export function NotificationsScreen() {
  const { client } = useApi();
  const { search } = useLocation();
  const pages = useInfiniteQuery(allNotificationsQuery(client, startOf(search)));
  const lastPage = pages.data?.pages[pages.data.pages.length - 1];
  // Without script the link opens the next page; with it, the page grows in place.
  const nextHref = lastPage?.nextBefore
    ? `/notifications?otracker=Notifications_view_all&before=${lastPage.nextBefore}`
    : null;
  const items = pages.data?.pages.flatMap((p) => p.notifications) ?? [];
  return (
    <section className={s.page} aria-labelledby="notifications-title">
      <h1 id="notifications-title">{allNotificationsTitle}</h1>
      {pages.isError && !items.length ? (
        <LoadError className={s.state} onRetry={() => pages.refetch()} />
      ) : !pages.data ? (
        <Loading className={s.loading} />
      ) : !items.length ? (
        <Empty className={s.empty}>{noNotifications}</Empty>
      ) : (
        <>
          <ul className={s.list}>
            {items.map((item) => (
              <NotificationItem key={item.id} notification={item} />
            ))}
          </ul>
          {nextHref && (
            <div className={s.footer}>
              <a
                href={nextHref}
                className={s.more}
                aria-disabled={pages.isFetchingNextPage || undefined}
                onClick={(event) => {
                  event.preventDefault();
                  if (!pages.isFetchingNextPage) void pages.fetchNextPage();
                }}
              >
                {showMore}
              </a>
            </div>
          )}
          {pages.isFetchNextPageError && (
            <p className={s.state} role="alert">
              {somethingWrong}
            </p>
          )}
        </>
      )}
    </section>
  );
}

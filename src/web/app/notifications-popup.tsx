import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from './api-context.tsx';
import {
  clearUnreadBadge,
  markAllNotificationsRead,
  popupNotificationsQuery,
} from '../features/notifications/notifications-api.ts';
import { NotificationItem } from '../features/notifications/notification-item.tsx';
import { Empty, Loading, LoadError } from '../components/screen-states.tsx';
import { notificationsLabel, notificationsLoginPrompt } from '../texts.ts';
import { noNotifications, seeAll } from '../features/notifications/notification-texts.ts';
import n from '../features/notifications/notifications.module.css';
import s from '../features/shell/popup.module.css';

export const seeAllHref = '/notifications?otracker=Notifications_view_all';

/** Marked read once a page view: opening the bell again shows the list it loaded, without a call. */
let markedThisPage = false;

function NotificationList() {
  const { client, queryClient } = useApi();
  const list = useQuery(popupNotificationsQuery(client));
  useEffect(() => {
    if (!list.isSuccess || markedThisPage) return;
    markedThisPage = true;
    markAllNotificationsRead(client).then(
      () => clearUnreadBadge(queryClient),
      () => {
        markedThisPage = false;
      },
    );
  }, [list.isSuccess, client, queryClient]);
  if (list.isError) {
    return <LoadError className={n.state} onRetry={() => list.refetch()} />;
  }
  if (!list.data) return <Loading className={n.loading} label="Loading notifications" />;
  if (!list.data.notifications.length) return <Empty className={n.empty}>{noNotifications}</Empty>;
  return (
    <ul className={`${n.list} ${n.popupList}`}>
      {list.data.notifications.map((item) => (
        <NotificationItem key={item.id} notification={item} />
      ))}
    </ul>
  );
}

/**
 * The notification popup (spec 000 §2, §4): a login prompt for visitors; for a logged-in shopper
 * the list, loaded once when first opened, then all marked read (the badge goes to 0), and See all.
 */
export function NotificationsPopup({ loggedIn, loginHref }: { loggedIn: boolean; loginHref: string }) {
  return (
    <div className={`${s.popup} ${s.wide}`} role="region" aria-label={notificationsLabel}>
      <p className={s.head}>
        {notificationsLabel}
        {loggedIn && <a href={seeAllHref}>{seeAll}</a>}
      </p>
      {loggedIn ? (
        <NotificationList />
      ) : (
        <>
          <p>{notificationsLoginPrompt}</p>
          <a className={s.cta} href={loginHref}>
            Login
          </a>
        </>
      )}
    </div>
  );
}

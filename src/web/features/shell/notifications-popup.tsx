import { notificationsLabel, notificationsLoginPrompt } from '../../texts.ts';
import s from './popup.module.css';

/**
 * The notification popup (spec 000 §2): a login prompt for visitors; for logged-in shoppers the
 * list arrives with the notifications issue, and See all leads to every notification.
 */
export function NotificationsPopup({ loggedIn, loginHref }: { loggedIn: boolean; loginHref: string }) {
  return (
    <div className={s.popup} role="region" aria-label={notificationsLabel}>
      <p className={s.head}>{notificationsLabel}</p>
      {loggedIn ? (
        <a className={s.cta} href="/notifications?otracker=Notifications_view_all">
          See all
        </a>
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

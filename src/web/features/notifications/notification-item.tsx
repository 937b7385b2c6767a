import type { Notification } from '../../../contracts/notifications.ts';
import { relativeTime } from './relative-time.ts';
import s from './notifications.module.css';

/** Only our own pages and plain web addresses become links; anything else shows as text. */
const safeHref = (url: string | undefined) =>
  url && (/^\/(?!\/)/.test(url) || /^https?:\/\//i.test(url)) ? url : undefined;

const icons: Record<string, string> = {
  WELCOME: 'M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z',
  ORDER: 'M3 7l9-4 9 4v10l-9 4-9-4zm9 2L5 6.2M12 9l7-2.8M12 9v11',
  OFFER: 'M3 12V4h8l10 10-8 8zm4.5-4.5a1.5 1.5 0 100-.1z',
};
const bell =
  'M12 22a2.5 2.5 0 002.4-2h-4.8a2.5 2.5 0 002.4 2zm7-6V11a7 7 0 00-5.5-6.8V3a1.5 1.5 0 00-3 0v1.2A7 7 0 005 11v5l-2 2v1h18v-1z';

/** One notification (spec 000 §3): type icon, title, text, image, time; unread ones stand out. */
export function NotificationItem({ notification: n }: { notification: Notification }) {
  const href = safeHref(n.action?.url);
  const body = (
    <>
      <svg className={s.icon} viewBox="0 0 24 24" aria-hidden="true" data-type={n.type}>
        <path d={icons[n.type] ?? bell} />
      </svg>
      <span className={s.body}>
        <span className={s.title}>{n.title}</span>
        {n.text && <span className={s.text}>{n.text}</span>}
        <time className={s.time} dateTime={new Date(n.timestamp).toISOString()} suppressHydrationWarning>
          {relativeTime(n.timestamp)}
        </time>
      </span>
      {safeHref(n.dynamicImageUrl ?? undefined) && (
        <img className={s.image} src={n.dynamicImageUrl as string} alt="" width={48} height={48} loading="lazy" />
      )}
      {!n.read && <span className="visually-hidden">(unread)</span>}
    </>
  );
  return (
    <li className={s.item} data-unread={!n.read || undefined}>
      {href ? (
        <a className={s.row} href={href}>
          {body}
        </a>
      ) : (
        <div className={s.row}>{body}</div>
      )}
    </li>
  );
}

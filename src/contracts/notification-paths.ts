/** Zod-free constants of the notification calls, safe for the browser bundle (contracts in notifications.ts). */
export const notificationPaths = {
  /** `GET ?count={n}&before={timestamp}`: reads `RESPONSE` (spec 000 §7). */
  list: '/api/2/notification',
  /** `POST`: marks every notification of the account read. */
  markAllRead: '/api/2/notification/markAllRead',
} as const;

/** Notifications page size and the default `count` (spec 000 §7, §9). */
export const notificationsPageSize = 10;
/** The most a single call may ask for. */
export const notificationsMaxCount = 50;

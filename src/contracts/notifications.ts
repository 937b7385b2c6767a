import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { notificationPaths, notificationsMaxCount, notificationsPageSize } from './notification-paths.ts';

/** `GET /api/2/notification?count={n}&before={timestamp}`. */
export const notificationsQuery = z.object({
  /** How many to return, newest first; 10 when absent. */
  count: z.coerce.number().int().min(1).max(notificationsMaxCount).default(notificationsPageSize),
  /** Only notifications older than this time (milliseconds since the epoch): the next page. */
  before: z.coerce.number().int().positive().max(8.64e15).optional(),
});

export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  read: z.boolean(),
  /** Kind of event: WELCOME, ORDER, OFFER, ...; the storefront picks an icon by it. */
  type: z.string(),
  /** When it was created, milliseconds since the epoch; unique per account, so it pages exactly. */
  timestamp: z.number().int(),
  /** Picture shown beside it, or null. */
  dynamicImageUrl: z.string().nullable(),
  /** Where a click leads, or null for none. */
  action: z.object({ url: z.string() }).nullable(),
});

export const notificationsResult = z.object({
  notifications: z.array(notificationSchema),
  /** Unread notifications of the account, all pages. */
  unreadCount: z.number().int().nonnegative(),
  /** `before` of the next page (the last timestamp shown), or null when this was the last page. */
  nextBefore: z.number().int().nullable(),
});

export const markAllReadResult = z.object({
  /** How many were unread and are now read. */
  marked: z.number().int().nonnegative(),
  unreadCount: z.literal(0),
});

export type NotificationsQuery = z.infer<typeof notificationsQuery>;
export type Notification = z.infer<typeof notificationSchema>;
export type NotificationsResult = z.infer<typeof notificationsResult>;

/** Notification calls; both need a logged-in session (docs/decisions/0024). */
export const notificationEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: notificationPaths.list,
    query: notificationsQuery,
    response: notificationsResult,
  }),
  markAllRead: defineEndpoint({ method: 'POST', path: notificationPaths.markAllRead, response: markAllReadResult }),
};

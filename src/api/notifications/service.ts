import type { SQL } from 'drizzle-orm';
import type { Notification, NotificationsQuery, NotificationsResult } from '../../contracts/notifications.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import * as repo from './repository.ts';

/** Notifications of a shopper (spec 000 §3, §7): signup's welcome now, order events later. */
type Deps = Pick<AppContext, 'db'>;

export interface NewNotification {
  title: string;
  text: string;
  /** Kind of event: WELCOME, ORDER, OFFER, ... */
  type: string;
  actionUrl?: string;
  imageUrl?: string;
}

const limits = { title: 200, text: 2000, type: 40, url: 2048 };

/** Adds a notification for an account (signup's welcome, a placed order); pass `{ db: tx }` to write it in your transaction. */
export async function createNotification(
  deps: { db: Executor },
  accountId: string,
  notification: NewNotification,
): Promise<void> {
  await repo.insertNotification(deps.db, { accountId, ...checked(accountId, notification) });
}

/**
 * The same writes as `createNotification`, as one insert to run inside the caller's statement (a
 * part of its `with`, when `when` holds): a placed order's notifications go in the order's own
 * statement (decision 0044). Times are unique per account as `createNotification`'s.
 */
export function notificationsInsert(accountId: string, list: NewNotification[], when?: SQL): SQL {
  return repo.notificationsInsertSql(
    accountId,
    list.map((n) => checked(accountId, n)),
    when,
  );
}

function checked(accountId: string, notification: NewNotification): Omit<repo.NotificationValues, 'accountId'> {
  const { title, text, type, actionUrl, imageUrl } = notification;
  if (
    !accountId ||
    !title.trim() ||
    title.length > limits.title ||
    text.length > limits.text ||
    !/^[A-Z_]{1,40}$/.test(type)
  ) {
    throw new AppError(
      'NOTIFICATION_INVALID',
      'A notification needs an account, a title, a text and an upper-case type',
      400,
    );
  }
  if ((actionUrl?.length ?? 0) > limits.url || (imageUrl?.length ?? 0) > limits.url) {
    throw new AppError('NOTIFICATION_INVALID', 'Notification links are too long', 400);
  }
  return { title: title.trim(), text, type, actionUrl: actionUrl ?? null, imageUrl: imageUrl ?? null };
}

/** Unread notifications of an account, for user state. */
/** An account's unread count as a column of another query: the page's one shopper query reads it. */
export const unreadCountColumn = repo.unreadCountSql;

export async function unreadCount(deps: Deps, accountId: string): Promise<number> {
  return repo.countUnread(deps.db, accountId);
}

const toNotification = (row: repo.NotificationRow): Notification => ({
  id: row.id,
  title: row.title,
  text: row.text,
  read: row.read,
  type: row.type,
  timestamp: row.createdAt.getTime(),
  dynamicImageUrl: row.imageUrl,
  action: row.actionUrl ? { url: row.actionUrl } : null,
});

/** A page of notifications, newest first, and the cursor of the next page. */
export async function listNotifications(
  deps: Deps,
  accountId: string,
  query: NotificationsQuery,
): Promise<NotificationsResult> {
  const before = query.before === undefined ? undefined : new Date(query.before);
  // One extra row tells whether another page exists.
  const [rows, unread] = await Promise.all([
    repo.selectNotifications(deps.db, accountId, query.count + 1, before),
    repo.countUnread(deps.db, accountId),
  ]);
  const page = rows.slice(0, query.count).map(toNotification);
  const last = page[page.length - 1];
  return {
    notifications: page,
    unreadCount: unread,
    nextBefore: rows.length > query.count && last ? last.timestamp : null,
  };
}

export async function markAllRead(deps: Deps, accountId: string): Promise<{ marked: number; unreadCount: 0 }> {
  return { marked: await repo.markAllRead(deps.db, accountId), unreadCount: 0 };
}

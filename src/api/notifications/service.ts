import type { AppContext } from '../../platform/context.ts';

/**
 * Notifications of a shopper. STUB written by the lead so accounts can code against the
 * signatures; the notifications work replaces the bodies (keep the names and signatures).
 */
type Deps = Pick<AppContext, 'db'>;

export interface NewNotification {
  title: string;
  text: string;
  /** Kind of event: WELCOME, ORDER, OFFER, ... */
  type: string;
  actionUrl?: string;
  imageUrl?: string;
}

/** Adds a notification for an account (signup's welcome; order events later). */
export async function createNotification(_deps: Deps, _accountId: string, _notification: NewNotification): Promise<void> {}

/** Unread notifications of an account, for user state. */
export async function unreadCount(_deps: Deps, _accountId: string): Promise<number> {
  return 0;
}

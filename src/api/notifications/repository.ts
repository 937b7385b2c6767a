import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/transaction.ts';
import { notifications } from './schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationValues {
  accountId: string;
  title: string;
  text: string;
  type: string;
  actionUrl: string | null;
  imageUrl: string | null;
}

/**
 * Notifications of one account as one insert to run inside another statement (a part of a
 * `with`, when `when` holds): the first at the time `insertNotification` would give it, each next
 * 1 ms later, so times stay unique per account.
 */
export function notificationsInsertSql(
  accountId: string,
  list: Omit<NotificationValues, 'accountId'>[],
  when?: SQL,
): SQL {
  const rows = JSON.stringify(list.map((n, i) => ({ id: randomUUID(), ord: i, ...n })));
  const where = when ? sql` where ${when}` : sql``;
  return sql`insert into ${notifications} (id, account_id, title, text, type, action_url, image_url, created_at)
    select n.id, ${accountId}, n.title, n.text, n.type, n."actionUrl", n."imageUrl",
           greatest(date_trunc('milliseconds', clock_timestamp()),
                    coalesce((select max(x.created_at) + interval '1 millisecond' from ${notifications} x where x.account_id = ${accountId}), '-infinity'::timestamptz))
             + n.ord * interval '1 millisecond'
    from json_to_recordset(${rows}::json) as n(id text, ord int, title text, text text, type text, "actionUrl" text, "imageUrl" text)${where}`;
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Inserts with a time 1 ms past the account's newest when the clock has not moved on, so times
 * are unique per account; two inserts racing for the same millisecond retry. In a caller's
 * transaction each try is a savepoint: a failed statement aborts a transaction, and two of them
 * writing one account's notifications on PostgreSQL (the fulfilment clocks of two processes)
 * collide exactly so, the second waiting for the first to commit.
 */
export async function insertNotification(db: Executor, values: NotificationValues): Promise<NotificationRow> {
  const attempt = db instanceof PgTransaction ? (work: Insert) => db.transaction(work) : (work: Insert) => work(db);
  for (let tries = 0; ; tries++) {
    try {
      return await attempt((on) => insertOnce(on, values));
    } catch (error) {
      if (!isUniqueViolation(error) || tries >= 4) throw error;
    }
  }
}

type Insert = (db: Executor) => Promise<NotificationRow>;

async function insertOnce(db: Executor, values: NotificationValues): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({
      id: randomUUID(),
      ...values,
      createdAt: sql`greatest(date_trunc('milliseconds', clock_timestamp()), coalesce((select max(n.created_at) + interval '1 millisecond' from notifications n where n.account_id = ${values.accountId}), '-infinity'::timestamptz))`,
    })
    .returning();
  return row as NotificationRow;
}

/** Newest first; `before` (exclusive) pages back in time. */
export function selectNotifications(
  db: Executor,
  accountId: string,
  limit: number,
  before?: Date,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), before ? lt(notifications.createdAt, before) : undefined))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
}

export async function countUnread(db: Executor, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.accountId, accountId), eq(notifications.read, false)));
  return Number(row?.n ?? 0);
}

/** The unread count of an account as a column of another query (the page's one shopper query). */
export const unreadCountSql = (accountId: SQLWrapper): SQL<number> =>
  sql<number>`(select count(*)::int from ${notifications} where ${notifications.accountId} = ${accountId} and not ${notifications.read})`;

export async function markAllRead(db: Executor, accountId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.accountId, accountId), eq(notifications.read, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

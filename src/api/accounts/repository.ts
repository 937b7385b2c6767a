import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/transaction.ts';
import { accounts, otpRequests, socialTokens } from './schema.ts';
import type { LoginId } from './login-id.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccount = typeof accounts.$inferInsert;
export type OtpRequestRow = typeof otpRequests.$inferSelect;

export async function findAccountByLoginId(db: Executor, id: LoginId): Promise<AccountRow | null> {
  const column = id.kind === 'mobile' ? accounts.mobile : accounts.email;
  const [row] = await db.select().from(accounts).where(eq(column, id.value));
  return row ?? null;
}

export async function findAccountById(db: Executor, accountId: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row ?? null;
}

/** Accounts holding either of these values as mobile or email (for uniqueness checks). */
export async function findAccountsHolding(db: Executor, values: string[]): Promise<AccountRow[]> {
  if (!values.length) return [];
  return db
    .select()
    .from(accounts)
    .where(or(...values.flatMap((v) => [eq(accounts.mobile, v), eq(accounts.email, v)])));
}

export async function insertAccount(db: Executor, account: NewAccount): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(account).returning();
  return row!;
}

export async function updateAccount(
  db: Executor,
  accountId: string,
  changes: Partial<NewAccount>,
): Promise<AccountRow | null> {
  const [row] = await db
    .update(accounts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(accounts.id, accountId))
    .returning();
  return row ?? null;
}

export async function insertOtpRequest(db: Executor, request: typeof otpRequests.$inferInsert): Promise<void> {
  await db.insert(otpRequests).values(request);
}

export async function findOtpRequest(db: Executor, requestId: string): Promise<OtpRequestRow | null> {
  const [row] = await db.select().from(otpRequests).where(eq(otpRequests.id, requestId));
  return row ?? null;
}

/** Takes one try off a request; answers the tries left, or null when none were left to take. */
export async function takeOtpAttempt(db: Executor, requestId: string): Promise<number | null> {
  const [row] = await db
    .update(otpRequests)
    .set({ attemptsLeft: sql`${otpRequests.attemptsLeft} - 1` })
    .where(and(eq(otpRequests.id, requestId), sql`${otpRequests.attemptsLeft} > 0`))
    .returning({ attemptsLeft: otpRequests.attemptsLeft });
  return row ? row.attemptsLeft : null;
}

export async function markOtpVerified(db: Executor, requestId: string): Promise<void> {
  await db.update(otpRequests).set({ verifiedAt: new Date() }).where(eq(otpRequests.id, requestId));
}

/** Uses a request up; false when another call used it first. */
export async function consumeOtpRequest(db: Executor, requestId: string): Promise<boolean> {
  const rows = await db
    .update(otpRequests)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpRequests.id, requestId), isNull(otpRequests.consumedAt)))
    .returning({ id: otpRequests.id });
  return rows.length === 1;
}

export async function insertSocialToken(db: Executor, token: typeof socialTokens.$inferInsert): Promise<void> {
  await db.insert(socialTokens).values(token);
}

/** Uses a social access token once; null when unknown, expired or used. */
export async function useSocialToken(
  db: Executor,
  tokenHash: string,
): Promise<{ provider: string; identity: string } | null> {
  const [row] = await db
    .update(socialTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(socialTokens.tokenHash, tokenHash), isNull(socialTokens.usedAt), sql`${socialTokens.expiresAt} > now()`),
    )
    .returning({ provider: socialTokens.provider, identity: socialTokens.identity });
  return row ?? null;
}

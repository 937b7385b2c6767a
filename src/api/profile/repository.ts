import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AddressInput } from '../../contracts/profile.ts';
import type { Executor } from '../../platform/db/transaction.ts';
import { addresses, emailPreferences } from './schema.ts';

export type AddressRow = typeof addresses.$inferSelect;
type Fields = Omit<AddressInput, 'isDefault'>;

/** Serializes address changes of one account (the limit and the single default hold under races). */
export async function lockAccountAddresses(tx: Executor, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`addresses:${accountId}`}))`);
}

export function selectAddresses(db: Executor, accountId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.accountId, accountId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

export async function selectAddress(db: Executor, accountId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.accountId, accountId), eq(addresses.id, id)));
  return row;
}

export async function countAddresses(db: Executor, accountId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.accountId, accountId));
  return Number(row?.n ?? 0);
}

export async function insertAddress(
  db: Executor,
  accountId: string,
  fields: Fields,
  isDefault: boolean,
): Promise<AddressRow> {
  const [row] = await db
    .insert(addresses)
    .values({ id: randomUUID(), accountId, ...fields, isDefault })
    .returning();
  return row as AddressRow;
}

export async function updateAddress(
  db: Executor,
  accountId: string,
  id: string,
  fields: Fields,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(addresses.accountId, accountId), eq(addresses.id, id)))
    .returning();
  return row;
}

export async function deleteAddress(db: Executor, accountId: string, id: string): Promise<AddressRow | undefined> {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.accountId, accountId), eq(addresses.id, id)))
    .returning();
  return row;
}

/** Makes `id` the only default of the account (none when `id` is null). */
export async function setDefaultAddress(db: Executor, accountId: string, id: string | null): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.accountId, accountId), eq(addresses.isDefault, true)));
  if (id)
    await db
      .update(addresses)
      .set({ isDefault: true })
      .where(and(eq(addresses.accountId, accountId), eq(addresses.id, id)));
}

export async function selectNewestAddressId(db: Executor, accountId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.accountId, accountId))
    .orderBy(desc(addresses.createdAt), desc(addresses.id))
    .limit(1);
  return row?.id;
}

export async function selectEmailPreferences(db: Executor, accountId: string) {
  const [row] = await db.select().from(emailPreferences).where(eq(emailPreferences.accountId, accountId));
  return row;
}

export async function upsertEmailPreferences(
  db: Executor,
  accountId: string,
  values: { offers: boolean; orderUpdates: boolean; newsletters: boolean; recommendations: boolean },
) {
  const [row] = await db
    .insert(emailPreferences)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: emailPreferences.accountId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row;
}

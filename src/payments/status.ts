import { inArray } from 'drizzle-orm';
import type { StatusAnswer } from '../contracts/payment-internal.ts';
import type { Database } from '../platform/db/database.ts';
import { charges } from './schema.ts';
import { sha256 } from './store.ts';

/**
 * The truth about the payments of these tokens, for the API's reconciliation job (signed
 * `status` call): one entry per token that has a charge. A token without one is simply absent.
 */
export async function paymentStatus(database: Database, tokens: string[]): Promise<StatusAnswer> {
  const byHash = new Map(tokens.map((t) => [sha256(t), t]));
  const rows = await database.db
    .select()
    .from(charges)
    .where(inArray(charges.sessionToken, [...byHash.keys()]));
  return {
    payments: rows.map((c) => ({
      token: byHash.get(c.sessionToken) ?? '',
      paymentId: c.id,
      status: c.status === 'CANCELLED' ? 'FAILED' : c.status,
      amount: c.total,
      instruments: c.instruments ?? [],
      completedAt: c.completedAt?.toISOString() ?? null,
    })),
  };
}

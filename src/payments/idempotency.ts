import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { paymentErrorCodes, paymentHeaders, paymentMessages } from '../contracts/payments-paths.ts';
import type { Database } from '../platform/db/database.ts';
import { rowFromJson } from '../platform/db/json-row.ts';
import { preparedRead } from '../platform/db/prepared-read.ts';
import { AppError } from '../platform/http/app-error.ts';
import { idempotencyKeys, paymentSessions } from './schema.ts';
import type { SessionRow } from './session-reads.ts';
import { keyedHash, sha256 } from './store.ts';

const keyPattern = /^[A-Za-z0-9_:.-]{8,100}$/;
/** How long a second call with the key of one in flight waits for its answer before a 409. */
const waitMs = 10_000;
const stepMs = 50;

// The two statements of every call that moves money, prepared (docs/decisions/0044).
// The key's claim also reads the token's payment session (every money call loads it next), and
// the answer's write also marks the charge the API has acknowledged: one round trip each.
const keyInsert = preparedRead<{ mine: boolean; session: Record<string, unknown> | null }>(
  'payments_idempotency_key_insert',
  `with claimed as (
     insert into payments.idempotency_keys (key, scope, fingerprint) values ($1, $2, $3)
     on conflict do nothing returning key)
   select exists (select 1 from claimed) as mine,
          (select row_to_json(s) from payments.payment_sessions s where s.token = $4) as session`,
  4,
);
const answerUpdate = preparedRead<never>(
  'payments_idempotency_answer',
  `with notified as (
     update payments.charges set notified_at = now(), token_sealed = null where $4 <> '' and id = $4)
   update payments.idempotency_keys set answer = $3::jsonb where key = $1 and scope = $2`,
  4,
);

/** What the first call's work gets besides running: the session read with the key's claim. */
export interface IdempotentRun {
  /** The token's session as the key's claim found it (undefined: none yet). */
  session: SessionRow | undefined;
  /**
   * Marks a charge notified (the API acknowledged its completion) with the answer's write instead
   * of a statement of its own. Should that write never happen, the notifier sends the completion
   * again (the API answers it idempotently) and marks it then.
   */
  markNotified(chargeId: string): void;
}

/** A stable JSON of a value: object keys sorted, so one body always has one fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/**
 * Runs a call that moves money once per `x-idempotency-key` (MONEY-PATH invariant 5): the first
 * call records the key with a keyed hash of its input (never the input: it may hold a card number)
 * and then its answer; a retry with the same key and input gets that answer again; the same key
 * with another input is refused (422); a concurrent retry waits for the first answer. A call that
 * fails with an error leaves no key behind, so it can be retried.
 */
export async function idempotent<T>(
  database: Database,
  secret: string,
  request: FastifyRequest,
  token: string,
  input: unknown,
  run: (first: IdempotentRun) => Promise<T>,
): Promise<T> {
  const key = request.headers[paymentHeaders.idempotencyKey];
  if (typeof key !== 'string' || !keyPattern.test(key))
    throw new AppError(
      paymentErrorCodes.idempotencyKeyRequired,
      `The ${paymentHeaders.idempotencyKey} header is required (8 to 100 letters, digits, _ : . -)`,
      400,
    );
  const tokenHash = sha256(token);
  const scope = `${request.routeOptions.url ?? request.url}:${tokenHash}`;
  const fingerprint = keyedHash(secret, `idem:${canonical(input)}`);
  const db = database.db;
  const where = and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.scope, scope));
  const [claim] = await keyInsert(db, [key, scope, fingerprint, tokenHash]);
  if (!claim?.mine) {
    for (let waited = 0; ; waited += stepMs) {
      const [first] = await db.select().from(idempotencyKeys).where(where);
      if (!first) break; // the first call failed and let the key go: run this one
      if (first.fingerprint !== fingerprint)
        throw new AppError(paymentErrorCodes.idempotencyKeyReused, paymentMessages.idempotencyKeyReused, 422);
      if (first.answer !== null) return first.answer as T;
      if (waited >= waitMs)
        throw new AppError(paymentErrorCodes.idempotencyInFlight, paymentMessages.idempotencyInFlight, 409);
      await new Promise((resolve) => setTimeout(resolve, stepMs));
    }
    return idempotent(database, secret, request, token, input, run);
  }
  try {
    let notified = '';
    const answer = await run({
      session: claim.session ? rowFromJson(paymentSessions, claim.session) : undefined,
      markNotified: (chargeId) => (notified = chargeId),
    });
    await answerUpdate(db, [key, scope, JSON.stringify(answer ?? null), notified]);
    return answer;
  } catch (error) {
    await db.delete(idempotencyKeys).where(where);
    throw error;
  }
}

/**
 * The in-process gate of concurrent payments: more than `limit` at once answer 429 'too many
 * shoppers' with a Retry-After hint (decision 0040).
 */
export function createGate(limit: number, retryAfterSeconds: number) {
  let running = 0;
  return async <T>(reply: { header(name: string, value: string): unknown }, work: () => Promise<T>): Promise<T> => {
    if (running >= limit) {
      reply.header('retry-after', String(retryAfterSeconds));
      throw new AppError(paymentErrorCodes.tooManyShoppers, paymentMessages.tooManyShoppers, 429);
    }
    running++;
    try {
      return await work();
    } finally {
      running--;
    }
  };
}

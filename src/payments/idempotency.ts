import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { paymentErrorCodes, paymentHeaders, paymentMessages } from '../contracts/payments-paths.ts';
import type { Database } from '../platform/db/database.ts';
import { preparedRead } from '../platform/db/prepared-read.ts';
import { AppError } from '../platform/http/app-error.ts';
import { idempotencyKeys } from './schema.ts';
import { keyedHash, sha256 } from './store.ts';

const keyPattern = /^[A-Za-z0-9_:.-]{8,100}$/;
/** How long a second call with the key of one in flight waits for its answer before a 409. */
const waitMs = 10_000;
const stepMs = 50;

// The two statements of every call that moves money, prepared (docs/decisions/0044).
const keyInsert = preparedRead<{ key: string }>(
  'payments_idempotency_key_insert',
  `insert into payments.idempotency_keys (key, scope, fingerprint) values ($1, $2, $3)
   on conflict do nothing returning key`,
  3,
);
const answerUpdate = preparedRead<never>(
  'payments_idempotency_answer',
  'update payments.idempotency_keys set answer = $3::jsonb where key = $1 and scope = $2',
  3,
);

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
  run: () => Promise<T>,
): Promise<T> {
  const key = request.headers[paymentHeaders.idempotencyKey];
  if (typeof key !== 'string' || !keyPattern.test(key))
    throw new AppError(
      paymentErrorCodes.idempotencyKeyRequired,
      `The ${paymentHeaders.idempotencyKey} header is required (8 to 100 letters, digits, _ : . -)`,
      400,
    );
  const scope = `${request.routeOptions.url ?? request.url}:${sha256(token)}`;
  const fingerprint = keyedHash(secret, `idem:${canonical(input)}`);
  const db = database.db;
  const where = and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.scope, scope));
  const [mine] = await keyInsert(db, [key, scope, fingerprint]);
  if (!mine) {
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
    const answer = await run();
    await answerUpdate(db, [key, scope, JSON.stringify(answer ?? null)]);
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

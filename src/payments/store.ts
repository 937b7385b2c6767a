import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PaidInstrument, WalletsAnswer } from '../contracts/payment-internal.ts';
import { paymentErrorCodes, paymentMessages, walletCodes } from '../contracts/payments-paths.ts';
import type { Database, Db } from '../platform/db/database.ts';
import { rowFromJson } from '../platform/db/json-row.ts';
import { preparedRead } from '../platform/db/prepared-read.ts';
import { queryRows } from '../platform/db/rows.ts';
import { withTransaction, type Executor } from '../platform/db/transaction.ts';
import { AppError } from '../platform/http/app-error.ts';
import type { MarketplaceApi } from './api-client.ts';
import { testGiftCards, walletCredits, walletTitles } from './catalogue.ts';
import { payNowRef } from './pay-now.ts';
import { insertSession, selectSession } from './session-reads.ts';
import { charges, giftCardHolds, giftCards, paymentSessions, savedCards, wallets } from './schema.ts';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const keyedHash = (secret: string, text: string) =>
  createHmac('sha256', secret).update(`payments:${text}`).digest('hex');
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

/** The sealing key of a secret, derived once (a hash a payment was measurable, docs/decisions/0044). */
const sealKeys = new Map<string, Buffer>();
function sealKey(secret: string): Buffer {
  let key = sealKeys.get(secret);
  if (!key) {
    key = createHash('sha256').update(`payments-token-seal:${secret}`).digest();
    sealKeys.set(secret, key);
  }
  return key;
}

/** The token sealed for the notifier (AES-256-GCM; iv.tag.ciphertext, base64url). */
export function sealToken(secret: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret), iv);
  const data = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}
export function unsealToken(secret: string, sealed: string): string | null {
  try {
    const [iv, tag, data] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
    if (!iv || !tag || !data) return null;
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export type Session = typeof paymentSessions.$inferSelect;
export type Charge = typeof charges.$inferSelect;

export interface StoreDeps {
  database: Database;
  api: MarketplaceApi;
  secret: string;
}

const fail = (code: keyof typeof paymentErrorCodes, status: number) =>
  new AppError(paymentErrorCodes[code], paymentMessages[code as keyof typeof paymentMessages], status);

/** Seeds the test gift cards once (their numbers and pins as keyed hashes). */
export async function seedTestGiftCards(db: Executor, secret: string): Promise<void> {
  const rows = testGiftCards.map((card) => ({
    id: `egv_${card.number.slice(-4)}_${sha256(card.number).slice(0, 8)}`,
    numberHash: keyedHash(secret, `egv:${card.number}`),
    pinHash: keyedHash(secret, `egv-pin:${card.number}:${card.pin}`),
    last4: card.number.slice(-4),
    balance: card.balance,
  }));
  await db.insert(giftCards).values(rows).onConflictDoNothing();
}

/** Credits an account's wallets the first time the service sees it (demo balances, decision 0040). */
async function creditNewAccount(db: Executor, accountId: string): Promise<void> {
  await db
    .insert(wallets)
    .values(walletCodes.map((code) => ({ accountId, code, balance: walletCredits[code] })))
    .onConflictDoNothing();
}

/**
 * Sessions this process made in the call that holds them: no gift card can have been applied to
 * one yet, so a pay that made its session skips reading its gift card holds.
 */
const newSessions = new WeakSet<Session>();
export const isNewSession = (session: Session) => newSessions.has(session);

/**
 * The session of a payment token: from the table, or made from the API's signed answer on the
 * first call with the token. Unknown (404), expired or given up (410) and paid (409) tokens are
 * refused; `finished` lets complete, decline and the pages read a session that has ended.
 */
export async function loadSession(
  deps: StoreDeps,
  token: string,
  options: {
    finished?: boolean;
    /** The session as a statement of the same call has just read it (idempotency.ts), not read again. */
    read?: { row: Session | undefined };
  } = {},
): Promise<Session> {
  const hash = sha256(token);
  const db = deps.database.db;
  let row = options.read ? options.read.row : await selectSession(db, hash);
  if (!row) {
    const answer = await deps.api.session(token);
    if (!answer.ok) {
      if (answer.status === 404 || answer.status === 400 || answer.status === 401) throw fail('tokenUnknown', 404);
      throw fail('optionsUnavailable', 503);
    }
    const bound = answer.value;
    if (bound.status === 'SOLD') throw fail('tokenUsed', 409);
    if (bound.status !== 'HELD' || Date.parse(bound.expiresAt) <= Date.now()) throw fail('tokenExpired', 410);
    // One statement: the session (its row comes back unless a concurrent first call made it) and
    // the demo wallets, which every new session of the account offers again (on conflict do nothing).
    const made = await insertSession(db, {
      token: hash,
      orderRef: bound.reservationId,
      // A pay-now payment (an order paid online before delivery) is marked by what it pays.
      checkoutId: bound.payNow ? payNowRef(bound.payNow.orderId) : bound.checkoutId,
      accountId: bound.accountId,
      amount: bound.amount,
      expiresAt: bound.expiresAt,
    });
    if (made) newSessions.add(made);
    row = made ?? (await selectSession(db, hash));
    if (!row) throw fail('tokenUnknown', 404);
  }
  if (options.finished) return row;
  if (row.status === 'SUCCESS' || row.status === 'REFUNDED') throw fail('tokenUsed', 409);
  if (row.status === 'FAILED' || row.status === 'DECLINED') {
    // The shopper is back with a token whose payment failed: the API may never have heard (it
    // would then give this token out again), so it is told once more while its units could still
    // be held (after the token's expiry the API has let them go); a replay changes nothing.
    if (!row.expiresAt || row.expiresAt.getTime() > Date.now()) await retellFailure(deps, token, row.token);
    throw fail('tokenExpired', 410);
  }
  if (row.status === 'CREATED' && row.expiresAt && row.expiresAt.getTime() <= Date.now())
    throw fail('tokenExpired', 410);
  return row;
}

export interface HeldGiftCard {
  id: string;
  giftCardId: string;
  amount: number;
  last4: string;
  balance: number;
}

/** Gift cards applied to a session and not released. */
export async function heldGiftCards(db: Executor, sessionToken: string): Promise<HeldGiftCard[]> {
  return db
    .select({
      id: giftCardHolds.id,
      giftCardId: giftCardHolds.giftCardId,
      amount: giftCardHolds.amount,
      last4: giftCards.last4,
      balance: giftCards.balance,
    })
    .from(giftCardHolds)
    .innerJoin(giftCards, eq(giftCards.id, giftCardHolds.giftCardId))
    .where(and(eq(giftCardHolds.sessionToken, sessionToken), sql`${giftCardHolds.status} in ('HELD', 'SPENT')`))
    .orderBy(giftCardHolds.createdAt);
}

/**
 * An account's stored balances for its wallet page (the signed `wallets` call): credited with the
 * demo balances the first time the service sees the account, as the first payment would.
 */
export async function accountWallets(db: Executor, accountId: string): Promise<WalletsAnswer> {
  await creditNewAccount(db, accountId);
  const balances = await walletBalances(db, accountId);
  return {
    wallets: walletCodes.map((code) => ({ code, title: walletTitles[code], balance: balances.get(code) ?? 0 })),
  };
}

export async function walletBalances(db: Executor, accountId: string | null): Promise<Map<string, number>> {
  if (!accountId) return new Map();
  const rows = await db.select().from(wallets).where(eq(wallets.accountId, accountId));
  return new Map(rows.map((r) => [r.code, r.balance]));
}

export async function savedCardsOf(db: Executor, accountId: string | null) {
  if (!accountId) return [];
  return db.select().from(savedCards).where(eq(savedCards.accountId, accountId)).orderBy(savedCards.createdAt);
}

/** Gives back what a charge's payment took: held or spent gift cards and (if spent) its wallet. */
async function giveBack(
  tx: Executor,
  charge: Pick<Charge, 'sessionToken' | 'walletCode' | 'amount'> | null,
  sessionToken: string,
  walletSpent: boolean,
  accountId: string | null,
) {
  const released = await queryRows<{ gift_card_id: string; amount: string | number }>(
    tx,
    sql`update payments.gift_card_holds set status = 'RELEASED' where session_token = ${sessionToken} and status in ('HELD', 'SPENT') returning gift_card_id, amount`,
  );
  for (const hold of released)
    await tx.execute(
      sql`update payments.gift_cards set balance = balance + ${Number(hold.amount)} where id = ${hold.gift_card_id}`,
    );
  if (walletSpent && charge?.walletCode && accountId && charge.amount > 0)
    await tx.execute(
      sql`update payments.wallets set balance = balance + ${charge.amount}, updated_at = now() where account_id = ${accountId} and code = ${charge.walletCode}`,
    );
}

/**
 * Ends a pending charge without money taken (declined, failed, cancelled by the shopper): in one
 * transaction the charge and the session end and applied gift cards get their balance back.
 * Then the API is told, so it releases the reservation. Nothing happens to a charge that ended.
 */
export async function failCharge(
  deps: StoreDeps,
  chargeId: string,
  status: 'DECLINED' | 'FAILED' | 'CANCELLED',
): Promise<boolean> {
  const ended = await withTransaction(deps.database.db, async (tx) => {
    const [charge] = await tx
      .update(charges)
      .set({ status })
      .where(and(eq(charges.id, chargeId), eq(charges.status, 'PENDING')))
      .returning();
    if (!charge) return null;
    await giveBack(tx, null, charge.sessionToken, false, null);
    await tx
      .update(paymentSessions)
      .set({ status: status === 'DECLINED' ? 'DECLINED' : 'FAILED', updatedAt: new Date() })
      .where(eq(paymentSessions.token, charge.sessionToken));
    return charge;
  });
  if (!ended) return false;
  return true;
}

/** Tells the API once more that the charge of a finished session failed (loadSession). */
async function retellFailure(deps: StoreDeps, token: string, sessionHash: string): Promise<void> {
  const [charge] = await deps.database.db
    .select({ id: charges.id, status: charges.status })
    .from(charges)
    .where(eq(charges.sessionToken, sessionHash))
    .limit(1);
  if (!charge) return;
  const reason = charge.status === 'DECLINED' || charge.status === 'CANCELLED' ? charge.status : 'FAILED';
  await deps.api.failed({ token, paymentId: charge.id, reason }).catch(() => undefined);
}

/** How many times a payment's failure is told to the API before the shopper is sent to retry. */
const failureTries = 3;

/**
 * Tells the API a payment failed, before the shopper is sent to `/checkout/retry`: the API then
 * gives the token's units back, and the retry page's token request gets a new token. Told again
 * on no answer (the 2 s timeout of a loaded API) or a 5xx, up to three times in all (a replay
 * changes nothing); a 4xx is an answer. Never throws: if the API never hears, the reservation
 * expires by itself and the retry page's payment step offers to start again.
 */
export async function reportFailure(
  deps: StoreDeps,
  token: string,
  chargeId: string,
  reason: 'DECLINED' | 'FAILED' | 'CANCELLED',
) {
  for (let attempt = 0; attempt < failureTries; attempt++) {
    const answer = await deps.api.failed({ token, paymentId: chargeId, reason }).catch(() => null);
    if (answer && (answer.ok || (answer.status >= 400 && answer.status < 500))) return;
  }
}

/** Thrown inside the settling transaction when a wallet cannot cover its spend: nothing is taken. */
export class BalanceTooLow extends Error {}

/**
 * Takes the money of a pending charge in one transaction: the charge becomes SUCCESS (and is
 * claimed for notification for 30 s), applied gift cards are SPENT, a wallet is debited by a
 * conditional update (never below zero), the session ends, a consented card is saved. Answers
 * false when the charge had already ended (a second settle does nothing).
 */
export async function settleCharge(deps: StoreDeps, chargeId: string): Promise<boolean> {
  return withTransaction(deps.database.db, async (tx) => (await settleChargeIn(tx, chargeId)) !== null);
}

/**
 * The work of `settleCharge` inside a transaction of the caller's (pay settles a card that needs
 * no further step in the transaction that creates its charge); the settled charge, or null when
 * it had already ended.
 */
export async function settleChargeIn(tx: Executor, chargeId: string): Promise<Charge | null> {
  const [charge] = await tx
    .update(charges)
    .set({ status: 'SUCCESS', completedAt: new Date(), nextNotifyAt: sql`now() + interval '30 seconds'` })
    .where(and(eq(charges.id, chargeId), eq(charges.status, 'PENDING')))
    .returning();
  if (!charge) return null;
  const spendsWallet = !!charge.walletCode && charge.amount > 0;
  // The session's account is read only when a wallet is debited or a card saved.
  const [session] =
    spendsWallet || charge.saveCard
      ? await tx.select().from(paymentSessions).where(eq(paymentSessions.token, charge.sessionToken))
      : [];
  if (spendsWallet) {
    const spent = await queryRows<{ balance: string }>(
      tx,
      sql`update payments.wallets set balance = balance - ${charge.amount}, updated_at = now()
          where account_id = ${session?.accountId ?? ''} and code = ${charge.walletCode} and balance >= ${charge.amount}
          returning balance`,
    );
    if (spent.length === 0) throw new BalanceTooLow();
  }
  await tx
    .update(giftCardHolds)
    .set({ status: 'SPENT' })
    .where(and(eq(giftCardHolds.sessionToken, charge.sessionToken), eq(giftCardHolds.status, 'HELD')));
  await tx
    .update(paymentSessions)
    .set({ status: 'SUCCESS', updatedAt: new Date() })
    .where(eq(paymentSessions.token, charge.sessionToken));
  if (charge.saveCard && session?.accountId) {
    const c = charge.saveCard;
    await tx
      .insert(savedCards)
      .values({
        id: newId('card'),
        accountId: session.accountId,
        network: c.network,
        issuer: c.issuer,
        cardType: c.cardType,
        bin: c.bin,
        last4: c.last4,
        expiryMonth: c.expiryMonth,
        expiryYear: c.expiryYear,
      })
      .onConflictDoNothing();
    await tx.update(charges).set({ saveCard: null }).where(eq(charges.id, chargeId));
    return { ...charge, saveCard: null };
  }
  return charge;
}

/**
 * `pay` of a charge that settles at once (no step, no wallet, no card to save) as one statement,
 * so one transaction without a BEGIN and COMMIT of its own: the session moves CREATED → SUCCESS
 * (a second pay of the token finds it taken and writes nothing), the charge is written SUCCESS
 * and claimed for notification for 30 s, held gift cards are SPENT. The same end as a PENDING
 * charge's insert followed by `settleChargeIn`, in one round trip instead of seven.
 */
const chargeSettledNow = preparedRead<{ data: Record<string, unknown> }>(
  'payments_charge_settled_now',
  `with claimed as (
     update payments.payment_sessions set status = 'SUCCESS', instrument = $9, updated_at = now()
      where token = $2 and status = 'CREATED'
     returning token),
   charge as (
     insert into payments.charges (id, session_token, amount, total, instrument, label, outcome, instruments,
                                   token_sealed, status, completed_at, next_notify_at)
     select $1, token, $3::bigint, $4::bigint, $5, $6, 'SUCCESS', $7::jsonb, $8, 'SUCCESS', now(),
            now() + interval '30 seconds'
       from claimed
     returning *),
   spent as (
     update payments.gift_card_holds set status = 'SPENT'
      where session_token = (select session_token from charge) and status = 'HELD')
   select row_to_json(charge) as data from charge`,
  9,
);

export interface SettledNowCharge {
  id: string;
  sessionToken: string;
  amount: number;
  total: number;
  instrument: string;
  label: string;
  instruments: { code: string; amount: number; label: string }[];
  tokenSealed: string;
  /** What the session records as chosen (the pay call's instrument). */
  sessionInstrument: string;
}

/** The settled charge, or null when the session was no longer CREATED (another pay took it). */
export async function insertSettledCharge(db: Db, charge: SettledNowCharge): Promise<Charge | null> {
  const [row] = await chargeSettledNow(db, [
    charge.id,
    charge.sessionToken,
    String(charge.amount),
    String(charge.total),
    charge.instrument,
    charge.label,
    JSON.stringify(charge.instruments),
    charge.tokenSealed,
    charge.sessionInstrument,
  ]);
  return row ? rowFromJson(charges, row.data) : null;
}

const chargeNotified = preparedRead<never>(
  'payments_charge_notified',
  'update payments.charges set notified_at = now(), token_sealed = null where id = $1',
  1,
);

/** Gives the whole payment back (the API answered REFUND: the reservation ended, its stock is gone). */
async function refundCharge(deps: StoreDeps, chargeId: string): Promise<void> {
  await withTransaction(deps.database.db, async (tx) => {
    const [charge] = await tx
      .update(charges)
      .set({ status: 'REFUNDED', notifiedAt: new Date(), tokenSealed: null })
      .where(and(eq(charges.id, chargeId), eq(charges.status, 'SUCCESS')))
      .returning();
    if (!charge) return;
    const [session] = await tx.select().from(paymentSessions).where(eq(paymentSessions.token, charge.sessionToken));
    await giveBack(tx, charge, charge.sessionToken, true, session?.accountId ?? null);
    await tx
      .update(paymentSessions)
      .set({ status: 'REFUNDED', updatedAt: new Date() })
      .where(eq(paymentSessions.token, charge.sessionToken));
  });
}

/**
 * Tells the API a charge succeeded (signed `completed`, idempotent by paymentId). ORDERED marks
 * it notified; REFUND refunds it; no answer schedules a retry with backoff for the notifier.
 * The raw token is needed by the API and is known only to calls that carry it.
 */
export async function notifyCompleted(
  deps: StoreDeps,
  chargeId: string,
  settled?: Charge,
  /** The token of the call that has just settled the charge (else unsealed from the row). */
  knownToken?: string,
  /** Marks the charge notified with a write of the caller's (idempotency.ts), else a statement here. */
  markNotified?: (chargeId: string) => void,
): Promise<'ORDERED' | 'REFUND' | 'UNACKNOWLEDGED'> {
  const db = deps.database.db;
  // The caller that has just settled the charge passes its row; anyone else reads it.
  const [charge] =
    settled?.id === chargeId ? [settled] : await db.select().from(charges).where(eq(charges.id, chargeId));
  if (!charge || charge.status !== 'SUCCESS' || !charge.completedAt) return 'UNACKNOWLEDGED';
  if (charge.notifiedAt) return 'ORDERED';
  const token = knownToken ?? (charge.tokenSealed ? unsealToken(deps.secret, charge.tokenSealed) : null);
  if (!token) return 'UNACKNOWLEDGED';
  const answer = await deps.api.completed({
    token,
    paymentId: charge.id,
    amount: charge.total,
    instruments: (charge.instruments ?? []) as PaidInstrument[],
    completedAt: charge.completedAt.toISOString(),
  });
  if (answer.ok && answer.value.outcome === 'ORDERED') {
    if (markNotified) markNotified(chargeId);
    else await chargeNotified(db, [chargeId]);
    return 'ORDERED';
  }
  if (answer.ok) {
    await refundCharge(deps, chargeId);
    return 'REFUND';
  }
  await db
    .update(charges)
    .set({
      notifyAttempts: sql`${charges.notifyAttempts} + 1`,
      nextNotifyAt: sql`now() + make_interval(secs => least(power(2, ${charges.notifyAttempts} + 1), 300))`,
    })
    .where(eq(charges.id, chargeId));
  return 'UNACKNOWLEDGED';
}

/**
 * The notifier job: re-sends completions the API has not acknowledged. Each run claims up to
 * `limit` due charges for 30 s (`for update skip locked`, so several processes never send the
 * same one at once), then calls the API outside any transaction.
 */
export async function notifyDue(deps: StoreDeps, limit = 20): Promise<number> {
  const claimed = await queryRows<{ id: string }>(
    deps.database.db,
    sql`update payments.charges set next_notify_at = now() + interval '30 seconds'
        where id in (
          select id from payments.charges
          where status = 'SUCCESS' and notified_at is null and (next_notify_at is null or next_notify_at <= now())
          order by next_notify_at nulls first limit ${limit}
          for update skip locked)
        returning id`,
  );
  for (const { id } of claimed) await notifyCompleted(deps, id);
  return claimed.length;
}

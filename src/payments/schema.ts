import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** The payment service's own schema: the API never reads it, and it never reads the API's tables. */
export const payments = pgSchema('payments');

/**
 * A payment the storefront asked for, driven by its token (spec 001 §7; decision 0040). Made on the
 * first call with a token the service does not know, from the API's signed answer of what the
 * token binds. Card numbers and CVVs are never stored.
 */
export const paymentSessions = payments.table('payment_sessions', {
  /** SHA-256 (hex) of the payment token; the token itself is never stored. */
  token: text('token').primaryKey(),
  /** The API's stock reservation id the token binds. */
  orderRef: text('order_ref').notNull(),
  checkoutId: text('checkout_id'),
  /** The shopper's account, or null for a guest. */
  accountId: text('account_id'),
  /** Amount to collect in paise. */
  amount: bigint('amount', { mode: 'number' }).notNull(),
  /** CREATED while payable; PENDING while a charge waits; SUCCESS, FAILED, DECLINED or REFUNDED at the end. */
  status: text('status', { enum: ['CREATED', 'PENDING', 'SUCCESS', 'FAILED', 'DECLINED', 'REFUNDED'] })
    .notNull()
    .default('CREATED'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** The highest offer_sequence_number seen (instrument checks). */
  offerSequence: integer('offer_sequence').notNull().default(0),
  /** The highest ajax_sequence seen (paywithdetails). */
  ajaxSequence: integer('ajax_sequence').notNull().default(0),
  /** The selected option (select), and the adjustments of the last instrument check. */
  instrument: text('instrument'),
  adjustments: jsonb('adjustments').$type<{ id: string; description: string; amount: number }[]>(),
  /** The card number's offer key of those adjustments (issuer BIN group), so pay applies them to that card only. */
  offerKey: text('offer_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A charge: at most one per token (the unique index is the last guard of "a token never pays
 * twice"). PENDING while an OTP, bank or UPI step waits; SUCCESS once charged; FAILED or DECLINED;
 * REFUNDED when the API answered REFUND (stock gone). The API is told of a SUCCESS until it
 * acknowledges (notified_at), by the pay call itself and then by the notifier job.
 */
export const charges = payments.table(
  'charges',
  {
    /** The payment id: `reference_id` of the order confirmation page. */
    id: text('id').primaryKey(),
    sessionToken: text('session_token')
      .notNull()
      .references(() => paymentSessions.token),
    /** Paid by this charge's instrument (gift cards come on top, see gift_card_holds). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Amount of the whole payment (charge + gift cards) in paise. */
    total: bigint('total', { mode: 'number' }).notNull(),
    instrument: text('instrument').notNull(),
    /** What the order page shows, e.g. 'Visa card ending 1111'. */
    label: text('label').notNull(),
    status: text('status', { enum: ['PENDING', 'SUCCESS', 'FAILED', 'DECLINED', 'CANCELLED', 'REFUNDED'] })
      .notNull()
      .default('PENDING'),
    /** The pending step: OTP, BANK or UPI; null for a charge that needed none. */
    step: text('step'),
    /** What the simulated network will do at the step: SUCCESS, DECLINE. */
    outcome: text('outcome').notNull().default('SUCCESS'),
    /** Wrong OTPs entered so far. */
    attempts: integer('attempts').notNull().default(0),
    /** A wallet this charge spends (on SUCCESS), with the account. */
    walletCode: text('wallet_code'),
    /** A card to save on success (consent given): never the number, only these. */
    saveCard: jsonb('save_card').$type<{
      network: string;
      issuer: string;
      cardType: string;
      bin: string;
      last4: string;
      expiryMonth: number;
      expiryYear: number;
    }>(),
    /**
     * The payment token sealed (AES-256-GCM under a key derived from the signing secret) while the
     * API has not acknowledged the completion, so the notifier can re-send it; cleared after.
     */
    tokenSealed: text('token_sealed'),
    /** Instruments of the payment as the API is told (gift cards and this charge). */
    instruments: jsonb('instruments').$type<{ code: string; amount: number; label: string }[]>(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the API acknowledged the completion (ORDERED or REFUND); null until then. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    notifyAttempts: integer('notify_attempts').notNull().default(0),
    nextNotifyAt: timestamp('next_notify_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('charges_one_per_session').on(t.sessionToken),
    index('charges_unnotified')
      .on(t.nextNotifyAt)
      .where(sql`${t.status} = 'SUCCESS' and ${t.notifiedAt} is null`),
    check('charges_amount_nonnegative', sql`${t.amount} >= 0 and ${t.total} >= ${t.amount}`),
  ],
);

/** Test-mode gift cards (EGV): number and pin kept as keyed hashes, the balance guarded by a CHECK. */
export const giftCards = payments.table(
  'gift_cards',
  {
    id: text('id').primaryKey(),
    /** HMAC-SHA256 of the 16-digit number. */
    numberHash: text('number_hash').notNull(),
    pinHash: text('pin_hash').notNull(),
    last4: text('last4').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('gift_cards_number').on(t.numberHash),
    check('gift_cards_balance_nonnegative', sql`${t.balance} >= 0`),
  ],
);

/**
 * A gift card's balance applied to a payment: taken from the card when applied (HELD), SPENT when
 * the payment succeeds, RELEASED (given back) when it fails, is declined or refunded.
 */
export const giftCardHolds = payments.table(
  'gift_card_holds',
  {
    id: text('id').primaryKey(),
    sessionToken: text('session_token')
      .notNull()
      .references(() => paymentSessions.token),
    giftCardId: text('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: ['HELD', 'SPENT', 'RELEASED'] })
      .notNull()
      .default('HELD'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_card_holds_session').on(t.sessionToken),
    uniqueIndex('gift_card_holds_once').on(t.sessionToken, t.giftCardId),
    check('gift_card_holds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/** Stored balances of an account (SCLP_WALLET, FLIPKART_CREDIT, QC_SCLP), in paise. */
export const wallets = payments.table(
  'wallets',
  {
    accountId: text('account_id').notNull(),
    code: text('code').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.code] }), check('wallets_balance_nonnegative', sql`${t.balance} >= 0`)],
);

/** A saved card: a random token, network, issuer, BIN, last four digits and expiry; never the number. */
export const savedCards = payments.table(
  'saved_cards',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    network: text('network').notNull(),
    issuer: text('issuer').notNull(),
    cardType: text('card_type').notNull(),
    /** First six digits (the issuer's identification number), for offers and EMI eligibility. */
    bin: text('bin').notNull(),
    last4: text('last4').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_cards_account').on(t.accountId),
    uniqueIndex('saved_cards_once').on(t.accountId, t.bin, t.last4, t.expiryMonth, t.expiryYear),
  ],
);

/** Captchas of cash on delivery: the answer as a keyed hash, used once. */
export const captchas = payments.table('captchas', {
  id: text('id').primaryKey(),
  sessionToken: text('session_token').notNull(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Idempotency keys of the calls that move money: the first call's request fingerprint (a keyed
 * hash of its body, never the body) and its answer, replayed to a retry with the same key.
 */
export const idempotencyKeys = payments.table(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    /** The token's hash and the call, so one key of two shoppers never meet. */
    scope: text('scope').notNull(),
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first call runs. */
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.key, t.scope] })],
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A shopper's account. A login id is its mobile (`+91XXXXXXXXXX`) or its email (lower case); an
 * account has at least one of them. `state` is the account state machine of docs/decisions/0018:
 * GUEST (from guest checkout) → ACTIVE by signup; NOT_VERIFIED → ACTIVE by a code;
 * LOGIN_INACTIVE → ACTIVE by reactivation; CHURNED → ACTIVE by the churn signup.
 */
export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    mobile: text('mobile'),
    email: text('email'),
    /** argon2id PHC string; null for guests, churned accounts and started social accounts. */
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    /** MALE, FEMALE, OTHER, or null when not told. */
    gender: text('gender'),
    state: text('state').$type<'GUEST' | 'NOT_VERIFIED' | 'ACTIVE' | 'LOGIN_INACTIVE' | 'CHURNED'>().notNull(),
    /** Set when customer care blocked the account; every login answers LOGIN_1004 with it. */
    blockedReason: text('blocked_reason'),
    /** Member of the paid fast-delivery programme. */
    flipkartFirst: boolean('flipkart_first').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('accounts_mobile_key').on(t.mobile),
    uniqueIndex('accounts_email_key').on(t.email),
    check('accounts_has_login_id', sql`${t.mobile} is not null or ${t.email} is not null`),
    check('accounts_state_known', sql`${t.state} in ('GUEST', 'NOT_VERIFIED', 'ACTIVE', 'LOGIN_INACTIVE', 'CHURNED')`),
  ],
);

/**
 * One-time codes. Only a hash of the code is kept; a code belongs to the request that made it and
 * to the login id it was sent to, lives 10 minutes and takes 5 wrong tries.
 */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: text('id').primaryKey(),
    /** The login id the code was asked for (normalised). */
    loginId: text('login_id').notNull(),
    /** Where it was sent: the login id itself, or the account's email for a churn email code. */
    destination: text('destination').notNull(),
    /** SIGNUP, LOGIN, FORGOT_PASSWORD, VERIFY, REACTIVATE, CHURN, SOCIAL_UPDATE, CHANGE_IDENTITY. */
    purpose: text('purpose').notNull(),
    /** Churn signup: this is the email code. */
    emailCode: boolean('email_code').notNull().default(false),
    /** Account the code acts on, when one exists (or the logged-in account for identity changes). */
    accountId: text('account_id'),
    codeHash: text('code_hash').notNull(),
    attemptsLeft: integer('attempts_left').notNull().default(5),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** A right code was shown to otp/verify; the completing call still checks it again. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Used up by the call that completed the flow; never accepted again. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('otp_requests_login_idx').on(t.loginId, t.createdAt),
    check('otp_attempts_non_negative', sql`${t.attemptsLeft} >= 0`),
  ],
);

/** Access tokens handed out by the development social login provider (docs/decisions/0020). */
export const socialTokens = pgTable('social_tokens', {
  /** SHA-256 of the token; the token itself is only in the redirect. */
  tokenHash: text('token_hash').primaryKey(),
  provider: text('provider').notNull(),
  /** The identity the tester chose: an email or a `+91` mobile. */
  identity: text('identity').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

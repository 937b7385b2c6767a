import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/**
 * The signed server-to-server calls between the payment service and the API (ARCHITECTURE.md
 * "Processes"; MONEY-PATH.md invariants 3-4). No browser calls them: each carries the header
 * `x-bazaar-signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` made with
 * PAYMENTS_SIGNING_SECRET (src/platform/signing.ts); a missing, wrong or older-than-5-minutes
 * signature answers 401 INTERNAL_SIGNATURE_INVALID. Every call is idempotent.
 */
export const internalPaths = {
  /** On the API: what a payment token binds (amount, items, shopper, expiry), asked once per token. */
  session: '/api/internal/payments/session',
  /** On the API: a payment succeeded; write its order (idempotent by paymentId). */
  completed: '/api/internal/payments/completed',
  /** On the API: a payment failed or was declined; give its reservation back (idempotent). */
  failed: '/api/internal/payments/failed',
  /** On the payment service: the truth about payments of these tokens (reconciliation). */
  status: '/api/v1/internal/payments/status',
  /** On the payment service: an account's stored balances, for the account's wallet page. */
  wallets: '/api/v1/internal/payments/wallets',
} as const;

/** The payment service's paths that take the API's signature instead of a browser's headers. */
export const signedPaymentPaths = [internalPaths.status, internalPaths.wallets];

export const signatureHeader = 'x-bazaar-signature';
export const internalErrorCodes = {
  signature: 'INTERNAL_SIGNATURE_INVALID',
  unknownToken: 'PAYMENT_TOKEN_UNKNOWN',
} as const;

const token = z.string().min(1).max(200);
const paise = z.number().int().nonnegative().max(100_000_000_00);

/** One instrument's share of a payment: a split payment (gift cards plus a card) has several. */
export const paidInstrument = z.object({
  /** A code of spec 001 §9: CREDIT, SAVED_CARD, NET_OPTIONS, PHONEPE, EGV, COD, ... */
  code: z.string().min(1).max(40),
  amount: paise,
  /** What the order page shows, e.g. 'Visa card ending 1111', 'Gift card ending 0004', 'UPI'. */
  label: z.string().max(120),
});
export type PaidInstrument = z.infer<typeof paidInstrument>;

export const sessionPayload = z.object({ token });
export const sessionAnswer = z.object({
  reservationId: z.string(),
  checkoutId: z.string(),
  accountId: z.string().nullable(),
  /** Amount payable in paise; the payment service collects exactly this. */
  amount: paise,
  items: z.array(z.object({ listingId: z.string(), quantity: z.number().int(), price: z.number().int() })),
  /** HELD while payable; SOLD, RELEASED or EXPIRED otherwise (the payment service refuses to charge). */
  status: z.enum(['HELD', 'SOLD', 'RELEASED', 'EXPIRED']),
  expiresAt: z.string(),
  /**
   * Present when the token pays an order placed with cash on delivery, online before delivery
   * (issue 13 "pay now"): `reservationId` is then the prepayment's id, `checkoutId` the order's
   * id and `items` empty (no stock is held). The payment service offers no cash or card on
   * delivery (COD, DOD) for such a token and refuses them. Absent: a checkout's payment.
   */
  payNow: z.object({ orderId: z.string() }).optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;

export const completedPayload = z.object({
  token,
  /** The payment service's id of the payment; the API writes at most one order group per paymentId. */
  paymentId: z.string().min(1).max(80),
  amount: paise,
  instruments: z.array(paidInstrument).min(1).max(20),
  completedAt: z.string(),
});
export const completedAnswer = z.object({
  /**
   * ORDERED: the orders exist (now or from an earlier call); for a pay-now token, the order is
   * paid by this payment (its payment method changed). REFUND: the reservation ended and its
   * stock is gone, so no order was written, or a pay-now order was already paid by another
   * payment (or was delivered or cancelled): the payment service refunds the payment in full.
   */
  outcome: z.enum(['ORDERED', 'REFUND']),
  /** The order group's reference, the `reference_id` of the confirmation page (a pay-now payment's own id); null with REFUND. */
  referenceId: z.string().nullable(),
  orderIds: z.array(z.string()),
});
export type CompletedPayload = z.infer<typeof completedPayload>;
export type CompletedAnswer = z.infer<typeof completedAnswer>;

export const failedPayload = z.object({
  token,
  paymentId: z.string().min(1).max(80),
  reason: z.enum(['DECLINED', 'FAILED', 'CANCELLED']),
});
export const failedAnswer = z.object({ status: z.enum(['HELD', 'SOLD', 'RELEASED', 'EXPIRED']) });

export const statusPayload = z.object({ tokens: z.array(token).min(1).max(200) });
export const statusAnswer = z.object({
  payments: z.array(
    z.object({
      token,
      paymentId: z.string(),
      /** SUCCESS: charged (the API completes it if it has no order); the others need nothing. */
      status: z.enum(['PENDING', 'SUCCESS', 'FAILED', 'DECLINED', 'REFUNDED']),
      amount: paise,
      instruments: z.array(paidInstrument),
      completedAt: z.string().nullable(),
    }),
  ),
});
export type StatusAnswer = z.infer<typeof statusAnswer>;

export const walletsPayload = z.object({ accountId: z.string().min(1).max(80) });
export const walletsAnswer = z.object({
  wallets: z.array(
    z.object({
      /** SCLP_WALLET, FLIPKART_CREDIT or QC_SCLP (spec 001 §9). */
      code: z.string(),
      title: z.string(),
      balance: paise,
    }),
  ),
});
export type WalletsAnswer = z.infer<typeof walletsAnswer>;

export const internalEndpoints = {
  session: defineEndpoint({
    method: 'POST',
    path: internalPaths.session,
    body: sessionPayload,
    response: sessionAnswer,
  }),
  completed: defineEndpoint({
    method: 'POST',
    path: internalPaths.completed,
    body: completedPayload,
    response: completedAnswer,
  }),
  failed: defineEndpoint({ method: 'POST', path: internalPaths.failed, body: failedPayload, response: failedAnswer }),
  status: defineEndpoint({ method: 'POST', path: internalPaths.status, body: statusPayload, response: statusAnswer }),
  wallets: defineEndpoint({
    method: 'POST',
    path: internalPaths.wallets,
    body: walletsPayload,
    response: walletsAnswer,
  }),
};

import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import {
  cardNetworks,
  countryTypes,
  cvvConditions,
  emiTypes,
  instrumentCodes,
  payActions,
  paymentLimits,
  paymentPaths,
  redirectionTypes,
  responseStatuses,
  transactionStatuses,
} from './payments-paths.ts';

/**
 * The payment service's calls (its own origin, spec 001 §7 'Payment service'; decision 0040).
 *
 * Every call carries the payment token as the query parameter `token` and `x-device-source: web`;
 * pay, complete, decline and egv also carry `x-idempotency-key` (same key + same body replays the
 * first answer; same key + another body answers 422 IDEMPOTENCY_KEY_REUSED). Amounts are integer
 * paise. Field names are snake_case as the spec names them.
 *
 * Two kinds of refusal:
 * - a 4xx in the error shape (envelope.ts) for a request that cannot be served: malformed input
 *   (400), an unknown token (404 PAYMENT_TOKEN_UNKNOWN), an expired one (410 PAYMENT_TOKEN_EXPIRED),
 *   a used one (409 PAYMENT_TOKEN_USED), idempotency conflicts (409/422), too many shoppers (429
 *   with Retry-After);
 * - a 200 whose `response_status` is FAILED, with `error_code`, `error_message` and the form field
 *   to mark (`field`), for what the shopper can fix: a card number, CVV, voucher, captcha, a
 *   declined card. The storefront treats FAILED as an error for options, egv, pay, captcha and
 *   wallet calls (spec 001 §5).
 */

const paise = z.number().int().nonnegative();
const token = z.string().min(1).max(200);
const id = z.string().min(1).max(80);
const digits = (min: number, max: number) =>
  z
    .string()
    .trim()
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(new RegExp(`^[0-9]{${min},${max}}$`)));

export const instrumentCodeSchema = z.enum(instrumentCodes);
export const emiTypeSchema = z.enum(emiTypes);
export const redirectionTypeSchema = z.enum(redirectionTypes);
export const cvvConditionSchema = z.enum(cvvConditions);
export const countryTypeSchema = z.enum(countryTypes);
export const responseStatusSchema = z.enum(responseStatuses);
export const cardNetworkSchema = z.enum(cardNetworks);
export const transactionStatusSchema = z.enum(transactionStatuses);

/** Every call's query: the payment token. */
export const tokenQuery = z.object({ token });
/** pay's query: the token and, when an instrument is present, its code. */
export const payQuery = z.object({ token, instrument: instrumentCodeSchema.optional() });
export const captchaParams = z.object({ token });

/** What every answer carries; FAILED answers also say why. */
const answer = {
  response_status: responseStatusSchema,
  /** Set when response_status is FAILED. */
  error_code: z.string().optional(),
  error_message: z.string().optional(),
  /** The form field a FAILED answer is about: card_number, cvv, expiry, egv_number, captcha, upi_id ... */
  field: z.string().optional(),
};

/** A price change an offer or an instrument makes, in paise (negative: a discount). */
export const adjustmentSchema = z.object({
  id: z.string(),
  /** e.g. 'HDFC Bank Credit Card: 10% instant discount'. */
  description: z.string(),
  amount: z.number().int(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** A saved card as the shopper's account holds it: a token, never the number. */
export const savedCardSchema = z.object({
  card_information: z.object({
    /** Random token naming the saved card; pay with it as SAVED_CARD. */
    card_id: z.string(),
    network: cardNetworkSchema,
    issuer: z.string(),
    last4: z.string().regex(/^[0-9]{4}$/),
    expiry_month: z.number().int().min(1).max(12),
    expiry_year: z.number().int(),
    /** 'CREDIT' or 'DEBIT'. */
    card_type: z.enum(['CREDIT', 'DEBIT']),
  }),
  cvv_condition: cvvConditionSchema,
  /** Whether this card can pay by EMI (a credit card of an EMI bank). */
  emi_eligible: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** A gift card applied to this payment (its balance held until the payment ends). */
export const appliedGiftCardSchema = z.object({
  transaction_id: z.string(),
  /** Last 4 digits of the 16-digit number. */
  egv_last4: z.string(),
  amount: paise,
  /** What the gift card keeps after this payment. */
  balance_left: paise,
});

/** One payment option of the page. */
export const paymentOptionSchema = z.object({
  payment_instrument: instrumentCodeSchema,
  title: z.string(),
  description: z.string(),
  enabled: z.boolean(),
  /** Why it is disabled (e.g. COD above its limit, a wallet of a guest), else null. */
  disabled_reason: z.string().nullable(),
  /** Stored balance in paise for wallets; null for others. */
  balance: paise.nullable(),
});
export type PaymentOption = z.infer<typeof paymentOptionSchema>;

export const optionsPayload = z.object({ token: token.optional() });
export const optionsAnswer = z.object({
  ...answer,
  /** Amount of the checkout bound to the token. */
  amount: paise,
  /** Paid by applied gift cards so far. */
  gift_card_amount: paise,
  /** Left to pay by another instrument: amount − gift cards + adjustments. */
  amount_payable: paise,
  payment_options: z.array(paymentOptionSchema),
  saved_cards: z.array(savedCardSchema),
  applied_gift_cards: z.array(appliedGiftCardSchema),
  adjustments: z.array(adjustmentSchema),
  /** The last offer_sequence_number the service saw (0 at first). */
  offer_sequence_number: z.number().int(),
  /** ISO time the token expires. */
  expires_at: z.string(),
  /** Whether the shopper is logged in (saved cards and wallets need it). */
  logged_in: z.boolean(),
  /** Test mode: the service simulates networks, banks and UPI (README 'Test payments'). */
  test_mode: z.boolean(),
});
export type OptionsAnswer = z.infer<typeof optionsAnswer>;

export const egvPayload = z.object({
  token: token.optional(),
  egv_number: digits(1, 30),
  egv_pin: digits(1, 12),
});
export const egvAnswer = z.object({
  ...answer,
  applied_gift_cards: z.array(appliedGiftCardSchema),
  gift_card_amount: paise,
  amount_payable: paise,
});
export type EgvAnswer = z.infer<typeof egvAnswer>;

/** Card fields a card check or payment sends. Never stored, logged or echoed. */
const cardFields = {
  card_number: digits(1, 23).optional(),
  expiry_month: z.coerce.number().int().min(0).max(99).optional(),
  /** Two or four digits. */
  expiry_year: z.coerce.number().int().min(0).max(9999).optional(),
  cvv: z.string().trim().max(8).optional(),
  name_on_card: z.string().trim().max(80).optional(),
  card_id: id.optional(),
};

export const instrumentCheckPayload = z.object({
  token: token.optional(),
  payment_instrument: instrumentCodeSchema,
  /** The storefront's counter, incremented per check; an older number than the last seen is stale. */
  offer_sequence_number: z.number().int().nonnegative().max(1_000_000_000),
  /** The card's first digits (6 to 19) or the whole number. */
  card_number: digits(1, 23).optional(),
  card_id: id.optional(),
  bank_code: z.string().trim().max(20).optional(),
  tenure: z.coerce.number().int().min(0).max(120).optional(),
  emi_type: emiTypeSchema.optional(),
});
export const instrumentCheckAnswer = z.object({
  ...answer,
  offer_sequence_number: z.number().int(),
  /** An answer to an older sequence number than the last seen: the storefront ignores it. */
  stale: z.boolean(),
  payment_instrument: instrumentCodeSchema,
  /** Card details found from the number or the saved card; null for other instruments. */
  card: z
    .object({
      network: cardNetworkSchema.nullable(),
      issuer: z.string().nullable(),
      card_type: z.enum(['CREDIT', 'DEBIT']).nullable(),
      country_type: countryTypeSchema,
      cvv_condition: cvvConditionSchema,
      cvv_length: z.number().int(),
      /** Lengths a number of this network may have. */
      lengths: z.array(z.number().int()),
      /** Luhn and length hold (only when the whole number was sent). */
      valid: z.boolean(),
      emi_eligible: z.boolean(),
    })
    .nullable(),
  /** Replace the storefront's adjustments with these when SUCCESS and not stale. */
  adjustments: z.array(adjustmentSchema),
  amount_payable: paise,
});
export type InstrumentCheckAnswer = z.infer<typeof instrumentCheckAnswer>;

export const payWithDetailsPayload = z.object({
  token: token.optional(),
  payment_instrument: instrumentCodeSchema,
  /** The storefront's counter of these calls; an older one than the last seen is stale. */
  ajax_sequence: z.number().int().nonnegative().max(1_000_000_000),
  card_id: id.optional(),
  bank_code: z.string().trim().max(20).optional(),
  tenure: z.coerce.number().int().min(0).max(120).optional(),
  emi_type: emiTypeSchema.optional(),
});
export const emiPlanSchema = z.object({
  tenure: z.number().int(),
  /** Yearly interest in hundredths of a percent (1400 = 14%); 0 for no-cost EMI. */
  interest_rate_bps: z.number().int(),
  monthly_installment: paise,
  total_interest: paise,
  total_amount: paise,
  /** Adjustments that come with this tenure (no-cost EMI discount, bank offer). */
  emi_scheme_adjustments: z.array(adjustmentSchema),
});
export type EmiPlan = z.infer<typeof emiPlanSchema>;
export const payWithDetailsAnswer = z.object({
  ...answer,
  ajax_sequence: z.number().int(),
  stale: z.boolean(),
  payment_instrument: instrumentCodeSchema,
  amount_payable: paise,
  adjustments: z.array(adjustmentSchema),
  /** Wallets: the stored balance and whether it covers amount_payable. */
  wallet: z.object({ balance: paise, sufficient: z.boolean() }).nullable(),
  /** EMI: the plan of the chosen tenure. */
  emi: emiPlanSchema.nullable(),
  /** COD and DOD: the captcha must be solved (GET captcha/{token}) and sent with pay. */
  captcha_required: z.boolean(),
});
export type PayWithDetailsAnswer = z.infer<typeof payWithDetailsAnswer>;

export const bankSchema = z.object({
  bank_code: z.string(),
  name: z.string(),
  popular: z.boolean(),
  redirection_type: redirectionTypeSchema,
});
export const netOptionsPayload = z.object({ token: token.optional() });
export const netOptionsAnswer = z.object({
  ...answer,
  /** Popular banks first, then the rest by name. */
  banks: z.array(bankSchema),
});

export const emiBanksPayload = z.object({ token: token.optional(), emi_type: emiTypeSchema.optional() });
export const emiBanksAnswer = z.object({
  ...answer,
  banks: z.array(
    z.object({
      bank_code: z.string(),
      name: z.string(),
      emi_types: z.array(emiTypeSchema),
      /** Lowest yearly interest in hundredths of a percent. */
      min_interest_rate_bps: z.number().int(),
    }),
  ),
  /** EMI needs at least this many paise payable. */
  min_amount: paise,
});

export const emiTenuresPayload = z.object({
  token: token.optional(),
  emi_type: emiTypeSchema,
  bank_code: z.string().trim().min(1).max(20),
});
export const emiTenuresAnswer = z.object({
  ...answer,
  /** Keyed `${emi_type}_${bank_code}`, e.g. `standard_HDFC`. */
  tenures: z.record(z.string(), z.array(emiPlanSchema)),
});

export const emiTermsAnswer = z.object({
  ...answer,
  title: z.string(),
  terms: z.array(z.string()),
});

export const captchaAnswer = z.object({
  ...answer,
  /** Send it back with pay as captcha_id. */
  captcha_id: z.string(),
  /** An SVG image as a data: URL. */
  image: z.string(),
  length: z.number().int(),
});

export const emiCardsPayload = z.object({
  token: token.optional(),
  tenure: z.number().int().min(1).max(120),
  bank_code: z.string().trim().max(20).optional(),
  emi_type: emiTypeSchema.optional(),
});
export const emiCardsAnswer = z.object({
  ...answer,
  saved_cards: z.array(savedCardSchema),
  /** Networks a new card for this EMI may have. */
  eligible_networks: z.array(cardNetworkSchema),
});

export const selectPayload = z.object({ token: token.optional(), payment_instrument: instrumentCodeSchema });
export const selectAnswer = z.object({
  ...answer,
  payment_instrument: instrumentCodeSchema,
  amount_payable: paise,
  adjustments: z.array(adjustmentSchema),
});

/**
 * pay's body: the fields of the instrument paid with (query `instrument` names it; so may
 * `payment_instrument`). Card numbers and CVVs are used and forgotten.
 */
export const payPayload = z.object({
  token: token.optional(),
  payment_instrument: instrumentCodeSchema.optional(),
  ...cardFields,
  /** CREDIT: the shopper's consent to save the card (logged in only). */
  save_card: z.boolean().optional(),
  /** NET_OPTIONS, EMI: the bank. */
  bank_code: z.string().trim().max(20).optional(),
  /** EMI_OPTIONS, EMI_CREDIT. */
  tenure: z.coerce.number().int().min(0).max(120).optional(),
  emi_type: emiTypeSchema.optional(),
  /** UPI (PHONEPE too): the shopper's VPA, e.g. asha@okicici. */
  upi_id: z.string().trim().max(100).optional(),
  /** COD, DOD. */
  captcha_id: z.string().max(80).optional(),
  captcha_text: z.string().trim().max(20).optional(),
  /** The offer sequence whose adjustments the shopper saw. */
  offer_sequence_number: z.number().int().nonnegative().max(1_000_000_000).optional(),
});
export type PayPayload = z.input<typeof payPayload>;

export const payAnswer = z.object({
  ...answer,
  action: z.enum(payActions),
  /** The payment's id: `reference_id` of the order confirmation page. */
  payment_id: z.string().nullable(),
  /** Transactions of this payment (gift cards and the charge); decline and complete take them. */
  transaction_ids: z.array(z.string()),
  /** Where the browser goes next (see payActions). */
  redirect_url: z.string().nullable(),
  redirection_type: redirectionTypeSchema.nullable(),
  /** PENDING: poll `complete` with transaction_ids this often. */
  poll_interval_ms: z.number().int().nullable(),
  /** PENDING in test mode: the test UPI app page that approves or declines the request. */
  approve_url: z.string().nullable(),
  amount: paise,
});
export type PayAnswer = z.infer<typeof payAnswer>;

export const transactionsPayload = z.object({
  token: token.optional(),
  transaction_ids: z
    .array(id)
    .min(1)
    .max(paymentLimits.maxGiftCards + 1),
});
/** complete and decline answer like pay: DONE, PENDING (poll again) or FAILED. */
export const transactionsAnswer = payAnswer.extend({
  transactions: z.array(z.object({ transaction_id: z.string(), status: transactionStatusSchema })),
});
export type TransactionsAnswer = z.infer<typeof transactionsAnswer>;

export const removeSavedCardPayload = z.object({ token: token.optional(), card_id: id });
export const removeSavedCardAnswer = z.object({ ...answer, saved_cards: z.array(savedCardSchema) });

export const paymentEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: paymentPaths.health,
    response: z.object({
      status: z.literal('ok'),
      service: z.literal('payments'),
      database: z.enum(['pglite', 'postgres']),
    }),
  }),
  egv: defineEndpoint({
    method: 'POST',
    path: paymentPaths.egv,
    query: tokenQuery,
    body: egvPayload,
    response: egvAnswer,
  }),
  options: defineEndpoint({
    method: 'POST',
    path: paymentPaths.options,
    query: tokenQuery,
    body: optionsPayload,
    optionalBody: true,
    response: optionsAnswer,
  }),
  instrumentCheck: defineEndpoint({
    method: 'POST',
    path: paymentPaths.instrumentCheck,
    query: tokenQuery,
    body: instrumentCheckPayload,
    response: instrumentCheckAnswer,
  }),
  payWithDetails: defineEndpoint({
    method: 'POST',
    path: paymentPaths.payWithDetails,
    query: tokenQuery,
    body: payWithDetailsPayload,
    response: payWithDetailsAnswer,
  }),
  netOptions: defineEndpoint({
    method: 'POST',
    path: paymentPaths.netOptions,
    query: tokenQuery,
    body: netOptionsPayload,
    optionalBody: true,
    response: netOptionsAnswer,
  }),
  emiBanks: defineEndpoint({
    method: 'POST',
    path: paymentPaths.emiBanks,
    query: tokenQuery,
    body: emiBanksPayload,
    optionalBody: true,
    response: emiBanksAnswer,
  }),
  emiTenures: defineEndpoint({
    method: 'POST',
    path: paymentPaths.emiTenures,
    query: tokenQuery,
    body: emiTenuresPayload,
    response: emiTenuresAnswer,
  }),
  pay: defineEndpoint({
    method: 'POST',
    path: paymentPaths.pay,
    query: payQuery,
    body: payPayload,
    response: payAnswer,
  }),
  emiTerms: defineEndpoint({ method: 'GET', path: paymentPaths.emiTerms, query: tokenQuery, response: emiTermsAnswer }),
  captcha: defineEndpoint({
    method: 'GET',
    path: paymentPaths.captcha,
    params: captchaParams,
    response: captchaAnswer,
  }),
  emiCards: defineEndpoint({
    method: 'POST',
    path: paymentPaths.emiCards,
    query: tokenQuery,
    body: emiCardsPayload,
    response: emiCardsAnswer,
  }),
  select: defineEndpoint({
    method: 'POST',
    path: paymentPaths.select,
    query: tokenQuery,
    body: selectPayload,
    response: selectAnswer,
  }),
  decline: defineEndpoint({
    method: 'POST',
    path: paymentPaths.decline,
    query: tokenQuery,
    body: transactionsPayload,
    response: transactionsAnswer,
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: paymentPaths.complete,
    query: tokenQuery,
    body: transactionsPayload,
    response: transactionsAnswer,
  }),
  removeSavedCard: defineEndpoint({
    method: 'POST',
    path: paymentPaths.removeSavedCard,
    query: tokenQuery,
    body: removeSavedCardPayload,
    response: removeSavedCardAnswer,
  }),
};

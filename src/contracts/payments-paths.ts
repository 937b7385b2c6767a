/**
 * Zod-free constants of the payment service's calls, safe for the browser bundle (contracts in
 * payments.ts; docs/decisions/0040-payment-service.md). Every call goes to the payment service's
 * own origin with `?token=<payment token>`, `credentials: 'same-origin'` and `x-device-source: web`
 * (spec 001 §7); calls that move money also carry `x-idempotency-key` (a fresh UUID per attempt of
 * the shopper, reused for a retry of the same attempt).
 */
export const paymentPaths = {
  health: '/api/v1/health',
  /** `POST` {egv_number, egv_pin, token}: applies a gift card's balance (moves money: idempotency key). */
  egv: '/api/v1/payments/egv',
  /** `POST` {token}: the payment options, saved cards, balances, applied gift cards and amount. */
  options: '/api/v1/payments/options',
  /** `POST`: checks an instrument (card BIN, saved card, EMI bank/tenure) and applies its offers. */
  instrumentCheck: '/api/v1/payments/instrumentcheck',
  /** `POST`: what paying with the selected instrument looks like (amount, wallet balance, EMI instalment). */
  payWithDetails: '/api/v1/payments/paywithdetails',
  /** `POST`: the net-banking banks, popular first. */
  netOptions: '/api/v1/payments/net/options',
  /** `POST`: banks offering EMI. */
  emiBanks: '/api/v1/payments/emi/banks',
  /** `POST` {emi_type, bank_code}: tenures keyed `${section}_${bank}`. */
  emiTenures: '/api/v1/payments/emi/tenures',
  /** `POST ?token=&instrument=<code>`: pays (moves money: idempotency key). */
  pay: '/api/v1/payments/pay',
  /** `GET ?token=`: EMI terms and conditions. */
  emiTerms: '/api/v1/emi/terms',
  /** `GET`: a captcha for cash on delivery (the token is also the path segment). */
  captcha: '/api/v1/payments/captcha/:token',
  /** `POST` {tenure, bank_code, emi_type}: the shopper's saved cards eligible for that EMI. */
  emiCards: '/api/v1/payments/emi/cards',
  /** `POST` {token, payment_instrument}: the shopper selected an option; resets pay state. */
  select: '/api/v1/payments/select',
  /** `POST` {token, transaction_ids}: the shopper gives up pending transactions (moves money). */
  decline: '/api/v1/payments/decline',
  /** `POST` {token, transaction_ids}: finishes (or polls) pending transactions (moves money). */
  complete: '/api/v1/payments/complete',
  /** `POST` {token, card_id}: removes a saved card of the shopper (not in the spec; needed by SAVED_CARD). */
  removeSavedCard: '/api/v1/payments/savedcards/remove',
} as const;

/**
 * Pages the payment service serves itself (HTML, not JSON; no x-device-source needed): the browser
 * is sent to them by a pay answer with action REDIRECT, or opens the UPI test app link.
 */
export const paymentPagePaths = {
  /** 3-D Secure style one-time-password page of a card payment. */
  otp: '/pay/otp/:transactionId',
  /** The bank's approve/cancel page of net banking (INTERNAL_ or EXTERNAL_REDIRECTION). */
  bank: '/pay/bank/:transactionId',
  /** The test "UPI app": approves or declines a collect request (PHONEPE and UPI). */
  upi: '/pay/upi/:transactionId',
} as const;

/** Storefront routes the payment service sends the browser to (on the storefront's origin). */
export const storefrontPaymentRoutes = {
  /** `?reference_id=<paymentId>&token=<token>`: order confirmation after a successful payment. */
  orderResponse: '/orderresponse',
  /** `?token=&transaction_id=`: waits for a UPI collect request, polling `complete`. */
  pending: '/checkout/pending',
  /** `?reason=DECLINED|FAILED|CANCELLED`: payment failed; the shopper gets a fresh token and retries. */
  retry: '/checkout/retry',
  /**
   * `?order_id=&pay_now=DECLINED|FAILED|CANCELLED|REFUNDED`: a pay-now payment (issue 13) that did
   * not pay goes back to its order, where pay now asks for a fresh token.
   */
  orderDetails: '/order_details',
} as const;

/** Header names of the payment calls. */
export const paymentHeaders = {
  deviceSource: 'x-device-source',
  idempotencyKey: 'x-idempotency-key',
} as const;

/** Instrument codes (spec 001 §9). */
export const instrumentCodes = [
  'NET_OPTIONS',
  'CREDIT',
  'COD',
  'DOD',
  'SCLP_WALLET',
  'PHONEPE',
  'FLIPKART_CREDIT',
  'QC_SCLP',
  'EGV',
  'SAVED_CARD',
  'EMI_OPTIONS',
  'EMI_CREDIT',
] as const;
export type InstrumentCode = (typeof instrumentCodes)[number];

/** Stored-balance instruments (a wallet of the account). */
export const walletCodes = ['SCLP_WALLET', 'FLIPKART_CREDIT', 'QC_SCLP'] as const;
export type WalletCode = (typeof walletCodes)[number];

/** EMI types: the sections of the EMI tenures (`${section}_${bank}`); 'preapproved' is spec 001 §9's. */
export const emiTypes = ['standard', 'no_cost', 'preapproved'] as const;
export type EmiType = (typeof emiTypes)[number];

export const redirectionTypes = ['INTERNAL_REDIRECTION', 'EXTERNAL_REDIRECTION'] as const;
export type RedirectionType = (typeof redirectionTypes)[number];

export const cvvConditions = ['REQUIRED', 'NOT_REQUIRED', 'OPTIONAL'] as const;
export type CvvCondition = (typeof cvvConditions)[number];

export const countryTypes = ['BLACKLIST_COUNTRY', 'DOMESTIC_COUNTRY'] as const;
export type CountryType = (typeof countryTypes)[number];

export const responseStatuses = ['SUCCESS', 'FAILED'] as const;

/** Card networks the payment service recognises from a number. */
export const cardNetworks = ['VISA', 'MASTERCARD', 'AMEX', 'RUPAY', 'MAESTRO', 'DINERS'] as const;
export type CardNetwork = (typeof cardNetworks)[number];

/**
 * What a pay (or complete) answer asks the browser to do next:
 * - DONE: paid; go to `redirect_url` (the storefront's /orderresponse?reference_id=&token=).
 * - REDIRECT: go to `redirect_url`, a page of the payment service (OTP page, bank page); it sends
 *   the browser on to /orderresponse or /checkout/retry.
 * - PENDING: a UPI collect request waits for the shopper's phone; go to `redirect_url`
 *   (/checkout/pending?token=&transaction_id=) and poll `complete` every `poll_interval_ms`.
 * - FAILED: go to `redirect_url` (/checkout/retry?reason=) and show `error_message`; when
 *   `redirect_url` is null the shopper stays and fixes the field named by `field`.
 * - NONE: nothing to do (a decline that only released applied gift cards).
 */
export const payActions = ['DONE', 'REDIRECT', 'PENDING', 'FAILED', 'NONE'] as const;

/** States of one transaction (a charge attempt or a gift card redemption). */
export const transactionStatuses = [
  'PENDING',
  'HELD',
  'SUCCESS',
  'FAILED',
  'DECLINED',
  'CANCELLED',
  'REFUNDED',
] as const;

export const paymentLimits = {
  /** Gift cards of one transaction (spec 001 §9). */
  maxGiftCards: 15,
  giftCardNumberLength: 16,
  giftCardPinLength: 6,
  /** Cash (and card) on delivery up to this many paise: ₹50,000. */
  codMaxAmount: 5_000_000,
  /** Characters of a COD captcha. */
  captchaLength: 5,
  /** How often the pending page polls `complete`. */
  pollIntervalMs: 2_000,
  /** Payments the service runs at once before answering 429 'too many shoppers'. */
  maxConcurrentPayments: 32,
  /** Seconds of the Retry-After hint of a 429. */
  retryAfterSeconds: 120,
} as const;

/** Error codes of the payment calls (ERROR_CODE of a 4xx, or error_code of a FAILED answer). */
export const paymentErrorCodes = {
  tokenRequired: 'PAYMENT_TOKEN_REQUIRED',
  tokenUnknown: 'PAYMENT_TOKEN_UNKNOWN',
  tokenExpired: 'PAYMENT_TOKEN_EXPIRED',
  tokenUsed: 'PAYMENT_TOKEN_USED',
  idempotencyKeyRequired: 'IDEMPOTENCY_KEY_REQUIRED',
  idempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  idempotencyInFlight: 'IDEMPOTENCY_IN_FLIGHT',
  tooManyShoppers: 'TOO_MANY_SHOPPERS',
  optionsUnavailable: 'PAYMENT_OPTIONS_UNAVAILABLE',
  invalidCard: 'CARD_INVALID',
  invalidCvv: 'CVV_INVALID',
  invalidExpiry: 'CARD_EXPIRED',
  blacklistedCountry: 'CARD_COUNTRY_BLACKLISTED',
  emiNotSupported: 'EMI_CARD_NOT_SUPPORTED',
  invalidVoucher: 'VOUCHER_INVALID',
  voucherLimit: 'VOUCHER_LIMIT',
  voucherEmpty: 'VOUCHER_NO_BALANCE',
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  declined: 'PAYMENT_DECLINED',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  captchaInvalid: 'CAPTCHA_INVALID',
  codLimit: 'COD_LIMIT',
  instrumentUnavailable: 'INSTRUMENT_UNAVAILABLE',
  loginRequired: 'PAYMENT_LOGIN_REQUIRED',
  savedCardUnknown: 'SAVED_CARD_UNKNOWN',
  bankUnknown: 'BANK_UNKNOWN',
  upiInvalid: 'UPI_ID_INVALID',
  transactionUnknown: 'TRANSACTION_UNKNOWN',
} as const;

/** Texts the payment service answers (verbatim spec texts where the spec gives them: 000 §5, 001 §8). */
export const paymentMessages = {
  paymentFailed: 'Payment failed. Any amount charged will be refunded automatically.',
  optionsUnavailable: 'Unable to load payment options. Please retry.',
  tooManyShoppers: 'Too many shoppers are paying right now. Please retry in a few minutes.',
  outOfStock: 'Sorry, some items in your order just went out of stock. Your payment was not taken.',
  blacklistedCountry: 'Cards issued in this country are not accepted. Please use another card.',
  invalidCvv: 'Not a valid CVV',
  invalidCardNumber: 'Not a valid card number',
  invalidCard: 'Not a valid card number',
  invalidExpiry: 'Not a valid value',
  invalidVoucher: 'Invalid voucher number/pin',
  emiNotSupported: 'card not supported for EMI',
  voucherLimit: 'You can use at most 15 gift cards in one transaction',
  voucherEmpty: 'This gift card has no balance left',
  insufficientBalance: 'Your balance is not enough for this order. Please choose another option.',
  insufficientFunds: 'Payment declined by your bank: insufficient funds. Please use another card.',
  declined: 'Payment declined by your bank. Please use another card or option.',
  captchaInvalid: 'The characters you entered do not match. Please try again.',
  codLimit: 'Cash on delivery is not available for orders above ₹50,000',
  tokenUnknown: 'This payment link is not valid. Please go back to your cart and try again.',
  tokenExpired: 'Your payment session has expired. Please go back to checkout and try again.',
  tokenUsed: 'This payment is already complete.',
  idempotencyKeyReused: 'This request was already sent with different details',
  idempotencyInFlight: 'Your payment is being processed. Please wait.',
  loginRequired: 'Please log in to use this payment option',
  instrumentUnavailable: 'This payment option is not available for this order',
  savedCardUnknown: 'This saved card is no longer available',
  bankUnknown: 'Please select a bank',
  upiInvalid: 'Not a valid value',
  transactionUnknown: 'No such transaction',
  /**
   * A pay-now payment (issue 13) of an order that another payment had already paid, or that was
   * delivered or cancelled meanwhile: given back in full.
   */
  payNowAlreadyPaid:
    'This order is already paid or can no longer be paid online. Your payment will be refunded automatically.',
} as const;

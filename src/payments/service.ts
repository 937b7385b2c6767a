import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  instrumentCheckAnswer,
  Adjustment,
  EmiPlan,
  PayAnswer,
  PaymentOption,
  SavedCard,
  TransactionsAnswer,
  payPayload,
} from '../contracts/payments.ts';
import {
  instrumentCodes,
  paymentErrorCodes,
  paymentLimits,
  paymentMessages,
  paymentPagePaths,
  storefrontPaymentRoutes,
  walletCodes,
  type CardNetwork,
  type EmiType,
  type InstrumentCode,
  type WalletCode,
} from '../contracts/payments-paths.ts';
import { queryRows } from '../platform/db/rows.ts';
import { withTransaction } from '../platform/db/transaction.ts';
import { AppError } from '../platform/http/app-error.ts';
import {
  bankByCode,
  banks,
  decliningUpiId,
  emiBankByCode,
  emiBanks,
  emiMinAmount,
  noCostTenures,
  walletTitles,
} from './catalogue.ts';
import {
  binInfo,
  checkCard,
  type CardCheck,
  cvvValid,
  expiryValid,
  fullYear,
  outcomeOf,
  savedCardCvvCondition,
} from './cards.ts';
import { isOnDelivery, payNowOrderOf } from './pay-now.ts';
import { selectSessionExtras } from './session-reads.ts';
import { charges, giftCardHolds, giftCards, paymentSessions, savedCards } from './schema.ts';
import {
  BalanceTooLow,
  failCharge,
  heldGiftCards,
  insertSettledCharge,
  isNewSession,
  keyedHash,
  newId,
  notifyCompleted,
  reportFailure,
  savedCardsOf,
  sealToken,
  settleCharge,
  settleChargeIn,
  walletBalances,
  type Charge,
  type Session,
  type StoreDeps,
} from './store.ts';

export interface ServiceDeps extends StoreDeps {
  publicOrigin: string;
  paymentsOrigin: string;
}

type Failed = { response_status: 'FAILED'; error_code: string; error_message: string; field?: string };
const failed = (code: keyof typeof paymentErrorCodes & keyof typeof paymentMessages, field?: string): Failed => ({
  response_status: 'FAILED',
  error_code: paymentErrorCodes[code],
  error_message: paymentMessages[code],
  ...(field ? { field } : {}),
});

// ---- amounts and offers ---------------------------------------------------------------------

/** A bank offer of a card's BIN on what is left after gift cards. */
export function offerAdjustments(bin: string | null, base: number): Adjustment[] {
  const offer = bin ? binInfo(bin)?.offer : undefined;
  if (!offer || base <= 0) return [];
  const amount = Math.min(Math.floor((base * offer.percent) / 100), offer.cap);
  return amount > 0 ? [{ id: offer.id, description: offer.description, amount: -amount }] : [];
}

const sum = (adjustments: Adjustment[]) => adjustments.reduce((s, a) => s + a.amount, 0);

/** EMI plans of a bank and type on a principal (paise), interest by the reducing-balance formula. */
export function emiPlans(bankCode: string, type: EmiType, principal: number): EmiPlan[] {
  const bank = emiBankByCode(bankCode);
  if (!bank || !bank.types.includes(type)) return [];
  return Object.entries(bank.rates)
    .map(([months, bps]) => ({ tenure: Number(months), bps }))
    .filter(({ tenure }) => type !== 'no_cost' || noCostTenures.includes(tenure))
    .map(({ tenure, bps }) => {
      const r = bps / 10_000 / 12;
      const monthly =
        r === 0
          ? Math.ceil(principal / tenure)
          : Math.ceil((principal * r * (1 + r) ** tenure) / ((1 + r) ** tenure - 1));
      const totalInterest = Math.max(0, monthly * tenure - principal);
      if (type === 'no_cost') {
        return {
          tenure,
          interest_rate_bps: 0,
          monthly_installment: Math.ceil(principal / tenure),
          total_interest: 0,
          total_amount: principal,
          emi_scheme_adjustments: [
            {
              id: `NO_COST_EMI_${tenure}`,
              description: 'No cost EMI: interest given back as a discount',
              amount: -totalInterest,
            },
          ],
        };
      }
      return {
        tenure,
        interest_rate_bps: bps,
        monthly_installment: monthly,
        total_interest: totalInterest,
        total_amount: principal + totalInterest,
        emi_scheme_adjustments: [],
      };
    });
}

async function giftCardAmount(deps: StoreDeps, session: Session) {
  const held = await heldGiftCards(deps.database.db, session.token);
  return { held, total: held.reduce((s, h) => s + h.amount, 0) };
}

const savedCardView = (card: typeof savedCards.$inferSelect): SavedCard => {
  const network = card.network as CardNetwork;
  const bank = binInfo(card.bin)?.bankCode ?? null;
  return {
    card_information: {
      card_id: card.id,
      network,
      issuer: card.issuer,
      last4: card.last4,
      expiry_month: card.expiryMonth,
      expiry_year: card.expiryYear,
      card_type: card.cardType === 'DEBIT' ? 'DEBIT' : 'CREDIT',
    },
    cvv_condition: savedCardCvvCondition(network),
    emi_eligible: card.cardType === 'CREDIT' && !!emiBankByCode(bank ?? undefined),
  };
};

const titles: Record<InstrumentCode, [string, string]> = {
  CREDIT: ['Credit / Debit / ATM Card', 'Visa, Mastercard, RuPay, Maestro, American Express'],
  SAVED_CARD: ['Saved cards', 'Pay with a card saved to your account'],
  NET_OPTIONS: ['Net Banking', 'All major banks'],
  PHONEPE: ['UPI', 'PhonePe, Google Pay or any UPI id'],
  SCLP_WALLET: [walletTitles.SCLP_WALLET, 'Pay from your wallet balance'],
  FLIPKART_CREDIT: [walletTitles.FLIPKART_CREDIT, 'Buy now, pay next month'],
  QC_SCLP: [walletTitles.QC_SCLP, 'Gift cards added to your account'],
  EGV: ['Gift Card', 'Add up to 15 gift cards'],
  EMI_OPTIONS: ['EMI (Easy Installments)', 'Credit card EMI from leading banks'],
  EMI_CREDIT: ['Pay Later EMI', 'Pre-approved EMI, no card needed'],
  COD: ['Cash on Delivery', 'Pay in cash when your order arrives'],
  DOD: ['Card on Delivery', 'Pay by card when your order arrives'],
};

// ---- options and the informational calls ----------------------------------------------------

export async function options(deps: ServiceDeps, session: Session) {
  const { held, balances, cards } = await selectSessionExtras(deps.database.db, session);
  const giftTotal = held.reduce((s, h) => s + h.amount, 0);
  const adjustments = session.adjustments ?? [];
  const base = Math.max(0, session.amount - giftTotal);
  const payable = Math.max(0, base + sum(adjustments));
  const loggedIn = session.accountId !== null;
  const option = (code: InstrumentCode): PaymentOption => {
    let disabled: string | null = null;
    let balance: number | null = null;
    if ((walletCodes as readonly string[]).includes(code)) {
      balance = balances.get(code) ?? 0;
      if (!loggedIn) disabled = paymentMessages.loginRequired;
      else if (balance < base) disabled = paymentMessages.insufficientBalance;
    }
    if ((code === 'SAVED_CARD' || code === 'EMI_CREDIT') && !loggedIn) disabled = paymentMessages.loginRequired;
    if (code === 'SAVED_CARD' && loggedIn && cards.length === 0) disabled = paymentMessages.savedCardUnknown;
    if ((code === 'COD' || code === 'DOD') && base > paymentLimits.codMaxAmount) disabled = paymentMessages.codLimit;
    if ((code === 'EMI_OPTIONS' || code === 'EMI_CREDIT') && base < emiMinAmount)
      disabled = paymentMessages.instrumentUnavailable;
    const [title, description] = titles[code];
    return {
      payment_instrument: code,
      title,
      description,
      enabled: disabled === null,
      disabled_reason: disabled,
      balance,
    };
  };
  return {
    response_status: 'SUCCESS' as const,
    amount: session.amount,
    gift_card_amount: giftTotal,
    amount_payable: payable,
    // Paying an order online before its delivery: cash or card on delivery is what it replaces.
    payment_options: (payNowOrderOf(session) ? instrumentCodes.filter((c) => !isOnDelivery(c)) : instrumentCodes).map(
      option,
    ),
    saved_cards: cards.map(savedCardView),
    applied_gift_cards: held.map((h) => ({
      transaction_id: h.id,
      egv_last4: h.last4,
      amount: h.amount,
      balance_left: h.balance,
    })),
    adjustments,
    offer_sequence_number: session.offerSequence,
    expires_at: (session.expiresAt ?? new Date()).toISOString(),
    logged_in: loggedIn,
    test_mode: true,
  };
}

export function netOptions() {
  const ordered = [...banks].sort(
    (a, b) => Number(b.popular) - Number(a.popular) || (a.popular ? 0 : a.name.localeCompare(b.name)),
  );
  return {
    response_status: 'SUCCESS' as const,
    banks: ordered.map((b) => ({
      bank_code: b.code,
      name: b.name,
      popular: b.popular,
      redirection_type: b.redirection,
    })),
  };
}

export function emiBankList(type: EmiType | undefined) {
  return {
    response_status: 'SUCCESS' as const,
    banks: emiBanks
      .filter((b) => !type || b.types.includes(type))
      .map((b) => ({
        bank_code: b.code,
        name: b.name,
        emi_types: b.types,
        min_interest_rate_bps: Math.min(...Object.values(b.rates)),
      })),
    min_amount: emiMinAmount,
  };
}

export async function emiTenures(deps: ServiceDeps, session: Session, type: EmiType, bankCode: string) {
  const { total } = await giftCardAmount(deps, session);
  const plans = emiPlans(bankCode, type, Math.max(0, session.amount - total));
  if (plans.length === 0) return { ...failed('emiNotSupported', 'bank_code'), tenures: {} };
  return { response_status: 'SUCCESS' as const, tenures: { [`${type}_${bankCode}`]: plans } };
}

export async function emiCards(deps: ServiceDeps, session: Session, bankCode: string | undefined) {
  const cards = (await savedCardsOf(deps.database.db, session.accountId)).map(savedCardView);
  const eligible = cards.filter(
    (c) => c.emi_eligible && (!bankCode || binBank(c.card_information.card_id, cards) === bankCode),
  );
  return {
    response_status: 'SUCCESS' as const,
    saved_cards: bankCode ? eligible : cards.filter((c) => c.emi_eligible),
    eligible_networks: ['VISA', 'MASTERCARD', 'AMEX', 'RUPAY'] as CardNetwork[],
  };
}
/** The EMI bank of a saved card in a list, by its issuer's name. */
function binBank(cardId: string, cards: SavedCard[]): string | null {
  const card = cards.find((c) => c.card_information.card_id === cardId);
  return emiBanks.find((b) => b.name === card?.card_information.issuer)?.code ?? null;
}

// ---- instrument checks, paywithdetails, select -----------------------------------------------

/** Raises the session's sequence counter to `seq` if higher; answers whether `seq` is the newest. */
async function bumpSequence(
  deps: ServiceDeps,
  session: Session,
  column: 'offer_sequence' | 'ajax_sequence',
  seq: number,
) {
  const rows = await queryRows<{ n: number }>(
    deps.database.db,
    column === 'offer_sequence'
      ? sql`update payments.payment_sessions set offer_sequence = greatest(offer_sequence, ${seq}) where token = ${session.token} returning offer_sequence as n`
      : sql`update payments.payment_sessions set ajax_sequence = greatest(ajax_sequence, ${seq}) where token = ${session.token} returning ajax_sequence as n`,
  );
  return { newest: Number(rows[0]?.n ?? seq) <= seq, latest: Number(rows[0]?.n ?? seq) };
}

type CheckInput = {
  payment_instrument: InstrumentCode;
  offer_sequence_number: number;
  card_number?: string;
  card_id?: string;
  bank_code?: string;
  tenure?: number;
  emi_type?: EmiType;
};

export async function instrumentCheck(deps: ServiceDeps, session: Session, input: CheckInput) {
  const { newest } = await bumpSequence(deps, session, 'offer_sequence', input.offer_sequence_number);
  const { total: giftTotal } = await giftCardAmount(deps, session);
  const base = Math.max(0, session.amount - giftTotal);
  let bin: string | null = null;
  let card: z.input<typeof instrumentCheckAnswer>['card'] = null;
  let failure: Failed | null = null;
  if (input.card_id) {
    const [saved] = await deps.database.db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.id, input.card_id), eq(savedCards.accountId, session.accountId ?? '')));
    if (!saved) failure = failed('savedCardUnknown', 'card_id');
    else {
      bin = saved.bin;
      const view = savedCardView(saved);
      card = {
        network: view.card_information.network,
        issuer: saved.issuer,
        card_type: view.card_information.card_type,
        country_type: binInfo(saved.bin)?.country ?? 'DOMESTIC_COUNTRY',
        cvv_condition: view.cvv_condition,
        cvv_length: saved.network === 'AMEX' ? 4 : 3,
        lengths: [],
        valid: true,
        emi_eligible: view.emi_eligible,
      };
    }
  } else if (input.card_number) {
    const check = checkCard(input.card_number);
    bin = input.card_number.length >= 6 ? input.card_number.slice(0, 6) : null;
    const info = check.bin;
    card = {
      network: check.network,
      issuer: info?.issuer ?? null,
      card_type: info?.cardType ?? null,
      country_type: info?.country ?? 'DOMESTIC_COUNTRY',
      cvv_condition: check.rules?.cvvCondition ?? 'REQUIRED',
      cvv_length: check.rules?.cvvLength ?? 3,
      lengths: check.rules?.lengths ?? [],
      valid: check.valid,
      emi_eligible: info?.cardType === 'CREDIT' && !!emiBankByCode(info.bankCode ?? undefined),
    };
    if (info?.country === 'BLACKLIST_COUNTRY') failure = failed('blacklistedCountry', 'card_number');
    else if (input.card_number.length >= 12 && !check.network) failure = failed('invalidCard', 'card_number');
  }
  const isEmi = input.payment_instrument === 'EMI_OPTIONS' || input.payment_instrument === 'EMI_CREDIT';
  let adjustments: Adjustment[] = offerAdjustments(bin, base);
  if (isEmi && !failure) {
    if (card && !card.emi_eligible) failure = failed('emiNotSupported', 'card_number');
    else if (card && input.bank_code && card.issuer && emiBankByCode(input.bank_code)?.name !== card.issuer)
      failure = failed('emiNotSupported', 'card_number');
    else if (input.bank_code && input.tenure && input.emi_type) {
      const plan = emiPlans(input.bank_code, input.emi_type, base).find((p) => p.tenure === input.tenure);
      if (!plan) failure = failed('emiNotSupported', 'tenure');
      else adjustments = [...adjustments, ...plan.emi_scheme_adjustments];
    }
  }
  if (!failure && newest) {
    await deps.database.db
      .update(paymentSessions)
      .set({ adjustments, offerKey: bin, updatedAt: new Date() })
      .where(eq(paymentSessions.token, session.token));
  }
  return {
    ...(failure ?? { response_status: 'SUCCESS' as const }),
    offer_sequence_number: input.offer_sequence_number,
    stale: !newest,
    payment_instrument: input.payment_instrument,
    card,
    adjustments: failure ? [] : adjustments,
    amount_payable: Math.max(0, base + (failure ? 0 : sum(adjustments))),
  };
}

export async function payWithDetails(
  deps: ServiceDeps,
  session: Session,
  input: {
    payment_instrument: InstrumentCode;
    ajax_sequence: number;
    card_id?: string;
    bank_code?: string;
    tenure?: number;
    emi_type?: EmiType;
  },
) {
  const { newest } = await bumpSequence(deps, session, 'ajax_sequence', input.ajax_sequence);
  const { total: giftTotal } = await giftCardAmount(deps, session);
  const base = Math.max(0, session.amount - giftTotal);
  const adjustments = session.instrument === input.payment_instrument ? (session.adjustments ?? []) : [];
  const payable = Math.max(0, base + sum(adjustments));
  const code = input.payment_instrument;
  let wallet: { balance: number; sufficient: boolean } | null = null;
  let failure: Failed | null = null;
  if ((walletCodes as readonly string[]).includes(code)) {
    if (!session.accountId) failure = failed('loginRequired');
    const balance = (await walletBalances(deps.database.db, session.accountId)).get(code) ?? 0;
    wallet = { balance, sufficient: balance >= payable };
  }
  let emi: EmiPlan | null = null;
  if ((code === 'EMI_OPTIONS' || code === 'EMI_CREDIT') && input.bank_code && input.tenure) {
    emi =
      emiPlans(input.bank_code, input.emi_type ?? (code === 'EMI_CREDIT' ? 'preapproved' : 'standard'), base).find(
        (p) => p.tenure === input.tenure,
      ) ?? null;
    if (!emi) failure = failed('emiNotSupported', 'tenure');
  }
  if ((code === 'COD' || code === 'DOD') && base > paymentLimits.codMaxAmount) failure = failed('codLimit');
  if (isOnDelivery(code) && payNowOrderOf(session)) failure = failed('instrumentUnavailable');
  return {
    ...(failure ?? { response_status: 'SUCCESS' as const }),
    ajax_sequence: input.ajax_sequence,
    stale: !newest,
    payment_instrument: code,
    amount_payable: payable,
    adjustments,
    wallet,
    emi,
    captcha_required: code === 'COD' || code === 'DOD',
  };
}

/** The shopper chose an option: the last check's adjustments no longer apply (spec 001 §4 resets). */
export async function select(deps: ServiceDeps, session: Session, code: InstrumentCode) {
  if (isOnDelivery(code) && payNowOrderOf(session))
    return {
      ...failed('instrumentUnavailable'),
      payment_instrument: code,
      amount_payable: session.amount,
      adjustments: [],
    };
  await deps.database.db
    .update(paymentSessions)
    .set({ instrument: code, adjustments: [], offerKey: null, updatedAt: new Date() })
    .where(eq(paymentSessions.token, session.token));
  const { total } = await giftCardAmount(deps, session);
  return {
    response_status: 'SUCCESS' as const,
    payment_instrument: code,
    amount_payable: Math.max(0, session.amount - total),
    adjustments: [],
  };
}

// ---- gift cards --------------------------------------------------------------------------------

export async function applyGiftCard(deps: ServiceDeps, session: Session, number: string, pin: string) {
  const db = deps.database.db;
  const invalid = {
    ...failed('invalidVoucher', 'egv_number'),
    applied_gift_cards: [],
    gift_card_amount: 0,
    amount_payable: 0,
  };
  const view = async (failure?: Failed) => {
    const { held, total } = await giftCardAmount(deps, session);
    return {
      ...(failure ?? { response_status: 'SUCCESS' as const }),
      applied_gift_cards: held.map((h) => ({
        transaction_id: h.id,
        egv_last4: h.last4,
        amount: h.amount,
        balance_left: h.balance,
      })),
      gift_card_amount: total,
      amount_payable: Math.max(0, session.amount - total),
    };
  };
  if (!/^[0-9]{16}$/.test(number) || !/^[0-9]{6}$/.test(pin)) return invalid;
  const [card] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.numberHash, keyedHash(deps.secret, `egv:${number}`)));
  if (!card || card.pinHash !== keyedHash(deps.secret, `egv-pin:${number}:${pin}`))
    return view(failed('invalidVoucher', 'egv_number'));
  if (card.balance <= 0) return view(failed('voucherEmpty', 'egv_number'));
  const outcome = await withTransaction(db, async (tx) => {
    // The session's row lock orders concurrent applications of one payment.
    const [locked] = await queryRows<{ status: string; amount: string }>(
      tx,
      sql`select status, amount from payments.payment_sessions where token = ${session.token} for update`,
    );
    if (locked?.status !== 'CREATED') return 'closed' as const;
    const holds = await tx
      .select()
      .from(giftCardHolds)
      .where(and(eq(giftCardHolds.sessionToken, session.token), eq(giftCardHolds.status, 'HELD')));
    if (holds.some((h) => h.giftCardId === card.id)) return 'ok' as const;
    if (holds.length >= paymentLimits.maxGiftCards) return 'limit' as const;
    const remaining = session.amount - holds.reduce((s, h) => s + h.amount, 0);
    if (remaining <= 0) return 'ok' as const;
    // The card's row lock orders concurrent spends of one card; the conditional update and the
    // CHECK (balance >= 0) are the guards behind it: a balance is never spent twice.
    const [row] = await queryRows<{ balance: string }>(
      tx,
      sql`select balance from payments.gift_cards where id = ${card.id} for update`,
    );
    const take = Math.min(Number(row?.balance ?? 0), remaining);
    if (take <= 0) return 'empty' as const;
    const spent = await queryRows<{ balance: string }>(
      tx,
      sql`update payments.gift_cards set balance = balance - ${take} where id = ${card.id} and balance >= ${take} returning balance`,
    );
    if (spent.length === 0) return 'empty' as const;
    await tx
      .insert(giftCardHolds)
      .values({ id: newId('egv'), sessionToken: session.token, giftCardId: card.id, amount: take });
    return 'ok' as const;
  });
  if (outcome === 'closed') throw new AppError(paymentErrorCodes.tokenUsed, paymentMessages.tokenUsed, 409);
  if (outcome === 'limit') return view(failed('voucherLimit', 'egv_number'));
  if (outcome === 'empty') return view(failed('voucherEmpty', 'egv_number'));
  return view();
}

// ---- pay -------------------------------------------------------------------------------------------

type PayInput = z.output<typeof payPayload>;

interface ChargePlan {
  instrument: InstrumentCode;
  amount: number;
  label: string;
  step: 'OTP' | 'BANK' | 'UPI' | null;
  outcome: 'SUCCESS' | 'DECLINE' | 'INSUFFICIENT_FUNDS';
  walletCode?: WalletCode;
  saveCard?: NonNullable<(typeof charges.$inferInsert)['saveCard']>;
  bankCode?: string;
}

const networkLabel: Record<CardNetwork, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  RUPAY: 'RuPay',
  MAESTRO: 'Maestro',
  DINERS: 'Diners Club',
};

const storefrontUrl = (deps: ServiceDeps, path: string, query: Record<string, string>) =>
  `${deps.publicOrigin}${path}?${new URLSearchParams(query).toString()}`;
export const doneUrl = (deps: ServiceDeps, paymentId: string, token: string) =>
  storefrontUrl(deps, storefrontPaymentRoutes.orderResponse, { reference_id: paymentId, token });
export const retryUrl = (deps: ServiceDeps, reason: string) =>
  storefrontUrl(deps, storefrontPaymentRoutes.retry, { reason });
export const pageUrl = (deps: ServiceDeps, page: keyof typeof paymentPagePaths, chargeId: string, token: string) =>
  `${deps.paymentsOrigin}${paymentPagePaths[page].replace(':transactionId', chargeId)}?${new URLSearchParams({ token }).toString()}`;

const emptyPay = {
  payment_id: null,
  transaction_ids: [] as string[],
  redirect_url: null,
  redirection_type: null,
  poll_interval_ms: null,
  approve_url: null,
};

/** Checks a new card's number, country, expiry and CVV; null when all hold. */
function cardProblem(
  input: PayInput,
  check: CardCheck = checkCard(input.card_number ?? ''),
): { failure: Failed; network: CardNetwork | null } | null {
  if (!check.valid || !check.network || !check.rules)
    return { failure: failed('invalidCard', 'card_number'), network: null };
  if (check.bin?.country === 'BLACKLIST_COUNTRY')
    return { failure: failed('blacklistedCountry', 'card_number'), network: check.network };
  if (!expiryValid(input.expiry_month, input.expiry_year))
    return { failure: failed('invalidExpiry', 'expiry'), network: check.network };
  if (!cvvValid(input.cvv, check.rules.cvvCondition, check.rules.cvvLength))
    return { failure: failed('invalidCvv', 'cvv'), network: check.network };
  return null;
}

/** What paying with `code` charges and how, or why not. */
async function planCharge(
  deps: ServiceDeps,
  session: Session,
  code: InstrumentCode,
  input: PayInput,
  base: number,
): Promise<ChargePlan | Failed> {
  const payable = base;
  const cardPlan = (number: string, isEmi: boolean): ChargePlan | Failed => {
    // The card's network and BIN facts, worked out once for the checks, the plan and the outcome.
    const check = checkCard(number);
    const problem = cardProblem(input, check);
    if (problem) return problem.failure;
    const info = check.bin;
    if (isEmi) {
      if (info?.cardType !== 'CREDIT' || !info.bankCode || (input.bank_code && input.bank_code !== info.bankCode))
        return failed('emiNotSupported', 'card_number');
    }
    const bin = number.slice(0, 6);
    const amount = Math.max(
      0,
      payable + sum(offerAdjustments(bin, payable)) + (isEmi ? emiDiscount(info?.bankCode ?? '', input, payable) : 0),
    );
    const outcome = outcomeOf(number, check);
    const last4 = number.slice(-4);
    const network = check.network ?? 'VISA';
    return {
      instrument: code,
      amount,
      label: `${networkLabel[network]} card ending ${last4}${isEmi ? `, EMI ${input.tenure ?? ''} months` : ''}`,
      step: outcome === 'OTP' ? 'OTP' : null,
      outcome: outcome === 'OTP' ? 'SUCCESS' : outcome === 'DECLINE' ? 'DECLINE' : outcome,
      saveCard:
        input.save_card && session.accountId
          ? {
              network,
              issuer: info?.issuer ?? networkLabel[network],
              cardType: info?.cardType ?? 'CREDIT',
              bin,
              last4,
              expiryMonth: input.expiry_month ?? 0,
              expiryYear: fullYear(input.expiry_year ?? 0),
            }
          : undefined,
    };
  };
  const savedPlan = async (isEmi: boolean): Promise<ChargePlan | Failed> => {
    if (!session.accountId) return failed('loginRequired');
    const [card] = await deps.database.db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.id, input.card_id ?? ''), eq(savedCards.accountId, session.accountId)));
    if (!card) return failed('savedCardUnknown', 'card_id');
    const network = card.network as CardNetwork;
    if (!cvvValid(input.cvv, savedCardCvvCondition(network), network === 'AMEX' ? 4 : 3))
      return failed('invalidCvv', 'cvv');
    const info = binInfo(card.bin);
    if (
      isEmi &&
      (card.cardType !== 'CREDIT' || !info?.bankCode || (input.bank_code && input.bank_code !== info.bankCode))
    )
      return failed('emiNotSupported', 'card_id');
    return {
      instrument: code,
      amount: Math.max(
        0,
        payable +
          sum(offerAdjustments(card.bin, payable)) +
          (isEmi ? emiDiscount(info?.bankCode ?? '', input, payable) : 0),
      ),
      label: `${networkLabel[network] ?? network} card ending ${card.last4}`,
      step: null,
      outcome: 'SUCCESS',
    };
  };
  switch (code) {
    case 'CREDIT':
      return cardPlan(input.card_number ?? '', false);
    case 'SAVED_CARD':
      return savedPlan(false);
    case 'EMI_OPTIONS': {
      if (payable < emiMinAmount) return failed('instrumentUnavailable');
      const plan = emiPlans(input.bank_code ?? '', input.emi_type ?? 'standard', payable).find(
        (p) => p.tenure === input.tenure,
      );
      if (!plan) return failed('emiNotSupported', 'tenure');
      return input.card_id ? savedPlan(true) : cardPlan(input.card_number ?? '', true);
    }
    case 'EMI_CREDIT': {
      if (!session.accountId) return failed('loginRequired');
      if (payable < emiMinAmount) return failed('instrumentUnavailable');
      const plan = emiPlans('BAZAAR', 'preapproved', payable).find((p) => p.tenure === input.tenure);
      if (!plan) return failed('emiNotSupported', 'tenure');
      return {
        instrument: code,
        amount: payable,
        label: `Pay Later EMI, ${plan.tenure} months`,
        step: null,
        outcome: 'SUCCESS',
      };
    }
    case 'NET_OPTIONS': {
      const bank = bankByCode(input.bank_code);
      if (!bank) return failed('bankUnknown', 'bank_code');
      return {
        instrument: code,
        amount: payable,
        label: `Net banking, ${bank.name}`,
        step: 'BANK',
        outcome: bank.fails ? 'DECLINE' : 'SUCCESS',
        bankCode: bank.code,
      };
    }
    case 'PHONEPE': {
      const upi = input.upi_id?.toLowerCase();
      if (upi !== undefined && !/^[a-z0-9._-]{2,100}@[a-z][a-z0-9]{1,63}$/.test(upi))
        return failed('upiInvalid', 'upi_id');
      return {
        instrument: code,
        amount: payable,
        label: upi ? `UPI (${upi})` : 'PhonePe UPI',
        step: 'UPI',
        outcome: upi === decliningUpiId ? 'DECLINE' : 'SUCCESS',
      };
    }
    case 'SCLP_WALLET':
    case 'FLIPKART_CREDIT':
    case 'QC_SCLP': {
      if (!session.accountId) return failed('loginRequired');
      const balance = (await walletBalances(deps.database.db, session.accountId)).get(code) ?? 0;
      if (balance < payable) return failed('insufficientBalance');
      return {
        instrument: code,
        amount: payable,
        label: walletTitles[code],
        step: null,
        outcome: 'SUCCESS',
        walletCode: code,
      };
    }
    case 'COD':
    case 'DOD': {
      // An order paid online before delivery cannot be paid on delivery instead.
      if (payNowOrderOf(session)) return failed('instrumentUnavailable');
      if (payable > paymentLimits.codMaxAmount) return failed('codLimit');
      const ok = await useCaptcha(deps, session, input.captcha_id, input.captcha_text);
      if (!ok) return failed('captchaInvalid', 'captcha');
      return {
        instrument: code,
        amount: payable,
        label: code === 'COD' ? 'Cash on Delivery' : 'Card on Delivery',
        step: null,
        outcome: 'SUCCESS',
      };
    }
    case 'EGV':
      if (payable > 0) return failed('instrumentUnavailable');
      return { instrument: code, amount: 0, label: 'Gift cards', step: null, outcome: 'SUCCESS' };
  }
}

/** The no-cost EMI discount of the chosen tenure (negative), or 0. */
function emiDiscount(bankCode: string, input: PayInput, principal: number): number {
  if (input.emi_type !== 'no_cost') return 0;
  const plan = emiPlans(bankCode, 'no_cost', principal).find((p) => p.tenure === input.tenure);
  return plan ? sum(plan.emi_scheme_adjustments) : 0;
}

async function useCaptcha(deps: ServiceDeps, session: Session, id: string | undefined, text: string | undefined) {
  if (!id || !text) return false;
  const rows = await queryRows<{ id: string }>(
    deps.database.db,
    sql`update payments.captchas set used_at = now()
        where id = ${id} and session_token = ${session.token} and used_at is null and expires_at > now()
          and answer_hash = ${keyedHash(deps.secret, `captcha:${id}:${text.toUpperCase()}`)}
        returning id`,
  );
  return rows.length === 1;
}

/** Answer of a charge that ended badly: the session is over, the shopper retries from checkout. */
const failedPayAnswer = (
  deps: ServiceDeps,
  chargeId: string,
  ids: string[],
  amount: number,
  status: string,
): PayAnswer => {
  const reason =
    status === 'INSUFFICIENT_FUNDS' ? 'insufficientFunds' : status === 'CANCELLED' ? 'paymentFailed' : 'declined';
  return {
    response_status: 'FAILED',
    error_code: status === 'INSUFFICIENT_FUNDS' ? paymentErrorCodes.insufficientFunds : paymentErrorCodes.declined,
    error_message:
      `${paymentMessages[reason]} ${reason === 'paymentFailed' ? '' : paymentMessages.paymentFailed}`.trim(),
    action: 'FAILED',
    payment_id: chargeId,
    transaction_ids: ids,
    redirect_url: retryUrl(deps, status === 'CANCELLED' ? 'CANCELLED' : 'DECLINED'),
    redirection_type: null,
    poll_interval_ms: null,
    approve_url: null,
    amount,
  };
};

/**
 * Settles a charge and tells the API; the answer the browser follows. A REFUND from the API (the
 * stock is gone) gives everything back and sends the shopper to retry with the out-of-stock text.
 */
export async function finishSuccess(
  deps: ServiceDeps,
  chargeId: string,
  token: string,
  ids: string[],
  amount: number,
  /** The charge's row when the caller has settled it already. */
  settled?: Charge,
  /** How the caller records the API's acknowledgement (store.ts notifyCompleted). */
  markNotified?: (chargeId: string) => void,
): Promise<PayAnswer> {
  try {
    if (!settled) await settleCharge(deps, chargeId);
  } catch (error) {
    if (!(error instanceof BalanceTooLow)) throw error;
    await failCharge(deps, chargeId, 'FAILED');
    await reportFailure(deps, token, chargeId, 'FAILED');
    return { ...failedPayAnswer(deps, chargeId, ids, amount, 'FAILED'), ...failed('insufficientBalance') };
  }
  const outcome = await notifyCompleted(deps, chargeId, settled, settled ? token : undefined, markNotified);
  if (outcome === 'REFUND') {
    return {
      ...failedPayAnswer(deps, chargeId, ids, amount, 'FAILED'),
      error_code: paymentErrorCodes.declined,
      error_message: paymentMessages.outOfStock,
      redirect_url: retryUrl(deps, 'OUT_OF_STOCK'),
    };
  }
  return {
    response_status: 'SUCCESS',
    action: 'DONE',
    payment_id: chargeId,
    transaction_ids: ids,
    redirect_url: doneUrl(deps, chargeId, token),
    redirection_type: null,
    poll_interval_ms: null,
    approve_url: null,
    amount,
  };
}

export async function pay(
  deps: ServiceDeps,
  session: Session,
  token: string,
  code: InstrumentCode,
  input: PayInput,
  markNotified?: (chargeId: string) => void,
): Promise<PayAnswer> {
  // A session this call has just made has no gift card applied yet.
  const { held, total: giftTotal } = isNewSession(session)
    ? { held: [], total: 0 }
    : await giftCardAmount(deps, session);
  const base = Math.max(0, session.amount - giftTotal);
  const plan = await planCharge(deps, session, code, input, base);
  if ('response_status' in plan) return { ...plan, ...emptyPay, action: 'FAILED', amount: base };
  const chargeId = newId('pay');
  const ids = [...held.map((h) => h.id), chargeId];
  // An offer is the bank's money: the order's value stays the session's amount, the discount is
  // one more instrument of it, so the instruments always add up to the amount.
  const discount = Math.max(0, base - plan.amount);
  const instruments = [
    ...held.map((h) => ({ code: 'EGV', amount: h.amount, label: `Gift card ending ${h.last4}` })),
    ...(plan.amount > 0 || held.length === 0
      ? [{ code: plan.instrument, amount: plan.amount, label: plan.label }]
      : []),
    ...(discount > 0 ? [{ code: 'OFFER', amount: discount, label: 'Instant discount' }] : []),
  ];
  const total = session.amount;
  // A charge that needs no further step (no OTP, bank or UPI page) and debits no wallet is settled
  // in the transaction that creates it: one transaction for the change, not two.
  const settlesNow = plan.step === null && plan.outcome === 'SUCCESS' && !plan.walletCode;
  // What every charge row holds, whichever way it is written.
  const charge = {
    id: chargeId,
    sessionToken: session.token,
    amount: plan.amount,
    total,
    instrument: plan.instrument,
    label: plan.label,
    instruments,
    tokenSealed: sealToken(deps.secret, token),
  };
  if (settlesNow && !plan.saveCard) {
    // The common card payment: the whole change is one statement (store.ts insertSettledCharge).
    const settled = await insertSettledCharge(deps.database.db, { ...charge, sessionInstrument: code });
    if (!settled) throw new AppError(paymentErrorCodes.idempotencyInFlight, paymentMessages.idempotencyInFlight, 409);
    return finishSuccess(deps, chargeId, token, ids, total, settled, markNotified);
  }
  const created = await withTransaction(deps.database.db, async (tx) => {
    // The session moves CREATED → PENDING once: a second pay of the token finds it taken.
    const [claimed] = await tx
      .update(paymentSessions)
      .set({ status: 'PENDING', instrument: code, updatedAt: new Date() })
      .where(and(eq(paymentSessions.token, session.token), eq(paymentSessions.status, 'CREATED')))
      .returning({ token: paymentSessions.token });
    if (!claimed) return false;
    await tx.insert(charges).values({
      ...charge,
      step: plan.step,
      outcome: plan.outcome,
      walletCode: plan.walletCode ?? null,
      saveCard: plan.saveCard ?? null,
    });
    return { settled: settlesNow ? await settleChargeIn(tx, chargeId) : null };
  });
  if (!created) throw new AppError(paymentErrorCodes.idempotencyInFlight, paymentMessages.idempotencyInFlight, 409);
  if (plan.step === 'OTP' || plan.step === 'BANK') {
    const bank = bankByCode(plan.bankCode);
    return {
      response_status: 'SUCCESS',
      action: 'REDIRECT',
      payment_id: chargeId,
      transaction_ids: ids,
      redirect_url: pageUrl(deps, plan.step === 'OTP' ? 'otp' : 'bank', chargeId, token),
      redirection_type: bank?.redirection ?? 'INTERNAL_REDIRECTION',
      poll_interval_ms: null,
      approve_url: null,
      amount: total,
    };
  }
  if (plan.step === 'UPI') {
    return {
      response_status: 'SUCCESS',
      action: 'PENDING',
      payment_id: chargeId,
      transaction_ids: ids,
      redirect_url: storefrontUrl(deps, storefrontPaymentRoutes.pending, { token, transaction_id: chargeId }),
      redirection_type: null,
      poll_interval_ms: paymentLimits.pollIntervalMs,
      approve_url: pageUrl(deps, 'upi', chargeId, token),
      amount: total,
    };
  }
  if (plan.outcome !== 'SUCCESS') {
    await failCharge(deps, chargeId, 'DECLINED');
    await reportFailure(deps, token, chargeId, 'DECLINED');
    return failedPayAnswer(deps, chargeId, ids, total, plan.outcome);
  }
  return finishSuccess(deps, chargeId, token, ids, total, created.settled ?? undefined, markNotified);
}

// ---- complete and decline ---------------------------------------------------------------------

async function transactionsOf(deps: ServiceDeps, session: Session, ids: string[]) {
  const db = deps.database.db;
  const [found, holds] = await Promise.all([
    db
      .select()
      .from(charges)
      .where(and(eq(charges.sessionToken, session.token), inArray(charges.id, ids))),
    db
      .select()
      .from(giftCardHolds)
      .where(and(eq(giftCardHolds.sessionToken, session.token), inArray(giftCardHolds.id, ids))),
  ]);
  if (found.length + holds.length !== new Set(ids).size)
    throw new AppError(paymentErrorCodes.transactionUnknown, paymentMessages.transactionUnknown, 404);
  return { charge: found[0] ?? null, holds };
}

const holdStatus = (s: string) =>
  (s === 'HELD' ? 'HELD' : s === 'SPENT' ? 'SUCCESS' : 'CANCELLED') as 'HELD' | 'SUCCESS' | 'CANCELLED';

async function transactionsAnswer(
  deps: ServiceDeps,
  session: Session,
  token: string,
  ids: string[],
  answer: PayAnswer,
): Promise<TransactionsAnswer> {
  const { charge, holds } = await transactionsOf(deps, session, ids);
  return {
    ...answer,
    transactions: [
      ...holds.map((h) => ({ transaction_id: h.id, status: holdStatus(h.status) })),
      ...(charge ? [{ transaction_id: charge.id, status: charge.status }] : []),
    ],
  };
  void token;
}

/**
 * complete: finishes or polls the payment of these transactions. A PENDING UPI request answers
 * PENDING until approved (or declines, for the test UPI id that declines); a SUCCESS answers DONE
 * again; gift cards covering the whole amount are settled here.
 */
export async function complete(
  deps: ServiceDeps,
  session: Session,
  token: string,
  ids: string[],
): Promise<TransactionsAnswer> {
  const { charge, holds } = await transactionsOf(deps, session, ids);
  const all = [...holds.map((h) => h.id), ...(charge ? [charge.id] : [])];
  if (!charge) {
    const { total } = await giftCardAmount(deps, session);
    if (session.status !== 'CREATED' || total < session.amount || holds.length === 0) {
      return transactionsAnswer(deps, session, token, ids, {
        ...failed('instrumentUnavailable'),
        ...emptyPay,
        action: 'FAILED',
        amount: total,
      });
    }
    const answer = await pay(deps, session, token, 'EGV', {});
    return {
      ...answer,
      transactions: [
        ...holds.map((h) => ({ transaction_id: h.id, status: 'SUCCESS' as const })),
        ...(answer.payment_id ? [{ transaction_id: answer.payment_id, status: 'SUCCESS' as const }] : []),
      ],
    };
  }
  let current = charge;
  if (current.status === 'PENDING' && current.step === 'UPI' && current.outcome === 'DECLINE') {
    await failCharge(deps, current.id, 'DECLINED');
    await reportFailure(deps, token, current.id, 'DECLINED');
    current = { ...current, status: 'DECLINED' };
  }
  let answer: PayAnswer;
  if (current.status === 'SUCCESS') {
    answer = current.notifiedAt
      ? {
          response_status: 'SUCCESS',
          ...emptyPay,
          action: 'DONE',
          payment_id: current.id,
          transaction_ids: all,
          redirect_url: doneUrl(deps, current.id, token),
          amount: current.total,
        }
      : await finishSuccess(deps, current.id, token, all, current.total);
  } else if (current.status === 'PENDING') {
    answer = {
      response_status: 'SUCCESS',
      ...emptyPay,
      action: 'PENDING',
      payment_id: current.id,
      transaction_ids: all,
      redirect_url: storefrontUrl(deps, storefrontPaymentRoutes.pending, { token, transaction_id: current.id }),
      poll_interval_ms: paymentLimits.pollIntervalMs,
      approve_url: current.step === 'UPI' ? pageUrl(deps, 'upi', current.id, token) : null,
      amount: current.total,
    };
  } else if (current.status === 'REFUNDED') {
    answer = {
      ...failedPayAnswer(deps, current.id, all, current.total, 'FAILED'),
      error_message: paymentMessages.outOfStock,
      redirect_url: retryUrl(deps, 'OUT_OF_STOCK'),
    };
  } else {
    answer = failedPayAnswer(deps, current.id, all, current.total, current.status);
  }
  return transactionsAnswer(deps, session, token, ids, answer);
}

/**
 * decline: the shopper gives up. A pending charge is cancelled (gift cards given back, the API
 * releases the reservation); applied gift cards alone are released and the payment goes on.
 */
export async function decline(
  deps: ServiceDeps,
  session: Session,
  token: string,
  ids: string[],
): Promise<TransactionsAnswer> {
  const { charge, holds } = await transactionsOf(deps, session, ids);
  if (charge) {
    if (charge.status === 'PENDING') {
      await failCharge(deps, charge.id, 'CANCELLED');
      await reportFailure(deps, token, charge.id, 'CANCELLED');
    }
    const [after] = await deps.database.db.select().from(charges).where(eq(charges.id, charge.id));
    const status = after?.status ?? charge.status;
    const answer: PayAnswer =
      status === 'SUCCESS'
        ? {
            response_status: 'SUCCESS',
            ...emptyPay,
            action: 'DONE',
            payment_id: charge.id,
            transaction_ids: ids,
            redirect_url: doneUrl(deps, charge.id, token),
            amount: charge.total,
          }
        : failedPayAnswer(deps, charge.id, ids, charge.total, 'CANCELLED');
    return transactionsAnswer(deps, session, token, ids, answer);
  }
  await withTransaction(deps.database.db, async (tx) => {
    const released = await tx
      .update(giftCardHolds)
      .set({ status: 'RELEASED' })
      .where(
        and(
          eq(giftCardHolds.sessionToken, session.token),
          inArray(
            giftCardHolds.id,
            holds.map((h) => h.id),
          ),
          eq(giftCardHolds.status, 'HELD'),
        ),
      )
      .returning();
    for (const hold of released)
      await tx
        .update(giftCards)
        .set({ balance: sql`${giftCards.balance} + ${hold.amount}` })
        .where(eq(giftCards.id, hold.giftCardId));
  });
  const { total } = await giftCardAmount(deps, session);
  return transactionsAnswer(deps, session, token, ids, {
    response_status: 'SUCCESS',
    ...emptyPay,
    action: 'NONE',
    amount: Math.max(0, session.amount - total),
  });
}

export async function removeSavedCard(deps: ServiceDeps, session: Session, cardId: string) {
  if (!session.accountId) return { ...failed('loginRequired'), saved_cards: [] };
  const removed = await deps.database.db
    .delete(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.accountId, session.accountId)))
    .returning();
  const cards = (await savedCardsOf(deps.database.db, session.accountId)).map(savedCardView);
  return removed.length
    ? { response_status: 'SUCCESS' as const, saved_cards: cards }
    : { ...failed('savedCardUnknown', 'card_id'), saved_cards: cards };
}

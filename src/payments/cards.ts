import valid from 'card-validator';
import type { CardNetwork, CountryType, CvvCondition } from '../contracts/payments-paths.ts';

/**
 * Card checks of the test-mode card network (decision 0040): the number's Luhn sum, length and
 * network by card-validator (Braintree), RuPay by its NPCI ranges (the library does not know
 * RuPay and would call 6521... Discover), issuer, type and country by a small BIN table, the CVV
 * by the network's condition. Nothing here logs or keeps a number.
 */

export interface BinInfo {
  issuer: string;
  /** The bank code of net banking and EMI (HDFC, ICICI, ...), or null. */
  bankCode: string | null;
  cardType: 'CREDIT' | 'DEBIT';
  country: CountryType;
  /** What the test network does with a charge of this card. */
  outcome: 'SUCCESS' | 'DECLINE' | 'INSUFFICIENT_FUNDS' | 'OTP';
  /** A bank offer on this BIN: percent off up to a cap (paise). */
  offer?: { id: string; description: string; percent: number; cap: number };
}

/** Test BINs (first six digits); README 'Test payments' lists the whole test numbers. */
const bins: Record<string, BinInfo> = {
  '411111': {
    issuer: 'Kotak Mahindra Bank',
    bankCode: 'KOTAK',
    cardType: 'CREDIT',
    country: 'DOMESTIC_COUNTRY',
    outcome: 'SUCCESS',
  },
  '555555': {
    issuer: 'ICICI Bank',
    bankCode: 'ICICI',
    cardType: 'CREDIT',
    country: 'DOMESTIC_COUNTRY',
    outcome: 'SUCCESS',
  },
  '524181': {
    issuer: 'HDFC Bank',
    bankCode: 'HDFC',
    cardType: 'CREDIT',
    country: 'DOMESTIC_COUNTRY',
    outcome: 'SUCCESS',
    offer: {
      id: 'HDFC_CC_10',
      description: 'HDFC Bank Credit Card: 10% instant discount up to ₹1,500',
      percent: 10,
      cap: 150_000,
    },
  },
  '378282': {
    issuer: 'American Express',
    bankCode: null,
    cardType: 'CREDIT',
    country: 'DOMESTIC_COUNTRY',
    outcome: 'SUCCESS',
  },
  '652152': {
    issuer: 'State Bank of India',
    bankCode: 'SBI',
    cardType: 'DEBIT',
    country: 'DOMESTIC_COUNTRY',
    outcome: 'SUCCESS',
  },
  '675964': {
    issuer: 'Axis Bank',
    bankCode: 'AXIS',
    cardType: 'DEBIT',
    country: 'DOMESTIC_COUNTRY',
    outcome: 'SUCCESS',
  },
  '400056': {
    issuer: 'Overseas Test Bank',
    bankCode: null,
    cardType: 'DEBIT',
    country: 'BLACKLIST_COUNTRY',
    outcome: 'SUCCESS',
  },
};

/** Whole test numbers of one BIN that behave differently (decline, funds, OTP). */
const outcomesByNumber: Record<string, BinInfo['outcome']> = {
  '4000000000000002': 'DECLINE',
  '4000000000009995': 'INSUFFICIENT_FUNDS',
  '4000000000003220': 'OTP',
};
const testBank: BinInfo = {
  issuer: 'Test Bank',
  bankCode: null,
  cardType: 'DEBIT',
  country: 'DOMESTIC_COUNTRY',
  outcome: 'SUCCESS',
};

/** RuPay's NPCI ranges (six-digit prefixes). */
const rupayRanges: [number, number][] = [
  [508500, 508999],
  [606985, 607984],
  [608001, 608500],
  [652150, 653149],
  [817200, 820199],
];

const networkOfType: Record<string, CardNetwork> = {
  visa: 'VISA',
  mastercard: 'MASTERCARD',
  'american-express': 'AMEX',
  maestro: 'MAESTRO',
  'diners-club': 'DINERS',
};

export interface NetworkRules {
  cvvCondition: CvvCondition;
  cvvLength: number;
  lengths: number[];
}

/** CVV condition per network: Maestro may omit it (OPTIONAL); the others need it. */
const rules: Record<CardNetwork, NetworkRules> = {
  VISA: { cvvCondition: 'REQUIRED', cvvLength: 3, lengths: [16] },
  MASTERCARD: { cvvCondition: 'REQUIRED', cvvLength: 3, lengths: [16] },
  AMEX: { cvvCondition: 'REQUIRED', cvvLength: 4, lengths: [15] },
  RUPAY: { cvvCondition: 'REQUIRED', cvvLength: 3, lengths: [16] },
  MAESTRO: { cvvCondition: 'OPTIONAL', cvvLength: 3, lengths: [12, 13, 14, 15, 16, 17, 18, 19] },
  DINERS: { cvvCondition: 'REQUIRED', cvvLength: 3, lengths: [14, 16, 19] },
};

/**
 * A saved card's CVV condition: Visa and Mastercard saved cards are network tokens, which pay
 * without a CVV (NOT_REQUIRED); others keep their network's condition.
 */
export function savedCardCvvCondition(network: CardNetwork): CvvCondition {
  return network === 'VISA' || network === 'MASTERCARD' ? 'NOT_REQUIRED' : rules[network].cvvCondition;
}

function luhn(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i--) {
    let d = number.charCodeAt(i) - 48;
    if (double) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export interface CardCheck {
  network: CardNetwork | null;
  /** Luhn and length hold for the network (a whole number). */
  valid: boolean;
  bin: BinInfo | null;
  rules: NetworkRules | null;
}

/** Network, validity and BIN facts of a card number (or its first digits). */
export function checkCard(number: string): CardCheck {
  const prefix = Number(number.slice(0, 6));
  let network: CardNetwork | null;
  let isValid: boolean;
  if (number.length >= 6 && rupayRanges.some(([lo, hi]) => prefix >= lo && prefix <= hi)) {
    network = 'RUPAY';
    isValid = number.length === 16 && luhn(number);
  } else {
    const verdict = valid.number(number);
    const type = verdict.card?.type;
    network = type ? (networkOfType[type] ?? null) : null;
    isValid = network !== null && verdict.isValid;
  }
  const bin = number.length >= 6 ? (bins[number.slice(0, 6)] ?? (number.startsWith('400000') ? testBank : null)) : null;
  return { network, valid: isValid, bin, rules: network ? rules[network] : null };
}

/** The test network's answer to a charge of this (valid) number. */
export function outcomeOf(number: string, check?: CardCheck): BinInfo['outcome'] {
  return outcomesByNumber[number] ?? (check ?? checkCard(number)).bin?.outcome ?? 'SUCCESS';
}

/** BIN facts of a saved card's stored BIN. */
export const binInfo = (bin: string): BinInfo | null => bins[bin] ?? null;

/** Whether month/year (2 or 4 digits) is this month or later, and not absurdly far. */
export function expiryValid(month: number | undefined, year: number | undefined, now = new Date()): boolean {
  if (!month || year === undefined) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  return (
    valid.expirationDate({ month: String(month), year: String(fullYear) }, 20).isValid &&
    fullYear <= now.getUTCFullYear() + 20
  );
}

/** Whether a CVV meets the condition for a network. */
export function cvvValid(cvv: string | undefined, condition: CvvCondition, length: number): boolean {
  if (!cvv) return condition !== 'REQUIRED';
  // A CVV sent for a card that needs none is ignored.
  return condition === 'NOT_REQUIRED' || new RegExp(`^[0-9]{${length}}$`).test(cvv);
}

/** Four-digit year of a two- or four-digit one. */
export const fullYear = (year: number) => (year < 100 ? 2000 + year : year);

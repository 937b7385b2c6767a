/**
 * What the card form knows before the payment service answers (docs/decisions/0042): the network
 * from the number's first digits, the Luhn sum, the lengths, the expiry and the CVV the network
 * asks for. The payment service checks again and decides; this is for the shopper's feedback while
 * typing. RuPay is checked before Discover and Maestro, whose ranges it shares.
 */
export type CardNetwork = 'RUPAY' | 'VISA' | 'MASTERCARD' | 'AMEX' | 'DINERS' | 'DISCOVER' | 'JCB' | 'MAESTRO';
export type CvvCondition = 'REQUIRED' | 'NOT_REQUIRED' | 'OPTIONAL';

interface NetworkRule {
  network: CardNetwork;
  label: string;
  prefix: RegExp;
  lengths: readonly number[];
  cvvLength: number;
  /** The network's own CVV rule; the payment service's answer for a card overrides it. */
  cvv: CvvCondition;
  /** Digit groups shown while typing. */
  groups: readonly number[];
}

const four = [4, 4, 4, 4, 3] as const;
const rules: readonly NetworkRule[] = [
  {
    network: 'RUPAY',
    label: 'RuPay',
    prefix: /^(508[5-9]|60698[5-9]|6069[9]|607|608[0-4]|6521[5-9]|652[2-9]|653[01]|8[12])/,
    lengths: [16],
    cvvLength: 3,
    cvv: 'REQUIRED',
    groups: four,
  },
  { network: 'VISA', label: 'Visa', prefix: /^4/, lengths: [13, 16, 19], cvvLength: 3, cvv: 'REQUIRED', groups: four },
  {
    network: 'MASTERCARD',
    label: 'Mastercard',
    prefix: /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/,
    lengths: [16],
    cvvLength: 3,
    cvv: 'REQUIRED',
    groups: four,
  },
  {
    network: 'AMEX',
    label: 'American Express',
    prefix: /^3[47]/,
    lengths: [15],
    cvvLength: 4,
    cvv: 'REQUIRED',
    groups: [4, 6, 5],
  },
  {
    network: 'DINERS',
    label: 'Diners Club',
    prefix: /^(30[0-5]|36|38|39)/,
    lengths: [14, 16],
    cvvLength: 3,
    cvv: 'REQUIRED',
    groups: [4, 6, 4, 2],
  },
  {
    network: 'DISCOVER',
    label: 'Discover',
    prefix: /^(6011|64[4-9]|65)/,
    lengths: [16, 19],
    cvvLength: 3,
    cvv: 'REQUIRED',
    groups: four,
  },
  {
    network: 'JCB',
    label: 'JCB',
    prefix: /^(352[89]|35[3-8])/,
    lengths: [16, 17, 18, 19],
    cvvLength: 3,
    cvv: 'REQUIRED',
    groups: four,
  },
  {
    network: 'MAESTRO',
    label: 'Maestro',
    prefix: /^(5018|5020|5038|5[6-8]|6304|6759|676[1-3]|6)/,
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    cvvLength: 3,
    // Indian Maestro debit cards may carry no CVV.
    cvv: 'OPTIONAL',
    groups: four,
  },
];

/** Digits only: spaces and dashes the shopper types or pastes are dropped. */
export const digitsOf = (value: string) => value.replace(/\D/g, '');

export function networkOf(number: string): NetworkRule | undefined {
  const digits = digitsOf(number);
  if (!digits) return undefined;
  return rules.find((r) => r.prefix.test(digits));
}

/** The Luhn sum of spec-era card checks: every second digit from the right doubled. */
export function luhnValid(number: string): boolean {
  const digits = digitsOf(number);
  if (digits.length < 12) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The longest a number of this network can be (19 while the network is unknown). */
export const maxDigits = (number: string) => Math.max(...(networkOf(number)?.lengths ?? [19]));

/** A complete number of a known network with a good Luhn sum. */
export function cardNumberValid(number: string): boolean {
  const digits = digitsOf(number);
  const rule = networkOf(digits);
  return Boolean(rule && rule.lengths.includes(digits.length) && luhnValid(digits));
}

/** The number in the network's groups: '4111111111111111' → '4111 1111 1111 1111', Amex 4-6-5. */
export function formatCardNumber(number: string): string {
  const digits = digitsOf(number).slice(0, 19);
  const groups = networkOf(digits)?.groups ?? four;
  const out: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    out.push(digits.slice(at, at + size));
    at += size;
  }
  if (at < digits.length) out.push(digits.slice(at));
  return out.join(' ');
}

/** The first six digits (the issuer's BIN): all an instrument check needs to apply a bank's offer. */
export const binOf = (number: string) => digitsOf(number).slice(0, 6);

/**
 * Expiry month and two-digit year, valid until the end of that month (in India's time zone).
 * `now` is a parameter so the check is testable.
 */
export function expiryValid(month: string, year: string, now = new Date()): boolean {
  const m = Number(month);
  const y = Number(year);
  if (!/^\d{1,2}$/.test(month) || !/^\d{2}$/.test(year) || m < 1 || m > 12) return false;
  const ist = new Date(now.getTime() + 330 * 60_000);
  const thisYear = ist.getUTCFullYear() % 100;
  const thisMonth = ist.getUTCMonth() + 1;
  if (y < thisYear || (y === thisYear && m < thisMonth)) return false;
  // A card is not issued for more than 20 years.
  return y - thisYear <= 20;
}

/** CVV digits a card of this network has. */
export const cvvLengthOf = (number: string) => networkOf(number)?.cvvLength ?? 3;

/**
 * Whether the CVV entered passes the condition: REQUIRED needs the network's digits, OPTIONAL
 * accepts none or the right digits, NOT_REQUIRED ignores the field (it is not shown).
 */
export function cvvValid(cvv: string, condition: CvvCondition, length = 3): boolean {
  if (condition === 'NOT_REQUIRED') return true;
  if (condition === 'OPTIONAL' && cvv === '') return true;
  return new RegExp(`^\\d{${length}}$`).test(cvv);
}

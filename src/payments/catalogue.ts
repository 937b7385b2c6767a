import type { EmiType, RedirectionType, WalletCode } from '../contracts/payments-paths.ts';

/**
 * The test-mode world of the payment service (decision 0040, README 'Test payments'): banks,
 * EMI plans, wallet credits of demo accounts and seeded gift cards.
 */

export interface Bank {
  code: string;
  name: string;
  popular: boolean;
  redirection: RedirectionType;
  /** The simulated bank declines every payment (test 'a bank that fails'). */
  fails?: boolean;
}

/** Net-banking banks; popular ones first on the page. */
export const banks: Bank[] = [
  { code: 'SBI', name: 'State Bank of India', popular: true, redirection: 'INTERNAL_REDIRECTION' },
  { code: 'HDFC', name: 'HDFC Bank', popular: true, redirection: 'INTERNAL_REDIRECTION' },
  { code: 'ICICI', name: 'ICICI Bank', popular: true, redirection: 'INTERNAL_REDIRECTION' },
  { code: 'AXIS', name: 'Axis Bank', popular: true, redirection: 'INTERNAL_REDIRECTION' },
  { code: 'KOTAK', name: 'Kotak Mahindra Bank', popular: true, redirection: 'INTERNAL_REDIRECTION' },
  { code: 'BOB', name: 'Bank of Baroda', popular: false, redirection: 'EXTERNAL_REDIRECTION' },
  { code: 'PNB', name: 'Punjab National Bank', popular: false, redirection: 'EXTERNAL_REDIRECTION' },
  { code: 'CANARA', name: 'Canara Bank', popular: false, redirection: 'EXTERNAL_REDIRECTION' },
  { code: 'UNION', name: 'Union Bank of India', popular: false, redirection: 'EXTERNAL_REDIRECTION' },
  { code: 'IDFC', name: 'IDFC FIRST Bank', popular: false, redirection: 'EXTERNAL_REDIRECTION' },
  { code: 'YES', name: 'Yes Bank', popular: false, redirection: 'EXTERNAL_REDIRECTION' },
  { code: 'INDUSIND', name: 'IndusInd Bank', popular: false, redirection: 'EXTERNAL_REDIRECTION' },
  { code: 'FAILBANK', name: 'Test Failing Bank', popular: false, redirection: 'EXTERNAL_REDIRECTION', fails: true },
];
export const bankByCode = (code: string | undefined) => banks.find((b) => b.code === code);

export interface EmiBank {
  code: string;
  name: string;
  types: EmiType[];
  /** Yearly rate in hundredths of a percent, by tenure in months. */
  rates: Record<number, number>;
}

/** Card EMI banks (the issuer's credit cards), and the pre-approved (cardless) EMI lender. */
export const emiBanks: EmiBank[] = [
  {
    code: 'HDFC',
    name: 'HDFC Bank',
    types: ['standard', 'no_cost'],
    rates: { 3: 1500, 6: 1500, 9: 1500, 12: 1500, 18: 1600, 24: 1600 },
  },
  {
    code: 'ICICI',
    name: 'ICICI Bank',
    types: ['standard', 'no_cost'],
    rates: { 3: 1400, 6: 1400, 9: 1500, 12: 1500, 24: 1600 },
  },
  { code: 'SBI', name: 'State Bank of India', types: ['standard'], rates: { 3: 1400, 6: 1400, 9: 1400, 12: 1400 } },
  { code: 'AXIS', name: 'Axis Bank', types: ['standard'], rates: { 3: 1500, 6: 1500, 12: 1500 } },
  {
    code: 'KOTAK',
    name: 'Kotak Mahindra Bank',
    types: ['standard', 'no_cost'],
    rates: { 3: 1600, 6: 1600, 9: 1600, 12: 1600 },
  },
  {
    code: 'BAZAAR',
    name: 'Pay Later EMI (pre-approved)',
    types: ['preapproved'],
    rates: { 3: 0, 6: 1400, 9: 1400, 12: 1400 },
  },
];
export const emiBankByCode = (code: string | undefined) => emiBanks.find((b) => b.code === code);
/** No-cost EMI is offered on these tenures; the interest comes back as an instant discount. */
export const noCostTenures = [3, 6];
/** EMI needs at least ₹3,000 payable. */
export const emiMinAmount = 300_000;

export const emiTerms = {
  title: 'EMI terms and conditions',
  terms: [
    'EMI is available on credit cards of the listed banks and on pre-approved Pay Later accounts.',
    'The bank charges interest at the rate shown; no-cost EMI gives the interest back as an instant discount.',
    'The full amount is blocked on your card; the bank converts it to EMI within 3 to 5 working days.',
    'Cancelling or returning the order refunds the amount; interest already charged follows the bank’s policy.',
    'The minimum order for EMI is ₹3,000.',
  ],
};

/** What a demo account's wallets hold when the payment service first sees the account (paise). */
export const walletCredits: Record<WalletCode, number> = {
  SCLP_WALLET: 50_000,
  FLIPKART_CREDIT: 1_000_000,
  QC_SCLP: 200_000,
};
export const walletTitles: Record<WalletCode, string> = {
  SCLP_WALLET: 'SuperCoins wallet',
  FLIPKART_CREDIT: 'Pay Later',
  QC_SCLP: 'Gift card wallet',
};

/** Seeded test gift cards: number, pin, balance in paise. */
export const testGiftCards: { number: string; pin: string; balance: number }[] = [
  { number: '6001220000000001', pin: '111111', balance: 50_000 },
  { number: '6001220000000002', pin: '222222', balance: 100_000 },
  { number: '6001220000000003', pin: '333333', balance: 200_000 },
  { number: '6001220000000004', pin: '444444', balance: 0 },
  { number: '6001220000000005', pin: '555555', balance: 1_000_000 },
  // Twenty ₹100 cards (…1001 to …1020, pin 123456) to try the 15-card limit.
  ...Array.from({ length: 20 }, (_, i) => ({
    number: `600122000000${String(1001 + i)}`,
    pin: '123456',
    balance: 10_000,
  })),
];

/** Test UPI ids: this one declines; any other valid id waits for approval on the test UPI page. */
export const decliningUpiId = 'fail@upi';
/** The one-time password of the test 3-D Secure page. */
export const testOtp = '123456';
/** Wrong OTPs allowed before the charge is declined. */
export const maxOtpAttempts = 3;

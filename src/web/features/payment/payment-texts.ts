import { paymentMessages as m } from '../../../contracts/payments-paths.ts';

/**
 * Payment step texts the spec leaves to us (docs/decisions/0042-payment-step.md); the spec's own
 * texts are in web/texts.ts. Kept here, in the checkout's lazy chunk.
 */
// The payment messages of spec 001 §8 and 000 §8 (page errors; the spec names them, the wording
// is ours) and the card, CVV, voucher and EMI messages of spec 000 §5 (verbatim): the payment
// service's twin (contracts paymentMessages) holds each once, the texts its answers carry too.
// Taken from there, not from web/texts.ts, whose used texts go into every page's first load.
export const paymentFailed = m.paymentFailed;
export const paymentOptionsError = m.optionsUnavailable;
export const tooManyShoppers = m.tooManyShoppers;
export const outOfStockCheckout = m.outOfStock;
export const blacklistedCardCountry = m.blacklistedCountry;
export const invalidCvv = m.invalidCvv;
export const invalidCardNumber = m.invalidCardNumber;
export const invalidValue = m.invalidExpiry;
export const invalidVoucher = m.invalidVoucher;
export const emiNotSupported = m.emiNotSupported;
export const chooseBankMessage = m.bankUnknown;
export const choosePlanMessage = 'Please choose a plan';

export const chooseHowToPay = 'Choose how to pay';
export const loadingOptions = 'Loading payment options…';
export const amountPayable = 'Amount payable';
export const giftCardsApplied = 'Gift cards applied';
export const offersApplied = 'Offers applied';
export const payWith = 'PAY {amount}';
export const confirmOrder = 'CONFIRM ORDER';
export const paying = 'Processing your payment…';
export const doNotPayTwice = 'Please do not close this page or press back while we process your payment.';
export const startAgain = 'START AGAIN';
export const expiredHint = 'Your items are no longer held for payment. Start again to hold them and pay.';
export const busyHint = 'Nothing has been charged.';
export const payAgainHint = 'Choose how to pay again below.';

// Card
export const cardNumber = 'Card number';
export const validThru = 'Valid thru';
export const month = 'Month';
export const year = 'Year';
export const cvv = 'CVV';
export const cvvOptional = 'CVV (optional)';
export const cvvHelp = 'The 3 digits on the back of your card (4 on the front of American Express cards).';
export const saveCard = 'Save this card for faster payments (only a token and the last 4 digits are kept)';
export const networkDetected = '{network} card';
export const checkingCard = 'Checking offers for this card…';
export const cardDetails = 'Card details';

// Saved cards
export const savedCards = 'Saved cards';
export const savedCardLabel = '{network} card ending {last4}, {issuer}';
export const expires = 'Expires {month}/{year}';
export const removeCard = 'Remove';
export const removeCardLabel = 'Remove {network} card ending {last4}';
export const noSavedCards = 'You have no saved cards.';

// Net banking
export const popularBanks = 'Popular banks';
export const otherBanks = 'Other banks';
export const selectBank = 'Select your bank';
export const bankRedirect = 'You will be taken to your bank’s page to approve the payment.';

// UPI
export const upiId = 'UPI ID';
export const upiHint = 'For example name@okhdfcbank. You approve the payment in your UPI app.';
export const waitingApproval = 'Waiting for you to approve the payment in your UPI app…';
export const waitingHint = 'This page updates by itself. Please do not pay again.';
export const openTestUpiApp = 'Open the test UPI app';
export const cancelPayment = 'Cancel payment';

// Wallets
export const walletBalance = 'Balance {amount}';
export const walletShort = m.insufficientBalance;

// EMI
export const emiBank = 'Bank';
export const emiType = 'EMI type';
export const emiTypeNames: Record<string, string> = {
  standard: 'Standard EMI',
  no_cost: 'No cost EMI',
  preapproved: 'Pre-approved EMI',
};
export const emiTenure = 'Choose a plan';
export const emiPlan = '{months} months: {monthly}/month, interest {rate}%, total {total}';
export const emiCard = 'Pay with';
export const emiNewCard = 'A new credit card';
export const emiTerms = 'EMI terms and conditions';
export const emiMinimum = 'EMI is available on orders of {amount} or more.';

// Cash on delivery
export const captchaLabel = 'Enter the characters shown in the image';
export const captchaImage = 'Characters to type';
export const newCaptcha = 'Show other characters';

// Gift cards
export const giftCard = 'Gift card';
export const addGiftCard = 'Add a gift card';
export const giftCardNumber = 'Gift card number (16 digits)';
export const giftCardPin = 'Gift card PIN (6 digits)';
export const applyGiftCard = 'APPLY';
export const giftCardLine = 'Gift card ending {last4}: {amount} applied, {left} left on the card';
export const remainingToPay = 'Remaining {amount} to pay with another option';
export const giftCardsCoverAll = 'Your gift cards pay the whole amount.';
export const giftCardLimit = m.voucherLimit;

/**
 * Texts of the account pages that the spec leaves to us (docs/decisions/0022). Kept here, not in
 * web/texts.ts: that module is a chunk of the first load, and these are used only by lazy chunks.
 */
export const accountHello = 'Hello,';
export const profileInformation = 'Personal Information';
export const manageAddresses = 'Manage Addresses';
export const addNewAddress = 'ADD A NEW ADDRESS';
export const noAddresses = 'No saved addresses yet. Add one for a faster checkout.';
export const addressSaved = 'Address saved.';
export const addressDeleted = 'Address deleted.';
export const emailPreferencesTitle = 'Email Preferences';
export const preferencesSaved = 'Your email preferences are saved.';
export const giftCardsWallet = 'Gift Cards Wallet';
export const walletBalancesTitle = 'Balances you can pay with';
export const walletHint =
  'Choose a balance under Payment Options at checkout. A gift card is applied there with its 16-digit number and PIN.';
export const profileSaved = 'Your details are saved.';
export const codeSentTo = 'Enter the 6-digit code sent to {target}';

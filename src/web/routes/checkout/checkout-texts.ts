/**
 * Checkout texts the spec leaves to us (docs/decisions/0039-checkout-screen.md). Kept out of
 * web/texts.ts, which every first load carries; the spec's own texts stay there.
 */
export const sectionTitles = {
  login: 'Login or Signup',
  address: 'Delivery Address',
  summary: 'Order Summary',
  payment: 'Payment Options',
} as const;
export const change = 'CHANGE';
export const continueCheckout = 'CONTINUE';
export const deliverHere = 'DELIVER HERE';
export const addNewAddress = 'Add a new address';
export const continueAsGuest = 'Continue as guest';
export const guestNote = 'No account? Check out with your mobile number: we send a code to verify it.';
export const guestCodeSent = 'Enter the 6-digit code sent to {mobile}';
export const nothingToCheckOut = 'There is nothing to check out.';
export const backToCart = 'Go to cart';
export const startingCheckout = 'Getting your order ready…';
export const emailNote = 'Order updates will be sent to';
export const gettingToken = 'Holding your items for payment…';
export const tokenObtained = 'Payment token received: your items are held for you until {time}.';
export const pendingNote = 'Your last payment is still being confirmed. Do not pay again for this order yet.';
export const priceDetails = 'PRICE DETAILS';
export const youSave = 'You will save {amount} on this order';

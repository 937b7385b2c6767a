/**
 * Texts of our own (the spec leaves their wording to us) that only lazily loaded screens use.
 * They live apart from texts.ts because texts.ts is part of every first load: the shell uses it,
 * so every text in it reaches the browser before any screen does.
 */
// Login and signup widget (ours, spec 000 §2, §4, §8; docs/decisions/0021-login-widget.md)
/** Spec 000 §8 "Verification code sent messages (5 s)"; the wording is ours. */
export const loginCodeSent = 'Verification code sent to {target}';
export const loginTitle = 'Login';
export const loginDesc = 'Get access to your Orders, Wishlist and Recommendations';
export const signupTitle = "Looks like you're new here!";
export const signupDesc = 'Sign up with your mobile number to get started';
export const churnedNote = 'Your account was closed. Verify your mobile number and email to sign up again.';
export const reactivateNote = 'Your account is inactive. Enter the code we sent to reactivate it.';
export const contactUs = 'Contact Us';

// Product page and sellers (ours; docs/decisions/0014-product-page.md)
export const notDeliverable = 'Not deliverable at this pincode';

// Content pages (static pages, deferred content, buying guide)
/** Text of the deferred-content error key 'errortnc' (spec 000 §8; its wording is ours). */
export const errortnc = 'Could not load the terms and conditions. Please try again later.';
export const buyingGuideTitle = 'Buying Guides';

// Cart and wishlist (ours; docs/decisions/0038-cart-and-wishlist-screens.md)
/** Spec 000 §8: the add-to-cart degrade message, when no server message came back. */
export const addToCartFailed = 'Could not add this product to your cart. Please try again.';
export const cartChangeFailed = 'Could not update your cart. Please try again.';
export const goToCart = 'GO TO CART';
export const emptyCartTitle = 'Your cart is empty!';
export const emptyCartText = 'Add items to it now.';
export const shopNow = 'Shop now';
export const removedFromCart = '{title} was removed from your cart.';
export const movedToWishlist = '{title} was moved to your wishlist.';
export const undo = 'UNDO';
export const placeOrder = 'PLACE ORDER';
export const freeDeliveryNote = 'Free delivery on orders above ₹500';
/** Spec 000 §8 "Wishlist add and remove success and error messages (3 s)". */
export const wishlistAdded = 'Added to your Wishlist';
export const wishlistRemoved = 'Removed from your Wishlist';
export const wishlistFailed = 'Could not update your Wishlist. Please try again.';
export const emptyWishlistTitle = 'Your wishlist is empty';
export const emptyWishlistText = 'Save products you like with the heart, and find them here.';
export const coldReasonText: Record<string, string> = {
  OUT_OF_STOCK: 'Out of stock',
  QUANTITY_UNAVAILABLE: 'Only fewer units are left than you chose',
  NOT_SERVICEABLE: 'Not deliverable at your pincode',
  UNAVAILABLE: 'Currently unavailable',
};

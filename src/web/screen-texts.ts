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

// Cart and wishlist toasts of the product and search pages (ours; docs/decisions/0038). The cart
// and wishlist pages' own texts are in features/cart/cart-texts.ts and features/wishlist/wishlist-texts.ts.
export const goToCart = 'GO TO CART';
/** Spec 000 §8 "Wishlist add and remove success and error messages (3 s)". */
export const wishlistAdded = 'Added to your Wishlist';
export const wishlistRemoved = 'Removed from your Wishlist';

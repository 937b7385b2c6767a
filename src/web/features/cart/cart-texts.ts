/**
 * Texts of the cart page and the cart calls (ours, docs/decisions/0038-cart-and-wishlist-screens.md);
 * apart from screen-texts.ts so the product page's first load does not carry them.
 */
/** Spec 000 §8: the add-to-cart degrade message, when no server message came back. */
export const addToCartFailed = 'Could not add this product to your cart. Please try again.';
export const cartChangeFailed = 'Could not update your cart. Please try again.';
export const emptyCartTitle = 'Your cart is empty!';
export const emptyCartText = 'Add items to it now.';
export const shopNow = 'Shop now';
export const removedFromCart = '{title} was removed from your cart.';
export const movedToWishlist = '{title} was moved to your wishlist.';
export const undo = 'UNDO';
export const placeOrder = 'PLACE ORDER';
export const freeDeliveryNote = 'Free delivery on orders above ₹500';
export const coldReasonText: Record<string, string> = {
  OUT_OF_STOCK: 'Out of stock',
  QUANTITY_UNAVAILABLE: 'Only fewer units are left than you chose',
  NOT_SERVICEABLE: 'Not deliverable at your pincode',
  UNAVAILABLE: 'Currently unavailable',
};

/** Texts of the wishlist page and calls (ours, docs/decisions/0038-cart-and-wishlist-screens.md). */
export const wishlistFailed = 'Could not update your Wishlist. Please try again.';
export const emptyWishlistTitle = 'Your wishlist is empty';
export const emptyWishlistText = 'Save products you like with the heart, and find them here.';

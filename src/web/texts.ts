/**
 * Every user-facing text of the specification (both documents), verbatim, one named export each so
 * that a bundle carries only the texts its screens use. The browser build inlines constants
 * (vite.config.ts), so each chunk has its own copies: this module is in the entry chunk, which would
 * otherwise carry every chunk's texts into the first load. Placeholders in braces ({maxProducts},
 * {swatch}) are filled with `fill()`. Texts the spec leaves to us (marked "ours") follow the spec's.
 */

/** Replaces `{name}` placeholders: fill('You have already selected {maxProducts} products', { maxProducts: 4 }). */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (m, k: string) => String(values[k] ?? m));

// Shell (spec 000 §2, §9)
export const defaultPageTitle = 'Online Shopping India Mobile, Cameras, Lifestyle & more Online';
export const needHelp = 'Need help? Visit the Help Center or Contact Us';
/** Ours: the store's name beside a route's title and in the logo's alternative text. */
export const storeName = 'Bazaar';
/** Ours: network status banner and toast (spec 000 §4 network status). */
export const offlineText = 'You are offline. Check your internet connection.';
export const backOnlineText = 'You are back online.';
/** Ours: header. */
export const searchLabel = 'Search for products, brands and more';
export const loginSignup = 'Login & Signup';
export const welcome = 'Welcome';
export const notificationsLabel = 'Notifications';
export const notificationsLoginPrompt = 'Log in to see your notifications and offers';
export const cartLabel = 'Cart';
export const backToTop = 'Back to top';

// Login and signup (spec 000 §5, §8)
export const wrongCredentials = 'Your username or password is not correct';
export const invalidLoginId = 'Please enter valid Email ID/Mobile number';
export const enterPassword = 'Please enter Password';
export const invalidMobile = 'Please enter a valid Mobile number';
export const enterMobile = 'Please enter your Mobile number';
export const invalidOtp = 'Please enter valid OTP';
export const otpExpired = 'This OTP has expired, request a new OTP to continue';
export const socialLoginUnavailable = 'Social login is unavailable. Log in with the provider credentials.';
export const socialLoginNotSupported = 'Social login not supported. Please sign up.';
export const socialLoginFailed = 'Social login failed. Please retry after sometime.';
export const notRegistered = 'You are not registered with us. Please sign up.';
export const alreadyRegistered = 'You are already registered. Please log in.';

// Reviews (spec 000 §5, §6, §8)
export const ratingEmpty = 'Rating cannot be empty';
export const titleEmpty = 'Title cannot be empty';
export const descriptionEmpty = 'Description cannot be empty';
export const max60 = 'Max 60 characters';
export const max5000 = 'Max 5000 characters';
export const min100 = 'Min. 100 characters';
export const titleOptional = 'Title (optional)';
export const reviewNotAllowed = 'Oops! You are not allowed to review this product.';
export const reviewSaved = 'Thank you so much. Your review has been saved.';

// Exchange, forms and payments (spec 000 §5, 001)
export const invalidImei = 'Please enter a valid IMEI';
export const invalidSerial = 'Enter a valid Serial Number';
export const selectValue = 'Please select a value';
export const acceptTerms = 'Accept terms to continue';
export const imeiVerify = 'Please enter valid IMEI & verify';
export const invalidNotifyEmail = 'Please enter valid Email ID';
export const selectSwatch = 'Please select the {swatch}';
export const addOnRequired = 'Please add at least 1 add-on item to proceed';
export const invalidIfsc = 'Please enter valid IFSC data';
export const selectReason = 'Please select reason';
export const selectRefundMode = 'Please select refund mode';
export const invalidInvoiceEmail = 'Enter a valid email address to send your invoice';
export const enterEmail = 'Please enter your email ID to continue';
export const fillField = 'Please fill out this field';
export const invalidCvv = 'Not a valid CVV';
export const invalidCardNumber = 'Not a valid card number';
export const invalidPincodeField = 'Not a valid pincode';
export const invalidPhone = 'Not a valid phone number';
export const invalidValue = 'Not a valid value';
export const invalidVoucher = 'Invalid voucher number/pin';
export const emiNotSupported = 'card not supported for EMI';
export const pincodeInvalid = 'Pincode is invalid';
export const addressEmpty = 'Address data is empty';
export const noCartItems = 'No cart items present';
/** Amount 0 (001 §8). */
export const free = 'free';

// Toasts (spec 000 §8) and their times
export const contactCustomerCare = "Something's not right. Please contact customer care.";
export const tryAgain = "Something's not right. Please try again.";
export const mandatoryFields = 'Please fill in the mandatory fields';
export const addedToCart = 'Product added to cart successfully.';
export const enterPincodeForOffer = 'Enter pincode to check offer availability';
export const offerUnavailable = 'Offer is unavailable at your pincode';
export const alreadyInCart = 'This product is already added in cart';
export const loginToWishlist = 'Please login for wishlisting a product';
export const compareMax = 'You have already selected {maxProducts} products';
export const compareSimilarOnly = 'You can only compare similar products.';
export const cartCapacity = 'You have exceeded your cart capacity.';

// Page errors (spec 000 §8, 001)
export const somethingWrong = "Something's not right!";
export const retry = 'RETRY';
export const noResults = 'Sorry, no results found!';
export const noResultsInArea = 'Sorry, no results found in your area!';
export const slowDay = 'Slow Day! Some services did not respond';
export const cartError = 'Error loading Cart';
export const returnSessionExpired = 'Your return session has expired. Please refresh this page.';
export const addressNotServiceable = 'The selected address is not serviceable';

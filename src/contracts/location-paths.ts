/** Zod-free constants of the pincode calls, safe for the browser bundle (contracts in location.ts). */
/** Paths of the pincode calls (spec 000 §7 Wishlist and pincode, 001 §7 Pincode and sellers). */
export const locationPaths = {
  /** `PUT` `{pincode}`: a logged-in shopper chose this pincode; it joins their recent pincodes. */
  rememberPincode: '/api/3/user/pincode',
  /** `GET`: a logged-in shopper's recent pincodes; 401 when logged out. */
  recentPincodes: '/api/3/user/autosuggest/pincodes',
} as const;

/** 6 digits, the first non-zero (spec 000 §5); the browser checks the same pattern. */
export const pincodePattern = /^[1-9][0-9]{5}$/;
/** Message of a malformed pincode, in the browser and in the server's 400 (spec 000 §5). */
export const invalidPincodeMessage = 'Not a valid pincode';

/** Recent pincodes kept, locally and per account (spec 000 §9). */
export const recentPincodesKept = 3;

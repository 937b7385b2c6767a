/** Zod-free constants of the account pages' calls, safe for the browser bundle (contracts in profile.ts). */
/** Account pages' calls (docs/decisions/0022-account-pages.md); all need a logged-in session. */
export const profilePaths = {
  profile: '/api/3/user/profile',
  identityOtp: '/api/3/user/profile/identity/otp',
  identity: '/api/3/user/profile/identity',
  addresses: '/api/3/user/addresses',
  emailPreferences: '/api/3/user/preferences/email',
  wallet: '/api/3/user/wallet',
} as const;

/** Most addresses an account keeps. */
export const addressLimit = 20;

/** Messages of spec 001 §5 (keys invalidPhoneNumber, invalidPincode, the generic blank message). */
export const addressMessages = {
  blank: 'Please fill out this field',
  invalidPhone: 'Not a valid phone number',
  invalidPincode: 'Not a valid pincode',
  tooLong: 'Not a valid value',
  limit: `You can save at most ${addressLimit} addresses. Delete one to add another.`,
} as const;

/** Optional +91 or 0 prefix, then 10 digits; at most 13 characters (spec 001 §5). */
export const phonePattern = /^(?:\+91|0)?\d{10}$/;
/** 6 digits, first non-zero (spec 000 §5). */
export const pincodePattern = /^[1-9]\d{5}$/;
export const addressMaxLengths = {
  name: 100,
  addressLine1: 500,
  addressLine2: 200,
  landmark: 200,
  city: 100,
  state: 100,
  phone: 13,
  pincode: 6,
} as const;

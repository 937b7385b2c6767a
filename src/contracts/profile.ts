import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { addressMaxLengths, addressMessages, phonePattern, pincodePattern, profilePaths } from './profile-paths.ts';

export { addressLimit, addressMessages } from './profile-paths.ts';

const required = (max: number) =>
  z.string({ error: addressMessages.blank }).trim().min(1, addressMessages.blank).max(max, addressMessages.tooLong);
/** Empty strings and null mean "not given" (spec 001 §3: empty fields are dropped on submit). */
const optional = (max: number) =>
  z
    .string({ error: addressMessages.tooLong })
    .trim()
    .max(max, addressMessages.tooLong)
    .nullish()
    .transform((v) => (v ? v : null));
const phone = z
  .string({ error: addressMessages.blank })
  .trim()
  .min(1, addressMessages.blank)
  .max(addressMaxLengths.phone, addressMessages.invalidPhone)
  .regex(phonePattern, addressMessages.invalidPhone);

export const addressPayload = z.object({
  name: required(addressMaxLengths.name),
  phone,
  pincode: z
    .string({ error: addressMessages.blank })
    .trim()
    .min(1, addressMessages.blank)
    .regex(pincodePattern, addressMessages.invalidPincode),
  /** Flat, house no., building (optional). */
  addressLine2: optional(addressMaxLengths.addressLine2),
  /** Area and street: the form's "Address" textarea. */
  addressLine1: required(addressMaxLengths.addressLine1),
  city: required(addressMaxLengths.city),
  state: required(addressMaxLengths.state),
  landmark: optional(addressMaxLengths.landmark),
  alternatePhone: z
    .string({ error: addressMessages.invalidPhone })
    .trim()
    .max(addressMaxLengths.phone, addressMessages.invalidPhone)
    .regex(phonePattern, addressMessages.invalidPhone)
    .or(z.literal(''))
    .nullish()
    .transform((v) => (v ? v : null)),
  locationTypeTag: z.enum(['HOME', 'WORK'], { error: 'Choose Home or Work' }).default('HOME'),
  /** Make it the default address; the first address always is. */
  isDefault: z.boolean().optional(),
});

export const addressSchema = z.object({
  id: z.string(),
  name: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  landmark: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  /** 10 digits; the prefix the shopper typed is not kept. */
  phone: z.string(),
  alternatePhone: z.string().nullable(),
  locationTypeTag: z.enum(['HOME', 'WORK']),
  isDefault: z.boolean(),
});

export const addressesResult = z.object({
  /** The default first, then newest first. */
  addresses: z.array(addressSchema),
  limit: z.number().int(),
});

export const genderSchema = z.enum(['MALE', 'FEMALE', 'OTHER']);

export const profileSchema = z.object({
  accountId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  gender: genderSchema.nullable(),
  email: z.string().nullable(),
  /** +91 and 10 digits, or null. */
  mobile: z.string().nullable(),
});

const nameField = z.string({ error: addressMessages.blank }).trim().max(60, 'Max 60 characters');
export const profilePayload = z.object({
  firstName: nameField.min(1, addressMessages.blank),
  lastName: nameField.optional().transform((v) => v || null),
  gender: genderSchema.nullish().transform((v) => v ?? null),
});

/** Step 1 of changing the email or mobile: a code goes to the new one. */
export const identityOtpPayload = z.object({
  /** The new email, or a 10-digit mobile (with or without +91). */
  newIdentity: z.string().trim().min(1, addressMessages.blank).max(254),
});

export const identityOtpResult = z.object({
  requestId: z.string(),
  otpRegex: z.string(),
  emailMask: z.string().optional(),
});

/** Step 2: the code proves the shopper holds the new email or mobile. */
export const identityPayload = z.object({
  newIdentity: z.string().trim().min(1, addressMessages.blank).max(254),
  otpRequestId: z.string().min(1).max(100),
  otp: z.string().regex(/^\d{6}$/, 'Please enter valid OTP'),
});

export const emailPreferencesSchema = z.object({
  offers: z.boolean(),
  orderUpdates: z.boolean(),
  newsletters: z.boolean(),
  recommendations: z.boolean(),
});
/** Any subset of the topics; the others keep their value. */
export const emailPreferencesPayload = emailPreferencesSchema.partial().strict();

/**
 * The account's stored balances, as the payment service holds them (decision 0040): the gift card
 * wallet (QC_SCLP) is `balance`; every stored balance is in `wallets`, each payable at checkout.
 */
export const walletSchema = z.object({
  /** Gift card wallet balance in paise. */
  balance: z.number().int().nonnegative(),
  wallets: z.array(z.object({ code: z.string(), title: z.string(), balance: z.number().int().nonnegative() })),
});
/** The wallet's answer when the payment service cannot be reached. */
export const walletUnavailable = 'We could not load your wallet just now. Please try again in a moment.';

export type AddressPayload = z.input<typeof addressPayload>;
export type AddressInput = z.output<typeof addressPayload>;
export type Address = z.infer<typeof addressSchema>;
export type Profile = z.infer<typeof profileSchema>;
export type ProfilePayload = z.input<typeof profilePayload>;
export type IdentityOtpResult = z.infer<typeof identityOtpResult>;
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
export type Wallet = z.infer<typeof walletSchema>;

/** An address id; a malformed one is an unknown address (404), checked by the route before parsing. */
const addressParams = z.object({ id: z.string() });

/** The account pages' calls; all need a logged-in session (docs/decisions/0024). */
export const profileEndpoints = {
  profile: defineEndpoint({ method: 'GET', path: profilePaths.profile, response: profileSchema }),
  updateProfile: defineEndpoint({
    method: 'PUT',
    path: profilePaths.profile,
    body: profilePayload,
    response: profileSchema,
  }),
  identityOtp: defineEndpoint({
    method: 'POST',
    path: profilePaths.identityOtp,
    body: identityOtpPayload,
    response: identityOtpResult,
  }),
  identity: defineEndpoint({
    method: 'POST',
    path: profilePaths.identity,
    body: identityPayload,
    response: profileSchema,
  }),
  addresses: defineEndpoint({ method: 'GET', path: profilePaths.addresses, response: addressesResult }),
  addAddress: defineEndpoint({
    method: 'POST',
    path: profilePaths.addresses,
    body: addressPayload,
    response: addressSchema,
  }),
  updateAddress: defineEndpoint({
    method: 'PUT',
    path: '/api/3/user/addresses/:id',
    params: addressParams,
    body: addressPayload,
    response: addressSchema,
  }),
  deleteAddress: defineEndpoint({
    method: 'DELETE',
    path: '/api/3/user/addresses/:id',
    params: addressParams,
    response: z.object({ deleted: z.literal(true) }),
  }),
  defaultAddress: defineEndpoint({
    method: 'POST',
    path: '/api/3/user/addresses/:id/default',
    params: addressParams,
    response: addressSchema,
  }),
  emailPreferences: defineEndpoint({
    method: 'GET',
    path: profilePaths.emailPreferences,
    response: emailPreferencesSchema,
  }),
  updateEmailPreferences: defineEndpoint({
    method: 'PUT',
    path: profilePaths.emailPreferences,
    body: emailPreferencesPayload,
    response: emailPreferencesSchema,
  }),
  wallet: defineEndpoint({ method: 'GET', path: profilePaths.wallet, response: walletSchema }),
};

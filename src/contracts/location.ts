import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { envelope } from './envelope.ts';
import { invalidPincodeMessage, locationPaths, pincodePattern } from './location-paths.ts';

export { invalidPincodeMessage, locationPaths, pincodePattern, recentPincodesKept } from './location-paths.ts';

export const pincodeParams = z.object({ pincode: z.string().regex(pincodePattern, invalidPincodeMessage) });

/** `GET /api/3/util/pincode/{pincode}`: whether India's directory knows the pincode. */
export const pincodeValiditySchema = z.object({
  /** True for a pincode of the directory, false for a well-formed unknown one. */
  valid: z.boolean(),
});
export const pincodeValidityResponse = envelope(pincodeValiditySchema);

/** `GET /api/3/util/pincode/details/{pincode}`; an unknown pincode is a 404. */
export const pincodeDetailsSchema = z.object({
  pincode: z.string(),
  state: z.string(),
  /** The district the pincode belongs to, shown as the city. */
  city: z.string(),
});
export const pincodeDetailsResponse = envelope(pincodeDetailsSchema);

/** `GET /api/3/user/autosuggest/pincodes`: pincode suggestions, most recent last, at most 3. */
export const recentPincodesSchema = z.object({
  pincodes: z.array(pincodeDetailsSchema),
});
export const recentPincodesResponse = envelope(recentPincodesSchema);

export type PincodeValidity = z.infer<typeof pincodeValiditySchema>;
export type PincodeDetailsBody = z.infer<typeof pincodeDetailsSchema>;
export type RecentPincodes = z.infer<typeof recentPincodesSchema>;

/** Pincode calls (docs/decisions/0024); a malformed pincode is checked by the route (code PINCODE_INVALID). */
const pincodeParam = z.object({ pincode: z.string() });
export const locationEndpoints = {
  pincode: defineEndpoint({
    method: 'GET',
    path: '/api/3/util/pincode/:pincode',
    params: pincodeParam,
    response: pincodeValiditySchema,
  }),
  pincodeDetails: defineEndpoint({
    method: 'GET',
    path: '/api/3/util/pincode/details/:pincode',
    params: pincodeParam,
    response: pincodeDetailsSchema,
  }),
  /** A logged-in shopper chose this pincode; it joins their recent pincodes (decision 0029). */
  rememberPincode: defineEndpoint({
    method: 'PUT',
    path: locationPaths.rememberPincode,
    body: z.object({ pincode: z.string() }),
    response: z.object({ remembered: z.boolean() }),
  }),
  recentPincodes: defineEndpoint({ method: 'GET', path: locationPaths.recentPincodes, response: recentPincodesSchema }),
};

import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { locationPaths } from './location-paths.ts';

export { invalidPincodeMessage, pincodePattern } from './location-paths.ts';

/** `GET /api/3/util/pincode/{pincode}`: whether India's directory knows the pincode. */
export const pincodeValiditySchema = z.object({
  /** True for a pincode of the directory, false for a well-formed unknown one. */
  valid: z.boolean(),
});

/** `GET /api/3/util/pincode/details/{pincode}`; an unknown pincode is a 404. */
export const pincodeDetailsSchema = z.object({
  pincode: z.string(),
  state: z.string(),
  /** The district the pincode belongs to, shown as the city. */
  city: z.string(),
});

/** `GET /api/3/user/autosuggest/pincodes`: pincode suggestions, most recent last, at most 3. */
export const recentPincodesSchema = z.object({
  pincodes: z.array(pincodeDetailsSchema),
});

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

import * as locationCalls from '../../../contracts/location-calls.ts';
import { callEndpoint } from '../../api/call.ts';
import type { ApiClient } from '../../api/client.ts';

export const pincodeKeys = {
  details: (pincode: string) => ['pincode-details', pincode] as const,
  recent: ['recent-pincodes'] as const,
};

/** The server's check; a read only (remembering a choice is `rememberPincode`). */
export const checkPincode = (client: ApiClient, pincode: string) =>
  callEndpoint(client, locationCalls.pincode, { params: { pincode } }, 'checkPincode').then((r) => r.valid);

/** A logged-in shopper chose this pincode: the server keeps it among their recent pincodes. */
export const rememberPincode = (client: ApiClient, pincode: string) =>
  callEndpoint(client, locationCalls.rememberPincode, { body: { pincode } }, 'rememberPincode');

export const fetchPincodeDetails = (client: ApiClient, pincode: string) =>
  callEndpoint(client, locationCalls.pincodeDetails, { params: { pincode } }, 'getPincodeDetails');

/** Logged-in only (spec 000 §6): the caller enables it from the user state. */
export const fetchRecentPincodes = (client: ApiClient) =>
  callEndpoint(client, locationCalls.recentPincodes, {}, 'getRecentPincodes').then((r) => r.pincodes);

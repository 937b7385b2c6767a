import type { PincodeDetailsBody, PincodeValidity, RecentPincodes } from '../../../contracts/location.ts';
import { locationPaths } from '../../../contracts/location-paths.ts';
import type { ApiClient } from '../../api/client.ts';

type Envelope<T> = { STATUS_CODE: number; RESPONSE: T };

export const pincodeKeys = {
  details: (pincode: string) => ['pincode-details', pincode] as const,
  recent: ['recent-pincodes'] as const,
};

/** The server's check (it also remembers the pincode for a logged-in shopper). */
export const checkPincode = (client: ApiClient, pincode: string) =>
  client.get<Envelope<PincodeValidity>>(locationPaths.pincode(pincode), { action: 'checkPincode' }).then((r) => r.RESPONSE.valid);

export const fetchPincodeDetails = (client: ApiClient, pincode: string) =>
  client.get<Envelope<PincodeDetailsBody>>(locationPaths.pincodeDetails(pincode), { action: 'getPincodeDetails' }).then((r) => r.RESPONSE);

/** Logged-in only (spec 000 §6): the caller enables it from the user state. */
export const fetchRecentPincodes = (client: ApiClient) =>
  client.get<Envelope<RecentPincodes>>(locationPaths.recentPincodes, { action: 'getRecentPincodes' }).then((r) => r.RESPONSE.pincodes);

import type { PincodeDetailsBody, PincodeValidity, RecentPincodes } from '../../../contracts/location.ts';
import { locationPaths } from '../../../contracts/location-paths.ts';
import type { ApiClient } from '../../api/client.ts';

type Envelope<T> = { STATUS_CODE: number; RESPONSE: T };

export const pincodeKeys = {
  details: (pincode: string) => ['pincode-details', pincode] as const,
  recent: ['recent-pincodes'] as const,
};

/** The server's check; a read only (remembering a choice is `rememberPincode`). */
export const checkPincode = (client: ApiClient, pincode: string) =>
  client.get<Envelope<PincodeValidity>>(locationPaths.pincode(pincode), { action: 'checkPincode' }).then((r) => r.RESPONSE.valid);

/** A logged-in shopper chose this pincode: the server keeps it among their recent pincodes. */
export const rememberPincode = (client: ApiClient, pincode: string) =>
  client.put<Envelope<{ remembered: boolean }>>(
    locationPaths.rememberPincode,
    { pincode },
    { action: 'rememberPincode' },
  );

export const fetchPincodeDetails = (client: ApiClient, pincode: string) =>
  client.get<Envelope<PincodeDetailsBody>>(locationPaths.pincodeDetails(pincode), { action: 'getPincodeDetails' }).then((r) => r.RESPONSE);

/** Logged-in only (spec 000 §6): the caller enables it from the user state. */
export const fetchRecentPincodes = (client: ApiClient) =>
  client.get<Envelope<RecentPincodes>>(locationPaths.recentPincodes, { action: 'getRecentPincodes' }).then((r) => r.RESPONSE.pincodes);

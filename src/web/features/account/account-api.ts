import { queryOptions } from '@tanstack/react-query';
import type { AddressPayload, EmailPreferences, ProfilePayload } from '../../../contracts/profile.ts';
import * as locationCalls from '../../../contracts/location-calls.ts';
import * as profileCalls from '../../../contracts/profile-calls.ts';
import { callEndpoint } from '../../api/call.ts';
import type { ApiClient } from '../../api/client.ts';

export const accountKeys = {
  profile: ['account', 'profile'] as const,
  addresses: ['account', 'addresses'] as const,
  emailPreferences: ['account', 'email-preferences'] as const,
  wallet: ['account', 'wallet'] as const,
};

/** Query options of the account pages; the shopper's own data, fresh for 30 s. */
export const accountQueries = (client: ApiClient) => ({
  profile: () =>
    queryOptions({
      queryKey: accountKeys.profile,
      queryFn: () => callEndpoint(client, profileCalls.profile, {}, 'getProfile'),
      staleTime: 30_000,
    }),
  addresses: () =>
    queryOptions({
      queryKey: accountKeys.addresses,
      queryFn: () => callEndpoint(client, profileCalls.addresses, {}, 'getAddresses'),
      staleTime: 30_000,
    }),
  emailPreferences: () =>
    queryOptions({
      queryKey: accountKeys.emailPreferences,
      queryFn: () => callEndpoint(client, profileCalls.emailPreferences, {}, 'getEmailPreferences'),
      staleTime: 30_000,
    }),
  wallet: () =>
    queryOptions({
      queryKey: accountKeys.wallet,
      queryFn: () => callEndpoint(client, profileCalls.wallet, {}, 'getWallet'),
      staleTime: 30_000,
    }),
});

export const accountCalls = (client: ApiClient) => ({
  updateProfile: (body: ProfilePayload) => callEndpoint(client, profileCalls.updateProfile, { body }, 'updateProfile'),
  sendIdentityOtp: (newIdentity: string) =>
    callEndpoint(client, profileCalls.identityOtp, { body: { newIdentity } }, 'sendIdentityOtp'),
  changeIdentity: (body: { newIdentity: string; otpRequestId: string; otp: string }) =>
    callEndpoint(client, profileCalls.identity, { body }, 'changeIdentity'),
  saveAddress: (body: AddressPayload, id?: string) =>
    id
      ? callEndpoint(client, profileCalls.updateAddress, { params: { id }, body }, 'updateAddress')
      : callEndpoint(client, profileCalls.addAddress, { body }, 'addAddress'),
  deleteAddress: (id: string) => callEndpoint(client, profileCalls.deleteAddress, { params: { id } }, 'deleteAddress'),
  makeDefault: (id: string) =>
    callEndpoint(client, profileCalls.defaultAddress, { params: { id } }, 'makeDefaultAddress'),
  updateEmailPreferences: (body: Partial<EmailPreferences>) =>
    callEndpoint(client, profileCalls.updateEmailPreferences, { body }, 'updateEmailPreferences'),
  /** City and state of a pincode (spec 001 §4: lookup at exactly 6 characters). */
  pincodeDetails: (pincode: string) =>
    callEndpoint(client, locationCalls.pincodeDetails, { params: { pincode } }, 'getPincodeDetails'),
});

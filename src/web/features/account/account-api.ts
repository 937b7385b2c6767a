import { queryOptions } from '@tanstack/react-query';
import type { Address, AddressesResult, AddressPayload, EmailPreferences, IdentityOtpResult, Profile, ProfilePayload, Wallet } from '../../../contracts/profile.ts';
import { profilePaths } from '../../../contracts/profile-paths.ts';
import { locationPaths } from '../../../contracts/location-paths.ts';
import type { ApiClient } from '../../api/client.ts';

type Envelope<T> = { STATUS_CODE: number; RESPONSE: T };
const body = <T>(r: Envelope<T>) => r.RESPONSE;

export const accountKeys = {
  profile: ['account', 'profile'] as const,
  addresses: ['account', 'addresses'] as const,
  emailPreferences: ['account', 'email-preferences'] as const,
  wallet: ['account', 'wallet'] as const,
};

/** Query options of the account pages; the shopper's own data, fresh for 30 s. */
export const accountQueries = (client: ApiClient) => ({
  profile: () => queryOptions({ queryKey: accountKeys.profile, queryFn: () => client.get<Envelope<Profile>>(profilePaths.profile, { action: 'getProfile' }).then(body), staleTime: 30_000 }),
  addresses: () =>
    queryOptions({ queryKey: accountKeys.addresses, queryFn: () => client.get<Envelope<AddressesResult>>(profilePaths.addresses, { action: 'getAddresses' }).then(body), staleTime: 30_000 }),
  emailPreferences: () =>
    queryOptions({
      queryKey: accountKeys.emailPreferences,
      queryFn: () => client.get<Envelope<EmailPreferences>>(profilePaths.emailPreferences, { action: 'getEmailPreferences' }).then(body),
      staleTime: 30_000,
    }),
  wallet: () => queryOptions({ queryKey: accountKeys.wallet, queryFn: () => client.get<Envelope<Wallet>>(profilePaths.wallet, { action: 'getWallet' }).then(body), staleTime: 30_000 }),
});

export const accountCalls = (client: ApiClient) => ({
  updateProfile: (payload: ProfilePayload) => client.put<Envelope<Profile>>(profilePaths.profile, payload, { action: 'updateProfile' }).then(body),
  sendIdentityOtp: (newIdentity: string) => client.post<Envelope<IdentityOtpResult>>(profilePaths.identityOtp, { newIdentity }, { action: 'sendIdentityOtp' }).then(body),
  changeIdentity: (payload: { newIdentity: string; otpRequestId: string; otp: string }) =>
    client.post<Envelope<Profile>>(profilePaths.identity, payload, { action: 'changeIdentity' }).then(body),
  saveAddress: (payload: AddressPayload, id?: string) =>
    (id
      ? client.put<Envelope<Address>>(profilePaths.address(id), payload, { action: 'updateAddress' })
      : client.post<Envelope<Address>>(profilePaths.addresses, payload, { action: 'addAddress' })
    ).then(body),
  deleteAddress: (id: string) => client.del<Envelope<{ deleted: true }>>(profilePaths.address(id), { action: 'deleteAddress' }).then(body),
  makeDefault: (id: string) => client.post<Envelope<Address>>(profilePaths.defaultAddress(id), {}, { action: 'makeDefaultAddress' }).then(body),
  updateEmailPreferences: (changes: Partial<EmailPreferences>) =>
    client.put<Envelope<EmailPreferences>>(profilePaths.emailPreferences, changes, { action: 'updateEmailPreferences' }).then(body),
  /** City and state of a pincode (spec 001 §4: lookup at exactly 6 characters). */
  pincodeDetails: (pincode: string) => client.get<Envelope<{ state: string; city: string }>>(locationPaths.pincodeDetails(pincode), { action: 'getPincodeDetails' }).then(body),
});

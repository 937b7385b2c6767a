import type {
  Address,
  AddressInput,
  EmailPreferences,
  IdentityOtpResult,
  Profile,
  Wallet,
} from '../../contracts/profile.ts';
import { internalEndpoints } from '../../contracts/payment-internal.ts';
import { addressLimit, addressMessages, walletUnavailable } from '../../contracts/profile.ts';
import type { AppContext } from '../../platform/context.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { signedCall } from '../../platform/signed-call.ts';
import { changeIdentity, getAccount, sendOtp, updateAccountDetails, type AccountView } from '../accounts/service.ts';
import { findPincode } from '../location/service.ts';
import * as repo from './repository.ts';

/**
 * Saved addresses, email preferences and the wallet of an account (docs/decisions/0022). Checkout
 * reuses `listAddresses`, `getAddress` and `saveAddress`. Every function is scoped to the account:
 * another account's address id is "not found".
 */
type Deps = Pick<AppContext, 'db'>;

const toAddress = (row: repo.AddressRow): Address => ({
  id: row.id,
  name: row.name,
  addressLine1: row.addressLine1,
  addressLine2: row.addressLine2,
  landmark: row.landmark,
  city: row.city,
  state: row.state,
  pincode: row.pincode,
  phone: row.phone,
  alternatePhone: row.alternatePhone,
  locationTypeTag: row.locationTypeTag === 'WORK' ? 'WORK' : 'HOME',
  isDefault: row.isDefault,
});

/** The 10 digits of a phone typed with or without +91 or 0. */
const tenDigits = (phone: string) => phone.slice(-10);

const addressNotFound = () => new AppError('ADDRESS_NOT_FOUND', 'No such address', 404);

export async function listAddresses(deps: Deps, accountId: string): Promise<Address[]> {
  return (await repo.selectAddresses(deps.db, accountId)).map(toAddress);
}

export async function getAddress(deps: Deps, accountId: string, id: string): Promise<Address> {
  const row = await repo.selectAddress(deps.db, accountId, id);
  if (!row) throw addressNotFound();
  return toAddress(row);
}

/**
 * Adds an address (no `id`) or replaces one of the account's addresses. The first address is the
 * default; `isDefault: true` moves the default to this one. The pincode must be a real one.
 */
export async function saveAddress(deps: Deps, accountId: string, input: AddressInput, id?: string): Promise<Address> {
  if (!(await findPincode(deps, input.pincode))) {
    throw AppError.badRequest(`pincode: ${addressMessages.invalidPincode}`, [
      { field: 'pincode', message: addressMessages.invalidPincode },
    ]);
  }
  const { isDefault, ...fields } = input;
  const clean = {
    ...fields,
    phone: tenDigits(fields.phone),
    alternatePhone: fields.alternatePhone ? tenDigits(fields.alternatePhone) : null,
  };
  return withTransaction(deps.db, async (db) => {
    await repo.lockAccountAddresses(db, accountId);
    let row: repo.AddressRow | undefined;
    if (id) {
      row = await repo.updateAddress(db, accountId, id, clean);
      if (!row) throw addressNotFound();
    } else {
      const existing = await repo.countAddresses(db, accountId);
      if (existing >= addressLimit) throw new AppError('ADDRESS_LIMIT', addressMessages.limit, 409);
      row = await repo.insertAddress(db, accountId, clean, false);
      if (existing === 0) await repo.setDefaultAddress(db, accountId, row.id);
    }
    if (isDefault) await repo.setDefaultAddress(db, accountId, row.id);
    return getAddress({ db }, accountId, row.id);
  });
}

/** Removes an address; when it was the default, the newest remaining one becomes the default. */
export async function deleteAddress(deps: Deps, accountId: string, id: string): Promise<void> {
  await withTransaction(deps.db, async (db) => {
    await repo.lockAccountAddresses(db, accountId);
    const row = await repo.deleteAddress(db, accountId, id);
    if (!row) throw addressNotFound();
    if (row.isDefault)
      await repo.setDefaultAddress(db, accountId, (await repo.selectNewestAddressId(db, accountId)) ?? null);
  });
}

export async function makeDefaultAddress(deps: Deps, accountId: string, id: string): Promise<Address> {
  return withTransaction(deps.db, async (db) => {
    await repo.lockAccountAddresses(db, accountId);
    if (!(await repo.selectAddress(db, accountId, id))) throw addressNotFound();
    await repo.setDefaultAddress(db, accountId, id);
    return getAddress({ db }, accountId, id);
  });
}

/** Offers, order updates and recommendations are on until the shopper turns them off; newsletters are opt-in. */
export const defaultEmailPreferences: EmailPreferences = {
  offers: true,
  orderUpdates: true,
  newsletters: false,
  recommendations: true,
};

export async function getEmailPreferences(deps: Deps, accountId: string): Promise<EmailPreferences> {
  const row = await repo.selectEmailPreferences(deps.db, accountId);
  if (!row) return { ...defaultEmailPreferences };
  return {
    offers: row.offers,
    orderUpdates: row.orderUpdates,
    newsletters: row.newsletters,
    recommendations: row.recommendations,
  };
}

export async function updateEmailPreferences(
  deps: Deps,
  accountId: string,
  changes: Partial<EmailPreferences>,
): Promise<EmailPreferences> {
  const merged = { ...(await getEmailPreferences(deps, accountId)), ...changes };
  await repo.upsertEmailPreferences(deps.db, accountId, merged);
  return merged;
}

/**
 * The account's stored balances, asked of the payment service, which owns them (signed `wallets`
 * call): the API keeps no copy that could disagree. 503 when the service cannot be reached.
 */
export async function getWallet(deps: Pick<AppContext, 'config' | 'logger'>, accountId: string): Promise<Wallet> {
  const answer = await signedCall(
    deps.config.paymentsOrigin,
    deps.config.PAYMENTS_SIGNING_SECRET,
    internalEndpoints.wallets,
    { accountId },
    { headers: { 'x-device-source': 'web' } },
  );
  if (!answer.ok) {
    deps.logger.warn(
      { status: answer.status, code: answer.code },
      'the payment service could not be asked for wallets',
    );
    throw new AppError('WALLET_UNAVAILABLE', walletUnavailable, 503);
  }
  const { wallets } = answer.value;
  return { balance: wallets.find((w) => w.code === 'QC_SCLP')?.balance ?? 0, wallets };
}

const genders = ['MALE', 'FEMALE', 'OTHER'] as const;
const toProfile = (a: AccountView): Profile => ({
  accountId: a.id,
  firstName: a.firstName,
  lastName: a.lastName,
  gender: (genders as readonly string[]).includes(a.gender ?? '') ? (a.gender as Profile['gender']) : null,
  email: a.email,
  mobile: a.mobile,
});

/** Name, gender, email and mobile of the session's account. */
export async function getProfile(deps: Deps, accountId: string): Promise<Profile> {
  const account = await getAccount(deps, accountId);
  if (!account) throw AppError.unauthorized();
  return toProfile(account);
}

export async function updateProfile(
  deps: Deps,
  accountId: string,
  details: { firstName: string; lastName: string | null; gender: Profile['gender'] },
): Promise<Profile> {
  return toProfile(await updateAccountDetails(deps, accountId, details));
}

/** Step 1 of a new email or mobile: a CHANGE_IDENTITY code goes to it (409 when another account holds it). */
export async function sendIdentityCode(deps: Deps, accountId: string, newIdentity: string): Promise<IdentityOtpResult> {
  const data = await sendOtp(deps, { loginId: newIdentity, purpose: 'CHANGE_IDENTITY', accountId });
  return {
    requestId: data.requestId,
    otpRegex: data.otpRegex,
    ...(data.emailMask ? { emailMask: data.emailMask } : {}),
  };
}

/** Step 2: the right code makes it the account's email or mobile. */
export async function changeProfileIdentity(
  deps: Deps,
  accountId: string,
  input: { newIdentity: string; otpRequestId: string; otp: string },
): Promise<Profile> {
  return toProfile(await changeIdentity(deps, accountId, input));
}

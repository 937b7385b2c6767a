import { queryOptions, type QueryClient } from '@tanstack/react-query';
import * as accountCalls from '../../../contracts/account-calls.ts';
import * as checkoutCalls from '../../../contracts/checkout-calls.ts';
import type { CheckoutSummary, InitPayload } from '../../../contracts/checkout.ts';
import type { AddressPayload } from '../../../contracts/profile.ts';
import { checkoutErrorCodes } from '../../../contracts/checkout-paths.ts';
import { callEndpoint } from '../../api/call.ts';
import { ApiError, type ApiClient } from '../../api/client.ts';
import { addressEmpty, noCartItems } from '../../texts.ts';

export const checkoutKey = ['checkout', 'summary'] as const;

/** The checkout summary (spec 001 §7 `GET /api/4/checkout?v=`); null when the shopper has none yet. */
export const checkoutQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: checkoutKey,
    queryFn: async (): Promise<CheckoutSummary | null> => {
      try {
        return await callEndpoint(client, checkoutCalls.summary, { query: { v: String(Date.now()) } }, 'getCheckout');
      } catch (error) {
        if (error instanceof ApiError && error.code === checkoutErrorCodes.noCheckout) return null;
        throw error;
      }
    },
    staleTime: 30_000,
    retry: false,
  });

/** What a buy-now link carries (spec 001 §3 Buy-now state): listing ids and the domain, 'physical' by default. */
export function buyNowOf(search: URLSearchParams) {
  const eids = (search.get('eids') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  const domain = (search.get('domain') || 'physical').toUpperCase();
  return { eids, checkoutType: domain };
}

/** The request errors the summary keeps (spec 001 §8): quantity, tier and remove ones do not reject. */
export type StoredError = { action: string; message: string; code?: string };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Every checkout call of spec 001 §7 for the screen. Each answer is the new summary, written to the
 * query cache. Quantity, tier and remove errors are stored (onError) and resolve; any other error is
 * stored and rejects. Select and save refuse without an address id or without items, with no call.
 */
export function checkoutActions(client: ApiClient, queryClient: QueryClient, onError: (e: StoredError) => void) {
  const keep = (summary: CheckoutSummary) => {
    queryClient.setQueryData(checkoutKey, summary);
    return summary;
  };
  const stored = async (action: string, run: () => Promise<CheckoutSummary>, reject: boolean) => {
    try {
      return keep(await run());
    } catch (error) {
      onError({ action, message: messageOf(error), code: error instanceof ApiError ? error.code : undefined });
      if (reject) throw error;
      return undefined;
    }
  };
  const refIds = () =>
    (queryClient.getQueryData<CheckoutSummary | null>(checkoutKey)?.orderSummary.buyableStateItems ?? []).map(
      (i) => i.cartItemRefId,
    );
  const refuse = (action: 'select' | 'save', message: string) => {
    onError({ action, message, code: 'GENERIC_ERROR' });
    return Promise.reject(new Error(message));
  };

  return {
    init: (search: URLSearchParams, loginFlow = false) => {
      const { eids, checkoutType } = buyNowOf(search);
      const body: InitPayload = {
        // An unknown domain is the server's to refuse (4xx), shown as the init error.
        checkoutType: checkoutType as InitPayload['checkoutType'],
        listings: eids.length ? eids.map((listingId) => ({ listingId, qty: 1 })) : undefined,
      };
      return stored(
        'init',
        () =>
          callEndpoint(
            client,
            checkoutCalls.init,
            { query: { loginFlow: loginFlow ? 'true' : 'false' }, body },
            'initCheckout',
          ),
        true,
      );
    },
    quantity: (cartItemRefId: string, quantity: number, pincode: string | null) =>
      stored(
        'quantity',
        () =>
          callEndpoint(
            client,
            checkoutCalls.update,
            { body: { serviceType: 'UPDATE_QUANTITY', cartItemRefId, quantity, pincode } },
            'updateQuantity',
          ),
        false,
      ),
    tier: (cartItemRefId: string, serviceValue: 'STANDARD' | 'EXPRESS', pincode: string | null) =>
      stored(
        'tier',
        () =>
          callEndpoint(
            client,
            checkoutCalls.update,
            { body: { serviceType: 'TIER', serviceValue, cartItemRefId, pincode } },
            'updateTier',
          ),
        false,
      ),
    remove: (listingIds: string[]) =>
      stored(
        'remove',
        () =>
          callEndpoint(
            client,
            checkoutCalls.removeItems,
            { query: { listingIds: listingIds.join(',') } },
            'removeItems',
          ),
        false,
      ),
    email: (emailId: string) =>
      stored('email', () => callEndpoint(client, checkoutCalls.email, { body: { emailId } }, 'updateEmail'), true),
    select: (contactId: string) => {
      if (!contactId) return refuse('select', addressEmpty);
      const cartItemRefIds = refIds();
      if (!cartItemRefIds.length) return refuse('select', noCartItems);
      return stored(
        'select',
        () =>
          callEndpoint(
            client,
            checkoutCalls.selectContact,
            { params: { contactId }, body: { cartItemRefIds, billingContactId: contactId } },
            'selectAddress',
          ),
        true,
      ) as Promise<CheckoutSummary>;
    },
    /** A new address (POST) or a saved one changed (PUT with contactId); either is then selected. */
    save: (payload: AddressPayload, contactId?: string) => {
      const cartItemRefIds = refIds();
      if (!cartItemRefIds.length) return refuse('save', noCartItems);
      const body = { ...payload, cartItemRefIds };
      return stored(
        'save',
        () =>
          contactId
            ? callEndpoint(client, checkoutCalls.updateContact, { body: { ...body, contactId } }, 'updateAddress')
            : callEndpoint(client, checkoutCalls.addContact, { body }, 'addAddress'),
        true,
      ) as Promise<CheckoutSummary>;
    },
    /** A code to prove the guest's mobile (the SIGNUP code of the accounts calls). */
    guestCode: (loginId: string) =>
      callEndpoint(client, accountCalls.otpGenerate, { body: { loginId, state: 'SIGNUP' } }, 'generateOtp'),
    guest: (loginId: string, otp: string, otpRequestId: string) =>
      stored(
        'guest',
        () => callEndpoint(client, checkoutCalls.guest, { body: { loginId, otp, otpRequestId } }, 'continueAsGuest'),
        true,
      ),
    paymentToken: () => callEndpoint(client, checkoutCalls.paymentToken, {}, 'getPaymentToken'),
  };
}

export type CheckoutActions = ReturnType<typeof checkoutActions>;

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressLimit, profileEndpoints as on } from '../../contracts/profile.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { loggedIn, requireAccount } from '../../platform/http/require-account.ts';
import {
  changeProfileIdentity,
  deleteAddress,
  getEmailPreferences,
  getProfile,
  getWallet,
  listAddresses,
  makeDefaultAddress,
  saveAddress,
  sendIdentityCode,
  updateEmailPreferences,
  updateProfile,
} from './service.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id that cannot be an address is as unknown as another account's. */
const addressId = (id: string): string => {
  if (!uuid.test(id)) throw new AppError('ADDRESS_NOT_FOUND', 'No such address', 404);
  return id.toLowerCase();
};

/** An address call: logged in first, then a known-shaped id (404), and only then the body (400). */
const ofAddress = {
  before: async (request: FastifyRequest) => {
    await requireAccount(request);
    const { id } = request.params as { id?: string };
    addressId(id ?? '');
  },
};

/** Account pages' calls: profile details, saved addresses, email preferences, wallet. */
export function profileRoutes(parent: FastifyInstance, ctx: AppContext): void {
  // Answers are the shopper's own: never stored by a browser or a proxy. A child scope keeps the
  // hook to these routes.
  parent.register(async (app) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('cache-control', 'private, no-store');
      return payload;
    });
    accountPageRoutes(app, ctx);
  });
}

function accountPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const account = requireAccount;
  registerEndpoint(app, on.profile, async (_input, request) => getProfile(ctx, await account(request)), loggedIn);
  registerEndpoint(
    app,
    on.updateProfile,
    async ({ body }, request) => updateProfile(ctx, await account(request), body),
    loggedIn,
  );
  registerEndpoint(
    app,
    on.identityOtp,
    async ({ body }, request) => sendIdentityCode(ctx, await account(request), body.newIdentity),
    loggedIn,
  );
  registerEndpoint(
    app,
    on.identity,
    async ({ body }, request) => changeProfileIdentity(ctx, await account(request), body),
    loggedIn,
  );

  registerEndpoint(
    app,
    on.addresses,
    async (_input, request) => ({ addresses: await listAddresses(ctx, await account(request)), limit: addressLimit }),
    loggedIn,
  );
  registerEndpoint(
    app,
    on.addAddress,
    async ({ body }, request) => saveAddress(ctx, await account(request), body),
    loggedIn,
  );
  registerEndpoint(
    app,
    on.updateAddress,
    async ({ params, body }, request) => saveAddress(ctx, await account(request), body, addressId(params.id)),
    ofAddress,
  );
  registerEndpoint(
    app,
    on.deleteAddress,
    async ({ params }, request) => {
      await deleteAddress(ctx, await account(request), addressId(params.id));
      return { deleted: true as const };
    },
    ofAddress,
  );
  registerEndpoint(
    app,
    on.defaultAddress,
    async ({ params }, request) => makeDefaultAddress(ctx, await account(request), addressId(params.id)),
    ofAddress,
  );

  registerEndpoint(
    app,
    on.emailPreferences,
    async (_input, request) => getEmailPreferences(ctx, await account(request)),
    loggedIn,
  );
  registerEndpoint(
    app,
    on.updateEmailPreferences,
    async ({ body }, request) => updateEmailPreferences(ctx, await account(request), body),
    loggedIn,
  );

  registerEndpoint(app, on.wallet, async (_input, request) => getWallet(ctx, await account(request)), loggedIn);
}

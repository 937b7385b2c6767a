import type { FastifyInstance, FastifyRequest } from 'fastify';
import { addressPayload, emailPreferencesPayload, identityOtpPayload, identityPayload, profilePayload, profilePaths } from '../../contracts/profile.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { changeProfileIdentity, deleteAddress, getEmailPreferences, getProfile, sendIdentityCode, updateProfile, getWallet, listAddresses, makeDefaultAddress, saveAddress, updateEmailPreferences } from './service.ts';
import { addressLimit } from '../../contracts/profile.ts';

/** The account of the session, or a 401 in the spec's error shape. */
async function requireAccount(request: FastifyRequest): Promise<string> {
  const session = await request.loadSession();
  if (!session?.accountId) throw AppError.unauthorized();
  return session.accountId;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id that cannot be an address is as unknown as another account's. */
const addressId = (params: unknown): string => {
  const id = (params as { id?: string }).id ?? '';
  if (!uuid.test(id)) throw new AppError('ADDRESS_NOT_FOUND', 'No such address', 404);
  return id.toLowerCase();
};

const ok = <T>(response: T) => ({ STATUS_CODE: 200, RESPONSE: response });

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
  app.get(profilePaths.profile, async (request) => ok(await getProfile(ctx, await requireAccount(request))));
  app.put(profilePaths.profile, async (request) => {
    const accountId = await requireAccount(request);
    return ok(await updateProfile(ctx, accountId, profilePayload.parse(request.body)));
  });
  app.post(profilePaths.identityOtp, async (request) => {
    const accountId = await requireAccount(request);
    return ok(await sendIdentityCode(ctx, accountId, identityOtpPayload.parse(request.body).newIdentity));
  });
  app.post(profilePaths.identity, async (request) => {
    const accountId = await requireAccount(request);
    return ok(await changeProfileIdentity(ctx, accountId, identityPayload.parse(request.body)));
  });

  app.get(profilePaths.addresses, async (request) => {
    const accountId = await requireAccount(request);
    return ok({ addresses: await listAddresses(ctx, accountId), limit: addressLimit });
  });
  app.post(profilePaths.addresses, async (request) => {
    const accountId = await requireAccount(request);
    return ok(await saveAddress(ctx, accountId, addressPayload.parse(request.body)));
  });
  app.put('/api/3/user/addresses/:id', async (request) => {
    const accountId = await requireAccount(request);
    const id = addressId(request.params);
    return ok(await saveAddress(ctx, accountId, addressPayload.parse(request.body), id));
  });
  app.delete('/api/3/user/addresses/:id', async (request) => {
    const accountId = await requireAccount(request);
    await deleteAddress(ctx, accountId, addressId(request.params));
    return ok({ deleted: true });
  });
  app.post('/api/3/user/addresses/:id/default', async (request) => {
    const accountId = await requireAccount(request);
    return ok(await makeDefaultAddress(ctx, accountId, addressId(request.params)));
  });

  app.get(profilePaths.emailPreferences, async (request) => ok(await getEmailPreferences(ctx, await requireAccount(request))));
  app.put(profilePaths.emailPreferences, async (request) => {
    const accountId = await requireAccount(request);
    return ok(await updateEmailPreferences(ctx, accountId, emailPreferencesPayload.parse(request.body)));
  });

  app.get(profilePaths.wallet, async (request) => ok(await getWallet(ctx, await requireAccount(request))));
}

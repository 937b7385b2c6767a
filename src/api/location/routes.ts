import type { FastifyInstance } from 'fastify';
import { invalidPincodeMessage, pincodePattern } from '../../contracts/location.ts';
import { locationPaths } from '../../contracts/location-paths.ts';
import type { PincodeDetailsBody, PincodeValidity, RecentPincodes } from '../../contracts/location.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findPincode, recentPincodes, rememberPincode } from './service.ts';

/** Code of a malformed pincode (6 digits, first non-zero: spec 000 §5). */
export const pincodeInvalidCode = 'PINCODE_INVALID';

const pincodeOf = (input: unknown): string => {
  const pincode = typeof input === 'object' && input !== null && 'pincode' in input ? input.pincode : undefined;
  if (typeof pincode !== 'string' || !pincodePattern.test(pincode)) {
    throw new AppError(pincodeInvalidCode, invalidPincodeMessage, 400, [{ field: 'pincode', message: invalidPincodeMessage }]);
  }
  return pincode;
};

/** Pincodes: validity, details and a logged-in shopper's recent pincodes (spec 000 §7 Wishlist and pincode). */
export function locationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const ok = <T>(response: T) => ({ STATUS_CODE: 200, RESPONSE: response });

  app.get('/api/3/util/pincode/:pincode', async (request, reply) => {
    const found = await findPincode(ctx, pincodeOf(request.params));
    reply.header('cache-control', 'private, no-store');
    return ok<PincodeValidity>({ valid: found !== null });
  });

  // Choosing a pincode changes the account, so it is a PUT of its own, never a side effect of the
  // GET check above (docs/decisions/0029). Unknown pincodes are not kept.
  app.put(locationPaths.rememberPincode, async (request) => {
    const session = await request.loadSession();
    if (!session?.accountId) throw AppError.unauthorized();
    const pincode = pincodeOf(request.body ?? {});
    if (!(await findPincode(ctx, pincode))) throw AppError.notFound(`Pincode ${pincode}`);
    await rememberPincode(ctx, session.accountId, pincode);
    return ok({ remembered: true });
  });

  app.get('/api/3/util/pincode/details/:pincode', async (request, reply) => {
    const pincode = pincodeOf(request.params);
    const found = await findPincode(ctx, pincode);
    if (!found) throw AppError.notFound(`Pincode ${pincode}`);
    reply.header('cache-control', 'public, max-age=86400');
    return ok<PincodeDetailsBody>({ pincode, state: found.state, city: found.city });
  });

  app.get('/api/3/user/autosuggest/pincodes', async (request, reply) => {
    const session = await request.loadSession();
    if (!session?.accountId) throw AppError.unauthorized();
    const codes = await recentPincodes(ctx, session.accountId);
    const places = await Promise.all(codes.map((code) => findPincode(ctx, code)));
    reply.header('cache-control', 'private, no-store');
    return ok<RecentPincodes>({ pincodes: places.flatMap((p) => (p ? [{ pincode: p.pincode, state: p.state, city: p.city }] : [])) });
  });
}

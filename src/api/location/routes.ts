import type { FastifyInstance } from 'fastify';
import { invalidPincodeMessage, locationEndpoints, pincodePattern } from '../../contracts/location.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { findPincode, recentPincodes, rememberPincode } from './service.ts';

/** Code of a malformed pincode (6 digits, first non-zero: spec 000 §5). */
export const pincodeInvalidCode = 'PINCODE_INVALID';

/** A malformed pincode answers its own code, not the generic VALIDATION_FAILED of a schema. */
const checked = (pincode: string): string => {
  if (!pincodePattern.test(pincode)) {
    throw new AppError(pincodeInvalidCode, invalidPincodeMessage, 400, [
      { field: 'pincode', message: invalidPincodeMessage },
    ]);
  }
  return pincode;
};

/** Pincodes: validity, details and a logged-in shopper's recent pincodes (spec 000 §7 Wishlist and pincode). */
export function locationRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, locationEndpoints.pincode, async ({ params }, _request, reply) => {
    const found = await findPincode(ctx, checked(params.pincode));
    reply.header('cache-control', 'private, no-store');
    return { valid: found !== null };
  });

  // Choosing a pincode changes the account, so it is a PUT of its own, never a side effect of the
  // GET check above (docs/decisions/0029). Unknown pincodes are not kept.
  registerEndpoint(app, locationEndpoints.rememberPincode, async ({ body }, request) => {
    const session = await request.loadSession();
    if (!session?.accountId) throw AppError.unauthorized();
    const pincode = checked(body.pincode);
    if (!(await findPincode(ctx, pincode))) throw AppError.notFound(`Pincode ${pincode}`);
    await rememberPincode(ctx, session.accountId, pincode);
    return { remembered: true };
  });

  registerEndpoint(app, locationEndpoints.pincodeDetails, async ({ params }, _request, reply) => {
    const pincode = checked(params.pincode);
    const found = await findPincode(ctx, pincode);
    if (!found) throw AppError.notFound(`Pincode ${pincode}`);
    reply.header('cache-control', 'public, max-age=86400');
    return { pincode, state: found.state, city: found.city };
  });

  registerEndpoint(app, locationEndpoints.recentPincodes, async (_input, request, reply) => {
    const session = await request.loadSession();
    if (!session?.accountId) throw AppError.unauthorized();
    const codes = await recentPincodes(ctx, session.accountId);
    const places = await Promise.all(codes.map((code) => findPincode(ctx, code)));
    reply.header('cache-control', 'private, no-store');
    return { pincodes: places.flatMap((p) => (p ? [{ pincode: p.pincode, state: p.state, city: p.city }] : [])) };
  });
}

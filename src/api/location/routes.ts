import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** Pincodes: validity, details and a logged-in shopper's recent pincodes (spec 000 §7 Wishlist and pincode). */
export function locationRoutes(app: FastifyInstance, ctx: AppContext): void {
  void app;
  void ctx;
}

import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { paymentPaths } from './paths.ts';

/**
 * The payment service's calls (its own origin, spec 001 §7). Every call names its device in
 * `x-device-source`; the payment issue adds its calls here, as the signed server-to-server calls will.
 */
export const paymentEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: paymentPaths.health,
    response: z.object({
      status: z.literal('ok'),
      service: z.literal('payments'),
      database: z.enum(['pglite', 'postgres']),
    }),
  }),
};

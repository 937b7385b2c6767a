import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

/** The account of the session, or a 401 in the spec's error shape. */
export async function requireAccount(request: FastifyRequest): Promise<string> {
  const session = await request.loadSession();
  if (!session?.accountId) throw AppError.unauthorized();
  return session.accountId;
}

/**
 * Endpoint options of a call that needs a logged-in session: the 401 comes before the input is
 * parsed, as it always has (a logged-out call with a bad body is a 401, not a 400).
 */
export const loggedIn = { before: async (request: FastifyRequest) => void (await requireAccount(request)) };

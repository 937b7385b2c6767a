import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accountEndpoints, type LoginSuccess } from '../../contracts/accounts.ts';
import type { AppContext } from '../../platform/context.ts';
import { mergeGuestCartAtLogin } from '../cart/service.ts';
import { registerEndpoint } from '../../platform/http/endpoint.ts';
import { clearSessionCookie, sessionCookie, setSessionCookie } from '../../platform/session.ts';
import { devRoutes } from './dev-routes.ts';
import { accountErrors } from './guards.ts';
import { scheduleHousekeeping } from './housekeeping.ts';
import { authenticate, generateOtp, verifyOtpCall, type Caller } from './login-flows.ts';
import { updateAccount, type AccountRow } from './repository.ts';
import { primaryLoginId } from './service.ts';
import { activateByCode, setPassword, signUp, signupStatus } from './signup-flows.ts';
import { socialAccountKey, socialLogin, updateIdentity } from './social.ts';
import { getUserState } from './user-state.ts';

/** Every account call of spec 000 §7 "Account and session"; thin handlers over the flows. */
export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const caller = async (request: FastifyRequest): Promise<Caller> => {
    const session = await request.loadSession();
    const social = session?.data[socialAccountKey];
    return {
      ip: request.ip,
      accountId: session?.accountId ?? null,
      socialAccountId: typeof social === 'string' ? social : null,
    };
  };

  /** A login: a new session token (the old one is worthless from now on), the cookie, the answer. */
  const logIn = async (request: FastifyRequest, reply: FastifyReply, account: AccountRow): Promise<LoginSuccess> => {
    const { token, session } = await ctx.sessions.rotate(await request.loadSession(), account.id);
    if (socialAccountKey in session.data) {
      const { [socialAccountKey]: _started, ...data } = session.data;
      await ctx.sessions.update(session, data);
    }
    // The visit's guest cart joins the account's, at login and signup alike (docs/decisions/0036).
    await mergeGuestCartAtLogin(ctx, session, account.id);
    setSessionCookie(reply, token, ctx.config.secureCookies);
    await updateAccount(ctx.db, account.id, { lastLoginAt: new Date() });
    return {
      isLoggedIn: true,
      accountId: account.id,
      firstName: account.firstName,
      loginId: primaryLoginId(account),
      userEmail: account.email,
    };
  };

  const on = accountEndpoints;
  registerEndpoint(app, on.userState, async ({ body }, request) =>
    getUserState(ctx, request.cookies[sessionCookie], body),
  );

  registerEndpoint(app, on.authenticate, async ({ body }, request, reply) =>
    logIn(request, reply, await authenticate(ctx, body, await caller(request))),
  );

  registerEndpoint(app, on.otpGenerate, async ({ body }, request) => ({
    data: await generateOtp(ctx, body, await caller(request)),
  }));

  registerEndpoint(app, on.otpVerify, async ({ body }, request, reply) => {
    const result = await verifyOtpCall(ctx, body);
    if (!result.account) return { verified: true as const, requestId: result.requestId, loggedIn: false };
    return {
      verified: true as const,
      requestId: result.requestId,
      loggedIn: true,
      account: await logIn(request, reply, result.account),
    };
  });

  registerEndpoint(app, on.signUp, async ({ body }, request, reply) => logIn(request, reply, await signUp(ctx, body)));

  registerEndpoint(app, on.passwordSet, async ({ body }, request, reply) =>
    logIn(request, reply, await setPassword(ctx, body)),
  );

  registerEndpoint(app, on.signupStatus, async ({ body }, request) => ({
    data: { userDetails: await signupStatus(ctx, body, await caller(request)) },
  }));

  registerEndpoint(app, on.socialLogin, async ({ body }, request, reply) => {
    const result = await socialLogin(ctx, body);
    if (result.startedAccount) {
      // The started account is held by the session, not logged in: the shopper is logged in once
      // updateIdentity has given it a verified mobile and a password.
      const old = await request.loadSession();
      const { token, session } = await ctx.sessions.rotate(old, null);
      await ctx.sessions.update(session, { ...session.data, [socialAccountKey]: result.startedAccount.id });
      setSessionCookie(reply, token, ctx.config.secureCookies);
    }
    return result.answer;
  });

  registerEndpoint(app, on.updateIdentity, async ({ body }, request, reply) => {
    const account = await updateIdentity(ctx, body, (await caller(request)).socialAccountId);
    return logIn(request, reply, account);
  });

  registerEndpoint(app, on.reactivate, async ({ body }, request, reply) =>
    logIn(request, reply, await activateByCode(ctx, body, 'LOGIN_INACTIVE')),
  );

  registerEndpoint(app, on.verifyIdentity, async ({ body }, request, reply) =>
    logIn(request, reply, await activateByCode(ctx, body, 'NOT_VERIFIED')),
  );

  registerEndpoint(app, on.logout, async (_input, request, reply) => {
    const session = await request.loadSession();
    if (!session?.accountId) throw accountErrors.loginRequired();
    await ctx.sessions.destroy(session);
    clearSessionCookie(reply);
    return { loggedOut: true as const };
  });

  if (ctx.config.devPages) devRoutes(app, ctx);
  scheduleHousekeeping(app, ctx);
}

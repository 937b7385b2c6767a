import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  accountPaths,
  authenticatePayload,
  codeLoginPayload,
  logoutPayload,
  passwordSetPayload,
  signUpPayload,
  updateIdentityPayload,
  otpVerifyPayload,
  type LoginSuccess,
} from '../../contracts/accounts.ts';
import { apiPaths } from '../../contracts/paths.ts';
import { userStatePayload, type UserState } from '../../contracts/user-state.ts';
import type { AppContext } from '../../platform/context.ts';
import { clearSessionCookie, setSessionCookie } from '../../platform/session.ts';
import { devRoutes } from './dev-routes.ts';
import { accountErrors } from './guards.ts';
import { scheduleHousekeeping } from './housekeeping.ts';
import { authenticate, generateOtp, verifyOtpCall, type Caller } from './login-flows.ts';
import { updateAccount, type AccountRow } from './repository.ts';
import { primaryLoginId } from './service.ts';
import { activateByCode, setPassword, signUp, signupStatus } from './signup-flows.ts';
import { socialAccountKey, socialLogin, updateIdentity } from './social.ts';
import { getUserState } from './user-state.ts';

const ok = <T>(RESPONSE: T) => ({ STATUS_CODE: 200, RESPONSE });

/** Every account call of spec 000 §7 "Account and session"; thin handlers over the flows. */
export function accountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const caller = async (request: FastifyRequest): Promise<Caller> => {
    const session = await request.loadSession();
    const social = session?.data[socialAccountKey];
    return { ip: request.ip, accountId: session?.accountId ?? null, socialAccountId: typeof social === 'string' ? social : null };
  };

  /** A login: a new session token (the old one is worthless from now on), the cookie, the answer. */
  const logIn = async (request: FastifyRequest, reply: FastifyReply, account: AccountRow): Promise<LoginSuccess> => {
    const { token, session } = await ctx.sessions.rotate(await request.loadSession(), account.id);
    if (socialAccountKey in session.data) {
      const { [socialAccountKey]: _started, ...data } = session.data;
      await ctx.sessions.update(session, data);
    }
    setSessionCookie(reply, token, ctx.config.secureCookies);
    await updateAccount(ctx.db, account.id, { lastLoginAt: new Date() });
    return { isLoggedIn: true, accountId: account.id, firstName: account.firstName, loginId: primaryLoginId(account), userEmail: account.email };
  };

  app.post(apiPaths.userState, async (request) => {
    const payload = userStatePayload.parse(request.body);
    const state: UserState = await getUserState(ctx, await request.loadSession(), payload);
    return ok(state);
  });

  app.post(accountPaths.authenticate, async (request, reply) => {
    const account = await authenticate(ctx, authenticatePayload.parse(request.body), await caller(request));
    return ok(await logIn(request, reply, account));
  });

  app.post(accountPaths.otpGenerate, async (request) => ok({ data: await generateOtp(ctx, request.body as never, await caller(request)) }));

  app.post(accountPaths.otpVerify, async (request, reply) => {
    const result = await verifyOtpCall(ctx, otpVerifyPayload.parse(request.body));
    if (!result.account) return ok({ verified: true, requestId: result.requestId, loggedIn: false });
    return ok({ verified: true, requestId: result.requestId, loggedIn: true, account: await logIn(request, reply, result.account) });
  });

  app.post(accountPaths.signUp, async (request, reply) => ok(await logIn(request, reply, await signUp(ctx, signUpPayload.parse(request.body)))));

  app.post(accountPaths.passwordSet, async (request, reply) => ok(await logIn(request, reply, await setPassword(ctx, passwordSetPayload.parse(request.body)))));

  app.post(accountPaths.signupStatus, async (request) => ok({ data: { userDetails: await signupStatus(ctx, request.body as never, await caller(request)) } }));

  app.post(accountPaths.socialLogin, async (request, reply) => {
    const result = await socialLogin(ctx, request.body as never);
    if (result.startedAccount) {
      // The started account is held by the session, not logged in: the shopper is logged in once
      // updateIdentity has given it a verified mobile and a password.
      const old = await request.loadSession();
      const { token, session } = await ctx.sessions.rotate(old, null);
      await ctx.sessions.update(session, { ...session.data, [socialAccountKey]: result.startedAccount.id });
      setSessionCookie(reply, token, ctx.config.secureCookies);
    }
    return ok(result.answer);
  });

  app.post(accountPaths.updateIdentity, async (request, reply) => {
    const payload = updateIdentityPayload.parse(request.body);
    const account = await updateIdentity(ctx, payload, (await caller(request)).socialAccountId);
    const success = await logIn(request, reply, account);
    return ok(success);
  });

  app.post(accountPaths.reactivate, async (request, reply) => ok(await logIn(request, reply, await activateByCode(ctx, codeLoginPayload.parse(request.body), 'LOGIN_INACTIVE'))));

  app.post(accountPaths.verifyIdentity, async (request, reply) => ok(await logIn(request, reply, await activateByCode(ctx, codeLoginPayload.parse(request.body), 'NOT_VERIFIED'))));

  app.post(accountPaths.logout, async (request, reply) => {
    logoutPayload.parse(request.body ?? {});
    const session = await request.loadSession();
    if (!session?.accountId) throw accountErrors.loginRequired();
    await ctx.sessions.destroy(session);
    clearSessionCookie(reply);
    return ok({ loggedOut: true as const });
  });

  if (ctx.config.devPages) devRoutes(app, ctx);
  scheduleHousekeeping(app, ctx);
}

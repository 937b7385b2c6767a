import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { purgeExpired as purgeRateLimits } from '../../platform/rate-limit.ts';
import { otpRequests, socialTokens } from './schema.ts';

/** How long spent codes and tokens are kept (for support questions) before they are deleted. */
const keepForMs = 24 * 3600 * 1000;
const everyMs = 3600 * 1000;

/** Deletes ended rate-limit windows, day-old codes and social tokens, and ended sessions. */
export async function purgeAccountData(ctx: Pick<AppContext, 'db' | 'sessions'>): Promise<void> {
  const before = new Date(Date.now() - keepForMs);
  await purgeRateLimits(ctx.db);
  await ctx.db.delete(otpRequests).where(lt(otpRequests.expiresAt, before));
  await ctx.db.delete(socialTokens).where(sql`${socialTokens.expiresAt} < ${before}`);
  await ctx.sessions.purgeExpired();
}

/**
 * Runs the purge hourly in every web process (the deletes are idempotent, so several processes
 * may overlap); stopped when the server closes.
 */
export function scheduleHousekeeping(app: FastifyInstance, ctx: AppContext): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      purgeAccountData(ctx).catch((error: unknown) => ctx.logger.warn({ err: error }, 'account housekeeping failed'));
    }, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { expireReservations } from './service.ts';

/** How often each web process sweeps expired reservations: units come back at most this late. */
export const expirySweepMs = 30_000;

/**
 * Runs `expireReservations` every `expirySweepMs` in every web process, from ready to close. The
 * sweeps of several processes overlap safely (`for update skip locked`, a conditional end).
 */
export function scheduleReservationExpiry(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'logger'>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      running ??= expireReservations(ctx)
        .catch((error: unknown) => ctx.logger.warn({ err: error }, 'expiring stock reservations failed'))
        .finally(() => {
          running = undefined;
        });
    }, expirySweepMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

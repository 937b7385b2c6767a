import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { runFulfilmentTick } from './fulfilment.ts';

/**
 * How often a process looks for due units: a fifth of a step (so a step lasts at most 1.2 step
 * times), between 50 ms and 5 s. At the default minute a step, one indexed query each 5 s.
 */
export const clockTickMs = (stepSeconds: number) => Math.min(5_000, Math.max(50, Math.round((stepSeconds * 1000) / 5)));

/**
 * Runs the fulfilment clock (docs/decisions/0045-fulfilment-clock.md) in this web process from
 * ready to close, every `clockTickMs` while FULFILMENT_STEP_SECONDS is not 0. Every process runs
 * one; they share the due orders through `skip locked`. Closing stops the timer, asks a running
 * turn to stop after its batch and waits for it, so the database closes after the last write.
 */
export function scheduleFulfilmentClock(app: FastifyInstance, ctx: Pick<AppContext, 'db' | 'config' | 'logger'>): void {
  const stepSeconds = ctx.config.FULFILMENT_STEP_SECONDS;
  if (!stepSeconds) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;
  const turn = () =>
    runFulfilmentTick(ctx, { stepSeconds, stopped: () => stopped })
      .then((moved) => {
        if (moved.units) ctx.logger.debug({ ...moved }, 'fulfilment clock moved units');
      })
      .catch((error: unknown) =>
        ctx.logger.warn({ err: error }, 'fulfilment clock turn failed; the next one tries again'),
      )
      .finally(() => {
        running = undefined;
      });
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (!stopped) running ??= turn();
    }, clockTickMs(stepSeconds));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  });
}

import type { Logger } from './logger.ts';

/** Runs the closers once on SIGINT or SIGTERM, then exits; a second signal exits at once. */
export function onShutdown(logger: Logger, closers: (() => Promise<unknown>)[]): void {
  let closing = false;
  const stop = async (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    for (const close of closers) {
      try {
        await close();
      } catch (error) {
        logger.error({ err: error }, 'error while shutting down');
      }
    }
    clearTimeout(timer);
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

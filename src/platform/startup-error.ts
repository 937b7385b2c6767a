import { ConfigError } from './config.ts';
import { FolderLockedError } from './db/folder-lock.ts';
import { PreparationFailedError } from './db/prepare-in-child.ts';

/** Says in one line why a process could not start, when the cause is the setup and not a bug. */
export function startupFailure(process_: string, error: unknown): string {
  if (error instanceof ConfigError || error instanceof FolderLockedError || error instanceof PreparationFailedError)
    return error.message;
  const e = error as NodeJS.ErrnoException & { address?: string; port?: number };
  if (e?.code === 'EADDRINUSE')
    return `The ${process_} cannot listen on ${e.address ?? ''}:${e.port ?? ''}: the port is in use. Stop what uses it or choose another port.`;
  if (e?.code === 'ECONNREFUSED')
    return `The ${process_} cannot reach the database server (${e.message}). Is PostgreSQL running, and is DATABASE_URL right?`;
  if (e?.code === '3D000')
    return `The ${process_} cannot open the database: ${e.message}. Create it first (createdb), or fix DATABASE_URL.`;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/**
 * PGlite's own start parameters (its defaults, as of 0.5), to which a process adds its PostgreSQL
 * settings. Passing `startParams` replaces PGlite's list, so the list is repeated here.
 */
const pgliteDefaults = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
];

/** PGlite's start parameters with these PostgreSQL settings (`-c name=value`) added. */
export function pgliteStartParams(settings: Record<string, string>): string[] {
  return [...pgliteDefaults, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}

/**
 * The marketplace database's settings. PGlite allocates and touches all of `shared_buffers` when
 * it starts, so PostgreSQL's default 128 MB cost the web process ~130 MiB of resident memory at
 * once; 32 MB hold the pages every request reads (the catalogue's hot rows and indexes), and the
 * rest of the ~100 MB demo database comes from the operating system's file cache, which is not the
 * process's memory (docs/decisions/0043).
 */
export const appStartParams = pgliteStartParams({ shared_buffers: '32MB' });

/**
 * PGlite's own start parameters (its defaults, as of 0.5) plus small buffers: the payment
 * service's tables are a few MB, and PostgreSQL's default 128 MB of shared buffers alone cost the
 * process ~130 MiB of resident memory once touched (decision 0040: 414 -> ~280 MiB at rest).
 */
export const paymentsStartParams = [
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
  '-c',
  'shared_buffers=8MB',
  '-c',
  'work_mem=1MB',
  '-c',
  'maintenance_work_mem=8MB',
  '-c',
  'wal_buffers=1MB',
  '-c',
  'temp_buffers=1MB',
];

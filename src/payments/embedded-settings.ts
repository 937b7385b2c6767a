import { pgliteStartParams } from '../platform/db/embedded-settings.ts';

/**
 * PGlite's start parameters plus small buffers: the payment service's tables are a few MB, and
 * PostgreSQL's default 128 MB of shared buffers alone cost the process ~130 MiB of resident memory
 * (decision 0040: 414 -> ~280 MiB at rest).
 */
export const paymentsStartParams = pgliteStartParams({
  shared_buffers: '8MB',
  work_mem: '1MB',
  maintenance_work_mem: '8MB',
  wal_buffers: '1MB',
  temp_buffers: '1MB',
});

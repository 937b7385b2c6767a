import type { EndpointRef } from './endpoint-ref.ts';
import { notificationPaths } from './notification-paths.ts';
import type { notificationEndpoints as contract } from './notifications.ts';
import type * as twins from './notification-calls.ts';

/**
 * Zod-free twins of the endpoints of notifications.ts for the storefront's bundle (docs/decisions/0024).
 * One export each, so the bundle keeps only the calls a chunk makes: `import * as x from` this file.
 */
export const list: EndpointRef<typeof contract.list> = { method: 'GET', path: notificationPaths.list };
export const markAllRead: EndpointRef<typeof contract.markAllRead> = {
  method: 'POST',
  path: notificationPaths.markAllRead,
};

/** Compile-time check: every endpoint of the contract has its twin here. */
export type Complete = [Exclude<keyof typeof contract, keyof typeof twins>] extends [never] ? true : never;
const complete: Complete = true;
void complete;

import type { EndpointRef } from './endpoint-ref.ts';
import { ordersPaths } from './orders-paths.ts';
import type { ordersEndpoints as contract } from './orders.ts';
import type * as twins from './orders-calls.ts';

/**
 * Zod-free twins of the endpoints of orders.ts for the storefront's bundle (docs/decisions/0024).
 * One export each, so the bundle keeps only the calls a chunk makes: `import * as x from` this file.
 */
export const confirmation: EndpointRef<typeof contract.confirmation> = {
  method: 'GET',
  path: ordersPaths.confirmation,
};

export const list: EndpointRef<typeof contract.list> = {
  method: 'GET',
  path: ordersPaths.list,
};

export const detail: EndpointRef<typeof contract.detail> = {
  method: 'GET',
  path: ordersPaths.detail,
};

export const invoiceSend: EndpointRef<typeof contract.invoiceSend> = {
  method: 'GET',
  path: ordersPaths.invoiceSend,
};

export const egvResend: EndpointRef<typeof contract.egvResend> = {
  method: 'POST',
  path: ordersPaths.egvResend,
};

export const subscribe: EndpointRef<typeof contract.subscribe> = {
  method: 'GET',
  path: ordersPaths.subscribe,
};

export const unsubscribe: EndpointRef<typeof contract.unsubscribe> = {
  method: 'GET',
  path: ordersPaths.unsubscribe,
};

export const payNow: EndpointRef<typeof contract.payNow> = {
  method: 'POST',
  path: ordersPaths.payNow,
};

/** Compile-time check: every endpoint of the contract has its twin here. */
export type Complete = [Exclude<keyof typeof contract, keyof typeof twins>] extends [never] ? true : never;
const complete: Complete = true;
void complete;

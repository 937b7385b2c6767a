import type { EndpointRef } from './endpoint-ref.ts';
import { paymentPaths } from './payments-paths.ts';
import type { paymentEndpoints as contract } from './payments.ts';
import type * as twins from './payments-calls.ts';

/**
 * Zod-free twins of the payment service's endpoints (payments.ts) for the storefront's bundle
 * (docs/decisions/0024, 0040). They are called on the payment service's origin, not the API's.
 */
export const health: EndpointRef<typeof contract.health> = { method: 'GET', path: paymentPaths.health };
export const egv: EndpointRef<typeof contract.egv> = { method: 'POST', path: paymentPaths.egv };
export const options: EndpointRef<typeof contract.options> = { method: 'POST', path: paymentPaths.options };
export const instrumentCheck: EndpointRef<typeof contract.instrumentCheck> = {
  method: 'POST',
  path: paymentPaths.instrumentCheck,
};
export const payWithDetails: EndpointRef<typeof contract.payWithDetails> = {
  method: 'POST',
  path: paymentPaths.payWithDetails,
};
export const netOptions: EndpointRef<typeof contract.netOptions> = { method: 'POST', path: paymentPaths.netOptions };
export const emiBanks: EndpointRef<typeof contract.emiBanks> = { method: 'POST', path: paymentPaths.emiBanks };
export const emiTenures: EndpointRef<typeof contract.emiTenures> = { method: 'POST', path: paymentPaths.emiTenures };
export const pay: EndpointRef<typeof contract.pay> = { method: 'POST', path: paymentPaths.pay };
export const emiTerms: EndpointRef<typeof contract.emiTerms> = { method: 'GET', path: paymentPaths.emiTerms };
export const captcha: EndpointRef<typeof contract.captcha> = { method: 'GET', path: paymentPaths.captcha };
export const emiCards: EndpointRef<typeof contract.emiCards> = { method: 'POST', path: paymentPaths.emiCards };
export const select: EndpointRef<typeof contract.select> = { method: 'POST', path: paymentPaths.select };
export const decline: EndpointRef<typeof contract.decline> = { method: 'POST', path: paymentPaths.decline };
export const complete: EndpointRef<typeof contract.complete> = { method: 'POST', path: paymentPaths.complete };
export const removeSavedCard: EndpointRef<typeof contract.removeSavedCard> = {
  method: 'POST',
  path: paymentPaths.removeSavedCard,
};

/** Compile-time check: every endpoint of the contract has its twin here. */
export type Complete = [Exclude<keyof typeof contract, keyof typeof twins>] extends [never] ? true : never;
const complete_: Complete = true;
void complete_;

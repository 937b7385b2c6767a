import type { UnitStatus } from '../../contracts/orders-paths.ts';

/**
 * Where units are, as the order calls read it (spec 001 §4), beside the labels and the moves of
 * fulfilment-steps.ts: pure functions shared by the flags, the order answers and the tests.
 */

/** Units that reached the shopper: delivered, and any return after it. */
export const deliveredStatuses: readonly UnitStatus[] = ['delivered', 'return_requested', 'returned'];

export const isDelivered = (status: UnitStatus) => deliveredStatuses.includes(status);
/** Still on its way: neither delivered, nor cancelled, nor returned. */
export const isInTransit = (status: UnitStatus) => !isDelivered(status) && status !== 'cancelled';

/** The status class of spec 001 §4 (`return-requested` is hyphenated there). */
export const statusClassOf = (status: UnitStatus) => status.replaceAll('_', '-');

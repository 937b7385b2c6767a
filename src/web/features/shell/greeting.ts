import { storeName, welcome } from '../../texts.ts';

/**
 * The header's greeting of a logged-in shopper (spec 000 §2: a welcome message with the first
 * name). A shopper who signed up without a first name is welcomed to the store, not with a bare
 * 'Welcome'.
 */
export const greeting = (firstName?: string | null) => `${welcome} ${firstName?.trim() || `to ${storeName}`}`;

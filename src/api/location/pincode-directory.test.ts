import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeDirectory, parseGeoNames } from '../../../scripts/regenerate-pincodes.mjs';
import { loadDirectory, parseDirectory } from './pincode-directory.ts';

// Three post offices of two pincodes, as the GeoNames file lists them, and one without a position.
const geoNames = [
  'IN\t744301\tSawai\tAndaman & Nicobar Islands\t01\tNicobar\t638\tCarnicobar\t\t7.5166\t93.6031\t4',
  'IN\t744301\tKakana\tAndaman & Nicobar Islands\t01\tNicobar\t638\tCarnicobar\t\t9.1167\t92.8\t4',
  'IN\t110001\tConnaught Place\tDelhi\t07\tCentral Delhi\t\t\t\t28.6333\t77.2167\t4',
  'IN\t560001\tNowhere\tKarnataka\t19\tBangalore\t\t\t\t\t\t',
].join('\n');

describe('the pincode directory', () => {
  it('when the committed file is loaded, then every pincode is there once with its place', async () => {
    const rows = await loadDirectory();
    expect(rows).toHaveLength(19_238);
    expect(new Set(rows.map((r) => r.pincode)).size).toBe(19_238);
    const delhi = {
      pincode: '110001',
      state: 'Delhi',
      district: 'Central Delhi',
      latitude: 28.6427,
      longitude: 77.2194,
    };
    expect(rows.find((r) => r.pincode === '110001')).toEqual(delhi);
  });

  it('when GeoNames rows are regenerated, then offices merge into one row a pincode, read back as is', () => {
    const rows = parseGeoNames(geoNames);
    expect(rows).toEqual([
      { pincode: '110001', state: 'Delhi', district: 'Central Delhi', latitude: 28.6333, longitude: 77.2167 },
      {
        pincode: '744301',
        state: 'Andaman & Nicobar Islands',
        district: 'Nicobar',
        latitude: 8.3166,
        longitude: 93.2016,
      },
    ]);
    expect(parseDirectory(gunzipSync(encodeDirectory(rows)).toString('utf8'))).toEqual(rows);
  });

  it('when a line of the file is malformed, then loading fails instead of dropping it', () => {
    expect(() => parseDirectory('110001\tDelhi\tCentral Delhi\tnorth\t77.2\n')).toThrow(/malformed line/);
  });
});

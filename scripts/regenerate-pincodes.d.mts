/** Types of regenerate-pincodes.mjs for the tests that import it. */
export interface DirectoryRow {
  pincode: string;
  state: string;
  district: string;
  latitude: number;
  longitude: number;
}
export const directoryFile: string;
export function parseGeoNames(text: string): DirectoryRow[];
export function encodeDirectory(rows: DirectoryRow[]): Buffer;

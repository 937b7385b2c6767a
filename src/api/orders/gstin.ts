/**
 * GST identities (issue 13's tax invoice): the state codes of the GST registration and the
 * GSTIN's check character. Pure functions, shared by the invoice and the demo seed.
 */

/**
 * The GST state codes (the first two digits of a GSTIN, and the "place of supply" of an
 * invoice), by the state names of India's pincode directory and their usual spellings.
 * 25 (Daman and Diu) merged into 26 in 2020; 97 is "Other Territory" and is never a buyer's state.
 */
const stateCodes: Record<string, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

/** Other spellings met in addresses and in the pincode directory ("Chattisgarh", "Pondicherry"). */
const aliases: Record<string, string> = {
  chattisgarh: '22',
  orissa: '21',
  pondicherry: '34',
  uttaranchal: '05',
  nctofdelhi: '07',
  newdelhi: '07',
  damananddiu: '26',
  dadraandnagarhaveli: '26',
};

/** Lower case, `&` as "and", letters only: "Andaman & Nicobar Islands" = "andamanandnicobarislands". */
const keyOf = (name: string) =>
  name
    .toLowerCase()
    .replaceAll('&', 'and')
    .replace(/[^a-z]/g, '');

const byKey = new Map<string, string>([
  ...Object.entries(stateCodes).map(([name, code]) => [keyOf(name), code] as const),
  ...Object.entries(aliases),
]);
const nameByCode = new Map(Object.entries(stateCodes).map(([name, code]) => [code, name]));

/** The GST state code of a state's name (any usual spelling), or null when it names no state. */
export function gstStateCode(stateName: string | null | undefined): string | null {
  if (!stateName) return null;
  return byKey.get(keyOf(stateName)) ?? null;
}

/** The official name of a GST state code, or null. */
export const gstStateName = (code: string): string | null => nameByCode.get(code) ?? null;

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The 15th character of a GSTIN, from its first 14: the GST Network's mod-36 check (a Luhn
 * variant over 0-9A-Z). Each character's value is multiplied by 1 and 2 alternately from the
 * left, the product's base-36 digits are added, and the check is what brings the sum to a
 * multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) throw new Error(`not the first 14 characters of a GSTIN: ${first14}`);
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = alphabet.indexOf(first14[i] as string) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet[(36 - (sum % 36)) % 36] as string;
}

/**
 * A well-formed GSTIN: a known state code, a PAN (five letters, four digits, a letter), the
 * registration's number in that state (1-9, A-Z), `Z`, and the right check character.
 */
export function isValidGstin(gstin: string): boolean {
  if (!/^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin)) return false;
  if (!nameByCode.has(gstin.slice(0, 2))) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

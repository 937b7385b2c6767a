import { createHash } from 'node:crypto';
import { gstinCheckCharacter, gstStateCode } from '../../api/orders/gstin.ts';

/**
 * The demo sellers' GST registrations (issue 13's tax invoice): an address in a real warehouse
 * area of the city the seller ships from, its state and pincode, and a GSTIN that passes the GST
 * Network's check: the state's code, a PAN-like body and the check character. Derived from the
 * seller's id with a hash, never from the catalogue's faker, so adding them shifted no product of
 * any seed number.
 */

interface WarehouseArea {
  /** Street and locality of a real industrial or commercial area with that pincode. */
  street: string;
  /** As India's pincode directory names it. */
  state: string;
}

/** By warehouse pincode (generate-catalogue.ts `warehouses`). */
const areas: Record<string, WarehouseArea> = {
  '562114': { street: 'KIADB Industrial Area, Hoskote', state: 'Karnataka' },
  '560067': { street: 'Whitefield Main Road, Kadugodi', state: 'Karnataka' },
  '421302': { street: 'Rajlaxmi Commercial Complex, Kalher', state: 'Maharashtra' },
  '400072': { street: 'Saki Vihar Road, Saki Naka, Andheri East', state: 'Maharashtra' },
  '110037': { street: 'Mahipalpur Extension, NH-48', state: 'Delhi' },
  '122001': { street: 'Old Railway Road', state: 'Haryana' },
  '600032': { street: 'SIDCO Industrial Estate, Guindy', state: 'Tamil Nadu' },
  '500032': { street: 'Financial District, Gachibowli', state: 'Telangana' },
  '700156': { street: 'Action Area II, New Town', state: 'West Bengal' },
  '411019': { street: 'MIDC Chinchwad', state: 'Maharashtra' },
  '380015': { street: 'Satellite Road, Satellite', state: 'Gujarat' },
  '302013': { street: 'Road No. 9, Vishwakarma Industrial Area', state: 'Rajasthan' },
  '226010': { street: 'Vibhuti Khand, Gomti Nagar', state: 'Uttar Pradesh' },
  '781001': { street: 'A.T. Road, Fancy Bazaar', state: 'Assam' },
  '682030': { street: 'Seaport-Airport Road, Kakkanad', state: 'Kerala' },
};

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export interface SellerRegistration {
  gstin: string;
  address: string;
  state: string;
  pincode: string;
}

/**
 * A seller's registration at its warehouse. The PAN-like body: three letters, `C` (a company, as
 * PANs mark them in the fourth place), the first letter of the name, four digits and a letter;
 * then `1` (its first registration in the state), `Z`, and the check character.
 */
export function sellerRegistration(
  seller: { id: string; name: string },
  warehouse: { city: string; pincode: string },
): SellerRegistration {
  const area = areas[warehouse.pincode];
  if (!area) throw new Error(`no address is known for the warehouse pincode ${warehouse.pincode}`);
  const code = gstStateCode(area.state);
  if (!code) throw new Error(`no GST state code for ${area.state}`);
  const hash = createHash('sha256').update(`gstin:${seller.id}`).digest();
  const letter = (i: number) => letters[(hash[i] as number) % 26] as string;
  const digits = String(hash.readUInt32BE(8) % 10_000).padStart(4, '0');
  const initial = /^[A-Z]/i.test(seller.name) ? seller.name[0]!.toUpperCase() : 'X';
  const first14 = `${code}${letter(0)}${letter(1)}${letter(2)}C${initial}${digits}${letter(3)}1Z`;
  const plot = 1 + (hash.readUInt16BE(12) % 240);
  return {
    gstin: `${first14}${gstinCheckCharacter(first14)}`,
    address: `Plot No. ${plot}, ${area.street}, ${warehouse.city}`,
    state: area.state,
    pincode: warehouse.pincode,
  };
}

import { checkoutErrorCodes as codes, checkoutMessages as messages } from '../../contracts/checkout-paths.ts';
import type { ContactPayload } from '../../contracts/checkout.ts';
import { addressMaxLengths, phonePattern } from '../../contracts/profile-paths.ts';
import type { AddressInput } from '../../contracts/profile.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findPincode } from '../location/service.ts';

type Field = Exclude<keyof AddressInput, 'locationTypeTag' | 'isDefault'>;

/** The spec 001 §8 code of each field; name, city and the optional lines have codes of ours. */
const codeOf: Record<Field, string> = {
  name: codes.name,
  phone: codes.phone,
  pincode: codes.pincode,
  addressLine2: codes.addressField,
  addressLine1: codes.addressLine1,
  city: codes.city,
  state: codes.state,
  landmark: codes.addressField,
  alternatePhone: codes.phone,
};

/** The form's tab order (spec 001 §2 Address form): the first field in error gives the code. */
const order: Field[] = [
  'name',
  'phone',
  'pincode',
  'addressLine2',
  'addressLine1',
  'city',
  'state',
  'landmark',
  'alternatePhone',
];
const required = new Set<Field>(['name', 'phone', 'pincode', 'addressLine1', 'city', 'state']);

const sameState = (a: string, b: string) =>
  a.trim().toLowerCase().replace(/\s+/g, ' ').replace(/ and /g, ' & ') ===
  b.trim().toLowerCase().replace(/\s+/g, ' ').replace(/ and /g, ' & ');

/**
 * Checks every field of a checkout address itself (spec 001 §5, the storefront's checks are not
 * trusted): required fields, lengths, phone pattern (optional +91 or 0, 10 digits, at most 13),
 * a real 6-digit pincode (the location domain's directory) and a state that matches it. The
 * first field in error, in the form's order, answers its code and `errorMessage`; `details`
 * lists every field in error.
 */
export async function checkAddress(ctx: Pick<AppContext, 'db'>, payload: ContactPayload): Promise<AddressInput> {
  const value = (f: Field) => (payload[f] ?? '').trim();
  const problems: { field: Field; message: string }[] = [];
  const problem = (field: Field, message: string) => problems.push({ field, message });

  for (const field of order) {
    const text = value(field);
    if (!text) {
      if (required.has(field)) problem(field, messages.blank);
      continue;
    }
    const max = addressMaxLengths[field === 'alternatePhone' ? 'phone' : field];
    if ((field === 'phone' || field === 'alternatePhone') && (text.length > max || !phonePattern.test(text)))
      problem(field, messages.invalidPhone);
    else if (text.length > max) problem(field, messages.tooLong);
  }

  const pincode = value('pincode');
  if (pincode && !problems.some((p) => p.field === 'pincode')) {
    const details = await findPincode(ctx, pincode);
    if (!details)
      problem('pincode', /^[1-9][0-9]{5}$/.test(pincode) ? messages.unknownPincode : messages.invalidPincode);
    else if (value('state') && !problems.some((p) => p.field === 'state') && !sameState(details.state, value('state')))
      problem('state', messages.stateMismatch);
  }

  const first = order.map((f) => problems.find((p) => p.field === f)).find((p) => p !== undefined);
  if (first) throw new AppError(codeOf[first.field], first.message, 400, problems);

  const optional = (f: Field) => value(f) || null;
  return {
    name: value('name'),
    phone: value('phone'),
    pincode,
    addressLine1: value('addressLine1'),
    addressLine2: optional('addressLine2'),
    city: value('city'),
    state: value('state'),
    landmark: optional('landmark'),
    alternatePhone: optional('alternatePhone'),
    locationTypeTag: payload.locationTypeTag,
  };
}

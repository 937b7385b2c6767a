import type { Address, AddressPayload } from '../../../contracts/profile.ts';
import { addressMaxLengths, addressMessages, phonePattern, pincodePattern } from '../../../contracts/profile-paths.ts';

export type AddressField =
  'name' | 'phone' | 'pincode' | 'addressLine2' | 'addressLine1' | 'city' | 'state' | 'landmark' | 'alternatePhone';
export type AddressDraft = Record<AddressField, string> & { locationTypeTag: 'HOME' | 'WORK' };
export type FieldErrors = Partial<Record<AddressField | 'form', string>>;

export const emptyDraft: AddressDraft = {
  name: '',
  phone: '',
  pincode: '',
  addressLine2: '',
  addressLine1: '',
  city: '',
  state: '',
  landmark: '',
  alternatePhone: '',
  locationTypeTag: 'HOME',
};

export const draftOf = (a: Address): AddressDraft => ({
  name: a.name,
  phone: a.phone,
  pincode: a.pincode,
  addressLine2: a.addressLine2 ?? '',
  addressLine1: a.addressLine1,
  city: a.city,
  state: a.state,
  landmark: a.landmark ?? '',
  alternatePhone: a.alternatePhone ?? '',
  locationTypeTag: a.locationTypeTag,
});

const required: AddressField[] = ['name', 'phone', 'pincode', 'addressLine1', 'city', 'state'];

/** Spec 001 §5 in the browser; the server checks the same rules again (contracts/profile.ts). */
export function validateAddress(d: AddressDraft): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of required) if (!d[field].trim()) errors[field] = addressMessages.blank;
  if (d.phone.trim() && !phonePattern.test(d.phone.trim())) errors.phone = addressMessages.invalidPhone;
  if (d.alternatePhone.trim() && !phonePattern.test(d.alternatePhone.trim()))
    errors.alternatePhone = addressMessages.invalidPhone;
  if (d.pincode.trim() && !pincodePattern.test(d.pincode.trim())) errors.pincode = addressMessages.invalidPincode;
  // Address line 1's length is the server's to judge: its text replaces ours (spec 001 §5, cut to 100).
  for (const field of ['name', 'addressLine2', 'landmark', 'city', 'state'] as const) {
    if (!errors[field] && d[field].trim().length > addressMaxLengths[field]) errors[field] = addressMessages.tooLong;
  }
  return errors;
}

/** Empty optional fields are dropped (spec 001 §3). */
export function payloadOf(d: AddressDraft): AddressPayload {
  const optional = (value: string) => value.trim() || undefined;
  // The required fields go as typed (trimmed): the server names an empty one.
  return {
    locationTypeTag: d.locationTypeTag,
    name: d.name.trim(),
    phone: d.phone.trim(),
    pincode: d.pincode.trim(),
    addressLine1: d.addressLine1.trim(),
    city: d.city.trim(),
    state: d.state.trim(),
    addressLine2: optional(d.addressLine2),
    landmark: optional(d.landmark),
    alternatePhone: optional(d.alternatePhone),
  };
}

/** Server text replaces the local text, cut to 48 characters (100 for the address line) with an ellipsis (spec 001 §5). */
export function serverMessage(field: string, message: string): string {
  const max = field === 'addressLine1' ? 100 : 48;
  return message.length > max ? `${message.slice(0, max - 1)}…` : message;
}

/** Address save codes of spec 001 §8 and the field each one marks; any other code is a banner. */
export const addressErrorFields: Readonly<Record<string, AddressField>> = {
  USER_COMMUNICATION_INVALID: 'phone',
  ADD_PINCODE_INVALID: 'pincode',
  ADD_STATE_INVALID: 'state',
  ADD_LINE1_INVALID: 'addressLine1',
};

const formFields: readonly string[] = [...required, 'addressLine2', 'landmark', 'alternatePhone'];

/**
 * A refused save as the form shows it (spec 001 §5, §8): a mapped code puts the server's text on
 * its field; field details of a rejected body go on theirs; anything else is the GENERIC_ERROR
 * banner with the server's message. Field texts are cut as `serverMessage` says.
 */
export function serverErrors(
  code: string,
  message: string,
  details: readonly { field: string; message: string }[] = [],
): FieldErrors {
  const mapped = addressErrorFields[code];
  if (mapped) return { [mapped]: serverMessage(mapped, message) };
  const errors: FieldErrors = {};
  for (const d of details) {
    const field = d.field.replace(/^body\./, '');
    if (formFields.includes(field)) errors[field as AddressField] = serverMessage(field, d.message);
  }
  return Object.keys(errors).length ? errors : { form: message };
}

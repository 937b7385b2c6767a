import { describe, expect, it } from 'vitest';
import { emptyDraft, payloadOf, serverErrors, serverMessage, validateAddress } from './address-rules.ts';

const good = {
  ...emptyDraft,
  name: 'Asha',
  phone: '+919876543210',
  pincode: '560001',
  addressLine1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
};

describe('address form rules (spec 001 §5)', () => {
  it('when required fields are blank, then each says Please fill out this field', () => {
    expect(validateAddress(emptyDraft)).toEqual({
      name: 'Please fill out this field',
      phone: 'Please fill out this field',
      pincode: 'Please fill out this field',
      addressLine1: 'Please fill out this field',
      city: 'Please fill out this field',
      state: 'Please fill out this field',
    });
  });
  it('when phones carry +91, 0 or nothing before 10 digits, then they pass; otherwise Not a valid phone number', () => {
    for (const phone of ['9876543210', '+919876543210', '09876543210'])
      expect(validateAddress({ ...good, phone })).toEqual({});
    for (const phone of ['98765', '+9198765432101', '91-9876543210'])
      expect(validateAddress({ ...good, phone }).phone).toBe('Not a valid phone number');
    expect(validateAddress({ ...good, alternatePhone: '123' }).alternatePhone).toBe('Not a valid phone number');
  });
  it('when the pincode starts with 0 or is short, then Not a valid pincode', () => {
    expect(validateAddress({ ...good, pincode: '012345' }).pincode).toBe('Not a valid pincode');
    expect(validateAddress({ ...good, pincode: '56001' }).pincode).toBe('Not a valid pincode');
  });
  it('when address line 1 is long, then the server judges it (its text replaces ours)', () => {
    expect(validateAddress({ ...good, addressLine1: 'x'.repeat(600) })).toEqual({});
    expect(validateAddress({ ...good, landmark: 'x'.repeat(201) }).landmark).toBe('Not a valid value');
  });
  it('when optional fields are empty, then the payload drops them', () => {
    expect(payloadOf(good)).toEqual({
      name: 'Asha',
      phone: '+919876543210',
      pincode: '560001',
      addressLine1: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      locationTypeTag: 'HOME',
    });
  });
  it('when the server message is long, then it is cut to 48 characters (100 for the address line)', () => {
    expect(serverMessage('name', 'x'.repeat(60))).toHaveLength(48);
    expect(serverMessage('addressLine1', 'x'.repeat(150))).toHaveLength(100);
    expect(serverMessage('name', 'short')).toBe('short');
  });
});

describe('server errors of an address save (spec 001 §5, §8)', () => {
  it('maps the four codes to phone, pincode, state and address line 1 with the server text', () => {
    expect(serverErrors('USER_COMMUNICATION_INVALID', 'Phone number is invalid')).toEqual({
      phone: 'Phone number is invalid',
    });
    expect(serverErrors('ADD_PINCODE_INVALID', 'We do not deliver to 999999')).toEqual({
      pincode: 'We do not deliver to 999999',
    });
    expect(serverErrors('ADD_STATE_INVALID', 'State does not match the pincode')).toEqual({
      state: 'State does not match the pincode',
    });
    expect(serverErrors('ADD_LINE1_INVALID', 'Address line is too short')).toEqual({
      addressLine1: 'Address line is too short',
    });
  });

  it('cuts field texts to 48 characters, 100 for address line 1, with an ellipsis', () => {
    const long = 'x'.repeat(150);
    expect(serverErrors('USER_COMMUNICATION_INVALID', long).phone).toBe(`${'x'.repeat(47)}…`);
    expect(serverErrors('USER_COMMUNICATION_INVALID', long).phone).toHaveLength(48);
    expect(serverErrors('ADD_LINE1_INVALID', long).addressLine1).toBe(`${'x'.repeat(99)}…`);
    expect(serverErrors('ADD_STATE_INVALID', 'y'.repeat(48)).state).toBe('y'.repeat(48));
  });

  it('shows any other code as the GENERIC_ERROR banner with the server message, uncut', () => {
    const message = 'The selected address is not serviceable for the items in your order right now';
    expect(serverErrors('ADDRESS_NOT_SERVICEABLE', message)).toEqual({ form: message });
  });

  it('puts the details of a rejected body on their fields', () => {
    expect(
      serverErrors('VALIDATION_FAILED', 'Invalid request', [
        { field: 'body.landmark', message: 'Too long' },
        { field: 'body.unknownThing', message: 'Unexpected' },
      ]),
    ).toEqual({ landmark: 'Too long' });
    expect(serverErrors('VALIDATION_FAILED', 'Invalid request', [{ field: 'body.x', message: 'No' }])).toEqual({
      form: 'Invalid request',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { emptyDraft, payloadOf, serverMessage, validateAddress } from './address-rules.ts';

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

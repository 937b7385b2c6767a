import { describe, expect, it } from 'vitest';
import {
  cardNumberValid,
  cvvValid,
  expiryValid,
  formatCardNumber,
  luhnValid,
  maxDigits,
  networkOf,
  binOf,
} from './card-number.ts';

describe('card number checks', () => {
  it('when a number starts with a network prefix, then that network is shown (RuPay before Discover and Maestro)', () => {
    expect(networkOf('4111 1111')?.network).toBe('VISA');
    expect(networkOf('5555')?.network).toBe('MASTERCARD');
    expect(networkOf('2221 00')?.network).toBe('MASTERCARD');
    expect(networkOf('3782')?.network).toBe('AMEX');
    expect(networkOf('6070 12')?.network).toBe('RUPAY');
    expect(networkOf('6522 01')?.network).toBe('RUPAY');
    expect(networkOf('6011 00')?.network).toBe('DISCOVER');
    expect(networkOf('5018')?.network).toBe('MAESTRO');
    expect(networkOf('')).toBeUndefined();
    expect(networkOf('9')).toBeUndefined();
  });

  it('when the Luhn sum is wrong or the length does not fit the network, then the number is not valid', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(cardNumberValid('4111 1111 1111 1111')).toBe(true);
    expect(cardNumberValid('4111111111111112')).toBe(false);
    expect(cardNumberValid('378282246310005')).toBe(true);
    expect(cardNumberValid('37828224631000')).toBe(false);
    expect(cardNumberValid('5555555555554444')).toBe(true);
    expect(cardNumberValid('')).toBe(false);
  });

  it('when typing, then digits are grouped as the network prints them and capped at its longest length', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4-1-1-1 a')).toBe('4111');
    expect(maxDigits('3782')).toBe(15);
    expect(maxDigits('')).toBe(19);
    expect(binOf('4111 1111 1111 1111')).toBe('411111');
  });

  it('when the expiry month has passed in India, then it is refused; the current month still pays', () => {
    const now = new Date('2026-03-31T20:00:00Z'); // 1 April 2026, 01:30 in Kolkata
    expect(expiryValid('03', '26', now)).toBe(false);
    expect(expiryValid('04', '26', now)).toBe(true);
    expect(expiryValid('12', '25', now)).toBe(false);
    expect(expiryValid('13', '27', now)).toBe(false);
    expect(expiryValid('01', '47', now)).toBe(false);
    expect(expiryValid('', '27', now)).toBe(false);
  });

  it('when the CVV condition is REQUIRED, OPTIONAL or NOT_REQUIRED, then an empty or short CVV passes only as allowed', () => {
    expect(cvvValid('', 'REQUIRED')).toBe(false);
    expect(cvvValid('12', 'REQUIRED')).toBe(false);
    expect(cvvValid('123', 'REQUIRED')).toBe(true);
    expect(cvvValid('123', 'REQUIRED', 4)).toBe(false);
    expect(cvvValid('', 'OPTIONAL')).toBe(true);
    expect(cvvValid('12', 'OPTIONAL')).toBe(false);
    expect(cvvValid('', 'NOT_REQUIRED')).toBe(true);
  });
});

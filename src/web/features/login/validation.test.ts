import { describe, expect, it } from 'vitest';
import {
  checkMobile,
  checkOtp,
  checkOtps,
  checkPassword,
  checkUsername,
  cleanMobile,
  cleanOtp,
  fromLoginId,
  otpMatches,
  toLoginId,
  usernameKind,
} from './validation.ts';

describe('mobile input (spec 000 §5)', () => {
  it('when a shopper types spaces, dashes or letters, then only digits stay, at most 10', () => {
    expect(cleanMobile('98765 43210')).toBe('9876543210');
    expect(cleanMobile('98-765-43210-99')).toBe('9876543210');
    expect(cleanMobile('abc9')).toBe('9');
  });

  it('when the number is 10 digits starting 6-9, then it passes; otherwise the spec message shows', () => {
    for (const ok of ['6000000000', '7123456789', '8123456789', '9876543210']) expect(checkMobile(ok), ok).toBeNull();
    expect(checkMobile('')).toBe('Please enter your Mobile number');
    expect(checkMobile('abc')).toBe('Please enter your Mobile number');
    for (const bad of ['5876543210', '987654321', '0876543210'])
      expect(checkMobile(bad), bad).toBe('Please enter a valid Mobile number');
  });
});

describe('OTP input (spec 000 §5)', () => {
  it('when a shopper types or pastes a code with other characters, then only digits stay, at most 6', () => {
    expect(cleanOtp('12 34-56')).toBe('123456');
    expect(cleanOtp('1234567890')).toBe('123456');
    expect(cleanOtp('ab')).toBe('');
  });

  it('when the code is empty or short, then it reads Please enter valid OTP', () => {
    expect(checkOtp('')).toBe('Please enter valid OTP');
    expect(checkOtp('123')).toBe('Please enter valid OTP');
    expect(checkOtp('123456')).toBeNull();
  });

  it('when the server sent an otpRegex, then a code is complete only when it matches it', () => {
    expect(otpMatches('1234', '^[0-9]{4}$')).toBe(true);
    expect(otpMatches('12345', '^[0-9]{4}$')).toBe(false);
    expect(otpMatches('123456', '\\d{6}')).toBe(true);
    expect(otpMatches('12345', '\\d{6}')).toBe(false);
    // A pattern that does not compile falls back to 6 digits.
    expect(otpMatches('123456', '([')).toBe(true);
  });

  it('when the account is churned, then the email OTP is required too', () => {
    expect(checkOtps('123456', '', null)).toEqual({ otp: null, emailOtp: 'Please enter valid OTP' });
    expect(checkOtps('123456', '654321', null)).toEqual({ otp: null, emailOtp: null });
    expect(checkOtps('123456', null, null)).toEqual({ otp: null, emailOtp: null });
  });
});

describe('username (spec 000 §5: a valid mobile if all digits, else a valid email)', () => {
  it('when it is all digits, then it is judged as a mobile number', () => {
    expect(usernameKind('9876543210')).toBe('mobile');
    expect(usernameKind('+91 98765 43210')).toBe('mobile');
    expect(checkUsername('9876543210')).toBeNull();
    expect(checkUsername('+91 98765 43210')).toBeNull();
    expect(checkUsername('1234567890')).toBe('Please enter valid Email ID/Mobile number');
    expect(checkUsername('98765')).toBe('Please enter valid Email ID/Mobile number');
  });

  it('when it is not all digits, then it must be an email with a 2-6 letter top level', () => {
    expect(checkUsername('asha@example.in')).toBeNull();
    expect(checkUsername('asha.k+shop@mail.example.co.in')).toBeNull();
    expect(checkUsername('asha@example.museum')).toBeNull();
    for (const bad of [
      'asha',
      'asha@',
      'asha@example',
      'asha@example.c',
      'asha@example.abcdefg',
      'asha@example.12',
      'a b@example.in',
      '98765x43210',
    ]) {
      expect(checkUsername(bad), bad).toBe('Please enter valid Email ID/Mobile number');
    }
  });

  it('when empty, then it asks for a valid Email ID/Mobile number', () => {
    expect(checkUsername('')).toBe('Please enter valid Email ID/Mobile number');
    expect(checkUsername('   ')).toBe('Please enter valid Email ID/Mobile number');
  });

  it('when sent, then a mobile carries the +91 prefix and an email is trimmed', () => {
    expect(toLoginId('9876543210')).toBe('+919876543210');
    expect(toLoginId(' +91 98765-43210 ')).toBe('+919876543210');
    expect(toLoginId('09876543210')).toBe('+919876543210');
    expect(toLoginId(' Asha@Example.in ')).toBe('asha@example.in');
  });

  it('when a login id comes back from the server, then the field shows it without +91', () => {
    expect(fromLoginId('+919876543210')).toBe('9876543210');
    expect(fromLoginId('asha@example.in')).toBe('asha@example.in');
  });
});

describe('password (spec 000 §5)', () => {
  it('when empty, then it reads Please enter Password; any other length is the server’s call', () => {
    expect(checkPassword('')).toBe('Please enter Password');
    expect(checkPassword('x')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words.ts';
import { gstClassOf } from './gst-rates.ts';
import { gstinCheckCharacter, gstStateCode, gstStateName, isValidGstin } from './gstin.ts';
import { financialYearOf, invoiceDateText, invoiceNumber } from './invoice-number.ts';
import { splitTax, sumTaxes } from './tax-split.ts';

/** The pure parts of the GST invoice, against answers worked out by hand or published. */

describe('GSTIN', () => {
  it('when the first 14 characters of published GSTINs are given, then their published check character comes back', () => {
    // The GST Network's sample GSTIN, and GSTINs printed on marketplace invoices.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AACCF0683K1Z')).toBe('D');
    expect(gstinCheckCharacter('24AAACC1206D1Z')).toBe('M');
  });

  it('when a GSTIN has a wrong check character, state code or shape, then it is not valid', () => {
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('99AAPFU0939F1ZV')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1XV')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    // One character changed anywhere is caught by the check.
    expect(isValidGstin('27AAPFU0938F1ZV')).toBe(false);
  });

  it('when a state is named as the pincode directory or an address names it, then its GST code comes back', () => {
    expect(gstStateCode('Karnataka')).toBe('29');
    expect(gstStateCode('tamil nadu')).toBe('33');
    expect(gstStateCode('Delhi')).toBe('07');
    expect(gstStateCode('Chattisgarh')).toBe('22');
    expect(gstStateCode('Pondicherry')).toBe('34');
    expect(gstStateCode('Jammu & Kashmir')).toBe('01');
    expect(gstStateCode('Andaman & Nicobar Islands')).toBe('35');
    expect(gstStateCode('Dadra and Nagar Haveli and Daman and Diu')).toBe('26');
    expect(gstStateCode('Atlantis')).toBeNull();
    expect(gstStateCode(null)).toBeNull();
    expect(gstStateName('36')).toBe('Telangana');
  });
});

describe('tax split', () => {
  it('when ₹1,180 is paid at 18% within a state, then ₹1,000 is taxable with ₹90 CGST and ₹90 SGST', () => {
    expect(splitTax(118_000, 18, false)).toEqual({
      amount: 118_000,
      taxable: 100_000,
      rate: 18,
      cgst: 9_000,
      sgst: 9_000,
      igst: 0,
    });
  });

  it('when the same is paid across states, then the ₹180 is all IGST', () => {
    expect(splitTax(118_000, 18, true)).toMatchObject({ taxable: 100_000, cgst: 0, sgst: 0, igst: 18_000 });
  });

  it('when the taxable value is not a whole paisa, then it is rounded half up and the tax takes the rest', () => {
    // ₹999 at 18%: 99900 / 1.18 = 84661.016… → 84661 taxable, 15239 tax: 7620 CGST (the odd paisa), 7619 SGST.
    expect(splitTax(99_900, 18, false)).toMatchObject({ taxable: 84_661, cgst: 7_620, sgst: 7_619 });
    // ₹4,999 at 5%: 499900 / 1.05 = 476095.238… → 476095 taxable, 23805 tax.
    expect(splitTax(499_900, 5, true)).toMatchObject({ taxable: 476_095, igst: 23_805 });
    // ₹0.59 at 18%: 59 / 1.18 = 50 exactly; ₹0.60: 50.847… → 51.
    expect(splitTax(59, 18, true)).toMatchObject({ taxable: 50, igst: 9 });
    expect(splitTax(60, 18, true)).toMatchObject({ taxable: 51, igst: 9 });
    // Half a paisa rounds up: 1 paisa at 100% is 0.5 paisa taxable → 1.
    expect(splitTax(1, 100, true)).toMatchObject({ taxable: 1, igst: 0 });
  });

  it('when nil-rated goods are sold, then everything is taxable and nothing is tax', () => {
    expect(splitTax(34_900, 0, false)).toMatchObject({ taxable: 34_900, cgst: 0, sgst: 0, igst: 0 });
  });

  it('when any amount is split, then taxable value and taxes add up to it exactly', () => {
    for (const rate of [0, 5, 12, 18, 28, 40]) {
      for (let amount = 0; amount < 5_000; amount += 7) {
        for (const inter of [false, true]) {
          const s = splitTax(amount, rate, inter);
          expect(s.taxable + s.cgst + s.sgst + s.igst).toBe(amount);
          expect(Math.abs(s.cgst - s.sgst)).toBeLessThanOrEqual(1);
          expect(s.taxable).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  it('when lines are summed, then each column is the sum of the lines', () => {
    const total = sumTaxes([splitTax(118_000, 18, false), splitTax(99_900, 18, false), splitTax(34_900, 0, false)]);
    expect(total).toEqual({ amount: 252_800, taxable: 219_561, cgst: 16_620, sgst: 16_619, igst: 0 });
  });

  it('when an amount is negative or not whole, then it is refused', () => {
    expect(() => splitTax(-1, 18, false)).toThrow();
    expect(() => splitTax(1.5, 18, false)).toThrow();
  });
});

describe('GST class', () => {
  it('when a category is known, then its HSN code and rate come back; apparel by its price a piece', () => {
    expect(gstClassOf('mobiles', 1_499_900)).toEqual({ hsn: '851713', rate: 18 });
    expect(gstClassOf('books', 39_900)).toEqual({ hsn: '490199', rate: 0 });
    // ₹2,625 a piece is ₹2,500 taxable at 5%: still 5%; a paisa more is 18%.
    expect(gstClassOf('mens-clothing', 262_500)).toEqual({ hsn: '610910', rate: 5 });
    expect(gstClassOf('mens-clothing', 262_501)).toEqual({ hsn: '610910', rate: 18 });
    expect(gstClassOf('unknown-category', 100)).toEqual({ hsn: '999999', rate: 18 });
  });
});

describe('amount in words', () => {
  it('when the issue example is given, then it reads in lakh as an Indian invoice writes it', () => {
    expect(amountInWords(12_345_670)).toBe(
      'Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy Paise Only',
    );
  });

  it('when amounts cross crore, lakh, thousand and hundred, then each reads right', () => {
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(1_900)).toBe('Rupees Nineteen Only');
    expect(amountInWords(10_000)).toBe('Rupees One Hundred Only');
    expect(amountInWords(10_101)).toBe('Rupees One Hundred One and One Paise Only');
    expect(amountInWords(9_999_99)).toBe('Rupees Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only');
    expect(amountInWords(10_000_000)).toBe('Rupees One Lakh Only');
    expect(numberInWords(1_000_000)).toBe('Ten Lakh');
    expect(numberInWords(10_000_000)).toBe('One Crore');
    expect(numberInWords(10_200_030)).toBe('One Crore Two Lakh Thirty');
    expect(numberInWords(99_99_99_999)).toBe(
      'Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
    );
    expect(numberInWords(1_234_00_00_000)).toBe('One Thousand Two Hundred Thirty-Four Crore');
    expect(numberInWords(40_080)).toBe('Forty Thousand Eighty');
  });
});

describe('invoice numbers and dates', () => {
  it('when a date is in April to March, then it belongs to that financial year, in India time', () => {
    expect(financialYearOf(new Date('2025-04-01T00:00:00+05:30'))).toBe('2526');
    expect(financialYearOf(new Date('2026-03-31T23:59:59+05:30'))).toBe('2526');
    // 31 March 19:00 UTC is already 1 April in Asia/Kolkata.
    expect(financialYearOf(new Date('2026-03-31T19:00:00Z'))).toBe('2627');
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z'))).toBe('9900');
  });

  it('when a seller numbers an invoice, then the number is its series, the year and a five-digit serial', () => {
    expect(invoiceNumber('SEL0001', '2526', 42)).toBe('SEL0001252600042');
    expect(invoiceNumber('SEL0001', '2526', 42)).toHaveLength(16);
    expect(invoiceNumber('sel-0007', '2627', 123_456)).toBe('SEL00072627123456');
    expect(() => invoiceNumber('SEL0001', '2526', 0)).toThrow();
  });

  it('when an invoice date is printed, then it is DD-MM-YYYY in India time', () => {
    expect(invoiceDateText(new Date('2026-11-26T20:00:00Z'))).toBe('27-11-2026');
  });
});

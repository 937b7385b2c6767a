import { describe, expect, it } from 'vitest';
import { formatOrderDate, ordinal } from './order-date.ts';

describe('order confirmation dates (spec 001 §9)', () => {
  it('when an order date is shown, then it reads like "Tue, Jan 5th \'24 3:04 PM" in India’s time', () => {
    expect(formatOrderDate('2024-01-05T09:34:00Z')).toBe("Fri, Jan 5th '24 3:04 PM");
    expect(formatOrderDate('2024-01-01T18:30:00Z')).toBe("Tue, Jan 2nd '24 12:00 AM");
    expect(formatOrderDate('2024-03-22T06:30:00Z')).toBe("Fri, Mar 22nd '24 12:00 PM");
    expect(formatOrderDate('2024-03-11T06:30:00Z')).toBe("Mon, Mar 11th '24 12:00 PM");
  });

  it('when a promise date is shown, then it has no time', () => {
    expect(formatOrderDate('2024-01-05T20:00:00Z', false)).toBe("Sat, Jan 6th '24");
  });

  it('when the date cannot be read, then nothing is shown', () => {
    expect(formatOrderDate('not a date')).toBe('');
  });
});

describe("order date 'ddd, MMM Do 'YY h:mm A' in Asia/Kolkata (spec 001 §2, §9)", () => {
  it("formats the spec's example", () => {
    // 09:34 UTC is 15:04 in India.
    expect(formatOrderDate(new Date('2024-01-05T09:34:00Z'))).toBe("Fri, Jan 5th '24 3:04 PM");
  });

  it('uses the Indian day across midnight UTC, 12-hour clock with AM and PM', () => {
    expect(formatOrderDate(new Date('2026-11-25T19:00:00Z'))).toBe("Thu, Nov 26th '26 12:30 AM");
    expect(formatOrderDate(new Date('2026-03-01T06:35:00Z'))).toBe("Sun, Mar 1st '26 12:05 PM");
  });

  it('gives ordinals their English suffixes', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '31st',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { formatConfirmationDate } from './confirmation-date.ts';

describe('order confirmation dates (spec 001 §9)', () => {
  it('when an order date is shown, then it reads like "Tue, Jan 5th \'24 3:04 PM" in India’s time', () => {
    expect(formatConfirmationDate('2024-01-05T09:34:00Z')).toBe("Fri, Jan 5th '24 3:04 PM");
    expect(formatConfirmationDate('2024-01-01T18:30:00Z')).toBe("Tue, Jan 2nd '24 12:00 AM");
    expect(formatConfirmationDate('2024-03-22T06:30:00Z')).toBe("Fri, Mar 22nd '24 12:00 PM");
    expect(formatConfirmationDate('2024-03-11T06:30:00Z')).toBe("Mon, Mar 11th '24 12:00 PM");
  });

  it('when a promise date is shown, then it has no time', () => {
    expect(formatConfirmationDate('2024-01-05T20:00:00Z', false)).toBe("Sat, Jan 6th '24");
  });

  it('when the date cannot be read, then nothing is shown', () => {
    expect(formatConfirmationDate('not a date')).toBe('');
  });
});

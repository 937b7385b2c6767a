import { describe, expect, it } from 'vitest';
import { formatMobile } from './format-mobile.ts';

describe('formatMobile', () => {
  it('when a number is +91 and ten digits, then it reads +91 98765 43210', () => {
    expect(formatMobile('+919876543210')).toBe('+91 98765 43210');
  });

  it('when a number has another shape, then it is shown unchanged', () => {
    for (const other of ['+4420794600', '9876543210', '+91987654321']) expect(formatMobile(other)).toBe(other);
  });
});

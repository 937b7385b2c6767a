import { describe, expect, it } from 'vitest';
import { greeting } from './greeting.ts';

describe('greeting', () => {
  it('when the shopper has a first name, then the header says Welcome and the name', () => {
    expect(greeting('Asha')).toBe('Welcome Asha');
  });

  it('when the shopper signed up without a first name, then the header welcomes them to Bazaar', () => {
    for (const none of [null, undefined, '', '  ']) expect(greeting(none)).toBe('Welcome to Bazaar');
  });
});

import { describe, expect, it } from 'vitest';
import { signBody, verifySignature } from './signing.ts';

const secret = 'a-test-secret-of-some-length';
const body = JSON.stringify({ token: 't', paymentId: 'p1' });

describe('signed server-to-server bodies', () => {
  it('when the body and secret match and the signature is fresh, then it verifies', () => {
    expect(verifySignature(secret, body, signBody(secret, body))).toBe(true);
  });

  it('when the body, the secret or the signature differ, then it does not verify', () => {
    const header = signBody(secret, body);
    expect(verifySignature(secret, `${body} `, header)).toBe(false);
    expect(verifySignature(`${secret}x`, body, header)).toBe(false);
    // One hex digit of the signature changed (to another digit: replacing it with '0' changes
    // nothing one time in sixteen).
    const tampered = header.replace(/v1=(.)/, (_, d: string) => `v1=${d === '0' ? '1' : '0'}`);
    expect(tampered).not.toBe(header);
    expect(verifySignature(secret, body, tampered)).toBe(false);
    for (const bad of [undefined, '', 't=1', 'v1=abc', 'x'.repeat(500), ['t=1']])
      expect(verifySignature(secret, body, bad)).toBe(false);
  });

  it('when the signature is older than five minutes, then it is refused as a replay', () => {
    const then = Date.now() - 301_000;
    expect(verifySignature(secret, body, signBody(secret, body, then))).toBe(false);
    expect(verifySignature(secret, body, signBody(secret, body, Date.now() - 60_000))).toBe(true);
  });
});

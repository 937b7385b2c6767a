import { describe, expect, it } from 'vitest';
import { allowedHosts, expandOrigins, parseHost } from './hosts.ts';

describe('parseHost', () => {
  it('when the Host is malformed, then it is not a host', () => {
    for (const bad of [
      'a:b:c',
      '[::',
      'a b',
      '',
      'localhost:abc',
      'u@evil.example',
      'localhost:0',
      'localhost:70000',
      'a/b',
    ]) {
      expect(parseHost(bad, 'http:'), bad).toBeNull();
    }
  });

  it('when the Host has no port, then the scheme default is taken', () => {
    expect(parseHost('Shop.Example', 'https:')).toEqual({ hostname: 'shop.example', port: 443 });
    expect(parseHost('[::1]:3000', 'http:')).toEqual({ hostname: '[::1]', port: 3000 });
  });
});

describe('allowedHosts', () => {
  it('when the origin is a public name, then only that name and port are answered', () => {
    const served = allowedHosts(['https://shop.example']);
    expect(served(parseHost('shop.example', 'https:')!)).toBe(true);
    expect(served(parseHost('shop.example:443', 'https:')!)).toBe(true);
    expect(served(parseHost('shop.example:8443', 'https:')!)).toBe(false);
    expect(served(parseHost('127.0.0.1', 'https:')!)).toBe(false);
    expect(served(parseHost('evil.example', 'https:')!)).toBe(false);
  });

  it('when the origin is loopback, then its loopback spellings on the same port are answered, no other name', () => {
    const served = allowedHosts(['http://localhost:3000']);
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000'])
      expect(served(parseHost(host, 'http:')!), host).toBe(true);
    for (const host of ['localhost:3001', 'rebind.evil.example:3000', '0.0.0.0:3000'])
      expect(served(parseHost(host, 'http:')!), host).toBe(false);
  });
});

describe('expandOrigins', () => {
  it('when the origin is loopback, then its spellings are trusted; a public origin stands alone', () => {
    expect([...expandOrigins(['http://localhost:3000'])]).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect([...expandOrigins(['https://shop.example'])]).toEqual(['https://shop.example']);
  });
});

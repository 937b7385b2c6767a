import { describe, expect, it } from 'vitest';
import { loginRedirectUrl, safeReturnUrl } from './return-url.ts';

const origin = 'http://localhost:3000';

/** Where a browser would really go if it followed `target` from a page of the storefront. */
const landsOn = (target: string) => new URL(target, `${origin}/account/login`).origin;

describe('safeReturnUrl (spec 000 §5: ret must start with the current host or be a relative path)', () => {
  it('when ret is a relative path, then it is kept with its query and hash', () => {
    expect(safeReturnUrl('/x', origin)).toBe('/x');
    expect(safeReturnUrl('/account/orders?x=1', origin)).toBe('/account/orders?x=1');
    expect(safeReturnUrl('/search?q=shoes&sid=abc#top', origin)).toBe('/search?q=shoes&sid=abc#top');
    expect(safeReturnUrl('/', origin)).toBe('/');
  });

  it('when ret starts with the current host, then the shopper stays on that page of this site', () => {
    expect(safeReturnUrl(`${origin}/account/orders?x=1`, origin)).toBe('/account/orders?x=1');
    expect(safeReturnUrl(origin, origin)).toBe('/');
    expect(safeReturnUrl(`${origin}?a=1`, origin)).toBe('/?a=1');
    expect(safeReturnUrl(`${origin}/x`, `${origin}/`)).toBe('/x');
  });

  it('when ret is missing or empty, then the shopper goes to /', () => {
    expect(safeReturnUrl(null, origin)).toBe('/');
    expect(safeReturnUrl(undefined, origin)).toBe('/');
    expect(safeReturnUrl('', origin)).toBe('/');
    expect(safeReturnUrl('   ', origin)).toBe('/');
  });

  it('when ret names another site in any spelling, then the shopper goes to /', () => {
    const hostile = [
      'https://evil.example/',
      'http://evil.example',
      '//evil.example/account',
      '/\\evil.example',
      '\\\\evil.example',
      'evil.example/x',
      'javascript:alert(1)',
      'data:text/html,hi',
      `${origin}.evil.example/`,
      `${origin}@evil.example/`,
      'http://localhost:3001/x',
      'https://localhost:3000/x',
    ];
    for (const ret of hostile) expect(safeReturnUrl(ret, origin), ret).toBe('/');
  });

  it('when ret hides a second slash behind a tab or a newline, then the browser must not leave the site', () => {
    // Browsers drop tabs and newlines anywhere in a URL, so '/\t/evil.example' is '//evil.example'.
    for (const ret of ['/\t/evil.example', '/\n/evil.example', '/\r\n/evil.example', `${origin}/\t/evil.example`]) {
      expect(landsOn(safeReturnUrl(ret, origin)), JSON.stringify(ret)).toBe(origin);
    }
  });

  it('when any answer is followed by a browser, then it stays on the storefront origin', () => {
    const samples = [
      '/x',
      '//evil.example',
      'https://evil.example',
      `${origin}/ok`,
      '/\\evil',
      'evil.example',
      '/%2F%2Fevil.example',
    ];
    for (const ret of samples) expect(landsOn(safeReturnUrl(ret, origin)), ret).toBe(origin);
  });
});

describe('loginRedirectUrl', () => {
  it('when a login-required route is visited, then ret, title and desc travel encoded to /account/login', () => {
    const url = new URL(loginRedirectUrl('/account/orders?x=1&y=2', 'My Orders', 'Track & manage'), origin);
    expect(url.pathname).toBe('/account/login');
    expect(url.searchParams.get('ret')).toBe('/account/orders?x=1&y=2');
    expect(url.searchParams.get('title')).toBe('My Orders');
    expect(url.searchParams.get('desc')).toBe('Track & manage');
  });
});

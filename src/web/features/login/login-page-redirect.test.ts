import { describe, expect, it } from 'vitest';
import type { UserState } from '../../../contracts/user-state.ts';
import { routeOutcome } from '../../app/route-table.ts';
import { routes } from '../../app/routes.ts';

const loginRoute = routes.find((r) => r.path === '/account/login')!;
const origin = 'http://localhost:3000';
const loggedIn = { isLoggedIn: true } as UserState;
const at = (search: string) => new URL(`/account/login${search}`, origin);

describe('the login page of a logged-in shopper, on the server (spec 000 §2)', () => {
  it('when ret is a path of this site, then the server sends the shopper there at once', () => {
    expect(routeOutcome(loginRoute, at('?ret=%2Faccount%2Forders%3Fx%3D1'), loggedIn)).toEqual({
      kind: 'redirect',
      to: '/account/orders?x=1',
      status: 302,
    });
  });

  it('when ret leaves the site in any spelling, then the server never redirects there', () => {
    for (const ret of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'evil.example',
    ]) {
      expect(routeOutcome(loginRoute, at(`?ret=${encodeURIComponent(ret)}`), loggedIn), ret).toEqual({
        kind: 'render',
      });
    }
  });

  it('when there is no ret, or the shopper is logged out, then the page renders (the browser knows the remembered path)', () => {
    expect(routeOutcome(loginRoute, at(''), loggedIn)).toEqual({ kind: 'render' });
    expect(routeOutcome(loginRoute, at('?ret=%2Fx'), undefined)).toEqual({ kind: 'render' });
    expect(routeOutcome(loginRoute, at('?ret=%2Fx'), { isLoggedIn: false } as UserState)).toEqual({ kind: 'render' });
  });
});

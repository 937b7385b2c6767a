import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import type { UserState } from '../../contracts/user-state.ts';
import type { ApiClient } from '../api/client.ts';
import type { Queries } from '../api/queries.ts';
import { loginRedirectUrl } from '../features/login/return-url.ts';
import type { RouteFlags } from './route-flags.ts';

/** What a route's prefetch may use; the same on the server and in the browser. */
export interface PrefetchDeps {
  queryClient: QueryClient;
  queries: Queries;
  /** The typed client, for features that keep their own query options next to their screens. */
  client: ApiClient;
  visitorId: string;
  url: URL;
  params: Record<string, string | undefined>;
}

interface RouteBase {
  path: string;
  flags: RouteFlags;
  /** Loads the screen's data into the query cache; the server awaits it before rendering. */
  prefetch?: (deps: PrefetchDeps) => Promise<unknown>;
  /**
   * For a `*` route: whether it takes a path that a router pattern cannot express (tag browse
   * `/x/pr`, store landings `/x-store`); decided from the path alone, so server and browser agree.
   */
  claims?: (pathname: string) => boolean;
  /**
   * The source module of the screen's lazily loaded chunk (its build-manifest key), for the server
   * to link its scripts and styles; set by `lazyScreen` and resolved by the route collector.
   */
  chunk?: string;
  /** The screen for paths nothing else takes. */
  notFound?: boolean;
}

/** A screen, or a pure redirect (`/login` and the footer's old help paths, 301 with the query kept). */
export type ScreenRoute = RouteBase &
  ({ Screen: ComponentType; redirectTo?: never } | { Screen?: never; redirectTo: (url: URL) => string });

/** What each `src/web/routes/<screen>/route.ts` exports: its routes, collected by app/routes.ts. */
export interface RouteModule {
  routes: ScreenRoute[];
}

/**
 * A screen in its own chunk, from `import.meta.glob('./x-screen.tsx', { import: 'XScreen' })`:
 * the glob names the module (the server links its chunk by that name) and loads it on first visit.
 */
export const lazyScreen = (
  load: () => Promise<ComponentType>,
  chunk: string,
): { Screen: ComponentType; chunk: string } => ({
  Screen: lazy(() => load().then((Screen) => ({ default: Screen }))),
  chunk,
});

/**
 * A prefetch that lives in the screen's own chunk: the route table is in every first load, so
 * it names the module to import instead of importing it.
 */
export const lazyPrefetch =
  (load: () => Promise<{ prefetch: (deps: PrefetchDeps) => Promise<unknown> }>) =>
  (deps: PrefetchDeps): Promise<unknown> =>
    load().then((m) => m.prefetch(deps));

export type RouteOutcome =
  { kind: 'render' } | { kind: 'redirect'; to: string; status: number } | { kind: 'not-found' };

/**
 * Decides, from the path and the visitor's state alone, whether a route renders, redirects or
 * is not found; the server and the browser call the same function, so they always agree.
 */
export function routeOutcome(route: ScreenRoute, url: URL, user: UserState | undefined): RouteOutcome {
  if (route.redirectTo) return { kind: 'redirect', to: route.redirectTo(url), status: 301 };
  const required = route.flags.loginRequired;
  if (required && !user?.isLoggedIn) {
    return {
      kind: 'redirect',
      to: loginRedirectUrl(url.pathname + url.search, required.title, required.desc),
      status: 302,
    };
  }
  // The login page of a logged-in shopper goes on to its ret (spec 000 §2) when that is a plain
  // path of this site; anything else, and the remembered path, is the login screen's to judge
  // (safeReturnUrl), which keeps the first load small.
  const ret = url.searchParams.get('ret') ?? '';
  if (route.flags.screen === 'login' && user?.isLoggedIn && /^\/(?![/\\])[^\0-\x1f\x7f]*$/.test(ret))
    return { kind: 'redirect', to: ret, status: 302 };
  if (route.notFound) return { kind: 'not-found' };
  return { kind: 'render' };
}

type Resolved = { route: ScreenRoute; params: Record<string, string | undefined> };
const resolved = new WeakMap<ScreenRoute[], Map<string, Resolved>>();

/**
 * The route for a path (the last of `routes` is the not-found route); remembered per path, since a
 * page asks several times while rendering.
 */
export function resolveRoute(routes: ScreenRoute[], pathname: string): Resolved {
  let known = resolved.get(routes);
  if (!known) resolved.set(routes, (known = new Map()));
  const hit = known.get(pathname);
  if (hit) return hit;
  const result = matchRoute(routes, pathname);
  // Bounded: paths come from visitors, and most are seen once.
  if (known.size > 500) known.clear();
  known.set(pathname, result);
  return result;
}

function matchRoute(routes: ScreenRoute[], pathname: string): Resolved {
  const patterns = routes.flatMap((r, index) =>
    r.path === '*' ? [] : [{ path: r.path, index: undefined, id: String(index) }],
  );
  const last = matchRoutes(patterns, pathname)?.at(-1);
  if (last) return { route: routes[Number(last.route.id)] as ScreenRoute, params: last.params };
  const claimed = routes.find((r) => r.claims?.(pathname)) ?? routes.find((r) => r.notFound);
  return { route: claimed as ScreenRoute, params: {} };
}

import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Loading } from '../components/screen-states.tsx';
import { nextPathKey } from '../features/login/return-url.ts';
import { useApi } from './api-context.tsx';
import { routes } from './routes.ts';
import { resolveRoute, routeOutcome } from './route-table.ts';
import { usePageParts } from './page-parts.ts';
import { ScreenContext } from './screen-context.tsx';
import { Shell } from './shell.tsx';

/** Sends the browser on, remembering a login-required path as the next path after login. */
function Redirect({ to, from }: { to: string; from: string }) {
  useEffect(() => {
    if (to.startsWith('/account/login?ret=')) sessionStorage.setItem(nextPathKey, from);
  }, [to, from]);
  return <Navigate to={to} replace />;
}

const flagsOf = (pathname: string) => resolveRoute(routes, pathname).route.flags;

/** Picks the screen for the location and wraps it in the shell its route flags ask for. */
export function App() {
  const location = useLocation();
  const { queries, client, visitorId, queryClient, landingPageUrl } = useApi();
  const user = useQuery(queries.userState(visitorId, landingPageUrl)).data;
  const { route, params } = useMemo(() => resolveRoute(routes, location.pathname), [location.pathname]);
  const url = new URL(location.pathname + location.search, 'http://storefront.invalid');
  const outcome = routeOutcome(route, url, user);

  // On navigations in the browser, warm the screen's data while it renders its loading state. Not on
  // the page the browser loaded (the router's 'default' entry): the server awaited the same prefetch
  // and its data came with the HTML, so loading and running it again would only slow the hydration.
  useEffect(() => {
    if (location.key === 'default' || outcome.kind !== 'render' || !route.prefetch) return;
    route.prefetch({ queryClient, queries, client, visitorId, url, params }).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname, location.search]);

  // Flags and parameters reach the screen through context: it changes only with the path.
  const info = useMemo(() => ({ flags: route.flags, params, flagsOf }), [route, params]);
  // The same element while the screen stays the same: when the visitor's state arrives just after
  // hydration and re-renders this component, a screen whose lazy code is still loading must not
  // see an update, or React drops its server HTML for the fallback and the page jumps (CLS).
  const screen = useMemo(
    () => <Suspense fallback={<Loading className="screen-loading" />}>{route.Screen && <route.Screen />}</Suspense>,
    [route],
  );
  // Without its screen (the shared rendering of a per-shopper page), the page never redirects.
  const parts = usePageParts();
  if (outcome.kind === 'redirect' && (!import.meta.env.SSR || parts.screen))
    return <Redirect to={outcome.to} from={location.pathname + location.search} />;
  return (
    <Shell flags={route.flags}>
      <ScreenContext.Provider value={info}>{screen}</ScreenContext.Provider>
    </Shell>
  );
}

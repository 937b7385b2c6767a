import type { RouteDeps } from '../../app/routes.tsx';

/** The home page's layout and widget data, fetched before the page renders. */
export function homeLoader(deps: RouteDeps) {
  return async () => {
    await Promise.all([
      deps.queryClient.ensureQueryData(deps.queries.layout('home')),
      deps.queryClient.ensureQueryData(deps.queries.widgets('home')),
    ]);
    return null;
  };
}

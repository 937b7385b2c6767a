import { useLocation } from 'react-router';
import { resolveRoute } from '../app/route-table.ts';
import { routes } from '../app/routes.tsx';

/** A screen whose capability arrives in a later issue: its title, in the right shell. */
export function PlaceholderScreen() {
  const { pathname } = useLocation();
  const { flags } = resolveRoute(routes, pathname).route;
  return (
    <section className="screen-card" data-screen={flags.screen}>
      <h1>{flags.title ?? 'Coming soon'}</h1>
    </section>
  );
}

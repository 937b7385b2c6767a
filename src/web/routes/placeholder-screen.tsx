import { useMatches } from 'react-router';
import type { RouteFlags } from '../app/route-flags.ts';

/** A screen whose capability arrives in a later issue: its title, in the right shell. */
export function PlaceholderScreen() {
  const matches = useMatches();
  const flags = matches[matches.length - 1]?.handle as RouteFlags | undefined;
  return (
    <section className="placeholder" data-screen={flags?.screen}>
      <h1>{flags?.title ?? 'Coming soon'}</h1>
    </section>
  );
}

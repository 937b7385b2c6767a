import { useScreen } from '../../app/screen-context.tsx';

/** A screen whose capability arrives in a later issue: its title, in the right shell. */
export function PlaceholderScreen() {
  const { flags } = useScreen();
  return (
    <section className="screen-card" data-screen={flags.screen}>
      <h1>{flags.title ?? 'Coming soon'}</h1>
    </section>
  );
}

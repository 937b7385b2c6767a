import { useScreen } from '../../app/screen-context.tsx';

/**
 * A screen whose capability arrives in a later issue: its title, in the right shell, with what a
 * shopper can do meanwhile. Its own lazy chunk: no first load carries it.
 */
export function PlaceholderScreen() {
  const { flags } = useScreen();
  return (
    <section className="screen-card" data-screen={flags.screen}>
      <h1>{flags.title ?? 'Coming soon'}</h1>
      <p>This page is not ready yet. Everything else on Bazaar works as usual.</p>
      <a className="cta" href="/">
        CONTINUE SHOPPING
      </a>
    </section>
  );
}

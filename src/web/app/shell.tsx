import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';
import { useCobrand } from '../features/shell/cobrand.ts';
import footerStyles from '../features/shell/footer.module.css';
import { Header } from './header.tsx';
import { usePageParts } from './page-parts.ts';
import navStyles from '../features/shell/nav.module.css';
import quickLinkStyles from '../features/shell/quick-links.module.css';
import type { RouteFlags } from './route-flags.ts';

/*
 * The navigation menu, the quick links, the footer and the shell's behaviour (scroll, network
 * status, toasts, page title) are rendered on the server and hydrated when their code arrives,
 * just after the first paint (docs/decisions/0005-shell.md). They draw only on data that does not
 * change after hydration (menu, links, footer, SEO), never on the visitor's state, so the
 * server's HTML always matches. Their stylesheets are in the first load. The server replaces
 * these with the components themselves (entry-server.tsx), so it never has to stream them late.
 */
export const deferred: Record<
  'NavMenu' | 'QuickLinks' | 'Footer' | 'ShellExtras',
  ComponentType<{ flags: RouteFlags }>
> = {
  NavMenu: lazy(() => import('../features/shell/nav-menu.tsx').then((m) => ({ default: m.NavMenu }))),
  QuickLinks: lazy(() => import('../features/shell/quick-links.tsx').then((m) => ({ default: m.QuickLinks }))),
  Footer: lazy(() => import('../features/shell/footer.tsx').then((m) => ({ default: m.Footer }))),
  ShellExtras: lazy(() => import('../features/shell/shell-extras.tsx').then((m) => ({ default: m.ShellExtras }))),
};

/**
 * One deferred part. Memoized on its props so that a re-render of the shell (the visitor's state
 * arriving) never reaches a boundary still waiting for its code; the fallback keeps its space.
 */
const Deferred = memo(function Deferred({
  part: Part,
  flags,
  space,
}: {
  part: ComponentType<{ flags: RouteFlags }>;
  flags: RouteFlags;
  space?: string;
}) {
  return (
    <Suspense fallback={space ? <div className={space} /> : null}>
      <Part flags={flags} />
    </Suspense>
  );
});

/**
 * The shell around every screen (spec 000 §2): header and navigation in the variant the route's
 * flags ask for, quick links on home, the footer, back-to-top and scroll restoration, network
 * status, and the one toast area of every page.
 */
export function Shell({ flags, children }: { flags: RouteFlags; children: ReactNode }) {
  const cobrand = useCobrand();
  // A part left out is `false` in its place: the others keep their position (and useId values).
  const parts = usePageParts();
  // The browser always renders the whole page: these fold to true in its bundle.
  const chrome = !import.meta.env.SSR || parts.chrome;
  const screen = !import.meta.env.SSR || parts.screen;
  return (
    <div className="page" data-screen={flags.screen} data-cobrand={cobrand?.name}>
      {chrome && (
        <a href="#main" className="skip-link">
          Skip to content
        </a>
      )}
      <Header flags={flags} />
      {chrome && !flags.minimalHeader && (
        <Deferred part={deferred.NavMenu} flags={flags} space={navStyles.nav as string} />
      )}
      {chrome && flags.screen === 'home' && (
        <Deferred part={deferred.QuickLinks} flags={flags} space={quickLinkStyles.strip as string} />
      )}
      <main id="main">{screen && children}</main>
      {chrome && <Deferred part={deferred.Footer} flags={flags} space={footerStyles.space as string} />}
      {chrome && <Deferred part={deferred.ShellExtras} flags={flags} />}
    </div>
  );
}

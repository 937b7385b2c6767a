import type { ReactNode } from 'react';
import type { RouteFlags } from './route-flags.ts';

/** The shell around every screen: header, navigation, footer, toasts (built out by the shell work). */
export function Shell({ flags, children }: { flags: RouteFlags; children: ReactNode }) {
  return (
    <div className="page" data-screen={flags.screen}>
      <main id="main">{children}</main>
    </div>
  );
}

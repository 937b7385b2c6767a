import { hydrate } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createClient } from '../api/client.ts';
import { createQueries } from '../api/queries.ts';
import type { Cobrand } from '../features/shell/cobrand.ts';
import { App } from './app.tsx';
import { stateElementId } from './document.ts';
import { Providers, createQueryClient } from './providers.tsx';
import '../styles/global.css';

/** The query cache and the visit's co-brand, as the server rendered them (document.ts). */
const page = JSON.parse(document.getElementById(stateElementId)?.textContent || '{}') as {
  query?: unknown;
  cobrand?: Cobrand | null;
};

/** Browser timeout of the generic client (spec 000 §9). */
const browserTimeoutMs = 10_000;

const queryClient = createQueryClient();
hydrate(queryClient, page.query as Parameters<typeof hydrate>[1]);
// Browsers send their own User-Agent and refuse to let scripts replace it.
const client = createClient({
  fetch: (url, init) => fetch(url, init),
  timeoutMs: browserTimeoutMs,
  userAgent: '',
  credentials: 'include',
});
const queries = createQueries(client);
// The server sets the visitor id cookie on the first page (docs/decisions/0010).
const visitorId = /(?:^|; )vid=([A-Za-z0-9_-]+)/.exec(document.cookie)?.[1] ?? 'anonymous';

/**
 * Whether every part of the page has hydrated. The shell's deferred parts and the screen are lazy
 * Suspense boundaries (shell.tsx, app.tsx) that hydrate in commits of their own once their code
 * has arrived, after the first commit. The server marks each boundary's content with the comments
 * `<!--$-->` … `<!--/$-->`; React puts its fiber on a DOM node (`__reactFiber$…`, with the
 * random suffix of the root's `__reactContainer$…`) when it hydrates that node, so a boundary is hydrated when
 * the last node of its content carries it. An empty boundary has nothing to wait for.
 */
function everyPartHydrated(root: HTMLElement): boolean {
  // The same random suffix as the container's own key, which hydrateRoot set.
  const container = Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
  if (!container) return false;
  const key = container.replace('__reactContainer$', '__reactFiber$');
  const comments = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let c = comments.nextNode(); c; c = comments.nextNode()) {
    if ((c as Comment).data !== '$') continue;
    // The boundary's last top-level node: the next `/$` at this level, counting nested boundaries.
    let depth = 0;
    let last: Node | null = null;
    for (let n = c.nextSibling; n; n = n.nextSibling) {
      const data = n.nodeType === Node.COMMENT_NODE ? (n as Comment).data : null;
      if (data === '/$' && depth === 0) break;
      if (data === '/$') depth -= 1;
      else if (data?.startsWith('$')) depth += 1;
      if (n.nodeType === Node.ELEMENT_NODE || n.nodeType === Node.TEXT_NODE) last = n;
    }
    if (last && !(key in last)) return false;
  }
  return true;
}

/**
 * `<html data-hydrated="1">` once the whole page has hydrated and React has run its effects:
 * browser tests wait for it rather than for network silence (decision 0027), which can come
 * before the lazy parts have hydrated (a screen's redirect, a search box still a plain form).
 * Checked after the first commit (a parent's effects run after its children's, and this is the
 * outermost component) and then every 50 ms until true, then set one check later, so that the
 * commit of the last part and its effects (React's own tasks, queued first) have run. No DOM of
 * its own, so the server's HTML needs none.
 */
function HydrationMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    const root = document.getElementById('root') as HTMLElement;
    let seen = false;
    const check = () => {
      if (!everyPartHydrated(root)) seen = false;
      else if (seen) return void (document.documentElement.dataset.hydrated = '1');
      else seen = true;
      setTimeout(check, 50);
    };
    check();
  }, []);
  return children;
}

hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <HydrationMark>
    <Providers
      queryClient={queryClient}
      client={client}
      queries={queries}
      visitorId={visitorId}
      landingPageUrl={window.location.pathname + window.location.search}
      cobrand={page.cobrand ?? undefined}
    >
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Providers>
  </HydrationMark>,
);

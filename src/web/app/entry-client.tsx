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
 * `<html data-hydrated="1">` once the whole page has hydrated (./hydration-mark.ts). Its code
 * arrives after the first commit, in a chunk of its own: it is not the page's first load.
 */
function HydrationMark({ children }: { children: ReactNode }) {
  useEffect(() => {
    void import('./hydration-mark.ts').then((m) => m.markWhenHydrated(document.getElementById('root') as HTMLElement));
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

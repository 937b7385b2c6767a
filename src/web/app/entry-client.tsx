import { hydrate } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createClient } from '../api/client.ts';
import { createQueries } from '../api/queries.ts';
import { App } from './app.tsx';
import { Providers, createQueryClient } from './providers.tsx';
import '../styles/global.css';

declare global {
  interface Window {
    __QUERY_STATE__?: unknown;
    __VISITOR_ID__?: string;
  }
}

/** Browser timeout of the generic client (spec 000 §9). */
const browserTimeoutMs = 10_000;

const queryClient = createQueryClient();
hydrate(queryClient, window.__QUERY_STATE__ as Parameters<typeof hydrate>[1]);
// Browsers send their own User-Agent and refuse to let scripts replace it.
const client = createClient({ fetch: (url, init) => fetch(url, init), timeoutMs: browserTimeoutMs, userAgent: '', credentials: 'include' });
const queries = createQueries(client);
const visitorId = window.__VISITOR_ID__ ?? 'anonymous';

hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <Providers queryClient={queryClient} client={client} queries={queries} visitorId={visitorId}>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </Providers>,
);

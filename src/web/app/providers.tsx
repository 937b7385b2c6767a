import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '../api/client.ts';
import type { Queries } from '../api/queries.ts';
import { CobrandContext, type Cobrand } from '../features/shell/cobrand.ts';
import { ToastProvider } from './toasts.tsx';
import { ApiProvider } from './api-context.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 60 * 1000, refetchOnWindowFocus: false } },
  });
}

export interface ProvidersProps {
  queryClient: QueryClient;
  client: ApiClient;
  queries: Queries;
  visitorId: string;
  landingPageUrl?: string;
  /** The visit's co-brand variant, chosen by the server (docs/decisions/0004-cobrand.md). */
  cobrand?: Cobrand | null;
  children: ReactNode;
}

/** Everything a screen may use: remote state, the typed client, the co-brand and the toasts. */
export function Providers({
  queryClient,
  client,
  queries,
  visitorId,
  landingPageUrl,
  cobrand = null,
  children,
}: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider value={{ client, queries, visitorId, queryClient, landingPageUrl }}>
        <CobrandContext.Provider value={cobrand}>
          <ToastProvider>{children}</ToastProvider>
        </CobrandContext.Provider>
      </ApiProvider>
    </QueryClientProvider>
  );
}

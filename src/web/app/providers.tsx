import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient } from '../api/client.ts';
import type { Queries } from '../api/queries.ts';
import { ApiProvider } from './api-context.tsx';

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60 * 1000, refetchOnWindowFocus: false } } });
}

export interface ProvidersProps {
  queryClient: QueryClient;
  client: ApiClient;
  queries: Queries;
  visitorId: string;
  landingPageUrl?: string;
  children: ReactNode;
}

/** Everything a screen may use: remote state, the typed client (toasts and co-brand join later). */
export function Providers({ queryClient, client, queries, visitorId, landingPageUrl, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider value={{ client, queries, visitorId, queryClient, landingPageUrl }}>{children}</ApiProvider>
    </QueryClientProvider>
  );
}

import { createContext, useContext, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.ts';
import type { Queries } from '../api/queries.ts';

interface ApiContextValue {
  client: ApiClient;
  queries: Queries;
  visitorId: string;
  queryClient: QueryClient;
  /** First page of the visit, sent with the browser's user-state call (channel attribution). */
  landingPageUrl?: string;
}

const ApiContext = createContext<ApiContextValue | null>(null);

export function ApiProvider({ value, children }: { value: ApiContextValue; children: ReactNode }) {
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

/** The typed client and query options of this page (server or browser). */
export function useApi(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi outside ApiProvider');
  return value;
}

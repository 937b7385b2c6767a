import { useQuery } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';

/** The visitor's state (spec 000 §3); undefined until known, which the shell shows as logged out. */
export function useUser() {
  const { queries, visitorId, landingPageUrl } = useApi();
  return useQuery(queries.userState(visitorId, landingPageUrl)).data;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '@wps/shared-types';
import { fetchSystemStatus, systemKeys } from '../api';

// The status decides maintenance and region blocks; a few minutes of staleness is fine.
const STATUS_STALE_MS = 5 * 60 * 1000;

export const systemStatusQuery = queryOptions({
  queryKey: systemKeys.status,
  queryFn: ({ signal }) => fetchSystemStatus(signal),
  staleTime: STATUS_STALE_MS,
});

export function useSystemStatus() {
  return useQuery(systemStatusQuery);
}

/** The operator's white-label settings, or undefined while loading or when the call failed. */
export function useSiteInfo(): SiteInfo | undefined {
  return useSystemStatus().data?.info;
}

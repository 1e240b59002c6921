import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameCategory, VendorLane, VendorListResponse } from '@wps/shared-types';
import { clientState } from '../../../lib/client-state';
import { fetchVendorLanes, lobbyKeys } from '../api';

// The catalogue changes when an operator re-seeds it; a page load or ten minutes is fresh enough.
const VENDORS_STALE_MS = 10 * 60 * 1000;

/** Spec 1 §3: the vendor list lives in session storage and is fetched again once flushed. */
export const vendorLanesQuery = queryOptions({
  queryKey: lobbyKeys.vendors,
  queryFn: async ({ signal }): Promise<VendorListResponse> => {
    const answer = await fetchVendorLanes(signal);
    clientState.setSessionCache('vendors', answer);
    return answer;
  },
  initialData: () => clientState.getSessionCache<VendorListResponse>('vendors') ?? undefined,
  staleTime: VENDORS_STALE_MS,
});

/** Every vendor lane, in the API's category order; empty while loading. */
export function useVendorLanes(): { lanes: VendorLane[]; isLoading: boolean } {
  const { data, isLoading } = useQuery(vendorLanesQuery);
  // The header reads the lanes on every page: an answer without them must not take it down.
  return { lanes: data?.data?.lanes ?? [], isLoading };
}

/** The lane of one category, if the operator offers it. */
export function useVendorLane(category: GameCategory | undefined): VendorLane | undefined {
  const { lanes } = useVendorLanes();
  return lanes.find((lane) => lane.gameCategory === category);
}

import { useQuery } from '@tanstack/react-query';
import type { PromotionTypesValue } from '@wps/shared-types';
import { fetchPromotionTypes, promotionKeys } from '../api';

// The operator changes promotions rarely; the side menu and the tabs share one answer a while.
const TYPES_STALE_MILLISECONDS = 5 * 60_000;

/** The promotion types' query: its answer, and whether it is still on its way. */
export function usePromotionTypesQuery() {
  return useQuery({
    queryKey: promotionKeys.types,
    queryFn: ({ signal }) => fetchPromotionTypes(signal),
    staleTime: TYPES_STALE_MILLISECONDS,
  });
}

/** The promotion types on show and the referral flag; undefined until they arrive. */
export function usePromotionTypes(): PromotionTypesValue | undefined {
  return usePromotionTypesQuery().data;
}

import { useQuery } from '@tanstack/react-query';
import { fetchProtection, protectionKeys } from '../api';
import { useHasProtection } from './useHasProtection';

/** The member's limits, exclusion, reality check, identity and figures (one query, shared). */
export function useProtection() {
  const enabled = useHasProtection();
  return useQuery({
    queryKey: protectionKeys.overview,
    queryFn: ({ signal }) => fetchProtection(signal),
    enabled,
  });
}

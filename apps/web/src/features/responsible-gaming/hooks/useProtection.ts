import { useQuery } from '@tanstack/react-query';
import { isDemoSession, useSession } from '../../session';
import { fetchProtection, protectionKeys } from '../api';

/** Whether the visitor is a logged-in real account (not demo) that may read its protection. */
export function useHasProtection(): boolean {
  const session = useSession();
  // The account type arrives with the member info; a demo account has no protection to read.
  return (
    Boolean(session.token) &&
    !session.passwordChangeRequired &&
    session.isAgent !== null &&
    !isDemoSession(session)
  );
}

/** The member's limits, exclusion, reality check, identity and figures (one query, shared). */
export function useProtection() {
  const enabled = useHasProtection();
  return useQuery({
    queryKey: protectionKeys.overview,
    queryFn: ({ signal }) => fetchProtection(signal),
    enabled,
  });
}

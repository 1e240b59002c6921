import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { fetchMemberIcon, fetchMemberInfo, memberKeys } from '../api';
import { sessionStore } from '../session-store';
import { useSession } from './useSession';

export const memberInfoQuery = queryOptions({
  queryKey: memberKeys.info,
  queryFn: async ({ signal }) => {
    const info = await fetchMemberInfo(signal);
    // The guards and the header read these from the session (spec 1 §3).
    sessionStore.applyMemberInfo(info);
    return info;
  },
  staleTime: 60_000,
});

/** The logged-in member's info; fetched whenever a session exists (spec 1 §4: start). */
export function useMemberInfo() {
  const session = useSession();
  return useQuery({
    ...memberInfoQuery,
    enabled: Boolean(session.token) && !session.passwordChangeRequired,
  });
}

export function useMemberIcon() {
  const session = useSession();
  return useQuery({
    queryKey: memberKeys.icon,
    queryFn: ({ signal }) => fetchMemberIcon(signal),
    enabled: Boolean(session.token) && !session.passwordChangeRequired,
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** After login, registration or a password change: load the member's info afresh. */
export async function loadLoginInfo(queryClient: QueryClient): Promise<void> {
  await queryClient.fetchQuery({ ...memberInfoQuery, staleTime: 0 }).catch(() => undefined);
}

/** Logout or a session the server refused: storage cleared, the member's data forgotten. */
export function endSession(queryClient: QueryClient): void {
  sessionStore.end();
  queryClient.removeQueries({ queryKey: memberKeys.all });
}

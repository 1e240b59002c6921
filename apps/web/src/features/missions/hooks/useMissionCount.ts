import { useQuery } from '@tanstack/react-query';
import { isDemoSession, useSession } from '../../session';
import { fetchMissionCount, missionKeys } from '../api';

// Bets settle and deposits are approved while the centre is open: the badge follows.
const COUNT_REFRESH_MS = 60_000;

/**
 * Missions completed and not claimed: the red badge beside mission_activity (spec 1 §2); 0 for
 * a visitor or a demo account, which have no missions.
 */
export function useMissionCount(): number {
  const session = useSession();
  const { data } = useQuery({
    queryKey: missionKeys.count,
    queryFn: ({ signal }) => fetchMissionCount(signal),
    enabled: Boolean(session.token) && !session.passwordChangeRequired && !isDemoSession(session),
    refetchInterval: COUNT_REFRESH_MS,
  });
  return data?.count ?? 0;
}

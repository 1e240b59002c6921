import { useQuery } from '@tanstack/react-query';
import type { PlaySessionStatus } from '@wps/shared-types';
import { useEffect, useState } from 'react';
import { fetchPlaySession, playKeys } from '../api';

const MINUTE_MS = 60_000;

/** A reality check that fell due: the session's figures once they arrive, or why they did not. */
export interface DueRealityCheck {
  status: PlaySessionStatus | null;
  error: unknown;
}

/**
 * The reality check of a member playing in the frame. The opening answer gives the interval: a
 * check falls due when the login session completes it (opening another game does not restart
 * the count), and the session's time and net result are fetched then. `resume` closes the check;
 * the next one falls due a whole interval later.
 */
export function useRealityCheck(enabled: boolean): {
  check: DueRealityCheck | null;
  resume: () => void;
} {
  const opening = useQuery({
    queryKey: playKeys.session,
    queryFn: ({ signal }) => fetchPlaySession(signal),
    enabled,
    staleTime: 0,
  });
  const [round, setRound] = useState(0);
  const [isDue, setIsDue] = useState(false);
  // After "continue": a whole interval, as the check just shown said.
  const [resumeDelay, setResumeDelay] = useState<number | null>(null);
  const check = useQuery({
    queryKey: playKeys.realityCheck(round),
    queryFn: ({ signal }) => fetchPlaySession(signal),
    enabled: enabled && isDue,
    staleTime: Infinity,
    gcTime: 0,
  });

  const intervalMinutes = opening.data?.realityCheckMinutes;
  const minutesPlayed = opening.data?.minutesPlayed;
  let delay: number | null = resumeDelay;
  if (delay === null && intervalMinutes !== undefined && minutesPlayed !== undefined) {
    const interval = intervalMinutes * MINUTE_MS;
    delay = interval - ((minutesPlayed * MINUTE_MS) % interval);
  }

  useEffect(() => {
    if (!enabled || isDue || delay === null) return;
    const timer = window.setTimeout(() => setIsDue(true), delay);
    return () => window.clearTimeout(timer);
  }, [enabled, isDue, delay]);

  const resume = () => {
    const minutes = check.data?.realityCheckMinutes ?? intervalMinutes;
    if (minutes !== undefined) setResumeDelay(minutes * MINUTE_MS);
    setRound((count) => count + 1);
    setIsDue(false);
  };

  return {
    check: enabled && isDue ? { status: check.data ?? null, error: check.error } : null,
    resume,
  };
}

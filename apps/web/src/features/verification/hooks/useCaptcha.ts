import { useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { fetchCaptcha } from '../api';
import { useThrottle } from './useThrottle';

/** Spec 1 §9: the captcha image is refreshed at most once per second. */
export const CAPTCHA_REFRESH_MS = 1000;

let lastCaptchaRequest = Number.NEGATIVE_INFINITY;

// The API refuses a second image within a second; a refresh that comes sooner waits its turn
// instead of failing (a wrong answer right after the first image still gets a new one).
async function fetchCaptchaInTurn(): Promise<string> {
  const wait = lastCaptchaRequest + CAPTCHA_REFRESH_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => window.setTimeout(resolve, wait));
  lastCaptchaRequest = Date.now();
  return fetchCaptcha();
}

/**
 * The captcha image while `enabled`. Each refresh asks for a new image (the API keeps only the
 * latest answer, tied to its cookie); clicks on the refresh closer than a second apart are
 * ignored, and requests never go out more than once a second.
 */
export function useCaptcha(enabled: boolean) {
  const [generation, setGeneration] = useState(0);
  const query = useQuery({
    queryKey: ['verification', 'captcha', generation],
    queryFn: fetchCaptchaInTurn,
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const next = useCallback(() => setGeneration((value) => value + 1), []);
  const refresh = useThrottle(next, CAPTCHA_REFRESH_MS);
  return {
    image: query.data ?? null,
    isError: query.isError,
    /** A player's click: ignored within a second of the last one. */
    refresh,
    /** After a failed attempt the answer is used up: always a new image (in its turn). */
    renew: next,
  };
}

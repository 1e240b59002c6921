import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  CONSOLE_PATHS,
  type ConsoleChallenge,
  type ConsoleChangePasswordRequest,
  type ConsoleCodeRequest,
  type ConsoleOperator,
  type ConsoleSignInRequest,
  type ConsoleSignedIn,
} from '@wps/shared-types';
import { isApiError } from '../../../api/client';
import { consoleApi } from '../../lib/console-api';
import { isSignedOutError } from '../../lib/error-text';

/** Every console query key starts with 'console'; the signed-in operator is this one. */
export const operatorKey = ['console', 'me'] as const;

/** The signed-in operator, or null when the console has no session (sign-in page). */
async function fetchOperator(): Promise<ConsoleOperator | null> {
  try {
    return await consoleApi.get<ConsoleOperator>(CONSOLE_PATHS.me);
  } catch (error) {
    if (isSignedOutError(error)) return null;
    throw error;
  }
}

export const operatorQuery = queryOptions({
  queryKey: operatorKey,
  queryFn: fetchOperator,
  // Changed only by the console's own sign-in, sign-out and password change, and by a 401
  // anywhere (handleSessionError). A refetch in the middle of a sign-in would skip the step
  // that shows the recovery codes.
  staleTime: Infinity,
  refetchOnWindowFocus: false,
});

export const signIn = (request: ConsoleSignInRequest) =>
  consoleApi.post<ConsoleChallenge>(CONSOLE_PATHS.signIn, request);

export const verifyCode = (request: ConsoleCodeRequest) =>
  consoleApi.post<ConsoleSignedIn>(CONSOLE_PATHS.verifyCode, request);

export const verifyRecoveryCode = (request: ConsoleCodeRequest) =>
  consoleApi.post<ConsoleSignedIn>(CONSOLE_PATHS.verifyRecoveryCode, request);

export const changePassword = (request: ConsoleChangePasswordRequest) =>
  consoleApi.post<ConsoleOperator>(CONSOLE_PATHS.changePassword, request);

export const signOut = () => consoleApi.post<null>(CONSOLE_PATHS.signOut);

export const signOutEverywhere = () => consoleApi.post<null>(CONSOLE_PATHS.signOutEverywhere);

/** The console has no session any more: the sign-in page shows and no other answer is kept. */
export function forgetSession(client: QueryClient): void {
  client.setQueryData(operatorKey, null);
  client.removeQueries({
    predicate: (query) => query.queryKey[0] === 'console' && query.queryKey[1] !== 'me',
  });
}

/**
 * Session answers act the same wherever they come from: a 401 shows the sign-in page, a
 * PASSWORD_CHANGE_REQUIRED asks the API who is signed in (it says the change is due).
 */
export function handleSessionError(error: unknown, client: QueryClient): void {
  if (isSignedOutError(error)) {
    if (client.getQueryData(operatorKey)) forgetSession(client);
    return;
  }
  if (isApiError(error) && error.code === 'PASSWORD_CHANGE_REQUIRED') {
    void client.invalidateQueries({ queryKey: operatorKey });
  }
}

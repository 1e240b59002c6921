import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../api/client';
import { clientState } from '../../lib/client-state';
import { openAccessDialog } from './access-dialogs';
import { endSession } from './hooks/useMemberInfo';
import { sessionStore } from './session-store';

/**
 * Answers any call can give about the session itself (the query client runs this for every
 * failed query and mutation): a demo account blocked from a real-account action sees the
 * in_need_true_account warning; a session that must change its password gets the forced dialog;
 * a token the server no longer accepts is forgotten.
 */
export function handleSessionError(error: unknown, queryClient: QueryClient): void {
  if (!isApiError(error)) return;
  if (error.code === 'NEED_TRUE_ACCOUNT') {
    openAccessDialog('needTrueAccount');
  } else if (error.code === 'PASSWORD_CHANGE_REQUIRED' && clientState.getToken()) {
    sessionStore.requirePasswordChange();
  } else if (error.code === 'UNAUTHENTICATED' && clientState.getToken()) {
    endSession(queryClient);
  }
}

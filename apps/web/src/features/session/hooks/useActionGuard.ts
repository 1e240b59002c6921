import { useCallback } from 'react';
import { openAccessDialog } from '../access-dialogs';
import { isDemoSession, type SessionSnapshot } from '../session-store';
import { useSession } from './useSession';

export type GuardVerdict = 'proceed' | 'login' | 'needTrueAccount';

/**
 * Spec 1 §4 action guard: no token -> the login popup; a demo account (isAgent 4) -> the
 * in_need_true_account warning; otherwise the action may run.
 */
export function guardVerdict(session: SessionSnapshot): GuardVerdict {
  if (!session.token) return 'login';
  if (isDemoSession(session)) return 'needTrueAccount';
  return 'proceed';
}

/**
 * The one guard for actions that need a real, logged-in account: `guard(action)` runs `action`
 * or opens the dialog that explains why not, and says whether it ran.
 */
export function useActionGuard(): (action: () => void) => boolean {
  const session = useSession();
  return useCallback(
    (action: () => void) => {
      const verdict = guardVerdict(session);
      if (verdict === 'login') openAccessDialog('loginPopupModal');
      else if (verdict === 'needTrueAccount') openAccessDialog('needTrueAccount');
      else action();
      return verdict === 'proceed';
    },
    [session],
  );
}

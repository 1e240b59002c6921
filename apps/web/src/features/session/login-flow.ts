import type { QueryClient } from '@tanstack/react-query';
import type { LoginResponseValue } from '@wps/shared-types';
import { openAccessDialog } from './access-dialogs';
import { memberKeys, recordFirstLogin } from './api';
import { loadLoginInfo } from './hooks/useMemberInfo';
import { sessionStore } from './session-store';

/** How the session was obtained; only a password login can force a password change. */
export type SessionOrigin =
  'username' | 'sms' | 'register' | 'phoneReset' | 'emailReset' | 'freePlay';

export type LoginOutcome = 'loggedIn' | 'passwordChangeRequired';

/**
 * Spec 1 §4, after a successful login: store the token and, on a first login, make the
 * first-login call; when the password is the default one or expired (and the login used a
 * password), open the forced change dialog and set the cpw flag; otherwise load the login info.
 */
export async function completeLogin(
  queryClient: QueryClient,
  value: LoginResponseValue,
  options: { origin: SessionOrigin; username: string; password?: string; isAgent?: number },
): Promise<LoginOutcome> {
  const forced = value.passwordExpired && options.origin === 'username';
  sessionStore.start(value, {
    username: options.username,
    passwordChangeRequired: forced,
    isAgent: options.isAgent,
  });
  // A failure costs the member only the welcome letter: the login goes on. A demo account has no
  // mailbox. The member's queries may have started with the token: they are read again, so the
  // header's unread count holds the letter.
  if (value.firstTimeLogin && options.origin !== 'freePlay') {
    const answer = await recordFirstLogin().catch(() => null);
    if (answer?.welcomed) await queryClient.invalidateQueries({ queryKey: memberKeys.all });
  }
  if (forced) {
    openAccessDialog('changePassModal', { knownPassword: options.password });
    return 'passwordChangeRequired';
  }
  await loadLoginInfo(queryClient);
  return 'loggedIn';
}

import { isDemoSession, useSession } from '../../session';

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

import { useQuery } from '@tanstack/react-query';
import { isDemoSession, useSession } from '../../session';
import { fetchUnreadCount, mailboxKeys } from '../api';

/** How often the header asks again, so an offer that arrives shows without a reload. */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * The member's unread messages (the header's badge, the menu's red count); 0 for a visitor or a
 * demo account, which have no mailbox.
 */
export function useUnreadMessages(): number {
  const session = useSession();
  const { data } = useQuery({
    queryKey: mailboxKeys.unread,
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled: Boolean(session.token) && !session.passwordChangeRequired && !isDemoSession(session),
    refetchInterval: UNREAD_REFRESH_MS,
  });
  return data?.count ?? 0;
}

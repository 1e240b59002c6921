import { useState } from 'react';
import { clientState } from '../../../lib/client-state';
import { useActionGuard, useSession } from '../../session';

/** Spec 2 §3: lottery favourites are game ids kept in local storage, one list per username. */
export const lotteryFavouritesKey = (username: string) => `lotteryFavourites:${username}`;

function readFavourites(username: string | null): string[] {
  if (!username) return [];
  const stored = clientState.getLocalJson<unknown>(lotteryFavouritesKey(username));
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
}

/** The logged-in player's lottery favourites; visitors and demo accounts get the guard's dialog. */
export function useLotteryFavourites(): {
  favouriteIds: readonly string[];
  toggleFavourite: (gameId: string) => void;
} {
  const session = useSession();
  const guard = useActionGuard();
  const username = session.token ? session.account : null;
  const [favourites, setFavourites] = useState(() => ({
    username,
    ids: readFavourites(username),
  }));
  // Another player logging in on this device sees their own list.
  if (favourites.username !== username) setFavourites({ username, ids: readFavourites(username) });

  const toggleFavourite = (gameId: string) => {
    guard(() => {
      if (!username) return;
      const ids = favourites.ids.includes(gameId)
        ? favourites.ids.filter((id) => id !== gameId)
        : [...favourites.ids, gameId];
      clientState.setLocalJson(lotteryFavouritesKey(username), ids);
      setFavourites({ username, ids });
    });
  };

  return { favouriteIds: favourites.ids, toggleFavourite };
}

import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionSnapshot } from '../session-store';

/** The visitor's session; re-renders on login, logout and when member info arrives. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(
    (listener) => sessionStore.subscribe(listener),
    () => sessionStore.getSnapshot(),
    () => sessionStore.getSnapshot(),
  );
}

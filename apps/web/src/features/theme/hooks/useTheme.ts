import { useSyncExternalStore } from 'react';
import type { Theme } from '../../../lib/client-state';
import { getTheme, setTheme, subscribeTheme } from '../theme';

export function useTheme(): { theme: Theme; setTheme: (theme: Theme) => void } {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, getTheme);
  return { theme, setTheme };
}

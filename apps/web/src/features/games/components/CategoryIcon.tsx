import type { GameCategory } from '@wps/shared-types';
import { LineIcon } from '../../../ui/LineIcon';

const ICON_PATHS: Record<GameCategory, string> = {
  ELOTT: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h4',
  RNG: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Zm2.5 4h3l-2 6M10.5 9h3l-2 6M14.5 9h3l-2 6',
  LIVE: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 4a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM12 3v4M12 17v4M3 12h4M17 12h4',
  FISH: 'M3 12c2.5-4.5 8.5-6 13-2.5L21 6v12l-5-3.5C11.5 18 5.5 16.5 3 12Zm5-1h.01',
  PVP: 'M12 3c3 3.5 7 6 7 9.5a3.5 3.5 0 0 1-6 2.5l1 4h-4l1-4a3.5 3.5 0 0 1-6-2.5C5 9 9 6.5 12 3Z',
  SPORTS:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5 3.5 2.5-1.3 4h-4.4l-1.3-4L12 8Zm0-5v5m3.5 2.5 5-1.5M14.2 14.5 17 19m-7.2-4.5L7 19m1.5-8.5-5-1.5',
  ESPORTS:
    'M7 8h10a4 4 0 0 1 4 4v3a2.5 2.5 0 0 1-4.5 1.5L15 15H9l-1.5 1.5A2.5 2.5 0 0 1 3 15v-3a4 4 0 0 1 4-4Zm1 2.5v3M6.5 12h3M15 11h.01M17 13h.01',
  LOTT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm-1 2.5 1-1v5',
  COCKFIGHT:
    'M9 4c1-1 2.5-1 3 .5 1-1.5 3-1 3 .5 1.5 0 2 1.5 1 2.5l2 1-2 1.5c.5 4-1.5 8-6 9-3 .5-5-1.5-5-4 0-2.5 2-3.5 2-6 0-2 .5-3.5 2-5Zm3 5h.01',
};

/** Line icons for the game categories; decorative (the label carries the meaning). */
export function CategoryIcon({ category, size = 22 }: { category: GameCategory; size?: number }) {
  return <LineIcon path={ICON_PATHS[category]} size={size} />;
}

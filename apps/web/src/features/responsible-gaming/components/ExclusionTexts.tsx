import { useTranslation } from 'react-i18next';
import type { ExclusionKind } from '@wps/shared-types';
import { formatDateTime } from '../../../lib/date-time';

/** "Time-out in force", "Self-exclusion in force": the banner's name and the page's status. */
export const EXCLUSION_IN_FORCE = {
  TIME_OUT: 'responsibleGaming.banner.timeOut',
  SELF_EXCLUSION: 'responsibleGaming.banner.selfExclusion',
} as const satisfies Record<ExclusionKind, string>;

/** "Games and deposits are closed until …" (or for good). */
export function ClosedUntil({ end }: { end: string | null }) {
  const { t } = useTranslation('responsibleGaming');
  return end
    ? t('responsibleGaming.closedUntil', { end: formatDateTime(end) })
    : t('responsibleGaming.closedForGood');
}

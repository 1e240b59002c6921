import type {
  ExclusionView,
  IdentityStatus,
  PlayerLimitKind,
  ProtectionEventKind,
} from '@wps/shared-types';
import { dateTime } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Badge } from '../../../ui/Badge';

export const IDENTITY_LABELS = {
  NOT_VERIFIED: 'protection.identityStatuses.notVerified',
  PENDING: 'protection.identityStatuses.pending',
  VERIFIED: 'protection.identityStatuses.verified',
  REJECTED: 'protection.identityStatuses.rejected',
} as const satisfies Record<IdentityStatus, string>;

const IDENTITY_TONES = {
  NOT_VERIFIED: 'neutral',
  PENDING: 'warning',
  VERIFIED: 'good',
  REJECTED: 'danger',
} as const;

export const EXCLUSION_LABELS = {
  TIME_OUT: 'protection.exclusionKinds.timeOut',
  SELF_EXCLUSION: 'protection.exclusionKinds.selfExclusion',
} as const satisfies Record<ExclusionView['kind'], string>;

export const LIMIT_LABELS = {
  DEPOSIT_DAY: 'protection.limitNames.depositDay',
  DEPOSIT_WEEK: 'protection.limitNames.depositWeek',
  DEPOSIT_MONTH: 'protection.limitNames.depositMonth',
  LOSS_DAY: 'protection.limitNames.lossDay',
  LOSS_WEEK: 'protection.limitNames.lossWeek',
  LOSS_MONTH: 'protection.limitNames.lossMonth',
  WAGER_DAY: 'protection.limitNames.wagerDay',
  WAGER_WEEK: 'protection.limitNames.wagerWeek',
  WAGER_MONTH: 'protection.limitNames.wagerMonth',
  SESSION_MINUTES: 'protection.limitNames.sessionMinutes',
} as const satisfies Record<PlayerLimitKind, string>;

export const EVENT_LABELS = {
  LIMIT_SET: 'protection.events.limitSet',
  LIMIT_CHANGE_PENDING: 'protection.events.limitChangePending',
  EXCLUSION_STARTED: 'protection.events.exclusionStarted',
  EXCLUSION_LIFTED: 'protection.events.exclusionLifted',
  REALITY_CHECK_SET: 'protection.events.realityCheckSet',
  IDENTITY_SUBMITTED: 'protection.events.identitySubmitted',
  IDENTITY_REVIEWED: 'protection.events.identityReviewed',
} as const satisfies Record<ProtectionEventKind, string>;

/** Documents waiting for a review stand out; a rejection is shown as a problem. */
export function IdentityBadge({ status }: { status: IdentityStatus }) {
  const { t } = useConsoleTranslation();
  return <Badge tone={IDENTITY_TONES[status]}>{t(IDENTITY_LABELS[status])}</Badge>;
}

/** A time-out or self-exclusion in force, with its end ("permanent" when it has none). */
export function ExclusionState({ exclusion }: { exclusion: ExclusionView | null }) {
  const { t } = useConsoleTranslation();
  if (!exclusion) return t('common.none');
  return (
    <>
      <Badge tone="danger">{t(EXCLUSION_LABELS[exclusion.kind])}</Badge>{' '}
      {exclusion.endsAt
        ? t('protection.until', { date: dateTime(exclusion.endsAt) })
        : t('protection.permanent')}
    </>
  );
}

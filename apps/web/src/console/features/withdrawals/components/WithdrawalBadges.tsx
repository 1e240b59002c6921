import type { WithdrawalRejectCategory, WithdrawalStatus } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Badge } from '../../../ui/Badge';

export const STATUS_LABELS = {
  PENDING: 'withdrawals.statuses.PENDING',
  APPROVED: 'withdrawals.statuses.APPROVED',
  REJECTED: 'withdrawals.statuses.REJECTED',
  PAID: 'withdrawals.statuses.PAID',
  CONFIRMED: 'withdrawals.statuses.CONFIRMED',
  DISPUTED: 'withdrawals.statuses.DISPUTED',
  RESOLVED: 'withdrawals.statuses.RESOLVED',
} as const satisfies Record<WithdrawalStatus, string>;

export const REJECT_CATEGORY_LABELS = {
  TURNOVER_NOT_MET: 'withdrawals.rejectCategories.TURNOVER_NOT_MET',
  IDENTITY_NOT_VERIFIED: 'withdrawals.rejectCategories.IDENTITY_NOT_VERIFIED',
  HOLDER_NAME_MISMATCH: 'withdrawals.rejectCategories.HOLDER_NAME_MISMATCH',
  LINKED_ACCOUNTS: 'withdrawals.rejectCategories.LINKED_ACCOUNTS',
  BONUS_ABUSE: 'withdrawals.rejectCategories.BONUS_ABUSE',
  BANK_DETAILS: 'withdrawals.rejectCategories.BANK_DETAILS',
  OTHER: 'withdrawals.rejectCategories.OTHER',
} as const satisfies Record<WithdrawalRejectCategory, string>;

const TONES = {
  PENDING: 'warning',
  APPROVED: 'warning',
  REJECTED: 'danger',
  PAID: 'neutral',
  CONFIRMED: 'good',
  DISPUTED: 'danger',
  RESOLVED: 'good',
} as const satisfies Record<WithdrawalStatus, string>;

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useConsoleTranslation();
  return <Badge tone={TONES[status]}>{t(STATUS_LABELS[status])}</Badge>;
}

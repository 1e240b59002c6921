import type { DepositChannelType, DepositStatus } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Badge } from '../../../ui/Badge';

export const STATUS_LABELS = {
  PENDING: 'deposits.statuses.PENDING',
  APPROVED: 'deposits.statuses.APPROVED',
  REJECTED: 'deposits.statuses.REJECTED',
  EXPIRED: 'deposits.statuses.EXPIRED',
} as const satisfies Record<DepositStatus, string>;

export const TYPE_LABELS = {
  BANK_TRANSFER: 'deposits.types.BANK_TRANSFER',
  EWALLET: 'deposits.types.EWALLET',
  ONLINE: 'deposits.types.ONLINE',
} as const satisfies Record<DepositChannelType, string>;

const TONES = {
  PENDING: 'warning',
  APPROVED: 'good',
  REJECTED: 'danger',
  EXPIRED: 'neutral',
} as const satisfies Record<DepositStatus, string>;

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useConsoleTranslation();
  return <Badge tone={TONES[status]}>{t(STATUS_LABELS[status])}</Badge>;
}

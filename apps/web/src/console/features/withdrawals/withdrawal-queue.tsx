import {
  WITHDRAWAL_STATUSES,
  type ConsoleWithdrawalPage,
  type ConsoleWithdrawalRow,
} from '@wps/shared-types';
import { money } from '../../lib/format';
import ui from '../../ui/ui.module.css';
import { queueFiltersOf, type MoneyQueueDefinition } from '../money-queue';
import { fetchWithdrawalQueue, withdrawalKeys, type WithdrawalFilters } from './api';
import { STATUS_LABELS, WithdrawalStatusBadge } from './components/WithdrawalBadges';

/** Withdrawals in the shared queue, each with the bank account it is paid to. */
export const withdrawalQueue: MoneyQueueDefinition<
  ConsoleWithdrawalRow,
  WithdrawalFilters,
  ConsoleWithdrawalPage
> = {
  path: '/withdrawals',
  statuses: WITHDRAWAL_STATUSES,
  statusLabels: STATUS_LABELS,
  filtersOf: (params) => queueFiltersOf(params, WITHDRAWAL_STATUSES),
  queryKey: withdrawalKeys.queue,
  fetchPage: fetchWithdrawalQueue,
  totalsOf: (page) => ({ count: page.total, amount: page.totalAmount }),
  columns: ({ t, currencySymbol }) => [
    {
      label: t('withdrawals.bankAccount'),
      cell: (withdrawal) => (
        <>
          {withdrawal.bankName}
          <span className={ui.hint}> · {withdrawal.accountNumber}</span>
        </>
      ),
    },
    {
      label: t('withdrawals.amount'),
      number: true,
      cell: (withdrawal) => money(withdrawal.amount, currencySymbol),
    },
    {
      label: t('withdrawals.status'),
      cell: (withdrawal) => <WithdrawalStatusBadge status={withdrawal.status} />,
    },
    {
      label: t('withdrawals.payoutReference'),
      cell: (withdrawal) => withdrawal.payoutReference ?? t('common.none'),
    },
  ],
  settingsLink: { to: '/payment-settings', label: 'withdrawals.settingsLink' },
  texts: {
    queueTitle: 'withdrawals.queueTitle',
    status: 'withdrawals.status',
    all: 'withdrawals.all',
    account: 'withdrawals.account',
    from: 'withdrawals.from',
    to: 'withdrawals.to',
    totals: 'withdrawals.totals',
    none: 'withdrawals.none',
    id: 'withdrawals.id',
    createdAt: 'withdrawals.createdAt',
    member: 'withdrawals.member',
    open: 'withdrawals.open',
    memberList: 'withdrawals.memberWithdrawals',
  },
};

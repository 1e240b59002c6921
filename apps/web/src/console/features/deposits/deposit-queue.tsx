import { useQuery } from '@tanstack/react-query';
import {
  DEPOSIT_STATUSES,
  type ConsoleDepositPage,
  type ConsoleDepositRow,
} from '@wps/shared-types';
import { money } from '../../lib/format';
import { useConsoleTranslation } from '../../lib/i18n';
import { SelectField } from '../../ui/Field';
import ui from '../../ui/ui.module.css';
import { queueFiltersOf, type ExtraFilterProps, type MoneyQueueDefinition } from '../money-queue';
import { depositKeys, fetchDepositChannels, fetchDepositQueue, type DepositFilters } from './api';
import { DepositStatusBadge, STATUS_LABELS, TYPE_LABELS } from './components/DepositBadges';

/** The deposit queue's own filter: the channel the member paid through. */
function ChannelFilter({ filters, change }: ExtraFilterProps<DepositFilters>) {
  const { t } = useConsoleTranslation();
  const channels = useQuery({
    queryKey: depositKeys.channels,
    queryFn: ({ signal }) => fetchDepositChannels(signal),
  });
  return (
    <SelectField
      label={t('deposits.channel')}
      value={filters.channelId ? String(filters.channelId) : ''}
      onValueChange={(value) => change('channelId', value)}
      options={[
        { value: '', label: t('deposits.all') },
        ...(channels.data ?? []).map((channel) => ({
          value: String(channel.id),
          label: channel.name,
        })),
      ]}
    />
  );
}

/** Deposits in the shared queue: pending first by default, with the channel as a filter. */
export const depositQueue: MoneyQueueDefinition<
  ConsoleDepositRow,
  DepositFilters,
  ConsoleDepositPage
> = {
  path: '/deposits',
  statuses: DEPOSIT_STATUSES,
  statusLabels: STATUS_LABELS,
  filtersOf: (params) => {
    // The channel after the status, as the filter bar shows them (the address keeps the order).
    const { status, ...rest } = queueFiltersOf(params, DEPOSIT_STATUSES);
    const channelId = Number(params.get('channelId'));
    return {
      status,
      channelId: Number.isInteger(channelId) && channelId > 0 ? channelId : undefined,
      ...rest,
    };
  },
  queryKey: depositKeys.queue,
  fetchPage: fetchDepositQueue,
  totalsOf: (page) => page.totals,
  columns: ({ t, currencySymbol }) => [
    {
      label: t('deposits.channel'),
      cell: (deposit) => (
        <>
          {deposit.channelName}
          <span className={ui.hint}> · {t(TYPE_LABELS[deposit.channelType])}</span>
        </>
      ),
    },
    {
      label: t('deposits.amount'),
      number: true,
      cell: (deposit) => money(deposit.amount, currencySymbol),
    },
    {
      label: t('deposits.status'),
      cell: (deposit) => <DepositStatusBadge status={deposit.status} />,
    },
    { label: t('deposits.reference'), cell: (deposit) => deposit.reference ?? t('common.none') },
    { label: t('deposits.decidedBy'), cell: (deposit) => deposit.decidedBy ?? t('common.none') },
  ],
  ExtraFilters: ChannelFilter,
  settingsLink: { to: '/deposits/channels', label: 'deposits.channelsLink' },
  texts: {
    queueTitle: 'deposits.queueTitle',
    status: 'deposits.status',
    all: 'deposits.all',
    account: 'deposits.account',
    from: 'deposits.from',
    to: 'deposits.to',
    totals: 'deposits.totals',
    none: 'deposits.none',
    id: 'deposits.id',
    createdAt: 'deposits.createdAt',
    member: 'deposits.member',
    open: 'deposits.open',
    memberList: 'deposits.memberDeposits',
  },
};

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { DEPOSIT_STATUSES, isDepositStatus } from '@wps/shared-types';
import { CONSOLE_PAGE_SIZE, pageOf } from '../../../lib/console-api';
import { count, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field, SelectField } from '../../../ui/Field';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useOperator } from '../../sign-in';
import { depositKeys, fetchDepositChannels, fetchDepositQueue, type DepositFilters } from '../api';
import { STATUS_LABELS } from './DepositBadges';
import { DepositTable } from './DepositTable';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters in the address: status, channel, member account and days. */
function filtersOf(params: URLSearchParams): DepositFilters {
  const status = params.get('status');
  const channelId = Number(params.get('channelId'));
  const account = params.get('account')?.trim();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    status: isDepositStatus(status) ? status : undefined,
    channelId: Number.isInteger(channelId) && channelId > 0 ? channelId : undefined,
    account: account || undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
  };
}

/** The deposit queue: pending first by default, filtered in the address, with the totals. */
export function DepositQueuePage() {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = pageOf(params.get('page'));
  const queue = useQuery({
    queryKey: depositKeys.queue(filters, page),
    queryFn: ({ signal }) => fetchDepositQueue(filters, page, signal),
    placeholderData: keepPreviousData,
  });
  const channels = useQuery({
    queryKey: depositKeys.channels,
    queryFn: ({ signal }) => fetchDepositChannels(signal),
  });

  const show = (next: DepositFilters, nextPage = 1) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) {
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  const change = (key: keyof DepositFilters, value: string) =>
    show({ ...filters, [key]: value || undefined });

  return (
    <section className={ui.page} aria-labelledby="deposits-title">
      <h1 id="deposits-title" className={ui.pageTitle}>
        {t('deposits.queueTitle')}
      </h1>
      <form className={ui.toolbar} role="search" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label={t('deposits.status')}
          value={filters.status ?? ''}
          onValueChange={(value) => change('status', value)}
          options={[
            { value: '', label: t('deposits.all') },
            ...DEPOSIT_STATUSES.map((status) => ({
              value: status,
              label: t(STATUS_LABELS[status]),
            })),
          ]}
        />
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
        <Field
          label={t('deposits.account')}
          value={params.get('account') ?? ''}
          onValueChange={(value) => change('account', value)}
        />
        <Field
          label={t('deposits.from')}
          type="date"
          value={filters.from ?? ''}
          onValueChange={(value) => change('from', value)}
        />
        <Field
          label={t('deposits.to')}
          type="date"
          value={filters.to ?? ''}
          onValueChange={(value) => change('to', value)}
        />
      </form>
      {queue.data ? (
        <p className={ui.muted} role="status">
          {t('deposits.totals', {
            count: count(queue.data.totals.count),
            amount: money(queue.data.totals.amount, symbol),
          })}
        </p>
      ) : null}
      {queue.isError ? <ErrorMessage error={queue.error} /> : null}
      <DepositTable
        query={queue}
        onPage={(next) => show(filters, next)}
        pageSize={CONSOLE_PAGE_SIZE}
        showMember
      />
      <p className={ui.muted}>
        <Link to="/deposits/channels">{t('deposits.channelsLink')}</Link>
      </p>
    </section>
  );
}

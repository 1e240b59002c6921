import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@wps/shared-types';
import { CONSOLE_PAGE_SIZE, pageOf } from '../../../lib/console-api';
import { count, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Field, SelectField } from '../../../ui/Field';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useOperator } from '../../sign-in';
import { fetchWithdrawalQueue, withdrawalKeys, type WithdrawalFilters } from '../api';
import { STATUS_LABELS } from './WithdrawalBadges';
import { WithdrawalTable } from './WithdrawalTable';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isWithdrawalStatus = (value: string | null): value is WithdrawalStatus =>
  (WITHDRAWAL_STATUSES as readonly (string | null)[]).includes(value);

/** The filters in the address: status, member account and days. */
function filtersOf(params: URLSearchParams): WithdrawalFilters {
  const status = params.get('status');
  const account = params.get('account')?.trim();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    status: isWithdrawalStatus(status) ? status : undefined,
    account: account || undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
  };
}

/** The withdrawal queue: filtered in the address, with the totals of every matching row. */
export function WithdrawalQueuePage() {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const page = pageOf(params.get('page'));
  const queue = useQuery({
    queryKey: withdrawalKeys.queue(filters, page),
    queryFn: ({ signal }) => fetchWithdrawalQueue(filters, page, signal),
    placeholderData: keepPreviousData,
  });

  const show = (next: WithdrawalFilters, nextPage = 1) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) {
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  const change = (key: keyof WithdrawalFilters, value: string) =>
    show({ ...filters, [key]: value || undefined });

  return (
    <section className={ui.page} aria-labelledby="withdrawals-title">
      <h1 id="withdrawals-title" className={ui.pageTitle}>
        {t('withdrawals.queueTitle')}
      </h1>
      <form className={ui.toolbar} role="search" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label={t('withdrawals.status')}
          value={filters.status ?? ''}
          onValueChange={(value) => change('status', value)}
          options={[
            { value: '', label: t('withdrawals.all') },
            ...WITHDRAWAL_STATUSES.map((status) => ({
              value: status,
              label: t(STATUS_LABELS[status]),
            })),
          ]}
        />
        <Field
          label={t('withdrawals.account')}
          value={params.get('account') ?? ''}
          onValueChange={(value) => change('account', value)}
        />
        <Field
          label={t('withdrawals.from')}
          type="date"
          value={filters.from ?? ''}
          onValueChange={(value) => change('from', value)}
        />
        <Field
          label={t('withdrawals.to')}
          type="date"
          value={filters.to ?? ''}
          onValueChange={(value) => change('to', value)}
        />
      </form>
      {queue.data ? (
        <p className={ui.muted} role="status">
          {t('withdrawals.totals', {
            count: count(queue.data.total),
            amount: money(queue.data.totalAmount, symbol),
          })}
        </p>
      ) : null}
      {queue.isError ? <ErrorMessage error={queue.error} /> : null}
      <WithdrawalTable
        query={queue}
        onPage={(next) => show(filters, next)}
        pageSize={CONSOLE_PAGE_SIZE}
        showMember
      />
      <p className={ui.muted}>
        <Link to="/payment-settings">{t('withdrawals.settingsLink')}</Link>
      </p>
    </section>
  );
}

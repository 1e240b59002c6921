import { useId } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { ConsolePage } from '@wps/shared-types';
import { pageOf } from '../../../lib/console-api';
import { count, money } from '../../../lib/format';
import { useConsoleTranslation, type ConsoleTextKey } from '../../../lib/i18n';
import { Field, SelectField } from '../../../ui/Field';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useOperator } from '../../sign-in';
import type { MoneyQueueDefinition, MoneyRow, QueueFilters } from '../money-queue-definition';
import { MoneyTable } from './MoneyTable';

/** A queue of requests: filtered in the address (so a link keeps them), with the totals. */
export function MoneyQueuePage<
  Row extends MoneyRow,
  Filters extends QueueFilters,
  Page extends ConsolePage<Row>,
>({ definition }: { definition: MoneyQueueDefinition<Row, Filters, Page> }) {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const titleId = useId();
  const [params, setParams] = useSearchParams();
  const filters = definition.filtersOf(params);
  const page = pageOf(params.get('page'));
  const queue = useQuery({
    queryKey: definition.queryKey(filters, page),
    queryFn: ({ signal }) => definition.fetchPage(filters, page, signal),
    placeholderData: keepPreviousData,
  });
  const { texts, ExtraFilters } = definition;

  const show = (next: Filters, nextPage = 1) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) {
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  const change = (key: keyof Filters, value: string) =>
    show({ ...filters, [key]: value || undefined });
  const totals = queue.data ? definition.totalsOf(queue.data) : null;

  return (
    <section className={ui.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={ui.pageTitle}>
        {t(texts.queueTitle)}
      </h1>
      <form className={ui.toolbar} role="search" onSubmit={(event) => event.preventDefault()}>
        <SelectField
          label={t(texts.status)}
          value={filters.status ?? ''}
          onValueChange={(value) => change('status', value)}
          options={[
            { value: '', label: t(texts.all) },
            ...definition.statuses.map((status) => {
              const label: ConsoleTextKey = definition.statusLabels[status];
              return { value: status, label: t(label) };
            }),
          ]}
        />
        {ExtraFilters ? <ExtraFilters filters={filters} change={change} /> : null}
        <Field
          label={t(texts.account)}
          value={params.get('account') ?? ''}
          onValueChange={(value) => change('account', value)}
        />
        <Field
          label={t(texts.from)}
          type="date"
          value={filters.from ?? ''}
          onValueChange={(value) => change('from', value)}
        />
        <Field
          label={t(texts.to)}
          type="date"
          value={filters.to ?? ''}
          onValueChange={(value) => change('to', value)}
        />
      </form>
      {totals ? (
        <p className={ui.muted} role="status">
          {t(texts.totals, { count: count(totals.count), amount: money(totals.amount, symbol) })}
        </p>
      ) : null}
      {queue.isError ? <ErrorMessage error={queue.error} /> : null}
      <MoneyTable
        definition={definition}
        query={queue}
        onPage={(next) => show(filters, next)}
        showMember
      />
      <p className={ui.muted}>
        <Link to={definition.settingsLink.to}>{t(definition.settingsLink.label)}</Link>
      </p>
    </section>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ConsolePage } from '@wps/shared-types';
import { CONSOLE_PAGE_SIZE } from '../../../lib/console-api';
import { dateTime } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Pager } from '../../../ui/Pager';
import { Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useOperator } from '../../sign-in';
import type { MoneyQueueDefinition, MoneyRow, QueueFilters } from '../money-queue-definition';

interface MoneyTableProps<
  Row extends MoneyRow,
  Filters extends QueueFilters,
  Page extends ConsolePage<Row>,
> {
  definition: MoneyQueueDefinition<Row, Filters, Page>;
  query: UseQueryResult<Page>;
  onPage: (page: number) => void;
  /** The member's column (the queue); a member's own page leaves it out. */
  showMember?: boolean;
}

/** Requests in a table, each linked to its detail; the queue's and a member's page. */
export function MoneyTable<
  Row extends MoneyRow,
  Filters extends QueueFilters,
  Page extends ConsolePage<Row>,
>({ definition, query, onPage, showMember = false }: MoneyTableProps<Row, Filters, Page>) {
  const { t } = useConsoleTranslation();
  const currencySymbol = useOperator().merchant.currencySymbol;
  const { texts } = definition;
  const data = query.data;
  const columns: Column<Row>[] = [
    {
      label: t(texts.id),
      rowHeader: true,
      cell: (row) => (
        <Link to={`${definition.path}/${row.id}`} aria-label={t(texts.open, { id: row.id })}>
          #{row.id}
        </Link>
      ),
    },
    { label: t(texts.createdAt), cell: (row) => dateTime(row.createdAt) },
    ...(showMember
      ? [
          {
            label: t(texts.member),
            cell: (row: Row) => <Link to={`/members/${row.memberId}`}>{row.account}</Link>,
          },
        ]
      : []),
    ...definition.columns({ t, currencySymbol }),
  ];
  return (
    <div className={ui.card}>
      {query.isPending ? <Loading /> : null}
      {data?.list.length === 0 ? <p className={ui.muted}>{t(texts.none)}</p> : null}
      {data && data.list.length > 0 ? (
        <>
          <DataTable columns={columns} rows={data.list} rowKey={(row) => row.id} />
          <Pager
            page={data.page}
            pageSize={data.pageSize || CONSOLE_PAGE_SIZE}
            total={data.total}
            onChoose={onPage}
          />
        </>
      ) : null}
    </div>
  );
}

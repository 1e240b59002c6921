import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsolePage } from '@wps/shared-types';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import type { MoneyQueueDefinition, MoneyRow, QueueFilters } from '../money-queue-definition';
import { MoneyTable } from './MoneyTable';

interface MemberMoneyListProps<
  Row extends MoneyRow,
  Filters extends QueueFilters,
  Page extends ConsolePage<Row>,
> {
  definition: MoneyQueueDefinition<Row, Filters, Page>;
  memberId: number;
}

/** A member's requests of one kind on the member's page, for roles with payments.read. */
export function MemberMoneyList<
  Row extends MoneyRow,
  Filters extends QueueFilters,
  Page extends ConsolePage<Row>,
>({ definition, memberId }: MemberMoneyListProps<Row, Filters, Page>) {
  const { t } = useConsoleTranslation();
  const canRead = useCan('payments.read');
  const titleId = useId();
  const [page, setPage] = useState(1);
  const filters = { memberId };
  const list = useQuery({
    queryKey: definition.queryKey(filters, page),
    queryFn: ({ signal }) => definition.fetchPage(filters, page, signal),
    placeholderData: keepPreviousData,
    enabled: canRead,
  });
  if (!canRead) return null;
  return (
    <section className={ui.page} aria-labelledby={titleId}>
      <h2 id={titleId} className={ui.cardTitle}>
        {t(definition.texts.memberList)}
      </h2>
      {list.isError ? <ErrorMessage error={list.error} /> : null}
      <MoneyTable definition={definition} query={list} onPage={setPage} />
    </section>
  );
}

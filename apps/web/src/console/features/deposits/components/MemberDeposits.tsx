import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONSOLE_PAGE_SIZE } from '../../../lib/console-api';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { depositKeys, fetchDepositQueue } from '../api';
import { DepositTable } from './DepositTable';

/** A member's deposits on the member's page, for roles with payments.read. */
export function MemberDeposits({ memberId }: { memberId: number }) {
  const { t } = useConsoleTranslation();
  const canRead = useCan('payments.read');
  const [page, setPage] = useState(1);
  const filters = { memberId };
  const deposits = useQuery({
    queryKey: depositKeys.queue(filters, page),
    queryFn: ({ signal }) => fetchDepositQueue(filters, page, signal),
    placeholderData: keepPreviousData,
    enabled: canRead,
  });
  if (!canRead) return null;
  return (
    <section className={ui.page} aria-labelledby="member-deposits">
      <h2 id="member-deposits" className={ui.cardTitle}>
        {t('deposits.memberDeposits')}
      </h2>
      {deposits.isError ? <ErrorMessage error={deposits.error} /> : null}
      <DepositTable query={deposits} onPage={setPage} pageSize={CONSOLE_PAGE_SIZE} />
    </section>
  );
}

import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CONSOLE_PAGE_SIZE } from '../../../lib/console-api';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { fetchWithdrawalQueue, withdrawalKeys } from '../api';
import { WithdrawalTable } from './WithdrawalTable';

/** A member's withdrawals on the member's page, for roles with payments.read. */
export function MemberWithdrawals({ memberId }: { memberId: number }) {
  const { t } = useConsoleTranslation();
  const canRead = useCan('payments.read');
  const [page, setPage] = useState(1);
  const filters = { memberId };
  const withdrawals = useQuery({
    queryKey: withdrawalKeys.queue(filters, page),
    queryFn: ({ signal }) => fetchWithdrawalQueue(filters, page, signal),
    placeholderData: keepPreviousData,
    enabled: canRead,
  });
  if (!canRead) return null;
  return (
    <section className={ui.page} aria-labelledby="member-withdrawals">
      <h2 id="member-withdrawals" className={ui.cardTitle}>
        {t('withdrawals.memberWithdrawals')}
      </h2>
      {withdrawals.isError ? <ErrorMessage error={withdrawals.error} /> : null}
      <WithdrawalTable query={withdrawals} onPage={setPage} pageSize={CONSOLE_PAGE_SIZE} />
    </section>
  );
}

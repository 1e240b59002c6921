import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ConsoleWithdrawalPage } from '@wps/shared-types';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Pager } from '../../../ui/Pager';
import { Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useOperator } from '../../sign-in';
import { WithdrawalStatusBadge } from './WithdrawalBadges';

interface WithdrawalTableProps {
  query: UseQueryResult<ConsoleWithdrawalPage>;
  onPage: (page: number) => void;
  pageSize: number;
  /** The member's column (the queue); a member's own page leaves it out. */
  showMember?: boolean;
}

/** Withdrawals in a table, each linked to its detail; the queue's and a member's page. */
export function WithdrawalTable({
  query,
  onPage,
  pageSize,
  showMember = false,
}: WithdrawalTableProps) {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const data = query.data;
  return (
    <div className={ui.card}>
      {query.isPending ? <Loading /> : null}
      {data?.list.length === 0 ? <p className={ui.muted}>{t('withdrawals.none')}</p> : null}
      {data && data.list.length > 0 ? (
        <>
          <div className={ui.tableScroll}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">{t('withdrawals.id')}</th>
                  <th scope="col">{t('withdrawals.createdAt')}</th>
                  {showMember ? <th scope="col">{t('withdrawals.member')}</th> : null}
                  <th scope="col">{t('withdrawals.bankAccount')}</th>
                  <th scope="col" className={ui.number}>
                    {t('withdrawals.amount')}
                  </th>
                  <th scope="col">{t('withdrawals.status')}</th>
                  <th scope="col">{t('withdrawals.payoutReference')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((withdrawal) => (
                  <tr key={withdrawal.id}>
                    <th scope="row">
                      <Link
                        to={`/withdrawals/${withdrawal.id}`}
                        aria-label={t('withdrawals.open', { id: withdrawal.id })}
                      >
                        #{withdrawal.id}
                      </Link>
                    </th>
                    <td>{dateTime(withdrawal.createdAt)}</td>
                    {showMember ? (
                      <td>
                        <Link to={`/members/${withdrawal.memberId}`}>{withdrawal.account}</Link>
                      </td>
                    ) : null}
                    <td>
                      {withdrawal.bankName}
                      <span className={ui.hint}> · {withdrawal.accountNumber}</span>
                    </td>
                    <td className={ui.number}>{money(withdrawal.amount, symbol)}</td>
                    <td>
                      <WithdrawalStatusBadge status={withdrawal.status} />
                    </td>
                    <td>{withdrawal.payoutReference ?? t('common.none')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            page={data.page}
            pageSize={data.pageSize || pageSize}
            total={data.total}
            onChoose={onPage}
          />
        </>
      ) : null}
    </div>
  );
}

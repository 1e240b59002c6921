import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { ConsoleDepositPage } from '@wps/shared-types';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Pager } from '../../../ui/Pager';
import { Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useOperator } from '../../sign-in';
import { DepositStatusBadge, TYPE_LABELS } from './DepositBadges';

interface DepositTableProps {
  query: UseQueryResult<ConsoleDepositPage>;
  onPage: (page: number) => void;
  pageSize: number;
  /** The member's column (the queue); a member's own page leaves it out. */
  showMember?: boolean;
}

/** Deposits in a table, each linked to its detail; the queue's and a member's page. */
export function DepositTable({ query, onPage, pageSize, showMember = false }: DepositTableProps) {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const data = query.data;
  return (
    <div className={ui.card}>
      {query.isPending ? <Loading /> : null}
      {data?.list.length === 0 ? <p className={ui.muted}>{t('deposits.none')}</p> : null}
      {data && data.list.length > 0 ? (
        <>
          <div className={ui.tableScroll}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">{t('deposits.id')}</th>
                  <th scope="col">{t('deposits.createdAt')}</th>
                  {showMember ? <th scope="col">{t('deposits.member')}</th> : null}
                  <th scope="col">{t('deposits.channel')}</th>
                  <th scope="col" className={ui.number}>
                    {t('deposits.amount')}
                  </th>
                  <th scope="col">{t('deposits.status')}</th>
                  <th scope="col">{t('deposits.reference')}</th>
                  <th scope="col">{t('deposits.decidedBy')}</th>
                </tr>
              </thead>
              <tbody>
                {data.list.map((deposit) => (
                  <tr key={deposit.id}>
                    <th scope="row">
                      <Link
                        to={`/deposits/${deposit.id}`}
                        aria-label={t('deposits.open', { id: deposit.id })}
                      >
                        #{deposit.id}
                      </Link>
                    </th>
                    <td>{dateTime(deposit.createdAt)}</td>
                    {showMember ? (
                      <td>
                        <Link to={`/members/${deposit.memberId}`}>{deposit.account}</Link>
                      </td>
                    ) : null}
                    <td>
                      {deposit.channelName}
                      <span className={ui.hint}> · {t(TYPE_LABELS[deposit.channelType])}</span>
                    </td>
                    <td className={ui.number}>{money(deposit.amount, symbol)}</td>
                    <td>
                      <DepositStatusBadge status={deposit.status} />
                    </td>
                    <td>{deposit.reference ?? t('common.none')}</td>
                    <td>{deposit.decidedBy ?? t('common.none')}</td>
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

import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  REGISTRATION_VELOCITY_HOURS,
  type ConsoleLinkedAccounts,
  type LinkKind,
  type LinkRelation,
} from '@wps/shared-types';
import { count } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Badge } from '../../../ui/Badge';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import { fetchLinkedAccounts, linkedAccountKeys } from '../api';

const KIND_LABELS = {
  BANK_ACCOUNT: 'linkedAccounts.kinds.bankAccount',
  DEVICE: 'linkedAccounts.kinds.device',
  ADDRESS: 'linkedAccounts.kinds.address',
  PHONE: 'linkedAccounts.kinds.phone',
  EMAIL: 'linkedAccounts.kinds.email',
  REAL_NAME: 'linkedAccounts.kinds.realName',
} as const satisfies Record<LinkKind, string>;

const RELATION_LABELS = {
  DOWNLINE: 'linkedAccounts.relations.downline',
  UPLINE: 'linkedAccounts.relations.upline',
} as const satisfies Record<Exclude<LinkRelation, null>, string>;

type Row = ConsoleLinkedAccounts['list'][number];

/**
 * The members sharing a value with this one, with the registrations from its address and
 * device. Values come masked; an operator allowed to reveal personal data shows them in clear
 * (the API audits each page it reveals). `firstPage` is page 1 as a caller already holds it.
 */
export function LinkedAccounts({
  memberId,
  firstPage,
}: {
  memberId: number;
  firstPage?: ConsoleLinkedAccounts;
}) {
  const { t } = useConsoleTranslation();
  const canReveal = useCan('members.reveal');
  const [page, setPage] = useState(1);
  const [revealed, setRevealed] = useState(false);
  const linked = useQuery({
    queryKey: linkedAccountKeys.page(memberId, page, revealed),
    queryFn: ({ signal }) => fetchLinkedAccounts(memberId, page, revealed, signal),
    initialData: page === 1 && !revealed ? firstPage : undefined,
    placeholderData: keepPreviousData,
    // A revealed page is fetched once: each fetch is an audited reveal.
    staleTime: revealed ? Infinity : 0,
  });
  const data = linked.data;
  const columns: Column<Row>[] = [
    {
      label: t('linkedAccounts.member'),
      rowHeader: true,
      cell: (row) => (
        <>
          <Link to={`/members/${row.memberId}`}>{row.account}</Link>{' '}
          {row.locked ? <Badge tone="danger">{t('linkedAccounts.locked')}</Badge> : null}
        </>
      ),
    },
    {
      label: t('linkedAccounts.shared'),
      cell: (row) => (
        <ul className={ui.plainList}>
          {row.shared.map((value) => (
            <li key={`${value.kind}:${value.value}`}>
              {t(KIND_LABELS[value.kind])}: <span className={ui.code}>{value.value}</span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      label: t('linkedAccounts.relation'),
      cell: (row) =>
        row.relation ? (
          <Badge tone="warning">{t(RELATION_LABELS[row.relation])}</Badge>
        ) : (
          t('common.none')
        ),
    },
  ];
  return (
    <Card title={t('linkedAccounts.title')}>
      {linked.isError ? <ErrorMessage error={linked.error} /> : null}
      {linked.isPending ? <Loading /> : null}
      {data ? (
        <>
          <p>
            {data.velocity
              .map((velocity) =>
                t(
                  velocity.kind === 'ADDRESS'
                    ? 'linkedAccounts.velocityAddress'
                    : 'linkedAccounts.velocityDevice',
                  { count: velocity.accounts, hours: REGISTRATION_VELOCITY_HOURS },
                ),
              )
              .join(' · ') || t('linkedAccounts.noVelocity')}
          </p>
          {data.list.length === 0 ? (
            <p className={ui.muted}>{t('linkedAccounts.none')}</p>
          ) : (
            <>
              <p>{t('linkedAccounts.total', { count: count(data.total) })}</p>
              <DataTable columns={columns} rows={data.list} rowKey={(row) => row.memberId} />
              <Pager
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onChoose={setPage}
              />
            </>
          )}
          {canReveal && data.list.length > 0 ? (
            revealed ? (
              <p className={ui.muted}>{t('linkedAccounts.revealed')}</p>
            ) : (
              <div className={ui.actions}>
                <button type="button" className="button" onClick={() => setRevealed(true)}>
                  {t('linkedAccounts.reveal')}
                </button>
              </div>
            )
          ) : null}
        </>
      ) : null}
    </Card>
  );
}

import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  REFERRAL_PAGE_SIZE,
  type ReferralRewardKind,
  type ReferralRewardView,
} from '@wps/shared-types';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Card } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useOperator } from '../../sign-in';
import { fetchReferralRewards, referralKeys } from '../api';

const KIND_KEYS = {
  FIRST_DEPOSIT: 'referral.kinds.FIRST_DEPOSIT',
  TURNOVER: 'referral.kinds.TURNOVER',
} as const satisfies Record<ReferralRewardKind, string>;

/** The referral rewards paid, newest first: the site's, or one member's (memberId). */
export function RewardList({ memberId }: { memberId: number | null }) {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const [page, setPage] = useState(1);
  const rewards = useQuery({
    queryKey: referralKeys.rewards(memberId, page),
    queryFn: ({ signal }) => fetchReferralRewards(memberId, page, signal),
    placeholderData: keepPreviousData,
  });
  const columns: Column<ReferralRewardView>[] = [
    { label: t('referral.columns.paidAt'), cell: (row) => dateTime(row.createdAt) },
    { label: t('referral.columns.friend'), cell: (row) => row.friend },
    { label: t('referral.columns.kind'), cell: (row) => t(KIND_KEYS[row.kind]) },
    { label: t('referral.columns.day'), cell: (row) => row.day },
    { label: t('referral.columns.base'), number: true, cell: (row) => money(row.base, symbol) },
    { label: t('referral.columns.percent'), number: true, cell: (row) => `${row.percent}%` },
    { label: t('referral.columns.amount'), number: true, cell: (row) => money(row.amount, symbol) },
  ];
  return (
    <Card title={t('referral.rewards')}>
      {rewards.isError ? <ErrorMessage error={rewards.error} /> : null}
      {rewards.data?.list.length === 0 ? (
        <p className={ui.muted}>{t('referral.noRewards')}</p>
      ) : null}
      {rewards.data && rewards.data.list.length > 0 ? (
        <>
          <DataTable columns={columns} rows={rewards.data.list} rowKey={(row) => row.id} />
          <Pager
            page={page}
            pageSize={REFERRAL_PAGE_SIZE}
            total={rewards.data.totalCount}
            onChoose={setPage}
          />
        </>
      ) : null}
    </Card>
  );
}

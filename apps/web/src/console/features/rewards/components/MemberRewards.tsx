import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { RewardState, RewardView } from '@wps/shared-types';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan, useOperator } from '../../sign-in';
import { fetchBonuses, fetchMemberRewards, rewardKeys } from '../api';
import { BonusTable } from './BonusTable';

const REWARD_STATE_LABELS = {
  AVAILABLE: 'rewards.rewardStates.AVAILABLE',
  CLAIMED: 'rewards.rewardStates.CLAIMED',
  EXPIRED: 'rewards.rewardStates.EXPIRED',
  CANCELLED: 'rewards.rewardStates.CANCELLED',
} as const satisfies Record<RewardState, string>;

/** The member page's section: the member's bonuses (with the forfeit) and reward-centre rewards. */
export function MemberRewards({ memberId }: { memberId: number }) {
  const { t } = useConsoleTranslation();
  const canRead = useCan('rewards.read');
  const symbol = useOperator().merchant.currencySymbol;
  const [bonusPage, setBonusPage] = useState(1);
  const [rewardPage, setRewardPage] = useState(1);
  const bonuses = useQuery({
    queryKey: rewardKeys.member(memberId, 'bonuses', bonusPage),
    queryFn: ({ signal }) => fetchBonuses({ memberId }, bonusPage, signal),
    enabled: canRead,
  });
  const rewards = useQuery({
    queryKey: rewardKeys.member(memberId, 'rewards', rewardPage),
    queryFn: ({ signal }) => fetchMemberRewards(memberId, rewardPage, signal),
    enabled: canRead,
  });
  if (!canRead) return null;
  const columns: Column<RewardView>[] = [
    { label: t('rewards.columns.createdAt'), cell: (row) => dateTime(row.createdAt) },
    { label: t('rewards.columns.title'), cell: (row) => row.title, rowHeader: true },
    { label: t('rewards.columns.amount'), cell: (row) => money(row.amount, symbol), number: true },
    { label: t('rewards.columns.state'), cell: (row) => t(REWARD_STATE_LABELS[row.state]) },
    {
      label: t('rewards.columns.expiresAt'),
      cell: (row) => (row.expiresAt ? dateTime(row.expiresAt) : t('rewards.noExpiry')),
    },
  ];

  return (
    <section className={ui.card} aria-labelledby="member-rewards">
      <h2 id="member-rewards" className={ui.cardTitle}>
        {t('rewards.memberSection')}
      </h2>
      <h3>{t('rewards.bonusesTab')}</h3>
      {bonuses.isPending ? <Loading /> : null}
      {bonuses.isError ? <ErrorMessage error={bonuses.error} /> : null}
      {bonuses.data ? (
        <>
          <BonusTable rows={bonuses.data.list} showMember={false} />
          <Pager
            page={bonusPage}
            pageSize={bonuses.data.pageSize}
            total={bonuses.data.total}
            onChoose={setBonusPage}
          />
        </>
      ) : null}
      <h3>{t('rewards.memberRewards')}</h3>
      {rewards.isError ? <ErrorMessage error={rewards.error} /> : null}
      {rewards.data ? (
        <>
          <DataTable columns={columns} rows={rewards.data.list} rowKey={(row) => row.id} />
          <Pager
            page={rewardPage}
            pageSize={rewards.data.pageSize}
            total={rewards.data.total}
            onChoose={setRewardPage}
          />
        </>
      ) : null}
    </section>
  );
}

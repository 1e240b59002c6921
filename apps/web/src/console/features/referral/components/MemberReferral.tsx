import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { REFERRAL_PAGE_SIZE, type ConsoleReferralFriend } from '@wps/shared-types';
import { Link } from 'react-router-dom';
import { count, dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Card, DetailList } from '../../../ui/Card';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage } from '../../../ui/QueryStatus';
import { useCan, useOperator } from '../../sign-in';
import { fetchMemberFriends, fetchMemberReferral, referralKeys } from '../api';
import { RewardList } from './RewardList';

/** A member's referral on the member page, for roles with payments.read. */
export function MemberReferral({ memberId }: { memberId: number }) {
  const { t } = useConsoleTranslation();
  const canRead = useCan('payments.read');
  const symbol = useOperator().merchant.currencySymbol;
  const referral = useQuery({
    queryKey: referralKeys.member(memberId),
    queryFn: ({ signal }) => fetchMemberReferral(memberId, signal),
    enabled: canRead,
  });
  if (!canRead) return null;
  const none = t('referral.none');
  return (
    <>
      <Card title={t('referral.memberTitle')}>
        {referral.isError ? <ErrorMessage error={referral.error} /> : null}
        {referral.data ? (
          <DetailList
            rows={[
              [
                t('referral.referredBy'),
                referral.data.referrer ? (
                  <Link to={`/members/${referral.data.referrer.memberId}`}>
                    {referral.data.referrer.account}
                  </Link>
                ) : (
                  none
                ),
              ],
              [t('referral.code'), referral.data.code ?? none],
              [t('referral.friends'), count(referral.data.friends)],
              [t('referral.rewardsPaid'), money(referral.data.rewardsPaid, symbol)],
            ]}
          />
        ) : null}
      </Card>
      {referral.data && referral.data.friends > 0 ? <Friends memberId={memberId} /> : null}
      {referral.data && referral.data.friends > 0 ? <RewardList memberId={memberId} /> : null}
    </>
  );
}

function Friends({ memberId }: { memberId: number }) {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const [page, setPage] = useState(1);
  const friends = useQuery({
    queryKey: referralKeys.friends(memberId, page),
    queryFn: ({ signal }) => fetchMemberFriends(memberId, page, signal),
    placeholderData: keepPreviousData,
  });
  const columns: Column<ConsoleReferralFriend>[] = [
    {
      label: t('referral.columns.friend'),
      rowHeader: true,
      cell: (row) => <Link to={`/members/${row.memberId}`}>{row.account}</Link>,
    },
    { label: t('referral.columns.joined'), cell: (row) => dateTime(row.joinedAt) },
    {
      label: t('referral.columns.qualified'),
      cell: (row) => (row.qualified ? t('referral.yes') : t('referral.no')),
    },
    {
      label: t('referral.columns.rewardsPaid'),
      number: true,
      cell: (row) => money(row.rewarded, symbol),
    },
  ];
  return (
    <Card title={t('referral.friendList')}>
      {friends.isError ? <ErrorMessage error={friends.error} /> : null}
      {friends.data ? (
        <>
          <DataTable columns={columns} rows={friends.data.list} rowKey={(row) => row.memberId} />
          <Pager
            page={page}
            pageSize={REFERRAL_PAGE_SIZE}
            total={friends.data.totalCount}
            onChoose={setPage}
          />
        </>
      ) : null}
    </Card>
  );
}

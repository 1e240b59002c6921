import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BONUS_FORFEIT_REASON_MAX,
  type BonusSource,
  type BonusStatus,
  type ConsoleBonusView,
} from '@wps/shared-types';
import { Link } from 'react-router-dom';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DataTable, type Column } from '../../../ui/DataTable';
import { Field } from '../../../ui/Field';
import { useCan, useOperator } from '../../sign-in';
import { forfeitBonus, rewardKeys } from '../api';

export const SOURCE_LABELS = {
  DEPOSIT_BONUS: 'rewards.sources.DEPOSIT_BONUS',
  MANUAL: 'rewards.sources.MANUAL',
  REBATE: 'rewards.sources.REBATE',
  MISSION: 'rewards.sources.MISSION',
  REFERRAL: 'rewards.sources.REFERRAL',
  RAFFLE: 'rewards.sources.RAFFLE',
  PROMOTION: 'rewards.sources.PROMOTION',
} as const satisfies Record<BonusSource, string>;

const STATUS_LABELS = {
  ACTIVE: 'rewards.statuses.ACTIVE',
  COMPLETED: 'rewards.statuses.COMPLETED',
  FORFEITED: 'rewards.statuses.FORFEITED',
  EXPIRED: 'rewards.statuses.EXPIRED',
} as const satisfies Record<BonusStatus, string>;

/** Bonuses with their turnover and status; an active or expired one can be forfeited. */
export function BonusTable({
  rows,
  showMember,
}: {
  rows: readonly ConsoleBonusView[];
  showMember: boolean;
}) {
  const { t } = useConsoleTranslation();
  const canWrite = useCan('rewards.write');
  const symbol = useOperator().merchant.currencySymbol;
  const client = useQueryClient();
  const [forfeiting, setForfeiting] = useState<ConsoleBonusView | null>(null);
  const [reason, setReason] = useState('');
  const forfeit = useMutation({
    mutationFn: forfeitBonus,
    onSuccess: () => {
      setForfeiting(null);
      void client.invalidateQueries({ queryKey: rewardKeys.all });
    },
  });

  const columns: Column<ConsoleBonusView>[] = [
    { label: t('rewards.columns.createdAt'), cell: (row) => dateTime(row.createdAt) },
    ...(showMember
      ? [
          {
            label: t('rewards.columns.member'),
            cell: (row: ConsoleBonusView) => (
              <Link to={`/members/${row.memberId}`}>{row.account}</Link>
            ),
          },
        ]
      : []),
    {
      label: t('rewards.columns.source'),
      cell: (row) => t(SOURCE_LABELS[row.source]),
      rowHeader: true,
    },
    { label: t('rewards.columns.amount'), cell: (row) => money(row.amount, symbol), number: true },
    {
      label: t('rewards.columns.turnover'),
      cell: (row) => `${money(row.turnoverMet, symbol)} / ${money(row.turnoverRequired, symbol)}`,
      number: true,
    },
    {
      label: t('rewards.columns.status'),
      cell: (row) =>
        row.status === 'FORFEITED'
          ? t('rewards.forfeitedText', {
              amount: money(row.forfeitedAmount ?? '0', symbol),
              reason: row.forfeitReason ?? '',
            })
          : t(STATUS_LABELS[row.status]),
    },
    {
      label: t('rewards.columns.actions'),
      cell: (row) =>
        canWrite && (row.status === 'ACTIVE' || row.status === 'EXPIRED') ? (
          <button
            type="button"
            className="button button--small"
            onClick={() => {
              forfeit.reset();
              setReason('');
              setForfeiting(row);
            }}
          >
            {t('rewards.forfeit')}
          </button>
        ) : null,
    },
  ];

  return (
    <>
      <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} />
      {forfeiting ? (
        <ConfirmDialog
          title={t('rewards.forfeitTitle')}
          confirmLabel={t('rewards.forfeit')}
          onConfirm={() => forfeit.mutate({ id: forfeiting.id, reason })}
          onClose={() => setForfeiting(null)}
          busy={forfeit.isPending}
          error={forfeit.error}
        >
          <p>
            {t('rewards.forfeitQuestion', {
              account: forfeiting.account,
              amount: money(forfeiting.amount, symbol),
            })}
          </p>
          <Field
            label={t('rewards.forfeitReason')}
            value={reason}
            maxLength={BONUS_FORFEIT_REASON_MAX}
            onValueChange={setReason}
          />
        </ConfirmDialog>
      ) : null}
    </>
  );
}

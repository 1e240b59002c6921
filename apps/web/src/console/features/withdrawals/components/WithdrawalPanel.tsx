import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  WITHDRAWAL_PANEL_CREDIT_DAYS,
  type ConsoleWithdrawalPanel,
  type ConsoleWithdrawalRow,
} from '@wps/shared-types';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Badge } from '../../../ui/Badge';
import { Card, DetailList } from '../../../ui/Card';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { LinkedAccounts } from '../../linked-accounts';
import { IDENTITY_LABELS } from '../../player-protection';
import { useOperator } from '../../sign-in';
import { fetchWithdrawalPanel, withdrawalKeys } from '../api';

const CREDIT_LABELS = {
  ADJUSTMENT: 'withdrawals.panel.credits.adjustment',
  BONUS_GRANT: 'withdrawals.panel.credits.bonus',
  REBATE: 'withdrawals.panel.credits.rebate',
} as const satisfies Record<ConsoleWithdrawalPanel['recentCredits'][number]['kind'], string>;

/** The decision panel: every signal finance weighs, beside the request it is about. */
export function WithdrawalPanel({ withdrawal }: { withdrawal: ConsoleWithdrawalRow }) {
  const panel = useQuery({
    queryKey: withdrawalKeys.panel(withdrawal.id),
    queryFn: ({ signal }) => fetchWithdrawalPanel(withdrawal.id, signal),
  });
  if (panel.isError) return <ErrorMessage error={panel.error} />;
  if (panel.isPending) return <Loading />;
  return (
    <>
      <PanelCard panel={panel.data} />
      <LinkedAccounts memberId={withdrawal.memberId} firstPage={panel.data.linkedAccounts} />
    </>
  );
}

function PanelCard({ panel }: { panel: ConsoleWithdrawalPanel }) {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const { turnover, holderName, depositPlay } = panel;
  const turnoverMet = Number(turnover.remaining) === 0;
  const hours = Math.floor(panel.queueSeconds / 3600);
  const minutes = Math.floor((panel.queueSeconds % 3600) / 60);
  const rows: Array<[string, ReactNode]> = [
    [t('withdrawals.panel.queueAge'), t('withdrawals.panel.duration', { hours, minutes })],
    [t('withdrawals.panel.turnoverRequired'), money(turnover.required, symbol)],
    [t('withdrawals.panel.turnoverDone'), money(turnover.wagered, symbol)],
    [
      t('withdrawals.panel.turnoverRemaining'),
      <Badge tone={turnoverMet ? 'good' : 'danger'}>{money(turnover.remaining, symbol)}</Badge>,
    ],
    [
      t('withdrawals.panel.identity'),
      <Badge tone={panel.identityStatus === 'VERIFIED' ? 'good' : 'warning'}>
        {t(IDENTITY_LABELS[panel.identityStatus])}
      </Badge>,
    ],
    [
      t('withdrawals.panel.holderName'),
      holderName.matches === null ? (
        <Badge tone="warning">{t('withdrawals.panel.noRealName')}</Badge>
      ) : holderName.matches ? (
        <Badge tone="good">{t('withdrawals.panel.nameMatches')}</Badge>
      ) : (
        <Badge tone="danger">
          {t('withdrawals.panel.nameDiffers', { name: holderName.memberName ?? '' })}
        </Badge>
      ),
    ],
    [
      t('withdrawals.panel.firstWithdrawal'),
      panel.firstWithdrawal ? <Badge tone="warning">{t('common.yes')}</Badge> : t('common.no'),
    ],
    [
      t('withdrawals.panel.recentCredits', { days: WITHDRAWAL_PANEL_CREDIT_DAYS }),
      panel.recentCredits.length === 0 ? (
        t('common.none')
      ) : (
        <ul className={ui.plainList}>
          {panel.recentCredits.map((credit) => (
            <li key={credit.kind}>
              {t('withdrawals.panel.creditLine', {
                kind: t(CREDIT_LABELS[credit.kind]),
                count: credit.count,
                total: money(credit.total, symbol),
              })}
            </li>
          ))}
        </ul>
      ),
    ],
    [
      t('withdrawals.panel.depositPlay'),
      depositPlay === null ? (
        t('withdrawals.panel.noDeposit')
      ) : (
        <Badge tone={depositPlay.littlePlay ? 'danger' : 'good'}>
          {t(depositPlay.littlePlay ? 'withdrawals.panel.littlePlay' : 'withdrawals.panel.played', {
            staked: money(depositPlay.staked, symbol),
            amount: money(depositPlay.depositAmount, symbol),
            at: dateTime(depositPlay.depositedAt),
          })}
        </Badge>
      ),
    ],
  ];
  return (
    <Card title={t('withdrawals.panel.title')}>
      <DetailList rows={rows} />
    </Card>
  );
}

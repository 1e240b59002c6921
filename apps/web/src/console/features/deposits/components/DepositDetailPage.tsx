import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DEPOSIT_REJECT_REASON_MAX_LENGTH, type ConsoleDepositDetail } from '@wps/shared-types';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Card, DetailList } from '../../../ui/Card';
import {
  ActionError,
  AskButton,
  ConfirmAction,
  MoneyDetailPage,
  NoteForm,
  ProofImages,
  useMoneyAction,
} from '../../money-queue';
import { useCan, useOperator } from '../../sign-in';
import { approveDeposit, depositKeys, depositProofUrl, fetchDeposit, rejectDeposit } from '../api';
import { DepositStatusBadge, TYPE_LABELS } from './DepositBadges';

/** One deposit: the member's details and proofs; finance approves or rejects it. */
export function DepositDetailPage() {
  const { t } = useConsoleTranslation();
  return (
    <MoneyDetailPage
      param="depositId"
      back={{ to: '/deposits', label: t('deposits.back') }}
      title={(id) => t('deposits.depositNumber', { id })}
      queryKey={depositKeys.detail}
      fetch={fetchDeposit}
    >
      {(deposit) => <DepositDetail deposit={deposit} />}
    </MoneyDetailPage>
  );
}

function DepositDetail({ deposit }: { deposit: ConsoleDepositDetail }) {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const none = t('common.none');
  const rows: Array<[string, ReactNode]> = [
    [t('deposits.member'), <Link to={`/members/${deposit.memberId}`}>{deposit.account}</Link>],
    [t('deposits.status'), <DepositStatusBadge status={deposit.status} />],
    [t('deposits.channel'), `${deposit.channelName} · ${t(TYPE_LABELS[deposit.channelType])}`],
    [t('deposits.amount'), money(deposit.amount, symbol)],
    [t('deposits.bonus'), deposit.bonusAmount ? money(deposit.bonusAmount, symbol) : none],
    [t('deposits.reference'), deposit.reference ?? none],
    [t('deposits.remark'), deposit.remark ?? none],
    [t('deposits.gatewayReference'), deposit.gatewayReference ?? none],
    [t('deposits.createdAt'), dateTime(deposit.createdAt)],
    [t('deposits.expiresAt'), dateTime(deposit.expiresAt)],
    [t('deposits.decidedBy'), deposit.decidedBy ?? none],
    [t('deposits.decidedAt'), deposit.decidedAt ? dateTime(deposit.decidedAt) : none],
    [t('deposits.rejectReason'), deposit.rejectReason ?? none],
  ];
  return (
    <>
      <Card title={t('deposits.details')}>
        <DetailList rows={rows} />
        <ProofImages
          title={t('deposits.proofs')}
          images={deposit.proofs}
          urlOf={(position) => depositProofUrl(deposit.id, position)}
          altOf={(position) => t('deposits.proofAlt', { position, id: deposit.id })}
        />
      </Card>
      {deposit.status === 'PENDING' ? <Decision deposit={deposit} /> : null}
    </>
  );
}

function Decision({ deposit }: { deposit: ConsoleDepositDetail }) {
  const { t } = useConsoleTranslation();
  const canDecide = useCan('payments.write');
  const approve = useMoneyAction({ send: approveDeposit, invalidate: depositKeys.all });
  // A rejection is sent as soon as it has its reason; only the approval asks for a confirmation.
  const reject = useMoneyAction({
    send: (reason: string) => rejectDeposit(deposit.id, reason),
    invalidate: depositKeys.all,
  });
  if (!canDecide) return null;

  return (
    <Card title={t('deposits.decision')}>
      <ActionError action={approve} />
      <AskButton label={t('deposits.approve')} onClick={() => approve.ask(deposit.id)} />
      <NoteForm
        label={t('deposits.rejectReason')}
        hint={t('deposits.rejectHint', { max: DEPOSIT_REJECT_REASON_MAX_LENGTH })}
        maxLength={DEPOSIT_REJECT_REASON_MAX_LENGTH}
        missing={t('deposits.reasonRequired')}
        button={t('deposits.reject')}
        onSubmit={(reason) => reject.mutation.mutate(reason)}
        error={reject.mutation.error}
        busy={reject.mutation.isPending}
      />
      <ConfirmAction
        action={approve}
        confirmation={(depositId) => ({
          title: t('deposits.approveTitle', { id: depositId }),
          button: t('deposits.approve'),
          text: t('deposits.approveText'),
        })}
      />
    </Card>
  );
}

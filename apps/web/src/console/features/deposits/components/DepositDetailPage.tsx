import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DEPOSIT_REJECT_REASON_MAX_LENGTH, type ConsoleDepositDetail } from '@wps/shared-types';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Card, DetailList } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { TextAreaField } from '../../../ui/Field';
import { ErrorMessage } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { MoneyDetailPage, ProofImages } from '../../money-queue';
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
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const done = () => client.invalidateQueries({ queryKey: depositKeys.all });
  const approve = useMutation({
    mutationFn: () => approveDeposit(deposit.id),
    onSuccess: async () => {
      setConfirming(false);
      await done();
    },
    // Another operator decided first: the page shows the deposit as it is now.
    onError: () => done(),
  });
  const reject = useMutation({
    mutationFn: (text: string) => rejectDeposit(deposit.id, text),
    onSuccess: done,
    onError: () => done(),
  });
  if (!canDecide) return null;

  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    setReasonMissing(!text);
    if (text && !reject.isPending) reject.mutate(text);
  };

  return (
    <section className={ui.card} aria-labelledby="deposit-decision">
      <h2 id="deposit-decision" className={ui.cardTitle}>
        {t('deposits.decision')}
      </h2>
      {approve.isError && !confirming ? <ErrorMessage error={approve.error} /> : null}
      <div className={ui.actions}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            approve.reset();
            setConfirming(true);
          }}
        >
          {t('deposits.approve')}
        </button>
      </div>
      <form className={ui.form} onSubmit={submitReject} noValidate>
        <TextAreaField
          label={t('deposits.rejectReason')}
          value={reason}
          onValueChange={setReason}
          maxLength={DEPOSIT_REJECT_REASON_MAX_LENGTH}
          rows={3}
          hint={t('deposits.rejectHint', { max: DEPOSIT_REJECT_REASON_MAX_LENGTH })}
        />
        {reasonMissing ? (
          <p className={ui.error} role="alert">
            {t('deposits.reasonRequired')}
          </p>
        ) : null}
        {reject.isError ? <ErrorMessage error={reject.error} /> : null}
        <div className={ui.actions}>
          <button type="submit" className="button" disabled={reject.isPending}>
            {t('deposits.reject')}
          </button>
        </div>
      </form>
      {confirming ? (
        <ConfirmDialog
          title={t('deposits.approveTitle', { id: deposit.id })}
          confirmLabel={t('deposits.approve')}
          busy={approve.isPending}
          error={approve.error}
          onClose={() => setConfirming(false)}
          onConfirm={() => approve.mutate()}
        >
          <p className={ui.muted}>{t('deposits.approveText')}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

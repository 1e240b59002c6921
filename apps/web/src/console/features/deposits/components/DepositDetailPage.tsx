import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { DEPOSIT_REJECT_REASON_MAX_LENGTH, type ConsoleDepositDetail } from '@wps/shared-types';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { useRouteParam } from '../../../lib/route-param';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { TextAreaField } from '../../../ui/Field';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan, useOperator } from '../../sign-in';
import { approveDeposit, depositKeys, depositProofUrl, fetchDeposit, rejectDeposit } from '../api';
import { DepositStatusBadge, TYPE_LABELS } from './DepositBadges';
import styles from './Deposits.module.css';

/** One deposit: the member's details and proofs; finance approves or rejects it. */
export function DepositDetailPage() {
  const { t } = useConsoleTranslation();
  const depositId = Number(useRouteParam('depositId'));
  const valid = Number.isInteger(depositId) && depositId > 0;
  const deposit = useQuery({
    queryKey: depositKeys.detail(depositId),
    queryFn: ({ signal }) => fetchDeposit(depositId, signal),
    enabled: valid,
  });

  return (
    <section className={ui.page} aria-labelledby="deposit-title">
      <p className={ui.muted}>
        <Link to="/deposits">{t('deposits.back')}</Link>
      </p>
      <h1 id="deposit-title" className={ui.pageTitle}>
        {t('deposits.depositNumber', { id: valid ? depositId : '?' })}
      </h1>
      {!valid ? <p className={ui.error}>{t('layout.notFound')}</p> : null}
      {valid && deposit.isPending ? <Loading /> : null}
      {deposit.isError ? <ErrorMessage error={deposit.error} /> : null}
      {deposit.data ? <DepositDetail deposit={deposit.data} /> : null}
    </section>
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
      <section className={ui.card} aria-labelledby="deposit-details">
        <h2 id="deposit-details" className={ui.cardTitle}>
          {t('deposits.details')}
        </h2>
        <dl className={ui.details}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {deposit.proofs.length > 0 ? (
          <>
            <h3 className={styles.subTitle}>{t('deposits.proofs')}</h3>
            <ul className={styles.proofs}>
              {deposit.proofs.map((proof) => {
                const url = depositProofUrl(deposit.id, proof.position);
                return (
                  <li key={proof.position}>
                    {/* The full picture in a tab of its own; the cookie goes along (same origin). */}
                    <a href={url} target="_blank" rel="noreferrer">
                      <img
                        src={url}
                        alt={t('deposits.proofAlt', { position: proof.position, id: deposit.id })}
                        className={styles.proof}
                        loading="lazy"
                      />
                    </a>
                  </li>
                );
              })}
            </ul>
          </>
        ) : null}
      </section>
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

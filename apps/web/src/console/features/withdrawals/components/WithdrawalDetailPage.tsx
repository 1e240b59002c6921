import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  PAYOUT_REFERENCE_MAX_LENGTH,
  REJECT_REASON_MAX_LENGTH,
  RESOLUTION_NOTE_MAX_LENGTH,
  WITHDRAWAL_REJECT_CATEGORIES,
  isOneOf,
  type ConsoleWithdrawalRow,
  type WithdrawalImageView,
  type WithdrawalRejectCategory,
} from '@wps/shared-types';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { Card, DetailList } from '../../../ui/Card';
import { Field, SelectField } from '../../../ui/Field';
import ui from '../../../ui/ui.module.css';
import {
  ActionError,
  AskButton,
  ConfirmAction,
  MoneyDetailPage,
  NoteForm,
  ProofImages,
  useMoneyAction,
} from '../../money-queue';
import { AwaitingSecondApprover } from '../../approvals';
import { useCan, useOperator } from '../../sign-in';
import {
  approveWithdrawal,
  fetchWithdrawal,
  payWithdrawal,
  rejectWithdrawal,
  resolveWithdrawal,
  withdrawalImageUrl,
  withdrawalKeys,
} from '../api';
import { withdrawalHistory, type WithdrawalStep } from '../withdrawal-history';
import { REJECT_CATEGORY_LABELS, WithdrawalStatusBadge } from './WithdrawalBadges';
import { WithdrawalPanel } from './WithdrawalPanel';
import styles from './Withdrawals.module.css';

/** One withdrawal: the member, the bank account in full, the history; finance acts on it. */
export function WithdrawalDetailPage() {
  const { t } = useConsoleTranslation();
  return (
    <MoneyDetailPage
      param="withdrawalId"
      back={{ to: '/withdrawals', label: t('withdrawals.back') }}
      title={(id) => t('withdrawals.withdrawalNumber', { id })}
      queryKey={withdrawalKeys.detail}
      fetch={fetchWithdrawal}
    >
      {(withdrawal) => <WithdrawalDetail withdrawal={withdrawal} />}
    </MoneyDetailPage>
  );
}

function WithdrawalDetail({ withdrawal }: { withdrawal: ConsoleWithdrawalRow }) {
  const { t } = useConsoleTranslation();
  const symbol = useOperator().merchant.currencySymbol;
  const none = t('common.none');
  const confirmed =
    withdrawal.bankAccountConfirmed === null
      ? t('withdrawals.accountDeleted')
      : withdrawal.bankAccountConfirmed
        ? t('common.yes')
        : t('common.no');
  const rows: Array<[string, ReactNode]> = [
    [
      t('withdrawals.member'),
      <Link to={`/members/${withdrawal.memberId}`}>{withdrawal.account}</Link>,
    ],
    [t('withdrawals.status'), <WithdrawalStatusBadge status={withdrawal.status} />],
    [t('withdrawals.amount'), money(withdrawal.amount, symbol)],
    [t('withdrawals.bankName'), withdrawal.bankName],
    [t('withdrawals.accountNumber'), <span className={ui.code}>{withdrawal.accountNumber}</span>],
    [t('withdrawals.holderName'), withdrawal.holderName],
    [t('withdrawals.accountConfirmed'), confirmed],
    [t('withdrawals.createdAt'), dateTime(withdrawal.createdAt)],
    [
      t('withdrawals.rejectCategory'),
      withdrawal.rejectCategory ? t(REJECT_CATEGORY_LABELS[withdrawal.rejectCategory]) : none,
    ],
    [t('withdrawals.rejectReason'), withdrawal.rejectReason ?? none],
    [t('withdrawals.payoutReference'), withdrawal.payoutReference ?? none],
    [t('withdrawals.disputeRemark'), withdrawal.disputeRemark ?? none],
    [t('withdrawals.resolutionNote'), withdrawal.resolutionNote ?? none],
  ];
  const imagesOf = (kind: WithdrawalImageView['kind']) =>
    withdrawal.images.filter((image) => image.kind === kind);
  const urlOf = (position: number) => withdrawalImageUrl(withdrawal.id, position);
  const altOf = (position: number) => t('withdrawals.imageAlt', { position, id: withdrawal.id });
  return (
    <>
      <Card title={t('withdrawals.details')}>
        <DetailList rows={rows} />
        <AwaitingSecondApprover approval={withdrawal.approval} />
        <ProofImages
          title={t('withdrawals.payoutProof')}
          images={imagesOf('PAYOUT')}
          urlOf={urlOf}
          altOf={altOf}
        />
        <ProofImages
          title={t('withdrawals.disputeImages')}
          images={imagesOf('DISPUTE')}
          urlOf={urlOf}
          altOf={altOf}
        />
      </Card>
      <WithdrawalPanel withdrawal={withdrawal} />
      <History withdrawal={withdrawal} />
      <Actions withdrawal={withdrawal} />
    </>
  );
}

function History({ withdrawal }: { withdrawal: ConsoleWithdrawalRow }) {
  const { t } = useConsoleTranslation();
  return (
    <Card title={t('withdrawals.history')}>
      <ol className={styles.history}>
        {withdrawalHistory(withdrawal).map((event) => (
          <li key={event.step}>
            <strong>{t(STEP_LABELS[event.step])}</strong>{' '}
            <span className={ui.muted}>
              {dateTime(event.at)} · {event.by ?? withdrawal.account}
            </span>
            {event.note ? <p className={styles.note}>{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}

const STEP_LABELS = {
  requested: 'withdrawals.steps.requested',
  approved: 'withdrawals.steps.approved',
  rejected: 'withdrawals.steps.rejected',
  paid: 'withdrawals.steps.paid',
  confirmed: 'withdrawals.steps.confirmed',
  autoConfirmed: 'withdrawals.steps.autoConfirmed',
  disputed: 'withdrawals.steps.disputed',
  resolved: 'withdrawals.steps.resolved',
} as const satisfies Record<WithdrawalStep, string>;

/** Each action's confirmation: its title, button and what it does. */
const CONFIRMATIONS = {
  approve: {
    title: 'withdrawals.confirm.approveTitle',
    button: 'withdrawals.confirm.approve',
    text: 'withdrawals.confirm.approveText',
  },
  reject: {
    title: 'withdrawals.confirm.rejectTitle',
    button: 'withdrawals.confirm.reject',
    text: 'withdrawals.confirm.rejectText',
  },
  pay: {
    title: 'withdrawals.confirm.payTitle',
    button: 'withdrawals.confirm.pay',
    text: 'withdrawals.confirm.payText',
  },
  resolve: {
    title: 'withdrawals.confirm.resolveTitle',
    button: 'withdrawals.confirm.resolve',
    text: 'withdrawals.confirm.resolveText',
  },
} as const;

/** What the operator is about to do, waiting for the confirmation. */
type Pending =
  | { action: 'approve' }
  | { action: 'reject'; category: WithdrawalRejectCategory; reason: string }
  | { action: 'pay'; reference: string; proof: File | null }
  | { action: 'resolve'; note: string };

function send(withdrawalId: number, pending: Pending) {
  switch (pending.action) {
    case 'approve':
      return approveWithdrawal(withdrawalId);
    case 'reject':
      return rejectWithdrawal(withdrawalId, pending.category, pending.reason);
    case 'pay':
      return payWithdrawal(withdrawalId, pending.reference, pending.proof);
    case 'resolve':
      return resolveWithdrawal(withdrawalId, pending.note);
  }
}

function Actions({ withdrawal }: { withdrawal: ConsoleWithdrawalRow }) {
  const { t } = useConsoleTranslation();
  const canAct = useCan('payments.write');
  const act = useMoneyAction({
    send: (pending: Pending) => send(withdrawal.id, pending),
    invalidate: withdrawalKeys.all,
    closeOnConflict: true,
  });
  const { status } = withdrawal;
  const open = status === 'PENDING' || status === 'APPROVED' || status === 'DISPUTED';
  if (!canAct || (!open && !act.mutation.isError)) return null;

  return (
    <Card title={t('withdrawals.actions')}>
      <ActionError action={act} conflict={t('withdrawals.conflict')} />
      {status === 'PENDING' && withdrawal.approval?.status !== 'AWAITING_SECOND' ? (
        <AskButton
          label={t('withdrawals.approve')}
          onClick={() => act.ask({ action: 'approve' })}
        />
      ) : null}
      {status === 'APPROVED' ? <PayForm onSubmit={act.ask} /> : null}
      {status === 'PENDING' || status === 'APPROVED' ? <RejectForm onSubmit={act.ask} /> : null}
      {status === 'DISPUTED' ? (
        <NoteForm
          label={t('withdrawals.resolutionNote')}
          hint={t('withdrawals.resolveHint', { max: RESOLUTION_NOTE_MAX_LENGTH })}
          maxLength={RESOLUTION_NOTE_MAX_LENGTH}
          missing={t('withdrawals.noteRequired')}
          button={t('withdrawals.resolve')}
          onSubmit={(note) => act.ask({ action: 'resolve', note })}
        />
      ) : null}
      <ConfirmAction
        action={act}
        confirmation={(pending) => ({
          title: t(CONFIRMATIONS[pending.action].title, { id: withdrawal.id }),
          button: t(CONFIRMATIONS[pending.action].button),
          text: t(CONFIRMATIONS[pending.action].text),
        })}
      />
    </Card>
  );
}

/** A rejection: its category, which the member reads in its language, and the operator's text. */
function RejectForm({ onSubmit }: { onSubmit: (pending: Pending) => void }) {
  const { t } = useConsoleTranslation();
  const [category, setCategory] = useState<WithdrawalRejectCategory>('OTHER');
  return (
    <NoteForm
      label={t('withdrawals.rejectReason')}
      hint={t('withdrawals.rejectHint', { max: REJECT_REASON_MAX_LENGTH })}
      maxLength={REJECT_REASON_MAX_LENGTH}
      missing={t('withdrawals.reasonRequired')}
      button={t('withdrawals.reject')}
      onSubmit={(reason) => onSubmit({ action: 'reject', category, reason })}
    >
      <SelectField
        label={t('withdrawals.rejectCategory')}
        value={category}
        onValueChange={(value) => {
          if (isOneOf(WITHDRAWAL_REJECT_CATEGORIES, value)) setCategory(value);
        }}
        options={WITHDRAWAL_REJECT_CATEGORIES.map((value) => ({
          value,
          label: t(REJECT_CATEGORY_LABELS[value]),
        }))}
      />
    </NoteForm>
  );
}

/** The payout: the bank's reference (required) and a picture of the receipt (optional). */
function PayForm({ onSubmit }: { onSubmit: (pending: Pending) => void }) {
  const { t } = useConsoleTranslation();
  const [reference, setReference] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [isMissing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reference.trim();
    setMissing(!trimmed);
    if (trimmed) onSubmit({ action: 'pay', reference: trimmed, proof });
  };
  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      <Field
        label={t('withdrawals.payoutReference')}
        value={reference}
        onValueChange={setReference}
        maxLength={PAYOUT_REFERENCE_MAX_LENGTH}
        hint={t('withdrawals.payoutReferenceHint')}
      />
      <div className={ui.field}>
        <label htmlFor="payout-proof" className={ui.label}>
          {t('withdrawals.payoutProofOptional')}
        </label>
        <input
          id="payout-proof"
          type="file"
          accept="image/png,image/jpeg"
          onChange={(event) => setProof(event.target.files?.[0] ?? null)}
        />
      </div>
      {isMissing ? (
        <p className={ui.error} role="alert">
          {t('withdrawals.referenceRequired')}
        </p>
      ) : null}
      <div className={ui.actions}>
        <button type="submit" className="button button--primary">
          {t('withdrawals.markPaid')}
        </button>
      </div>
    </form>
  );
}

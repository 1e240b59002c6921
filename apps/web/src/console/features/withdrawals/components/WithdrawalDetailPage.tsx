import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import {
  PAYOUT_REFERENCE_MAX_LENGTH,
  REJECT_REASON_MAX_LENGTH,
  RESOLUTION_NOTE_MAX_LENGTH,
  type ConsoleWithdrawalRow,
  type WithdrawalImageView,
} from '@wps/shared-types';
import { isApiError } from '../../../../api/client';
import { dateTime, money } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { useRouteParam } from '../../../lib/route-param';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Field, TextAreaField } from '../../../ui/Field';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
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
import { WithdrawalStatusBadge } from './WithdrawalBadges';
import styles from './Withdrawals.module.css';

/** One withdrawal: the member, the bank account in full, the history; finance acts on it. */
export function WithdrawalDetailPage() {
  const { t } = useConsoleTranslation();
  const withdrawalId = Number(useRouteParam('withdrawalId'));
  const valid = Number.isInteger(withdrawalId) && withdrawalId > 0;
  const withdrawal = useQuery({
    queryKey: withdrawalKeys.detail(withdrawalId),
    queryFn: ({ signal }) => fetchWithdrawal(withdrawalId, signal),
    enabled: valid,
  });

  return (
    <section className={ui.page} aria-labelledby="withdrawal-title">
      <p className={ui.muted}>
        <Link to="/withdrawals">{t('withdrawals.back')}</Link>
      </p>
      <h1 id="withdrawal-title" className={ui.pageTitle}>
        {t('withdrawals.withdrawalNumber', { id: valid ? withdrawalId : '?' })}
      </h1>
      {!valid ? <p className={ui.error}>{t('layout.notFound')}</p> : null}
      {valid && withdrawal.isPending ? <Loading /> : null}
      {withdrawal.isError ? <ErrorMessage error={withdrawal.error} /> : null}
      {withdrawal.data ? <WithdrawalDetail withdrawal={withdrawal.data} /> : null}
    </section>
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
    [t('withdrawals.rejectReason'), withdrawal.rejectReason ?? none],
    [t('withdrawals.payoutReference'), withdrawal.payoutReference ?? none],
    [t('withdrawals.disputeRemark'), withdrawal.disputeRemark ?? none],
    [t('withdrawals.resolutionNote'), withdrawal.resolutionNote ?? none],
  ];
  const payoutImages = withdrawal.images.filter((image) => image.kind === 'PAYOUT');
  const disputeImages = withdrawal.images.filter((image) => image.kind === 'DISPUTE');
  return (
    <>
      <section className={ui.card} aria-labelledby="withdrawal-details">
        <h2 id="withdrawal-details" className={ui.cardTitle}>
          {t('withdrawals.details')}
        </h2>
        <dl className={ui.details}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Images
          title={t('withdrawals.payoutProof')}
          withdrawalId={withdrawal.id}
          images={payoutImages}
        />
        <Images
          title={t('withdrawals.disputeImages')}
          withdrawalId={withdrawal.id}
          images={disputeImages}
        />
      </section>
      <History withdrawal={withdrawal} />
      <Actions withdrawal={withdrawal} />
    </>
  );
}

function Images({
  title,
  withdrawalId,
  images,
}: {
  title: string;
  withdrawalId: number;
  images: WithdrawalImageView[];
}) {
  const { t } = useConsoleTranslation();
  if (images.length === 0) return null;
  return (
    <>
      <h3 className={styles.subTitle}>{title}</h3>
      <ul className={styles.images}>
        {images.map((image) => {
          const url = withdrawalImageUrl(withdrawalId, image.position);
          return (
            <li key={image.position}>
              {/* The full picture in a tab of its own; the cookie goes along (same origin). */}
              <a href={url} target="_blank" rel="noreferrer">
                <img
                  src={url}
                  alt={t('withdrawals.imageAlt', { position: image.position, id: withdrawalId })}
                  className={styles.image}
                  loading="lazy"
                />
              </a>
            </li>
          );
        })}
      </ul>
    </>
  );
}

function History({ withdrawal }: { withdrawal: ConsoleWithdrawalRow }) {
  const { t } = useConsoleTranslation();
  return (
    <section className={ui.card} aria-labelledby="withdrawal-history">
      <h2 id="withdrawal-history" className={ui.cardTitle}>
        {t('withdrawals.history')}
      </h2>
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
    </section>
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
  | { action: 'reject'; reason: string }
  | { action: 'pay'; reference: string; proof: File | null }
  | { action: 'resolve'; note: string };

function send(withdrawalId: number, pending: Pending) {
  switch (pending.action) {
    case 'approve':
      return approveWithdrawal(withdrawalId);
    case 'reject':
      return rejectWithdrawal(withdrawalId, pending.reason);
    case 'pay':
      return payWithdrawal(withdrawalId, pending.reference, pending.proof);
    case 'resolve':
      return resolveWithdrawal(withdrawalId, pending.note);
  }
}

function Actions({ withdrawal }: { withdrawal: ConsoleWithdrawalRow }) {
  const { t } = useConsoleTranslation();
  const canAct = useCan('payments.write');
  const client = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const done = () => client.invalidateQueries({ queryKey: withdrawalKeys.all });
  const act = useMutation({
    mutationFn: (next: Pending) => send(withdrawal.id, next),
    onSuccess: async () => {
      setPending(null);
      await done();
    },
    // Another operator decided first (409): the dialog closes and the page shows it as it is now.
    onError: async (error) => {
      if (isApiError(error) && error.code === 'CONFLICT') setPending(null);
      await done();
    },
  });
  const { status } = withdrawal;
  const open = status === 'PENDING' || status === 'APPROVED' || status === 'DISPUTED';
  if (!canAct || (!open && !act.isError)) return null;

  const ask = (next: Pending) => {
    act.reset();
    setPending(next);
  };
  const conflict = isApiError(act.error) && act.error.code === 'CONFLICT';

  return (
    <section className={ui.card} aria-labelledby="withdrawal-actions">
      <h2 id="withdrawal-actions" className={ui.cardTitle}>
        {t('withdrawals.actions')}
      </h2>
      {act.isError && !pending ? (
        conflict ? (
          <p className={ui.error} role="alert">
            {t('withdrawals.conflict')}
          </p>
        ) : (
          <ErrorMessage error={act.error} />
        )
      ) : null}
      {status === 'PENDING' ? (
        <div className={ui.actions}>
          <button
            type="button"
            className="button button--primary"
            onClick={() => ask({ action: 'approve' })}
          >
            {t('withdrawals.approve')}
          </button>
        </div>
      ) : null}
      {status === 'APPROVED' ? <PayForm onSubmit={ask} /> : null}
      {status === 'PENDING' || status === 'APPROVED' ? (
        <NoteForm
          label={t('withdrawals.rejectReason')}
          hint={t('withdrawals.rejectHint', { max: REJECT_REASON_MAX_LENGTH })}
          maxLength={REJECT_REASON_MAX_LENGTH}
          missing={t('withdrawals.reasonRequired')}
          button={t('withdrawals.reject')}
          onSubmit={(reason) => ask({ action: 'reject', reason })}
        />
      ) : null}
      {status === 'DISPUTED' ? (
        <NoteForm
          label={t('withdrawals.resolutionNote')}
          hint={t('withdrawals.resolveHint', { max: RESOLUTION_NOTE_MAX_LENGTH })}
          maxLength={RESOLUTION_NOTE_MAX_LENGTH}
          missing={t('withdrawals.noteRequired')}
          button={t('withdrawals.resolve')}
          onSubmit={(note) => ask({ action: 'resolve', note })}
        />
      ) : null}
      {pending ? (
        <ConfirmDialog
          title={t(CONFIRMATIONS[pending.action].title, { id: withdrawal.id })}
          confirmLabel={t(CONFIRMATIONS[pending.action].button)}
          busy={act.isPending}
          error={act.error}
          onClose={() => setPending(null)}
          onConfirm={() => act.mutate(pending)}
        >
          <p className={ui.muted}>{t(CONFIRMATIONS[pending.action].text)}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

interface NoteFormProps {
  label: string;
  hint: string;
  maxLength: number;
  missing: string;
  button: string;
  onSubmit: (text: string) => void;
}

/** A required text (a reason, a note) before its confirmation. */
function NoteForm({ label, hint, maxLength, missing, button, onSubmit }: NoteFormProps) {
  const [text, setText] = useState('');
  const [isMissing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    setMissing(!trimmed);
    if (trimmed) onSubmit(trimmed);
  };
  return (
    <form className={ui.form} onSubmit={submit} noValidate>
      <TextAreaField
        label={label}
        value={text}
        onValueChange={setText}
        maxLength={maxLength}
        rows={3}
        hint={hint}
      />
      {isMissing ? (
        <p className={ui.error} role="alert">
          {missing}
        </p>
      ) : null}
      <div className={ui.actions}>
        <button type="submit" className="button">
          {button}
        </button>
      </div>
    </form>
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

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  OPEN_WITHDRAWAL_STATUSES,
  PROOF_IMAGE_MAX_COUNT,
  PROOF_IMAGE_MAX_MEGABYTES,
  WITHDRAWAL_REMARK_MAX_LENGTH,
  depositTextLength,
  type WithdrawalRejectCategory,
  type WithdrawalStatus,
  type WithdrawalView,
} from '@wps/shared-types';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { FormMessage, SubmitButton } from '../../../ui/Form';
import { Pager } from '../../../ui/Pager';
import { PrivateImage } from '../../../ui/PrivateImage';
import { ProofImagePicker } from '../../../ui/ProofImagePicker';
import { useLanguage } from '../../i18n';
import { useMoneyFormat, walletKeys } from '../../wallet';
import {
  confirmReceived,
  fetchWithdrawals,
  reportNotReceived,
  withdrawKeys,
  withdrawalImagePath,
} from '../api';
import { checkDisputeDraft, type DisputeDraft } from '../withdraw-draft';
import formStyles from '../../../ui/Form.module.css';
import styles from './WithdrawPage.module.css';

/** As often as the deposit page asks: an operator's decision shows within a few seconds. */
const WITHDRAWAL_POLL_MS = 5_000;

const STATUS_KEYS = {
  PENDING: 'withdraw.statuses.PENDING',
  APPROVED: 'withdraw.statuses.APPROVED',
  REJECTED: 'withdraw.statuses.REJECTED',
  PAID: 'withdraw.statuses.PAID',
  CONFIRMED: 'withdraw.statuses.CONFIRMED',
  DISPUTED: 'withdraw.statuses.DISPUTED',
  RESOLVED: 'withdraw.statuses.RESOLVED',
} as const satisfies Record<WithdrawalStatus, string>;

/** A rejection's category, in the member's language. */
const REJECT_CATEGORY_LABELS = {
  TURNOVER_NOT_MET: 'withdraw.rejectCategories.TURNOVER_NOT_MET',
  IDENTITY_NOT_VERIFIED: 'withdraw.rejectCategories.IDENTITY_NOT_VERIFIED',
  HOLDER_NAME_MISMATCH: 'withdraw.rejectCategories.HOLDER_NAME_MISMATCH',
  LINKED_ACCOUNTS: 'withdraw.rejectCategories.LINKED_ACCOUNTS',
  BONUS_ABUSE: 'withdraw.rejectCategories.BONUS_ABUSE',
  BANK_DETAILS: 'withdraw.rejectCategories.BANK_DETAILS',
  OTHER: 'withdraw.rejectCategories.OTHER',
} as const satisfies Record<WithdrawalRejectCategory, string>;

const isOpen = (withdrawal: WithdrawalView) => OPEN_WITHDRAWAL_STATUSES.includes(withdrawal.status);

/**
 * The member's withdrawals, asked again every few seconds while one is open: the operator's
 * approval, rejection or payout shows without a reload, and a rejection's released hold reaches
 * the balance.
 */
export function WithdrawalHistory() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const money = useMoneyFormat();
  const [pageNo, setPageNo] = useState(1);
  const withdrawals = useQuery({
    queryKey: withdrawKeys.page(pageNo),
    queryFn: ({ signal }) => fetchWithdrawals(pageNo, signal),
    refetchInterval: (query) => (query.state.data?.list.some(isOpen) ? WITHDRAWAL_POLL_MS : false),
  });
  // A status that changed since the last answer may have moved money (a released hold) or the
  // day's use (a rejection frees its share): the balance and the limits follow.
  const statuses = useRef(new Map<number, WithdrawalStatus>());
  useEffect(() => {
    const list = withdrawals.data?.list ?? [];
    const changed = list.some((withdrawal) => {
      const before = statuses.current.get(withdrawal.id);
      return before !== undefined && before !== withdrawal.status;
    });
    statuses.current = new Map(list.map((withdrawal) => [withdrawal.id, withdrawal.status]));
    if (changed) {
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.limits });
    }
  }, [withdrawals.data, queryClient]);

  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(iso),
    );

  return (
    <section className={styles.section} aria-labelledby="withdraw-history">
      <h4 id="withdraw-history" className={styles.subTitle}>
        {t('withdraw.history')}
      </h4>
      {withdrawals.isError && <FormMessage>{errorText(t, withdrawals.error)}</FormMessage>}
      {withdrawals.data?.list.length === 0 && <p className={styles.hint}>{t('withdraw.empty')}</p>}
      {withdrawals.data && withdrawals.data.list.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('withdraw.columns.time')}</th>
              <th scope="col">{t('withdraw.columns.account')}</th>
              <th scope="col">{t('withdraw.columns.amount')}</th>
              <th scope="col">{t('withdraw.columns.received')}</th>
              <th scope="col">{t('withdraw.columns.remaining')}</th>
              <th scope="col">{t('withdraw.columns.status')}</th>
            </tr>
          </thead>
          <tbody>
            {withdrawals.data.list.map((withdrawal) => (
              <tr key={withdrawal.id}>
                <td>{time(withdrawal.createdAt)}</td>
                <td>{`${withdrawal.bankName} ${withdrawal.accountNumber}`}</td>
                <td className={styles.amount}>{money(withdrawal.amount)}</td>
                <td className={styles.amount}>{money(withdrawal.receivedAmount)}</td>
                <td className={styles.amount}>{money(withdrawal.remainingAmount)}</td>
                <td>
                  <span className={styles.status} data-status={withdrawal.status}>
                    {t(STATUS_KEYS[withdrawal.status])}
                  </span>
                  <WithdrawalNotes withdrawal={withdrawal} />
                  <WithdrawalProofs withdrawal={withdrawal} />
                  {withdrawal.status === 'PAID' && <PayoutAnswer withdrawal={withdrawal} />}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={pageNo} totalPages={withdrawals.data?.totalPages ?? 0} onChoose={setPageNo} />
    </section>
  );
}

function WithdrawalNotes({ withdrawal }: { withdrawal: WithdrawalView }) {
  const { t } = useTranslation();
  const notes = [
    withdrawal.payoutReference &&
      t('withdraw.payoutReference', { reference: withdrawal.payoutReference }),
    withdrawal.rejectCategory && t(REJECT_CATEGORY_LABELS[withdrawal.rejectCategory]),
    withdrawal.rejectReason && t('withdraw.rejectReason', { reason: withdrawal.rejectReason }),
    withdrawal.autoConfirmed && t('withdraw.autoConfirmed'),
    withdrawal.disputeRemark && t('withdraw.disputeRemark', { remark: withdrawal.disputeRemark }),
    withdrawal.resolutionNote && t('withdraw.resolutionNote', { note: withdrawal.resolutionNote }),
  ].filter((note): note is string => Boolean(note));
  return notes.map((note) => (
    <span key={note} className={styles.note}>
      {note}
    </span>
  ));
}

/** The operator's payout slip and the member's own dispute proofs. */
function WithdrawalProofs({ withdrawal }: { withdrawal: WithdrawalView }) {
  const { t } = useTranslation();
  if (withdrawal.images.length === 0) return null;
  const disputeProofs = withdrawal.images.filter((image) => image.kind === 'DISPUTE');
  return (
    <span className={styles.proofs}>
      {withdrawal.images.map((image) => (
        <PrivateImage
          key={image.position}
          path={withdrawalImagePath(withdrawal.id, image.position)}
          alt={
            image.kind === 'PAYOUT'
              ? t('withdraw.proofAlt.PAYOUT', { id: withdrawal.id })
              : t('withdraw.proofAlt.DISPUTE', {
                  id: withdrawal.id,
                  number: disputeProofs.indexOf(image) + 1,
                })
          }
        />
      ))}
    </span>
  );
}

/** "Received" closes the payout; "not received" opens a dispute with a remark and proofs. */
function PayoutAnswer({ withdrawal }: { withdrawal: WithdrawalView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [disputing, setDisputing] = useState(false);
  const received = useMutation({
    mutationFn: () => confirmReceived(withdrawal.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: withdrawKeys.all }),
  });
  if (disputing)
    return <DisputeForm withdrawal={withdrawal} onCancel={() => setDisputing(false)} />;
  return (
    <div className={styles.answer}>
      <button
        type="button"
        className="button button--small"
        disabled={received.isPending}
        onClick={() => received.mutate()}
      >
        {t('withdraw.received')}
      </button>
      <button
        type="button"
        className="button button--small button--ghost"
        onClick={() => setDisputing(true)}
      >
        {t('withdraw.notReceived')}
      </button>
      {received.isError && <FormMessage>{errorText(t, received.error)}</FormMessage>}
    </div>
  );
}

function DisputeForm({
  withdrawal,
  onCancel,
}: {
  withdrawal: WithdrawalView;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState<DisputeDraft>({ remark: '', images: [] });
  const [errors, setErrors] = useState<Partial<Record<keyof DisputeDraft, string>>>({});
  const dispute = useMutation({
    mutationFn: reportNotReceived,
    onError: (error) => setErrors(fieldErrorsOf(error)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: withdrawKeys.all }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkDisputeDraft(draft);
    setErrors(
      Object.fromEntries(Object.entries(found).map(([field, key]) => [field, key && t(key)])),
    );
    if (Object.keys(found).length === 0) dispute.mutate({ id: withdrawal.id, ...draft });
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('withdraw.disputeForm')}
    >
      <div className={formStyles.field}>
        <label
          htmlFor={`${id}-remark`}
          className={`${formStyles.label} ${formStyles.requiredLabel}`}
        >
          {t('withdraw.remark')}
        </label>
        <textarea
          id={`${id}-remark`}
          className={formStyles.input}
          rows={2}
          value={draft.remark}
          onChange={(event) =>
            setDraft((previous) => ({ ...previous, remark: event.target.value }))
          }
          aria-invalid={errors.remark ? true : undefined}
          aria-describedby={`${id}-count`}
        />
        <p id={`${id}-count`} className={formStyles.hint}>
          {t('withdraw.remarkCount', {
            count: depositTextLength(draft.remark),
            max: WITHDRAWAL_REMARK_MAX_LENGTH,
          })}
        </p>
        {errors.remark && (
          <p className={formStyles.error} role="alert">
            {errors.remark}
          </p>
        )}
      </div>
      <ProofImagePicker
        images={draft.images}
        onChange={(images, error) => {
          setDraft((previous) => ({ ...previous, images }));
          setErrors(({ images: _previous, ...others }) =>
            error ? { ...others, images: error } : others,
          );
        }}
        error={errors.images}
        language={language}
        texts={{
          legend: t('withdraw.images'),
          hint: t('withdraw.imagesHint', {
            max: PROOF_IMAGE_MAX_COUNT,
            size: PROOF_IMAGE_MAX_MEGABYTES,
          }),
          add: t('withdraw.addImages'),
          remove: (name) => t('withdraw.removeImage', { name }),
        }}
      />
      {dispute.isError && Object.keys(fieldErrorsOf(dispute.error)).length === 0 && (
        <FormMessage>{errorText(t, dispute.error)}</FormMessage>
      )}
      <div className={formStyles.actions}>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t('withdraw.cancel')}
        </button>
        <SubmitButton pending={dispute.isPending}>{t('withdraw.sendDispute')}</SubmitButton>
      </div>
    </form>
  );
}

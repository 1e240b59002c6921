import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_CURRENCY_SYMBOL,
  DEPOSIT_POLL_MS,
  DEPOSIT_REMARK_MAX_LENGTH,
  PROOF_IMAGE_MAX_COUNT,
  PROOF_IMAGE_MAX_MEGABYTES,
  depositTextLength,
  formatMoney,
  moneyCents,
  takesProof,
  type DepositChannel,
  type DepositEntry,
  type DepositStatus,
} from '@wps/shared-types';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { CheckboxField, FormMessage, SubmitButton, TextField } from '../../../ui/Form';
import { Pager } from '../../../ui/Pager';
import { PrivateImage } from '../../../ui/PrivateImage';
import { ProofImagePicker } from '../../../ui/ProofImagePicker';
import { useLanguage } from '../../i18n';
import { useSiteInfo } from '../../system';
import { walletKeys } from '../../wallet';
import {
  depositKeys,
  depositProofPath,
  fetchDepositChannels,
  fetchDeposits,
  sendDeposit,
} from '../api';
import { checkDepositDraft, type DepositDraftErrors } from '../deposit-draft';
import formStyles from '../../../ui/Form.module.css';
import styles from './DepositPage.module.css';

const TYPE_KEYS = {
  BANK_TRANSFER: 'deposit.types.BANK_TRANSFER',
  EWALLET: 'deposit.types.EWALLET',
  ONLINE: 'deposit.types.ONLINE',
} as const;

const STATUS_KEYS = {
  PENDING: 'deposit.statuses.PENDING',
  APPROVED: 'deposit.statuses.APPROVED',
  REJECTED: 'deposit.statuses.REJECTED',
  EXPIRED: 'deposit.statuses.EXPIRED',
} as const satisfies Record<DepositStatus, string>;

/** Deposit (depositv2): a channel, its details, the form, and the member's deposits. */
export function DepositPage() {
  const { t } = useTranslation();
  const channels = useQuery({
    queryKey: depositKeys.channels,
    queryFn: ({ signal }) => fetchDepositChannels(signal),
  });
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = channels.data?.find((channel) => channel.id === chosenId) ?? channels.data?.[0];

  return (
    <div className={styles.page}>
      <h3 className={styles.title}>{t('memberCentre.pages.depositv2')}</h3>
      {channels.isPending && <p>{t('shell.loading')}</p>}
      {channels.isError && <FormMessage>{errorText(t, channels.error)}</FormMessage>}
      {channels.data?.length === 0 && <p>{t('deposit.noChannels')}</p>}
      {chosen && channels.data && (
        <>
          <div role="radiogroup" aria-label={t('deposit.channel')} className={styles.channels}>
            {channels.data.map((channel) => (
              <button
                key={channel.id}
                type="button"
                role="radio"
                aria-checked={channel.id === chosen.id}
                className={styles.channel}
                onClick={() => setChosenId(channel.id)}
              >
                <span className={styles.channelName}>{channel.name}</span>
                <span className={styles.channelType}>{t(TYPE_KEYS[channel.type])}</span>
              </button>
            ))}
          </div>
          <ChannelDetails channel={chosen} />
          <DepositForm key={chosen.id} channel={chosen} />
        </>
      )}
      <DepositHistory />
    </div>
  );
}

function ChannelDetails({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  if (channel.type === 'ONLINE') return <p className={styles.hint}>{t('deposit.onlineHint')}</p>;
  if (channel.type === 'EWALLET') {
    return (
      <div className={styles.details}>
        <p className={styles.hint}>{t('deposit.ewalletHint')}</p>
        {channel.qrImageUrl && (
          <img
            className={styles.qr}
            src={channel.qrImageUrl}
            alt={t('deposit.qrAlt', { name: channel.name })}
          />
        )}
      </div>
    );
  }
  const copy = () => {
    void navigator.clipboard?.writeText(channel.accountNumber ?? '').then(() => setCopied(true));
  };
  return (
    <div className={styles.details}>
      <p className={styles.hint}>{t('deposit.bankHint')}</p>
      <dl className={styles.account}>
        <div>
          <dt>{t('deposit.bankName')}</dt>
          <dd>{channel.bankName}</dd>
        </div>
        <div>
          <dt>{t('deposit.accountHolder')}</dt>
          <dd>{channel.accountHolder}</dd>
        </div>
        <div>
          <dt>{t('deposit.accountNumber')}</dt>
          <dd>
            <span className={styles.number}>{channel.accountNumber}</span>
            <button type="button" className="button button--small button--ghost" onClick={copy}>
              {copied ? t('deposit.copied') : t('deposit.copy')}
            </button>
          </dd>
        </div>
      </dl>
    </div>
  );
}

function DepositForm({ channel }: { channel: DepositChannel }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const symbol = useSiteInfo()?.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  const money = (amount: string) => formatMoney(amount, symbol);
  const id = useId();
  const [amount, setAmount] = useState('');
  const [claimPromotion, setClaimPromotion] = useState(false);
  const [reference, setReference] = useState('');
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<DepositDraftErrors>({});
  const mutation = useMutation({
    mutationFn: sendDeposit,
    onError: (error) => setErrors(fieldErrorsOf(error)),
    onSuccess: () => {
      setAmount('');
      setReference('');
      setRemark('');
      setImages([]);
      setClaimPromotion(false);
      void queryClient.invalidateQueries({ queryKey: depositKeys.all });
    },
  });
  const proof = takesProof(channel.type);
  const promotion = channel.promotion && !channel.promotion.claimed ? channel.promotion : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = { channelId: channel.id, amount, claimPromotion, reference, remark, images };
    const found = checkDepositDraft(draft, channel, symbol, language);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate(draft);
  };

  const limits = [
    t('deposit.amountHint', { min: money(channel.minAmount), max: money(channel.maxAmount) }),
  ];
  if (channel.dailyCount !== null) {
    limits.push(
      t('deposit.dailyCount', { count: Math.max(channel.dailyCount - channel.usedToday.count, 0) }),
    );
  }
  if (channel.dailyAmount !== null) {
    const difference = moneyCents(channel.dailyAmount) - moneyCents(channel.usedToday.amount);
    const left = difference > 0n ? difference : 0n;
    const text = `${left / 100n}.${(left % 100n).toString().padStart(2, '0')}`;
    limits.push(t('deposit.dailyAmount', { amount: money(text) }));
  }
  const fieldFailed = Object.keys(fieldErrorsOf(mutation.error)).length > 0;
  const sent = mutation.data;

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('deposit.form')}>
      <TextField
        label={t('deposit.amount')}
        value={amount}
        onValueChange={(value) => setAmount(value.trim())}
        inputMode="decimal"
        required
        hint={limits.join(' · ')}
        error={errors.amount}
      />
      {promotion && (
        <CheckboxField
          checked={claimPromotion}
          onCheckedChange={setClaimPromotion}
          label={t('deposit.promotion', {
            title: promotion.title,
            percent: Number(promotion.bonusPercent),
            max: money(promotion.bonusMax),
            times: promotion.turnoverMultiplier,
          })}
        />
      )}
      {proof && (
        <>
          <TextField
            label={t('deposit.reference')}
            value={reference}
            onValueChange={setReference}
            error={errors.reference}
          />
          <ProofImagePicker
            images={images}
            onChange={(next, error) => {
              setImages(next);
              setErrors(({ images: _previous, ...others }) =>
                error ? { ...others, images: error } : others,
              );
            }}
            error={errors.images}
            language={language}
            required
            texts={{
              legend: t('deposit.images'),
              hint: t('deposit.imagesHint', {
                max: PROOF_IMAGE_MAX_COUNT,
                size: PROOF_IMAGE_MAX_MEGABYTES,
              }),
              add: t('deposit.addImages'),
              remove: (name) => t('deposit.removeImage', { name }),
            }}
          />
        </>
      )}
      <div className={formStyles.field}>
        <label htmlFor={`${id}-remark`} className={formStyles.label}>
          {t('deposit.remark')}
        </label>
        <textarea
          id={`${id}-remark`}
          className={`${formStyles.input} ${styles.remark}`}
          rows={2}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          aria-invalid={errors.remark ? true : undefined}
          aria-describedby={`${id}-count`}
        />
        <p id={`${id}-count`} className={`${formStyles.hint} ${styles.count}`}>
          {t('deposit.remarkCount', {
            count: depositTextLength(remark),
            max: DEPOSIT_REMARK_MAX_LENGTH,
          })}
        </p>
        {errors.remark && (
          <p className={formStyles.error} role="alert">
            {errors.remark}
          </p>
        )}
      </div>
      {mutation.isError && !fieldFailed && (
        <FormMessage>{errorText(t, mutation.error)}</FormMessage>
      )}
      {sent && !mutation.isPending && <SentMessage deposit={sent} />}
      <div className={formStyles.actions}>
        <SubmitButton pending={mutation.isPending}>
          {proof ? t('deposit.submit') : t('deposit.pay')}
        </SubmitButton>
      </div>
    </form>
  );
}

function SentMessage({ deposit }: { deposit: DepositEntry }) {
  const { t } = useTranslation();
  if (deposit.paymentUrl) {
    return (
      <FormMessage tone="success">
        {t('deposit.payPrompt')}{' '}
        <a href={deposit.paymentUrl} target="_blank" rel="noreferrer">
          {t('deposit.payNow')}
        </a>
      </FormMessage>
    );
  }
  return <FormMessage tone="success">{t('deposit.submitted')}</FormMessage>;
}

/**
 * The member's deposits, asked again every few seconds while one is pending: an operator's
 * decision or the gateway's callback shows without a reload, and the header's balance follows.
 */
function DepositHistory() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const symbol = useSiteInfo()?.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
  const [pageNo, setPageNo] = useState(1);
  const deposits = useQuery({
    queryKey: depositKeys.page(pageNo),
    queryFn: ({ signal }) => fetchDeposits(pageNo, signal),
    refetchInterval: (query) =>
      query.state.data?.list.some((deposit) => deposit.status === 'PENDING')
        ? DEPOSIT_POLL_MS
        : false,
  });
  const pendingIds = useRef(new Set<number>());
  useEffect(() => {
    const list = deposits.data?.list ?? [];
    const approved = list.some(
      (deposit) => deposit.status === 'APPROVED' && pendingIds.current.has(deposit.id),
    );
    pendingIds.current = new Set(
      list.filter((deposit) => deposit.status === 'PENDING').map((deposit) => deposit.id),
    );
    if (approved) {
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
      void queryClient.invalidateQueries({ queryKey: depositKeys.channels });
    }
  }, [deposits.data, queryClient]);

  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(iso),
    );

  return (
    <section className={styles.history} aria-labelledby="deposit-history">
      <h4 id="deposit-history" className={styles.subTitle}>
        {t('deposit.history')}
      </h4>
      {deposits.isError && <FormMessage>{errorText(t, deposits.error)}</FormMessage>}
      {deposits.data?.list.length === 0 && <p>{t('deposit.empty')}</p>}
      {deposits.data && deposits.data.list.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('deposit.columns.time')}</th>
              <th scope="col">{t('deposit.columns.channel')}</th>
              <th scope="col">{t('deposit.columns.amount')}</th>
              <th scope="col">{t('deposit.columns.status')}</th>
              <th scope="col">{t('deposit.columns.proofs')}</th>
            </tr>
          </thead>
          <tbody>
            {deposits.data.list.map((deposit) => (
              <tr key={deposit.id}>
                <td>{time(deposit.createdAt)}</td>
                <td>{deposit.channelName}</td>
                <td className={styles.amount}>
                  {formatMoney(deposit.amount, symbol)}
                  {deposit.bonusAmount && (
                    <span className={styles.bonus}>
                      {t('deposit.bonus', { amount: formatMoney(deposit.bonusAmount, symbol) })}
                    </span>
                  )}
                </td>
                <td>
                  <span className={styles.status} data-status={deposit.status}>
                    {t(STATUS_KEYS[deposit.status])}
                  </span>
                  {deposit.rejectReason && (
                    <span className={styles.reason}>
                      {t('deposit.rejectReason', { reason: deposit.rejectReason })}
                    </span>
                  )}
                  {deposit.paymentUrl && (
                    <a href={deposit.paymentUrl} target="_blank" rel="noreferrer">
                      {t('deposit.payNow')}
                    </a>
                  )}
                </td>
                <td>
                  {deposit.proofs.length > 0 && (
                    <span className={styles.proofs}>
                      {deposit.proofs.map((_proof, index) => (
                        <PrivateImage
                          key={index}
                          path={depositProofPath(deposit.id, index + 1)}
                          alt={t('deposit.proofAlt', { position: index + 1, id: deposit.id })}
                        />
                      ))}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={pageNo} totalPages={deposits.data?.totalPages ?? 0} onChoose={setPageNo} />
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UplineTransferOverview, UplineTransferRequest } from '@wps/shared-types';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { amountLeft } from '../../../lib/money';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../../../ui/Form';
import { Pager } from '../../../ui/Pager';
import { fetchConsolidatedFunds, useMoneyFormat, walletKeys } from '../../wallet';
import {
  fetchUplineOverview,
  fetchUplineTransfers,
  sendUplineTransfer,
  uplineTransferKeys,
} from '../api';
import { checkTransferDraft, useAttemptKey } from '../transfer-draft';
import formStyles from '../../../ui/Form.module.css';
import styles from './TransferUplinePage.module.css';

/** Transfer to upline: the upline agent, the limits with today's use, the form, the transfers. */
export function TransferUplinePage() {
  const { t } = useTranslation();
  const overview = useQuery({
    queryKey: uplineTransferKeys.overview,
    queryFn: ({ signal }) => fetchUplineOverview(signal),
  });
  const upline = overview.data?.upline;

  return (
    <div className={styles.page}>
      <h3 className={styles.title}>{t('memberCentre.pages.transferUpline')}</h3>
      {overview.isPending && <p>{t('shell.loading')}</p>}
      {overview.isError && <FormMessage>{errorText(t, overview.error)}</FormMessage>}
      {overview.data && upline === null && <p role="status">{t('transferUpline.noUpline')}</p>}
      {overview.data && upline && (
        <>
          <dl className={styles.summary}>
            <div>
              <dt>{t('transferUpline.upline')}</dt>
              <dd>{`${upline.nickname} (${upline.account})`}</dd>
            </div>
          </dl>
          <TransferForm overview={overview.data} />
        </>
      )}
      <TransferHistory />
    </div>
  );
}

function TransferForm({ overview }: { overview: UplineTransferOverview }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const funds = useQuery({
    queryKey: walletKeys.consolidated,
    queryFn: ({ signal }) => fetchConsolidatedFunds(signal),
  });
  const money = useMoneyFormat(funds.data?.currencySymbol);
  const mainBalance = funds.data?.mainBalance ?? null;
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'paymentPassword', string>>>({});
  // One key per attempt: a retry of the same amount sends the same key, so the money moves once.
  const attempt = useAttemptKey();
  const transfer = useMutation({
    mutationFn: (request: UplineTransferRequest) =>
      sendUplineTransfer(request, attempt.keyFor(request.amount)),
    onError: (error) => setErrors(fieldErrorsOf(error)),
    onSuccess: () => {
      attempt.done();
      setAmount('');
      setPaymentPassword('');
      void queryClient.invalidateQueries({ queryKey: uplineTransferKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (transfer.isPending) return;
    const found = checkTransferDraft({ amount, paymentPassword }, overview, mainBalance);
    setErrors(
      Object.fromEntries(Object.entries(found).map(([field, key]) => [field, key && t(key)])),
    );
    if (Object.keys(found).length === 0) transfer.mutate({ amount, paymentPassword });
  };

  const hint = [
    t('transferUpline.amountHint', {
      min: money(overview.minAmount),
      max: money(overview.maxAmount),
    }),
    t('transferUpline.today', {
      used: money(overview.usedAmount),
      left: money(amountLeft(overview.dailyAmount, overview.usedAmount)),
    }),
  ].join(' · ');
  const fieldFailed = Object.keys(fieldErrorsOf(transfer.error)).length > 0;

  return (
    <form
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('transferUpline.form')}
    >
      <p className={styles.hint}>
        {t('transferUpline.mainBalance', {
          amount: mainBalance === null ? '…' : money(mainBalance),
        })}
      </p>
      <TextField
        label={t('transferUpline.amount')}
        value={amount}
        onValueChange={(value) => setAmount(value.trim())}
        inputMode="decimal"
        required
        hint={hint}
        error={errors.amount}
      />
      <PasswordField
        label={t('transferUpline.paymentPassword')}
        name="paymentPassword"
        value={paymentPassword}
        onValueChange={setPaymentPassword}
        error={errors.paymentPassword}
        inputMode="numeric"
        autoComplete="off"
      />
      {transfer.isError && !fieldFailed && (
        <FormMessage>{errorText(t, transfer.error)}</FormMessage>
      )}
      {transfer.isSuccess && <FormMessage tone="success">{t('transferUpline.sent')}</FormMessage>}
      <div className={formStyles.actions}>
        <SubmitButton pending={transfer.isPending}>{t('transferUpline.submit')}</SubmitButton>
      </div>
    </form>
  );
}

function TransferHistory() {
  const { t, i18n } = useTranslation();
  const money = useMoneyFormat();
  const [pageNo, setPageNo] = useState(1);
  const transfers = useQuery({
    queryKey: uplineTransferKeys.page(pageNo),
    queryFn: ({ signal }) => fetchUplineTransfers(pageNo, signal),
  });
  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
      new Date(iso),
    );

  return (
    <section className={styles.history} aria-labelledby="upline-history">
      <h4 id="upline-history" className={styles.subTitle}>
        {t('transferUpline.history')}
      </h4>
      {transfers.isError && <FormMessage>{errorText(t, transfers.error)}</FormMessage>}
      {transfers.data?.list.length === 0 && (
        <p className={styles.hint}>{t('transferUpline.empty')}</p>
      )}
      {transfers.data && transfers.data.list.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('transferUpline.columns.time')}</th>
              <th scope="col">{t('transferUpline.columns.upline')}</th>
              <th scope="col">{t('transferUpline.columns.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {transfers.data.list.map((transfer) => (
              <tr key={transfer.id}>
                <td>{time(transfer.createdAt)}</td>
                <td>{`${transfer.upline.nickname} (${transfer.upline.account})`}</td>
                <td className={styles.amount}>{money(transfer.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={pageNo} totalPages={transfers.data?.totalPages ?? 0} onChoose={setPageNo} />
    </section>
  );
}

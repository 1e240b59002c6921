import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgentTransferOverview, AgentTransferRequest } from '@wps/shared-types';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { formatDateTime } from '../../../lib/date-time';
import { amountLeft } from '../../../lib/money';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../../../ui/Form';
import { Pager } from '../../../ui/Pager';
import { recordStyles } from '../../member-centre';
import { openAccessDialog } from '../../session';
import { checkTransferDraft, useAttemptKey } from '../../transfer-upline';
import { useMoneyFormat, walletKeys } from '../../wallet';
import {
  agentKeys,
  fetchTransferOverview,
  fetchTransferRecords,
  sendDownlineTransfer,
} from '../api';
import { TRANSFER_DIRECTION_KEYS } from '../labels';
import formStyles from '../../../ui/Form.module.css';
import styles from '../agent-centre.module.css';

/**
 * Transfers (spec 2 §6): send money to a direct downline, go to the upline transfer, and the
 * agent's transfers in both directions.
 */
export function TransferPanel({ initialAccount }: { initialAccount: string }) {
  const { t } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const overview = useQuery({
    queryKey: agentKeys.transferOverview,
    queryFn: ({ signal }) => fetchTransferOverview(signal),
  });
  return (
    <section className={styles.section} aria-label={t('agentCentre.transfers.tab')}>
      {overview.isError && <p role="alert">{errorText(siteT, overview.error)}</p>}
      {overview.isPending && <p>{siteT('shell.loading')}</p>}
      {overview.data && (
        <DownlineTransferForm overview={overview.data} initialAccount={initialAccount} />
      )}
      <p className={styles.note}>
        {t('agentCentre.transfers.uplineNote')}{' '}
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => openAccessDialog('memberCentre', { page: 'transferUpline' })}
        >
          {t('agentCentre.transfers.toUpline')}
        </button>
      </p>
      <TransferRecords />
    </section>
  );
}

type Field = 'toAccount' | 'amount' | 'paymentPassword';

function DownlineTransferForm({
  overview,
  initialAccount,
}: {
  overview: AgentTransferOverview;
  initialAccount: string;
}) {
  const { t } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const queryClient = useQueryClient();
  const money = useMoneyFormat();
  const [toAccount, setToAccount] = useState(initialAccount);
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // One key per attempt: a retry of the same transfer sends the same key, so money moves once.
  const attempt = useAttemptKey();
  const transfer = useMutation({
    mutationFn: (request: AgentTransferRequest) =>
      sendDownlineTransfer(request, attempt.keyFor(`${request.toAccount}:${request.amount}`)),
    onError: (error) => setErrors(fieldErrorsOf(error)),
    onSuccess: () => {
      attempt.done();
      setAmount('');
      setPaymentPassword('');
      void queryClient.invalidateQueries({ queryKey: agentKeys.transfers });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (transfer.isPending) return;
    const found: Partial<Record<Field, string>> = Object.fromEntries(
      Object.entries(
        checkTransferDraft({ amount, paymentPassword }, overview.downline, overview.balance),
      ).map(([field, key]) => [field, key && siteT(key)]),
    );
    if (!toAccount.trim()) found.toAccount = t('agentCentre.transfers.accountRequired');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    transfer.mutate({ toAccount: toAccount.trim(), amount, paymentPassword });
  };

  const limits = overview.downline;
  const hint = [
    siteT('transferUpline.amountHint', {
      min: money(limits.minAmount),
      max: money(limits.maxAmount),
    }),
    siteT('transferUpline.today', {
      used: money(limits.usedAmount),
      left: money(amountLeft(limits.dailyAmount, limits.usedAmount)),
    }),
  ].join(' · ');
  const fieldFailed = Object.keys(fieldErrorsOf(transfer.error)).length > 0;

  return (
    <form
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('agentCentre.transfers.form')}
    >
      <p className={styles.note}>
        {siteT('transferUpline.mainBalance', { amount: money(overview.balance) })}
      </p>
      <TextField
        label={t('agentCentre.transfers.toAccount')}
        value={toAccount}
        onValueChange={setToAccount}
        autoComplete="off"
        required
        hint={t('agentCentre.transfers.toAccountHint')}
        error={errors.toAccount}
      />
      <TextField
        label={siteT('transferUpline.amount')}
        value={amount}
        onValueChange={(value) => setAmount(value.trim())}
        inputMode="decimal"
        required
        hint={hint}
        error={errors.amount}
      />
      <PasswordField
        label={siteT('transferUpline.paymentPassword')}
        name="paymentPassword"
        value={paymentPassword}
        onValueChange={setPaymentPassword}
        error={errors.paymentPassword}
        inputMode="numeric"
        autoComplete="off"
      />
      {transfer.isError && !fieldFailed && (
        <FormMessage>{errorText(siteT, transfer.error)}</FormMessage>
      )}
      {transfer.data && (
        <FormMessage tone="success">
          {t('agentCentre.transfers.sent', {
            amount: money(transfer.data.amount),
            account: transfer.data.counterparty,
          })}
        </FormMessage>
      )}
      <div className={formStyles.actions}>
        <SubmitButton pending={transfer.isPending}>
          {t('agentCentre.transfers.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

function TransferRecords() {
  const { t } = useTranslation('agentCentre');
  const { t: siteT } = useTranslation();
  const money = useMoneyFormat();
  const [pageNo, setPageNo] = useState(1);
  const records = useQuery({
    queryKey: agentKeys.transferRecords(pageNo),
    queryFn: ({ signal }) => fetchTransferRecords(pageNo, signal),
  });
  return (
    <section className={styles.section} aria-labelledby="agent-transfer-records">
      <h4 id="agent-transfer-records" className={styles.subTitle}>
        {t('agentCentre.transfers.records')}
      </h4>
      {records.isError && <p role="alert">{errorText(siteT, records.error)}</p>}
      {records.data?.list.length === 0 && (
        <p className={styles.note}>{t('agentCentre.transfers.empty')}</p>
      )}
      {records.data && records.data.list.length > 0 && (
        <div className={recordStyles.tableWrap}>
          <table className={recordStyles.table}>
            <caption className="visually-hidden">{t('agentCentre.transfers.records')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('agentCentre.columns.time')}</th>
                <th scope="col">{t('agentCentre.columns.direction')}</th>
                <th scope="col">{t('agentCentre.columns.counterparty')}</th>
                <th scope="col" className={recordStyles.numeric}>
                  {t('agentCentre.columns.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {records.data.list.map((record) => (
                <tr key={record.id}>
                  <td>{formatDateTime(record.createdAt)}</td>
                  <td>{t(TRANSFER_DIRECTION_KEYS[record.direction])}</td>
                  <td>{record.counterparty}</td>
                  <td className={recordStyles.numeric}>{money(record.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={pageNo} totalPages={records.data?.totalPages ?? 0} onChoose={setPageNo} />
    </section>
  );
}

import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  moneyCents,
  type BankAccountView,
  type WithdrawalLimits,
  type WithdrawalRequest,
} from '@wps/shared-types';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { amountLeft } from '../../../lib/money';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../../../ui/Form';
import { fetchConsolidatedFunds, useMoneyFormat, walletKeys } from '../../wallet';
import {
  fetchBankAccounts,
  fetchPaymentPasswordStatus,
  fetchWithdrawalLimits,
  requestWithdrawal,
  withdrawKeys,
} from '../api';
import { checkWithdrawalDraft, type WithdrawalDraft } from '../withdraw-draft';
import { BankAccounts } from './BankAccounts';
import { openSecurityCentre } from './security-centre-link';
import { WithdrawalHistory } from './WithdrawalHistory';
import formStyles from '../../../ui/Form.module.css';
import styles from './WithdrawPage.module.css';

/**
 * Withdraw: the MAIN balance, the turnover still to wager, the bound bank accounts, the form and
 * the member's withdrawals with their answers.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const funds = useQuery({
    queryKey: walletKeys.consolidated,
    queryFn: ({ signal }) => fetchConsolidatedFunds(signal),
  });
  const limits = useQuery({
    queryKey: withdrawKeys.limits,
    queryFn: ({ signal }) => fetchWithdrawalLimits(signal),
  });
  const accounts = useQuery({
    queryKey: withdrawKeys.bankAccounts,
    queryFn: ({ signal }) => fetchBankAccounts(signal),
  });
  const money = useMoneyFormat(funds.data?.currencySymbol);
  const mainBalance = funds.data?.mainBalance ?? null;
  const turnover = limits.data?.turnover;

  return (
    <div className={styles.page}>
      <h3 className={styles.title}>{t('memberCentre.pages.withdraw')}</h3>
      <dl className={styles.summary}>
        <div>
          <dt>{t('withdraw.mainBalance')}</dt>
          <dd>{mainBalance === null ? '…' : money(mainBalance)}</dd>
        </div>
        <div>
          <dt>{t('withdraw.turnoverRemaining')}</dt>
          <dd>{turnover ? money(turnover.remaining) : '…'}</dd>
        </div>
      </dl>
      {turnover && moneyCents(turnover.remaining) > 0n && (
        <p className={styles.hint}>
          {t('withdraw.turnoverHint', {
            required: money(turnover.required),
            wagered: money(turnover.wagered),
          })}
        </p>
      )}
      {limits.isError && <FormMessage>{errorText(t, limits.error)}</FormMessage>}
      {accounts.isError && <FormMessage>{errorText(t, accounts.error)}</FormMessage>}
      {accounts.data && <BankAccounts list={accounts.data} />}
      {limits.data && accounts.data && (
        <WithdrawForm
          limits={limits.data}
          accounts={accounts.data.list}
          mainBalance={mainBalance}
        />
      )}
      <WithdrawalHistory />
    </div>
  );
}

function WithdrawForm({
  limits,
  accounts,
  mainBalance,
}: {
  limits: WithdrawalLimits;
  accounts: BankAccountView[];
  mainBalance: string | null;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const money = useMoneyFormat();
  const passwordStatus = useQuery({
    queryKey: withdrawKeys.paymentPassword,
    queryFn: ({ signal }) => fetchPaymentPasswordStatus(signal),
  });
  const [amount, setAmount] = useState('');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<keyof WithdrawalDraft, string>>>({});
  // One key per attempt: a retry of the same request (a time-out, a double click) sends the same
  // key, so the server holds the amount at most once; a changed request is a new attempt.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const bankAccountId = accounts.some((account) => account.id === chosenId)
    ? chosenId
    : (accounts[0]?.id ?? null);

  const mutation = useMutation({
    mutationFn: (request: WithdrawalRequest) => {
      const body = JSON.stringify({ amount: request.amount, id: request.bankAccountId });
      if (attempt.current?.body !== body) attempt.current = { body, key: crypto.randomUUID() };
      return requestWithdrawal(request, attempt.current.key);
    },
    onError: (error) => setErrors(fieldErrorsOf(error)),
    onSuccess: () => {
      attempt.current = null;
      setAmount('');
      setPaymentPassword('');
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const draft = { amount, bankAccountId, paymentPassword };
    const found = checkWithdrawalDraft(draft, limits, mainBalance);
    setErrors(
      Object.fromEntries(Object.entries(found).map(([field, key]) => [field, key && t(key)])),
    );
    if (Object.keys(found).length === 0 && bankAccountId !== null) {
      mutation.mutate({ amount, bankAccountId, paymentPassword });
    }
  };

  const dailyCountLeft = Math.max(limits.dailyCount - limits.usedCount, 0);
  const hint = [
    t('withdraw.amountHint', { min: money(limits.minAmount), max: money(limits.maxAmount) }),
    t('withdraw.dailyLeft', {
      count: dailyCountLeft,
      amount: money(amountLeft(limits.dailyAmount, limits.usedAmount)),
    }),
  ].join(' · ');
  const fieldFailed = Object.keys(fieldErrorsOf(mutation.error)).length > 0;

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={t('withdraw.form')}>
      <h4 className={styles.subTitle}>{t('withdraw.form')}</h4>
      {passwordStatus.data && !passwordStatus.data.isSet && (
        <p className={styles.hint}>
          {t('withdraw.paymentPasswordNotSet')}{' '}
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={openSecurityCentre}
          >
            {t('withdraw.toSecurityCentre')}
          </button>
        </p>
      )}
      <div className={formStyles.field}>
        <label htmlFor="withdraw-account" className={formStyles.label}>
          {t('withdraw.toAccount')}
        </label>
        <select
          id="withdraw-account"
          className={formStyles.input}
          value={bankAccountId ?? ''}
          onChange={(event) => setChosenId(Number(event.target.value))}
          aria-invalid={errors.bankAccountId ? true : undefined}
        >
          {accounts.length === 0 && <option value="">{t('withdraw.noAccounts')}</option>}
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {`${account.bankName} ${account.accountNumber}`}
            </option>
          ))}
        </select>
        {errors.bankAccountId && (
          <p className={formStyles.error} role="alert">
            {errors.bankAccountId}
          </p>
        )}
      </div>
      <TextField
        label={t('withdraw.amount')}
        value={amount}
        inputMode="decimal"
        required
        onValueChange={(value) => setAmount(value.trim())}
        hint={hint}
        error={errors.amount}
      />
      <PasswordField
        label={t('withdraw.paymentPassword')}
        name="paymentPassword"
        value={paymentPassword}
        onValueChange={setPaymentPassword}
        error={errors.paymentPassword}
        inputMode="numeric"
        autoComplete="off"
      />
      {mutation.isError && !fieldFailed && (
        <FormMessage>{errorText(t, mutation.error)}</FormMessage>
      )}
      {mutation.isSuccess && <FormMessage tone="success">{t('withdraw.submitted')}</FormMessage>}
      <div className={formStyles.actions}>
        <SubmitButton pending={mutation.isPending}>{t('withdraw.submit')}</SubmitButton>
      </div>
    </form>
  );
}

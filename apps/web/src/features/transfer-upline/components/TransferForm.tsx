import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { amountLeft } from '../../../lib/money';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../../../ui/Form';
import { checkTransferDraft, useAttemptKey, type TransferLimits } from '../transfer-draft';
import formStyles from '../../../ui/Form.module.css';
import styles from '../../../ui/CentrePage.module.css';

/** What a transfer form sends: the recipient's account when it asks for one. */
export interface TransferDraft {
  toAccount?: string;
  amount: string;
  paymentPassword: string;
}

/** The recipient's account field, for a transfer to someone the sender names (a downline). */
export interface RecipientField {
  label: string;
  hint: string;
  /** The message when it is left empty. */
  required: string;
  initial: string;
}

export interface TransferFormProps<Result> {
  /** The form's accessible name. */
  label: string;
  limits: TransferLimits;
  /** The sender's MAIN balance (null while unknown: the amount is not checked against it). */
  balance: string | null;
  money: (amount: string) => string;
  recipient?: RecipientField;
  /** Sends the transfer with the attempt's Idempotency-Key. */
  send: (draft: TransferDraft, idempotencyKey: string) => Promise<Result>;
  /** The queries a transfer changes. */
  invalidates: readonly QueryKey[];
  sentMessage: (result: Result) => ReactNode;
  submitLabel: string;
}

type Field = 'toAccount' | 'amount' | 'paymentPassword';

/**
 * A transfer with the payment password (spec 2 §6), to the upline or to a downline: the balance,
 * the amount with its limits and today's use, the password, checked before it leaves
 * (checkTransferDraft) and sent once per attempt (useAttemptKey).
 */
export function TransferForm<Result>({
  label,
  limits,
  balance,
  money,
  recipient,
  send,
  invalidates,
  sentMessage,
  submitLabel,
}: TransferFormProps<Result>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [toAccount, setToAccount] = useState(recipient?.initial ?? '');
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // One key per attempt: a retry of the same transfer sends the same key, so money moves once.
  const attempt = useAttemptKey();
  const transfer = useMutation({
    mutationFn: (draft: TransferDraft) =>
      send(draft, attempt.keyFor(`${draft.toAccount ?? ''}:${draft.amount}`)),
    onError: (error) => setErrors(fieldErrorsOf(error)),
    onSuccess: () => {
      attempt.done();
      setAmount('');
      setPaymentPassword('');
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (transfer.isPending) return;
    const found: Partial<Record<Field, string>> = Object.fromEntries(
      Object.entries(checkTransferDraft({ amount, paymentPassword }, limits, balance)).map(
        ([field, key]) => [field, key && t(key)],
      ),
    );
    if (recipient && !toAccount.trim()) found.toAccount = recipient.required;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    transfer.mutate({
      ...(recipient && { toAccount: toAccount.trim() }),
      amount,
      paymentPassword,
    });
  };

  const hint = [
    t('transferUpline.amountHint', { min: money(limits.minAmount), max: money(limits.maxAmount) }),
    t('transferUpline.today', {
      used: money(limits.usedAmount),
      left: money(amountLeft(limits.dailyAmount, limits.usedAmount)),
    }),
  ].join(' · ');
  const fieldFailed = Object.keys(fieldErrorsOf(transfer.error)).length > 0;

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate aria-label={label}>
      <p className={styles.hint}>
        {t('transferUpline.mainBalance', { amount: balance === null ? '…' : money(balance) })}
      </p>
      {recipient && (
        <TextField
          label={recipient.label}
          value={toAccount}
          onValueChange={setToAccount}
          autoComplete="off"
          required
          hint={recipient.hint}
          error={errors.toAccount}
        />
      )}
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
      {transfer.isSuccess && <FormMessage tone="success">{sentMessage(transfer.data)}</FormMessage>}
      <div className={formStyles.actions}>
        <SubmitButton pending={transfer.isPending}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}

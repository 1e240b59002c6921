import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BankAccountList } from '@wps/shared-types';
import { isApiError } from '../../../api/client';
import { errorText, fieldErrorsOf } from '../../../api/error-text';
import { FormMessage, PasswordField, SubmitButton, TextField } from '../../../ui/Form';
import { bindBankAccount, deleteBankAccount, withdrawKeys } from '../api';
import { checkBankAccountDraft, type BankAccountDraft } from '../withdraw-draft';
import { openSecurityCentre } from './security-centre-link';
import formStyles from '../../../ui/Form.module.css';
import styles from './WithdrawPage.module.css';

/** The member's bank accounts (masked), deleting an unconfirmed one and binding another. */
export function BankAccounts({ list }: { list: BankAccountList }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [binding, setBinding] = useState(false);
  const remove = useMutation({
    mutationFn: deleteBankAccount,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: withdrawKeys.bankAccounts }),
  });
  const full = list.list.length >= list.maxBankAccounts;

  return (
    <section className={styles.section} aria-labelledby="withdraw-accounts">
      <h4 id="withdraw-accounts" className={styles.subTitle}>
        {t('withdraw.accounts')}
      </h4>
      {list.list.length === 0 && <p className={styles.hint}>{t('withdraw.noAccounts')}</p>}
      <ul className={styles.accounts}>
        {list.list.map((account) => (
          <li key={account.id} className={styles.account}>
            <span className={styles.bank}>{account.bankName}</span>
            <span className={styles.number}>{account.accountNumber}</span>
            <span>{account.holderName}</span>
            <span className={styles.hint}>
              {account.confirmed ? t('withdraw.confirmed') : t('withdraw.unconfirmed')}
            </span>
            {!account.confirmed && (
              <button
                type="button"
                className="button button--small button--ghost"
                disabled={remove.isPending}
                onClick={() => remove.mutate(account.id)}
                aria-label={t('withdraw.deleteAccount', { number: account.accountNumber })}
              >
                {t('withdraw.delete')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {remove.isError && <FormMessage>{errorText(t, remove.error)}</FormMessage>}
      {list.realName === null ? (
        <RealNameNotSet />
      ) : binding ? (
        <BindForm realName={list.realName} onDone={() => setBinding(false)} />
      ) : (
        !full && (
          <button type="button" className="button button--small" onClick={() => setBinding(true)}>
            {t('withdraw.bind')}
          </button>
        )
      )}
      {full && (
        <p className={styles.hint}>{t('withdraw.accountsFull', { max: list.maxBankAccounts })}</p>
      )}
    </section>
  );
}

function RealNameNotSet() {
  const { t } = useTranslation();
  return (
    <p className={styles.hint} role="status">
      {t('errors.REAL_NAME_NOT_SET')}{' '}
      <button
        type="button"
        className="button button--small button--ghost"
        onClick={openSecurityCentre}
      >
        {t('withdraw.toSecurityCentre')}
      </button>
    </p>
  );
}

function BindForm({ realName, onDone }: { realName: string; onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<BankAccountDraft>({
    bankName: '',
    accountNumber: '',
    holderName: realName,
    paymentPassword: '',
  });
  const [errors, setErrors] = useState<Partial<Record<keyof BankAccountDraft, string>>>({});
  const change = (field: keyof BankAccountDraft) => (value: string) =>
    setDraft((previous) => ({ ...previous, [field]: value }));
  const bind = useMutation({
    mutationFn: bindBankAccount,
    onError: (error) => setErrors(fieldErrorsOf(error)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.bankAccounts });
      onDone();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkBankAccountDraft(draft, realName);
    setErrors(
      Object.fromEntries(Object.entries(found).map(([field, key]) => [field, key && t(key)])),
    );
    if (Object.keys(found).length === 0)
      bind.mutate({ ...draft, holderName: draft.holderName.trim() });
  };
  const realNameMissing = isApiError(bind.error) && bind.error.code === 'REAL_NAME_NOT_SET';

  return (
    <form
      className={formStyles.form}
      onSubmit={submit}
      noValidate
      aria-label={t('withdraw.bindForm')}
    >
      <TextField
        label={t('withdraw.bankName')}
        value={draft.bankName}
        onValueChange={change('bankName')}
        required
        error={errors.bankName}
      />
      <TextField
        label={t('withdraw.accountNumber')}
        value={draft.accountNumber}
        onValueChange={change('accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        required
        error={errors.accountNumber}
      />
      <TextField
        label={t('withdraw.holderName')}
        value={draft.holderName}
        onValueChange={change('holderName')}
        readOnly
        hint={t('withdraw.holderHint')}
        error={errors.holderName}
      />
      <PasswordField
        label={t('withdraw.paymentPassword')}
        name="paymentPassword"
        value={draft.paymentPassword}
        onValueChange={change('paymentPassword')}
        inputMode="numeric"
        autoComplete="off"
        error={errors.paymentPassword}
      />
      {realNameMissing && <RealNameNotSet />}
      {bind.isError && !realNameMissing && Object.keys(fieldErrorsOf(bind.error)).length === 0 && (
        <FormMessage>{errorText(t, bind.error)}</FormMessage>
      )}
      <div className={formStyles.actions}>
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('withdraw.cancel')}
        </button>
        <SubmitButton pending={bind.isPending}>{t('withdraw.bindSubmit')}</SubmitButton>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BANK_NAME_LENGTH,
  HOLDER_NAME_MAX_LENGTH,
  type ConsoleBankAccountRow,
  type ConsoleBankAccountUpdate,
} from '@wps/shared-types';
import { dateTime } from '../../../lib/format';
import { useConsoleTranslation } from '../../../lib/i18n';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Dialog } from '../../../ui/Dialog';
import { Field } from '../../../ui/Field';
import { Pager } from '../../../ui/Pager';
import { ErrorMessage, Loading } from '../../../ui/QueryStatus';
import ui from '../../../ui/ui.module.css';
import { useCan } from '../../sign-in';
import {
  confirmBankAccount,
  deleteBankAccount,
  fetchBankAccounts,
  updateBankAccount,
  withdrawalKeys,
} from '../api';

/** What the operator is about to do to an account. */
type Pending =
  | { action: 'confirm'; account: ConsoleBankAccountRow }
  | { action: 'delete'; account: ConsoleBankAccountRow }
  | { action: 'edit'; account: ConsoleBankAccountRow };

/** A member's bank accounts (numbers in full); finance confirms, edits or deletes them. */
export function MemberBankAccounts({ memberId }: { memberId: number }) {
  const { t } = useConsoleTranslation();
  const canRead = useCan('payments.read');
  const canWrite = useCan('payments.write');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Pending | null>(null);
  const accounts = useQuery({
    queryKey: withdrawalKeys.bankAccounts(memberId, page),
    queryFn: ({ signal }) => fetchBankAccounts(memberId, page, signal),
    placeholderData: keepPreviousData,
    enabled: canRead,
  });
  if (!canRead) return null;
  const data = accounts.data;
  return (
    <section className={ui.page} aria-labelledby="member-bank-accounts">
      <h2 id="member-bank-accounts" className={ui.cardTitle}>
        {t('withdrawals.bankAccounts')}
      </h2>
      {accounts.isError ? <ErrorMessage error={accounts.error} /> : null}
      <div className={ui.card}>
        {accounts.isPending ? <Loading /> : null}
        {data?.list.length === 0 ? (
          <p className={ui.muted}>{t('withdrawals.noBankAccounts')}</p>
        ) : null}
        {data && data.list.length > 0 ? (
          <>
            <div className={ui.tableScroll}>
              <table className={ui.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('withdrawals.bankName')}</th>
                    <th scope="col">{t('withdrawals.accountNumber')}</th>
                    <th scope="col">{t('withdrawals.holderName')}</th>
                    <th scope="col">{t('withdrawals.accountConfirmed')}</th>
                    <th scope="col">{t('withdrawals.createdAt')}</th>
                    {canWrite ? <th scope="col">{t('withdrawals.actions')}</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((account) => (
                    <tr key={account.id}>
                      <th scope="row">{account.bankName}</th>
                      <td className={ui.code}>{account.accountNumber}</td>
                      <td>{account.holderName}</td>
                      <td>
                        {account.confirmed
                          ? t('withdrawals.confirmedBy', { name: account.confirmedBy ?? '' })
                          : t('common.no')}
                      </td>
                      <td>{dateTime(account.createdAt)}</td>
                      {canWrite ? (
                        <td>
                          <div className={ui.actions}>
                            {!account.confirmed ? (
                              <button
                                type="button"
                                className="button"
                                onClick={() => setPending({ action: 'confirm', account })}
                              >
                                {t('withdrawals.confirmAccount')}
                              </button>
                            ) : null}
                            <button
                              type="button"
                              className="button"
                              onClick={() => setPending({ action: 'edit', account })}
                            >
                              {t('withdrawals.editAccount')}
                            </button>
                            <button
                              type="button"
                              className="button"
                              onClick={() => setPending({ action: 'delete', account })}
                            >
                              {t('withdrawals.deleteAccount')}
                            </button>
                          </div>
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onChoose={setPage}
            />
          </>
        ) : null}
      </div>
      {pending?.action === 'edit' ? (
        <EditAccount account={pending.account} onClose={() => setPending(null)} />
      ) : null}
      {pending && pending.action !== 'edit' ? (
        <ConfirmAccountAction
          action={pending.action}
          account={pending.account}
          onClose={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}

const ACCOUNT_ACTIONS = {
  confirm: {
    title: 'withdrawals.confirmAccountTitle',
    button: 'withdrawals.confirmAccount',
    text: 'withdrawals.confirmAccountText',
  },
  delete: {
    title: 'withdrawals.deleteAccountTitle',
    button: 'withdrawals.deleteAccount',
    text: 'withdrawals.deleteAccountText',
  },
} as const;

function ConfirmAccountAction({
  action,
  account,
  onClose,
}: {
  action: 'confirm' | 'delete';
  account: ConsoleBankAccountRow;
  onClose: () => void;
}) {
  const { t } = useConsoleTranslation();
  const client = useQueryClient();
  const run = useMutation({
    mutationFn: () =>
      action === 'confirm' ? confirmBankAccount(account.id) : deleteBankAccount(account.id),
    onSuccess: async () => {
      onClose();
      await client.invalidateQueries({ queryKey: withdrawalKeys.allBankAccounts });
    },
  });
  const texts = ACCOUNT_ACTIONS[action];
  return (
    <ConfirmDialog
      title={t(texts.title, {
        bank: account.bankName,
        number: account.accountNumber,
      })}
      confirmLabel={t(texts.button)}
      busy={run.isPending}
      error={run.error}
      onClose={onClose}
      onConfirm={() => run.mutate()}
    >
      <p className={ui.muted}>{t(texts.text)}</p>
    </ConfirmDialog>
  );
}

function EditAccount({
  account,
  onClose,
}: {
  account: ConsoleBankAccountRow;
  onClose: () => void;
}) {
  const { t } = useConsoleTranslation();
  const client = useQueryClient();
  const [bankName, setBankName] = useState(account.bankName);
  const [accountNumber, setAccountNumber] = useState(account.accountNumber);
  const [holderName, setHolderName] = useState(account.holderName);
  const save = useMutation({
    mutationFn: (update: ConsoleBankAccountUpdate) => updateBankAccount(account.id, update),
    onSuccess: async () => {
      onClose();
      await client.invalidateQueries({ queryKey: withdrawalKeys.allBankAccounts });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only the changed fields: the rest stay as they are (ConsoleBankAccountUpdate).
    const update: ConsoleBankAccountUpdate = {};
    if (bankName.trim() !== account.bankName) update.bankName = bankName.trim();
    if (accountNumber.trim() !== account.accountNumber) update.accountNumber = accountNumber.trim();
    if (holderName.trim() !== account.holderName) update.holderName = holderName.trim();
    if (Object.keys(update).length === 0) onClose();
    else if (!save.isPending) save.mutate(update);
  };
  return (
    <Dialog title={t('withdrawals.editAccountTitle', { bank: account.bankName })} onClose={onClose}>
      <form className={ui.form} onSubmit={submit}>
        <Field
          label={t('withdrawals.bankName')}
          value={bankName}
          onValueChange={setBankName}
          required
          minLength={BANK_NAME_LENGTH.min}
          maxLength={BANK_NAME_LENGTH.max}
        />
        <Field
          label={t('withdrawals.accountNumber')}
          value={accountNumber}
          onValueChange={setAccountNumber}
          required
          inputMode="numeric"
        />
        <Field
          label={t('withdrawals.holderName')}
          value={holderName}
          onValueChange={setHolderName}
          required
          maxLength={HOLDER_NAME_MAX_LENGTH}
        />
        {save.isError ? <ErrorMessage error={save.error} /> : null}
        <div className={ui.actions}>
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {t('withdrawals.save')}
          </button>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

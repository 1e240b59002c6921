import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAIN_WALLET,
  MONEY_AMOUNT_PATTERN,
  moneyCents,
  type ConsolidatedWallet,
} from '@wps/shared-types';
import { errorMessageKey } from '../../../api/client';
import {
  fetchConsolidatedFunds,
  fetchMerchantWallet,
  useMoneyFormat,
  useWalletTransfer,
  walletKeys,
} from '../../wallet';
import { recordKeys } from '../records/api';
import styles from './TransferFundPage.module.css';

type FormProblem = 'pair' | 'amount' | 'insufficient' | 'maintenance';
const PROBLEM_KEYS = {
  pair: 'wallet.errors.pair',
  amount: 'wallet.errors.amount',
  insufficient: 'wallet.errors.insufficient',
  maintenance: 'wallet.errors.maintenance',
} as const satisfies Record<FormProblem, string>;

/** My wallet (transferFund): every wallet's balance, transfers between them, all back to MAIN. */
export default function TransferFundPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const merchant = useQuery({
    queryKey: walletKeys.merchant,
    queryFn: ({ signal }) => fetchMerchantWallet(signal),
  });
  const funds = useQuery({
    queryKey: walletKeys.consolidated,
    queryFn: ({ signal }) => fetchConsolidatedFunds(signal),
  });
  const money = useMoneyFormat(funds.data?.currencySymbol);
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [done, setDone] = useState(false);
  const transfer = useWalletTransfer(() => {
    setAmount('');
    setDone(true);
    void queryClient.invalidateQueries({ queryKey: recordKeys.all });
  });

  const refresh = () => {
    setDone(false);
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  };

  if (funds.error) return <p role="alert">{t(errorMessageKey(funds.error))}</p>;
  if (!funds.data || !merchant.data) return <p>{t('shell.loading')}</p>;
  const { wallets } = funds.data;
  const vendors = wallets.filter((wallet) => wallet.vendor !== MAIN_WALLET);
  const target = to || vendors.find((wallet) => !wallet.maintenance)?.vendor || '';
  const label = (wallet: ConsolidatedWallet) =>
    wallet.vendor === MAIN_WALLET ? t('wallet.main') : wallet.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkTransfer(wallets, from, target, amount);
    setProblem(found);
    if (found) return;
    setDone(false);
    transfer.mutate(
      from === MAIN_WALLET
        ? { direction: 'TO_VENDOR', vendor: target, amount }
        : { direction: 'FROM_VENDOR', vendor: from, amount },
    );
  };

  const summary = (
    <dl className={styles.summary}>
      <div>
        <dt>{t('wallet.total')}</dt>
        <dd>{money(funds.data.sumBalance)}</dd>
      </div>
      {!merchant.data.isSingle && (
        <div>
          <dt>{t('wallet.inPlay')}</dt>
          <dd>{money(funds.data.inPlay)}</dd>
        </div>
      )}
    </dl>
  );

  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h3>{t('memberCentre.pages.transferFund')}</h3>
        <button type="button" className="button button--small button--ghost" onClick={refresh}>
          {t('wallet.refresh')}
        </button>
      </div>
      {summary}
      {!merchant.data.isSingle && (
        <>
          <table className={styles.wallets}>
            <caption className="visually-hidden">{t('wallet.balances')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('wallet.wallet')}</th>
                <th scope="col">{t('wallet.balance')}</th>
              </tr>
            </thead>
            <tbody>
              {wallets.map((wallet) => (
                <tr key={wallet.vendor}>
                  <th scope="row">
                    {label(wallet)}
                    {wallet.maintenance && (
                      <span className={styles.maintenance}>{t('wallet.maintenance')}</span>
                    )}
                  </th>
                  <td>{money(wallet.balance)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button
            type="button"
            className="button button--ghost"
            disabled={transfer.isPending}
            onClick={() => {
              setDone(false);
              transfer.mutate({ direction: 'ALL_TO_MAIN' });
            }}
          >
            {t('wallet.allToMain')}
          </button>
          <form className={styles.form} onSubmit={submit} noValidate>
            <WalletSelect
              label={t('wallet.from')}
              value={from}
              onChange={setFrom}
              wallets={wallets}
              walletLabel={label}
            />
            <WalletSelect
              label={t('wallet.to')}
              value={target}
              onChange={setTo}
              wallets={wallets}
              walletLabel={label}
            />
            <label>
              {t('wallet.amount')}
              <input
                inputMode="decimal"
                value={amount}
                aria-invalid={problem === 'amount' || problem === 'insufficient'}
                onChange={(event) => setAmount(event.target.value.trim())}
              />
            </label>
            <button type="submit" className="button button--primary" disabled={transfer.isPending}>
              {t('wallet.transfer')}
            </button>
          </form>
        </>
      )}
      {problem && (
        <p role="alert" className={styles.error}>
          {t(PROBLEM_KEYS[problem])}
        </p>
      )}
      {transfer.error && (
        <p role="alert" className={styles.error}>
          {t(errorMessageKey(transfer.error))}
        </p>
      )}
      {done && <p role="status">{t('wallet.transferDone')}</p>}
    </div>
  );
}

/** The form's own checks; the server checks the same again. */
interface WalletSelectProps {
  label: string;
  value: string;
  onChange: (vendor: string) => void;
  wallets: readonly ConsolidatedWallet[];
  walletLabel: (wallet: ConsolidatedWallet) => string;
}

/** The From and To choices of the transfer form: one of the member's wallets. */
function WalletSelect({ label, value, onChange, wallets, walletLabel }: WalletSelectProps) {
  return (
    <label>
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        {wallets.map((wallet) => (
          <option key={wallet.vendor} value={wallet.vendor}>
            {walletLabel(wallet)}
          </option>
        ))}
      </select>
    </label>
  );
}

function checkTransfer(
  wallets: readonly ConsolidatedWallet[],
  from: string,
  to: string,
  amount: string,
): FormProblem | null {
  if (from === to || (from !== MAIN_WALLET && to !== MAIN_WALLET)) return 'pair';
  if (!MONEY_AMOUNT_PATTERN.test(amount) || moneyCents(amount) <= 0n) return 'amount';
  const source = wallets.find((wallet) => wallet.vendor === from);
  if (!source || moneyCents(amount) > moneyCents(source.balance)) return 'insufficient';
  if (wallets.find((wallet) => wallet.vendor === to)?.maintenance) return 'maintenance';
  return null;
}

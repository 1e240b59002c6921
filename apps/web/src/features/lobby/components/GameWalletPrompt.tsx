import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MONEY_AMOUNT_PATTERN,
  moneyCents,
  type ConsolidatedFundsResponse,
  type GameObject,
} from '@wps/shared-types';
import { errorMessageKey } from '../../../api/client';
import { Modal } from '../../../ui/Modal';
import { openAccessDialog } from '../../session';
import { useMoneyFormat, useWalletTransfer } from '../../wallet';
import styles from './GameWalletPrompt.module.css';

/** The quick amounts offered, those the main wallet covers. */
export const QUICK_AMOUNTS = ['50', '100', '200', '500'] as const;

interface GameWalletPromptProps {
  game: GameObject;
  funds: ConsolidatedFundsResponse;
  /** Opens the game (after a transfer, or with what its wallet already holds). */
  onPlay: () => void;
  onClose: () => void;
}

/**
 * A game of a transfer-wallet vendor plays from the member's wallet at that vendor: before it
 * opens, the member brings money in from MAIN (a quick amount, all of it, or any amount), or
 * plays with what the vendor's wallet already holds.
 */
export function GameWalletPrompt({ game, funds, onPlay, onClose }: GameWalletPromptProps) {
  const { t } = useTranslation();
  const money = useMoneyFormat(funds.currencySymbol);
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState(false);
  const transfer = useWalletTransfer(onPlay);
  const wallet = funds.wallets.find((entry) => entry.vendor === game.vendor);
  const vendorName = wallet?.name ?? game.vendor;
  const main = moneyCents(funds.mainBalance);
  const inVendor = wallet ? moneyCents(wallet.balance) : 0n;
  const quick = QUICK_AMOUNTS.filter((choice) => moneyCents(choice) <= main);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const valid =
      MONEY_AMOUNT_PATTERN.test(amount) && moneyCents(amount) > 0n && moneyCents(amount) <= main;
    setInvalid(!valid);
    if (valid) transfer.mutate({ direction: 'TO_VENDOR', vendor: game.vendor, amount });
  };
  const deposit = () => {
    onClose();
    openAccessDialog('memberCentre', { page: 'depositv2' });
  };

  return (
    <Modal title={t('wallet.prompt.title', { vendor: vendorName })} onClose={onClose}>
      <p className={styles.text}>{t('wallet.prompt.text', { vendor: vendorName })}</p>
      <dl className={styles.balances}>
        <div>
          <dt>{t('wallet.main')}</dt>
          <dd>{money(funds.mainBalance)}</dd>
        </div>
        <div>
          <dt>{vendorName}</dt>
          <dd>{money(wallet?.balance ?? '0')}</dd>
        </div>
      </dl>
      {main > 0n ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.quick} role="group" aria-label={t('wallet.prompt.quick')}>
            {quick.map((choice) => (
              <button
                key={choice}
                type="button"
                className="button button--small button--ghost"
                aria-pressed={amount === choice}
                onClick={() => setAmount(choice)}
              >
                {money(choice)}
              </button>
            ))}
            <button
              type="button"
              className="button button--small button--ghost"
              aria-pressed={amount === funds.mainBalance}
              onClick={() => setAmount(funds.mainBalance)}
            >
              {t('wallet.prompt.all')}
            </button>
          </div>
          <label className={styles.amount}>
            {t('wallet.amount')}
            <input
              inputMode="decimal"
              value={amount}
              aria-invalid={invalid}
              onChange={(event) => setAmount(event.target.value.trim())}
            />
          </label>
          {invalid && (
            <p role="alert">{t('wallet.prompt.invalid', { max: money(funds.mainBalance) })}</p>
          )}
          {transfer.error && <p role="alert">{t(errorMessageKey(transfer.error))}</p>}
          <button type="submit" className="button button--primary" disabled={transfer.isPending}>
            {t('wallet.prompt.transferAndPlay')}
          </button>
        </form>
      ) : (
        <p className={styles.text}>
          {t('wallet.prompt.empty')}{' '}
          <button type="button" className="button button--small button--primary" onClick={deposit}>
            {t('wallet.prompt.deposit')}
          </button>
        </p>
      )}
      {inVendor > 0n && (
        <button type="button" className="button button--ghost" onClick={onPlay}>
          {t('wallet.prompt.playWith', { amount: money(wallet?.balance ?? '0') })}
        </button>
      )}
    </Modal>
  );
}

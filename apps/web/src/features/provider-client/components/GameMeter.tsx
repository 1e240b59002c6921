import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ProviderClient.module.css';

interface GameMeterProps {
  balance: string;
  /** The payout of the last round, formatted; nothing before the first round. */
  lastWin: string | null;
  /** Any further figure of the game (the slot's total bet, baccarat's stake on the table). */
  children?: ReactNode;
}

/** Balance and last win, the figures a player checks after every round. */
export function GameMeter({ balance, lastWin, children }: GameMeterProps) {
  const { t } = useTranslation('providerClient');
  return (
    <dl className={styles.meter}>
      <div className={styles.meterItem}>
        <dt>{t('providerClient.balance')}</dt>
        <dd>{balance}</dd>
      </div>
      <div className={styles.meterItem}>
        <dt>{t('providerClient.lastWin')}</dt>
        <dd>{lastWin ?? '–'}</dd>
      </div>
      {children}
    </dl>
  );
}

/** A table game's meter: balance, last win and the sum of the chips on the table. */
export function TableMeter({ onTable, ...meter }: GameMeterProps & { onTable: string }) {
  const { t } = useTranslation('providerClient');
  return (
    <GameMeter {...meter}>
      <div className={styles.meterItem}>
        <dt>{t('providerClient.baccarat.onTable')}</dt>
        <dd>{onTable}</dd>
      </div>
    </GameMeter>
  );
}

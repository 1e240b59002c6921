import { useTranslation } from 'react-i18next';
import { TABLE_CHIPS } from '../hooks/useTableStakes';
import { useMoney } from '../hooks/useMoney';
import styles from './LiveTable.module.css';

interface TableControlsProps {
  currency: string;
  chip: number;
  onChip: (chip: number) => void;
  onClear: () => void;
  /** The sum on the table: nothing to clear or play at 0. */
  total: number;
  /** The round is being played: the chips stay where they are. */
  playing: boolean;
  /** The betting countdown runs: the round starts when it ends, not again from here. */
  counting?: boolean;
  /** Deals or spins: starts the countdown, or the round at once. */
  onPlay: () => void;
  playLabel: string;
  playingLabel: string;
}

/** Under a table game: the chip rack, "clear bets" and the button that plays the round. */
export function TableControls(props: TableControlsProps) {
  const { currency, chip, onChip, onClear, total, playing, counting = false } = props;
  const { t } = useTranslation('providerClient');
  const money = useMoney(currency);
  return (
    <div className={styles.controls}>
      <div className={styles.chips} role="group" aria-label={t('providerClient.baccarat.chips')}>
        {TABLE_CHIPS.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.chip}
            aria-pressed={chip === value}
            aria-label={t('providerClient.baccarat.chip', { amount: money(value) })}
            onClick={() => onChip(value)}
          >
            {value}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="button button--ghost"
        onClick={onClear}
        disabled={playing || total === 0}
      >
        {t('providerClient.baccarat.clear')}
      </button>
      <button
        type="button"
        className="button button--primary"
        onClick={props.onPlay}
        disabled={counting || playing || total === 0}
      >
        {playing ? props.playingLabel : props.playLabel}
      </button>
    </div>
  );
}

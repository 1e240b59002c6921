import { useTranslation } from 'react-i18next';
import { useMoney } from '../hooks/useMoney';
import clientStyles from './ProviderClient.module.css';
import styles from './LiveTable.module.css';

interface SpotPayoutsProps<TSpot extends string> {
  currency: string;
  /** The spots in table order, each with its name. */
  spots: readonly { spot: TSpot; name: string }[];
  spotPayouts: Partial<Record<TSpot, string>>;
  payout: string;
}

/** What each staked spot of a table round paid back, and the round's total. */
export function SpotPayouts<TSpot extends string>({
  currency,
  spots,
  spotPayouts,
  payout,
}: SpotPayoutsProps<TSpot>) {
  const { t } = useTranslation('providerClient');
  const money = useMoney(currency);
  return (
    <>
      <ul className={styles.payouts} aria-label={t('providerClient.baccarat.payouts')}>
        {spots
          .filter(({ spot }) => spotPayouts[spot] !== undefined)
          .map(({ spot, name }) => (
            <li key={spot}>
              <span>{name}</span>
              <span>{money(spotPayouts[spot] ?? '0')}</span>
            </li>
          ))}
      </ul>
      <p>{t('providerClient.baccarat.totalPayout', { amount: money(payout) })}</p>
    </>
  );
}

interface TableResultProps<TSpot extends string> {
  currency: string;
  spots: readonly { spot: TSpot; name: string }[];
  /** The last round: its result as announced, and what it paid. */
  result: { title: string; spotPayouts: Partial<Record<TSpot, string>>; payout: string } | null;
}

/**
 * The last table round's result and what each spot paid; an empty live region before the first
 * round, so the first result is read out too.
 */
export function TableResult<TSpot extends string>({
  currency,
  spots,
  result,
}: TableResultProps<TSpot>) {
  return (
    <div role="status" className={clientStyles.result}>
      {result && (
        <>
          <p className={clientStyles.resultTitle}>{result.title}</p>
          <SpotPayouts
            currency={currency}
            spots={spots}
            spotPayouts={result.spotPayouts}
            payout={result.payout}
          />
        </>
      )}
    </div>
  );
}

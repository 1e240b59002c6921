import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BACCARAT_SPOTS,
  type BaccaratBetRequest,
  type BaccaratCard,
  type BaccaratOutcome,
  type BaccaratPaytable,
  type BaccaratSpot,
  type ProviderRoundResponse,
  type ProviderSessionResponse,
} from '@wps/shared-types';
import { usePlayRound } from '../hooks/useProviderSession';
import { useMoney } from '../hooks/useMoney';
import { GameMeter } from './GameMeter';
import { RoundError } from './RoundError';
import clientStyles from './ProviderClient.module.css';
import styles from './BaccaratGame.module.css';

/** Chip values in whole ringgit (bets are whole units, so the banker commission is whole sen). */
const BACCARAT_CHIPS = [1, 5, 10, 50, 100] as const;

const SPOT_NAMES = {
  player: 'providerClient.baccarat.spots.player',
  banker: 'providerClient.baccarat.spots.banker',
  tie: 'providerClient.baccarat.spots.tie',
  playerPair: 'providerClient.baccarat.spots.playerPair',
  bankerPair: 'providerClient.baccarat.spots.bankerPair',
} as const satisfies Record<BaccaratSpot, string>;

const RESULTS = {
  PLAYER: 'providerClient.baccarat.results.player',
  BANKER: 'providerClient.baccarat.results.banker',
  TIE: 'providerClient.baccarat.results.tie',
} as const satisfies Record<BaccaratOutcome['result'], string>;

const SUITS = {
  S: { glyph: '♠', name: 'providerClient.baccarat.suits.spades', red: false },
  H: { glyph: '♥', name: 'providerClient.baccarat.suits.hearts', red: true },
  D: { glyph: '♦', name: 'providerClient.baccarat.suits.diamonds', red: true },
  C: { glyph: '♣', name: 'providerClient.baccarat.suits.clubs', red: false },
} as const;

const suitOf = (card: BaccaratCard) =>
  card.suit in SUITS ? SUITS[card.suit as keyof typeof SUITS] : undefined;

type Stakes = Partial<Record<BaccaratSpot, number>>;

const stakeTotal = (stakes: Stakes) =>
  Object.values(stakes).reduce((sum, stake) => sum + (stake ?? 0), 0);

// Whole units written as the decimal amounts the provider takes.
const toBet = (stakes: Stakes): BaccaratBetRequest =>
  Object.fromEntries(
    Object.entries(stakes)
      .filter(([, stake]) => (stake ?? 0) > 0)
      .map(([spot, stake]) => [spot, `${stake}.00`]),
  );

function PlayingCard({ card, index }: { card: BaccaratCard; index: number }) {
  const { t } = useTranslation();
  const suit = suitOf(card);
  return (
    <li
      className={`${styles.card} ${suit?.red ? styles.red : ''}`}
      style={{ animationDelay: `${index * 120}ms` }}
      aria-label={t('providerClient.baccarat.card', {
        rank: card.rank,
        suit: suit ? t(suit.name) : card.suit,
      })}
    >
      <span aria-hidden="true">{card.rank}</span>
      <span aria-hidden="true">{suit?.glyph ?? card.suit}</span>
    </li>
  );
}

interface BaccaratGameProps {
  token: string;
  session: ProviderSessionResponse;
  paytable: BaccaratPaytable;
  updateSession: (change: Partial<ProviderSessionResponse>) => void;
}

/** Punto Banco: chips on five spots, Deal, both hands with their totals and what each spot paid. */
export function BaccaratGame({ token, session, paytable, updateSession }: BaccaratGameProps) {
  const { t } = useTranslation();
  const money = useMoney(session.currency);
  const [chip, setChip] = useState<number>(BACCARAT_CHIPS[0]);
  // The bets stay on the table after a deal, so the same bets can be dealt again.
  const [stakes, setStakes] = useState<Stakes>({});
  const [round, setRound] = useState<ProviderRoundResponse | null>(null);
  const play = usePlayRound<BaccaratBetRequest>(token, updateSession);
  const maximum = Number(paytable.maximumBetPerSpot);
  const total = stakeTotal(stakes);
  const outcome = round?.outcome as BaccaratOutcome | undefined;

  const place = (spot: BaccaratSpot) =>
    setStakes((current) => ({
      ...current,
      [spot]: Math.min(maximum, (current[spot] ?? 0) + chip),
    }));
  const deal = () => play.mutate(toBet(stakes), { onSuccess: setRound });

  return (
    <section className={clientStyles.game} aria-label={paytable.name}>
      <div className={`${styles.table} on-dark`}>
        {outcome && (
          <div className={styles.hands}>
            {(
              [
                ['player', outcome.playerCards, outcome.playerTotal, outcome.playerPair],
                ['banker', outcome.bankerCards, outcome.bankerTotal, outcome.bankerPair],
              ] as const
            ).map(([hand, cards, handTotal, pair]) => (
              <div key={hand} className={styles.hand}>
                <h2>
                  {t(SPOT_NAMES[hand])}{' '}
                  <span className={styles.total}>
                    {t('providerClient.baccarat.total', { total: handTotal })}
                  </span>
                </h2>
                <ul className={styles.cards} key={round?.roundId}>
                  {cards.map((card, index) => (
                    <PlayingCard key={index} card={card} index={index} />
                  ))}
                </ul>
                {pair && <p className={styles.pair}>{t('providerClient.baccarat.pair')}</p>}
              </div>
            ))}
          </div>
        )}

        <div
          className={styles.spots}
          role="group"
          aria-label={t('providerClient.baccarat.spotsLabel')}
        >
          {BACCARAT_SPOTS.map((spot) => (
            <button
              key={spot}
              type="button"
              className={`${styles.spot} ${styles[spot] ?? ''}`}
              onClick={() => place(spot)}
              disabled={play.isPending}
            >
              <span className={styles.spotName}>{t(SPOT_NAMES[spot])}</span>
              <span className={styles.stake}>{stakes[spot] ? money(stakes[spot]) : ''}</span>
            </button>
          ))}
        </div>

        <div className={styles.controls}>
          <div
            className={styles.chips}
            role="group"
            aria-label={t('providerClient.baccarat.chips')}
          >
            {BACCARAT_CHIPS.map((value) => (
              <button
                key={value}
                type="button"
                className={styles.chip}
                aria-pressed={chip === value}
                aria-label={t('providerClient.baccarat.chip', { amount: money(value) })}
                onClick={() => setChip(value)}
              >
                {value}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => setStakes({})}
            disabled={play.isPending || total === 0}
          >
            {t('providerClient.baccarat.clear')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={deal}
            disabled={play.isPending || total === 0}
          >
            {play.isPending
              ? t('providerClient.baccarat.dealing')
              : t('providerClient.baccarat.deal')}
          </button>
        </div>
      </div>

      <GameMeter balance={money(session.balance)} lastWin={round ? money(round.payout) : null}>
        <div className={clientStyles.meterItem}>
          <dt>{t('providerClient.baccarat.onTable')}</dt>
          <dd>{money(total)}</dd>
        </div>
      </GameMeter>

      <div role="status" className={clientStyles.result}>
        {round && outcome && (
          <>
            <p className={clientStyles.resultTitle}>{t(RESULTS[outcome.result])}</p>
            <ul className={styles.payouts} aria-label={t('providerClient.baccarat.payouts')}>
              {BACCARAT_SPOTS.filter((spot) => outcome.spotPayouts[spot] !== undefined).map(
                (spot) => (
                  <li key={spot}>
                    <span>{t(SPOT_NAMES[spot])}</span>
                    <span>{money(outcome.spotPayouts[spot] ?? '0')}</span>
                  </li>
                ),
              )}
            </ul>
            <p>{t('providerClient.baccarat.totalPayout', { amount: money(round.payout) })}</p>
          </>
        )}
      </div>
      <RoundError error={play.error} />

      <details className={clientStyles.panel}>
        <summary>{t('providerClient.baccarat.payoutTable')}</summary>
        <table className={clientStyles.table}>
          <thead>
            <tr>
              <th scope="col">{t('providerClient.baccarat.spot')}</th>
              <th scope="col">{t('providerClient.baccarat.returns')}</th>
              <th scope="col">{t('providerClient.baccarat.rtp')}</th>
            </tr>
          </thead>
          <tbody>
            {BACCARAT_SPOTS.map((spot) => (
              <tr key={spot}>
                <th scope="row">{t(SPOT_NAMES[spot])}</th>
                <td>{paytable.returns[spot]}</td>
                <td>{paytable.returnToPlayer[spot]}%</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={clientStyles.hint}>
          {t('providerClient.baccarat.rules', {
            decks: paytable.decks,
            minimum: money(paytable.minimumBet),
            maximum: money(paytable.maximumBetPerSpot),
          })}
        </p>
      </details>
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ROULETTE_SPOTS,
  type ProviderRoundResponse,
  type ProviderSessionResponse,
  type RouletteBetKind,
  type RouletteBetRequest,
  type RouletteOutcome,
  type RouletteOutsideSpot,
  type RoulettePaytable,
  type RouletteSpot,
} from '@wps/shared-types';
import { useBettingCountdown } from '../hooks/useBettingCountdown';
import { usePlayRound } from '../hooks/useProviderSession';
import { useMoney } from '../hooks/useMoney';
import { useTableStakes } from '../hooks/useTableStakes';
import { DealerBar } from './DealerBar';
import { TableMeter } from './GameMeter';
import { PayoutRules } from './PayoutRules';
import { RoundError } from './RoundError';
import { TableResult } from './SpotPayouts';
import { TableControls } from './TableControls';
import clientStyles from './ProviderClient.module.css';
import tableStyles from './LiveTable.module.css';
import styles from './RouletteGame.module.css';

// The layout's three rows of numbers, top (3, 6, ... 36) to bottom (1, 4, ... 34), as a
// roulette table seen from the player's seat; each row ends in its column bet.
const ROWS = [3, 2, 1].map((top) => Array.from({ length: 12 }, (_, index) => index * 3 + top));
const ROW_COLUMNS = ['column3', 'column2', 'column1'] as const;
const DOZENS = ['dozen1', 'dozen2', 'dozen3'] as const;
const EVEN_MONEY = ['low', 'even', 'red', 'black', 'odd', 'high'] as const;
const BET_KINDS: readonly RouletteBetKind[] = ['straight', 'evenMoney', 'dozen', 'column'];
/** Pockets kept in the results strip, newest first. */
const RECENT_RESULTS = 10;

const OUTSIDE_NAMES = {
  red: 'providerClient.roulette.spots.red',
  black: 'providerClient.roulette.spots.black',
  odd: 'providerClient.roulette.spots.odd',
  even: 'providerClient.roulette.spots.even',
  low: 'providerClient.roulette.spots.low',
  high: 'providerClient.roulette.spots.high',
  dozen1: 'providerClient.roulette.spots.dozen1',
  dozen2: 'providerClient.roulette.spots.dozen2',
  dozen3: 'providerClient.roulette.spots.dozen3',
  column1: 'providerClient.roulette.spots.column1',
  column2: 'providerClient.roulette.spots.column2',
  column3: 'providerClient.roulette.spots.column3',
} as const satisfies Record<RouletteOutsideSpot, string>;

const KIND_NAMES = {
  straight: 'providerClient.roulette.kinds.straight',
  evenMoney: 'providerClient.roulette.kinds.evenMoney',
  dozen: 'providerClient.roulette.kinds.dozen',
  column: 'providerClient.roulette.kinds.column',
} as const satisfies Record<RouletteBetKind, string>;

const COLOURS = {
  RED: 'providerClient.roulette.colours.RED',
  BLACK: 'providerClient.roulette.colours.BLACK',
  GREEN: 'providerClient.roulette.colours.GREEN',
} as const;

interface RouletteGameProps {
  token: string;
  session: ProviderSessionResponse;
  paytable: RoulettePaytable;
  updateSession: (change: Partial<ProviderSessionResponse>) => void;
}

/**
 * European roulette at a dealer's table: chips on the numbers and the outside bets, "spin" opens
 * the betting countdown, the ball lands when it runs out.
 */
export function RouletteGame({ token, session, paytable, updateSession }: RouletteGameProps) {
  const { t } = useTranslation('providerClient');
  const money = useMoney(session.currency);
  const { chip, setChip, stakes, place, clear, total, bet } = useTableStakes<RouletteSpot>(
    paytable.maximumBetPerSpot,
  );
  const [round, setRound] = useState<ProviderRoundResponse | null>(null);
  const [recent, setRecent] = useState<RouletteOutcome[]>([]);
  const play = usePlayRound<RouletteBetRequest>(token, updateSession);
  const countdown = useBettingCountdown(paytable.bettingSeconds, () =>
    play.mutate(bet, {
      onSuccess: (played) => {
        setRound(played);
        const outcome = played.outcome as RouletteOutcome;
        setRecent((shown) => [outcome, ...shown].slice(0, RECENT_RESULTS));
      },
    }),
  );
  const outcome = round?.outcome as RouletteOutcome | undefined;
  const red: readonly number[] = paytable.redNumbers;
  const colourClass = (pocket: number) =>
    pocket === 0 ? styles.green : red.includes(pocket) ? styles.redPocket : styles.blackPocket;
  const outsideName = (spot: RouletteOutsideSpot) => t(OUTSIDE_NAMES[spot]);
  const spotName = (spot: RouletteSpot) =>
    /^\d+$/.test(spot)
      ? t('providerClient.roulette.number', { number: spot })
      : outsideName(spot as RouletteOutsideSpot);

  const spotButton = (spot: RouletteSpot, text: string, className: string) => (
    <button
      key={spot}
      type="button"
      className={`${styles.spot} ${className}`}
      aria-label={stakes[spot] ? `${spotName(spot)}, ${money(stakes[spot])}` : spotName(spot)}
      onClick={() => place(spot)}
      disabled={play.isPending}
    >
      <span aria-hidden="true">{text}</span>
      {stakes[spot] ? (
        <span className={styles.chipOn} aria-hidden="true">
          {stakes[spot]}
        </span>
      ) : null}
    </button>
  );

  return (
    <section className={clientStyles.game} aria-label={paytable.name}>
      <div className={`${tableStyles.table} on-dark`}>
        <DealerBar remaining={countdown.remaining} playing={play.isPending} />

        <div className={styles.wheelRow}>
          <div
            className={`${styles.ball} ${outcome ? colourClass(outcome.pocket) : ''}`}
            aria-hidden="true"
            key={round?.roundId}
          >
            {outcome ? outcome.pocket : '–'}
          </div>
          <ol className={styles.recent} aria-label={t('providerClient.live.recent')}>
            {recent.map((shown, index) => (
              <li key={recent.length - index} className={colourClass(shown.pocket)}>
                {shown.pocket}
              </li>
            ))}
          </ol>
        </div>

        <div
          className={styles.layout}
          role="group"
          aria-label={t('providerClient.roulette.spotsLabel')}
        >
          {spotButton('0', '0', `${styles.zero} ${styles.green}`)}
          {ROWS.map((row, rowIndex) => (
            <div key={rowIndex} className={styles.row}>
              {row.map((number) => spotButton(`${number}`, String(number), colourClass(number)))}
              {spotButton(ROW_COLUMNS[rowIndex], '2:1', styles.outside)}
            </div>
          ))}
          <div className={styles.dozens}>
            {DOZENS.map((spot) => spotButton(spot, outsideName(spot), styles.outside))}
          </div>
          <div className={styles.evenMoney}>
            {EVEN_MONEY.map((spot) =>
              spotButton(
                spot,
                outsideName(spot),
                `${styles.outside} ${spot === 'red' ? styles.redPocket : spot === 'black' ? styles.blackPocket : ''}`,
              ),
            )}
          </div>
        </div>

        <TableControls
          currency={session.currency}
          chip={chip}
          onChip={setChip}
          onClear={clear}
          total={total}
          playing={play.isPending}
          counting={countdown.counting}
          onPlay={countdown.start}
          playLabel={t('providerClient.roulette.spin')}
          playingLabel={t('providerClient.roulette.spinning')}
        />
      </div>

      <TableMeter
        balance={money(session.balance)}
        lastWin={round ? money(round.payout) : null}
        onTable={money(total)}
      />

      <TableResult
        currency={session.currency}
        spots={ROULETTE_SPOTS.map((spot) => ({ spot, name: spotName(spot) }))}
        result={
          round && outcome
            ? {
                title: t('providerClient.roulette.result', {
                  number: outcome.pocket,
                  colour: t(COLOURS[outcome.colour]),
                }),
                spotPayouts: outcome.spotPayouts,
                payout: round.payout,
              }
            : null
        }
      />
      <RoundError error={play.error} />

      <PayoutRules
        title={t('providerClient.roulette.rulesTitle')}
        rows={BET_KINDS.map((kind) => ({
          key: kind,
          name: t(KIND_NAMES[kind]),
          returns: paytable.returns[kind],
          returnToPlayer: paytable.returnToPlayer,
        }))}
        rules={t('providerClient.roulette.rules', {
          minimum: money(paytable.minimumBet),
          maximum: money(paytable.maximumBetPerSpot),
          rtp: paytable.returnToPlayer,
        })}
      />
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COCKFIGHT_SPOTS,
  type CockfightBetRequest,
  type CockfightOutcome,
  type CockfightPaytable,
  type CockfightSpot,
  type ProviderRoundResponse,
  type ProviderSessionResponse,
} from '@wps/shared-types';
import { fightNumber } from '../fight-number';
import { useBettingCountdown } from '../hooks/useBettingCountdown';
import { usePlayRound } from '../hooks/useProviderSession';
import { useMoney } from '../hooks/useMoney';
import { useTableStakes } from '../hooks/useTableStakes';
import { DealerBar } from './DealerBar';
import { TableMeter } from './GameMeter';
import { PayoutRules } from './PayoutRules';
import { RoundError } from './RoundError';
import { TableResult } from './SpotPayouts';
import { StakeSpots } from './StakeSpots';
import { TableControls } from './TableControls';
import clientStyles from './ProviderClient.module.css';
import tableStyles from './LiveTable.module.css';
import styles from './CockfightGame.module.css';

const SPOT_NAMES = {
  meron: 'providerClient.cockfight.spots.meron',
  wala: 'providerClient.cockfight.spots.wala',
  draw: 'providerClient.cockfight.spots.draw',
} as const satisfies Record<CockfightSpot, string>;

const CORNER_NAMES = {
  meron: 'providerClient.cockfight.corners.meron',
  wala: 'providerClient.cockfight.corners.wala',
} as const;

const RESULT_NAMES = {
  MERON: 'providerClient.cockfight.results.MERON',
  WALA: 'providerClient.cockfight.results.WALA',
  DRAW: 'providerClient.cockfight.results.DRAW',
} as const satisfies Record<CockfightOutcome['result'], string>;

// The pit as laid out: meron's corner on the left, the draw between, wala's on the right.
const TABLE_ORDER = ['meron', 'draw', 'wala'] as const satisfies readonly CockfightSpot[];
type Corner = keyof typeof CORNER_NAMES;

interface CockfightGameProps {
  token: string;
  session: ProviderSessionResponse;
  paytable: CockfightPaytable;
  updateSession: (change: Partial<ProviderSessionResponse>) => void;
}

/**
 * A cockfight pit: chips on meron, draw or wala, "start the fight" opens the betting countdown,
 * the fight is decided when it runs out. Each fight carries its number in the table's rhythm
 * of one a minute.
 */
export function CockfightGame({ token, session, paytable, updateSession }: CockfightGameProps) {
  const { t } = useTranslation('providerClient');
  const money = useMoney(session.currency);
  const { chip, setChip, stakes, place, clear, total, bet } = useTableStakes<CockfightSpot>(
    paytable.maximumBetPerSpot,
  );
  const [fight, setFight] = useState(() => fightNumber(new Date(), paytable.fightSeconds, null));
  const [round, setRound] = useState<{ fight: number; played: ProviderRoundResponse } | null>(null);
  const play = usePlayRound<CockfightBetRequest>(token, updateSession);
  const countdown = useBettingCountdown(paytable.bettingSeconds, () =>
    play.mutate(bet, {
      onSuccess: (played) => {
        setRound({ fight, played });
        setFight(fightNumber(new Date(), paytable.fightSeconds, fight));
      },
    }),
  );
  const outcome = round?.played.outcome as CockfightOutcome | undefined;
  const spots = TABLE_ORDER.map((spot) => ({
    spot,
    name: t(SPOT_NAMES[spot]),
    className: styles[spot],
  }));
  const corner = (side: Corner) => (
    <div
      className={`${styles.corner} ${styles[side]} ${
        outcome?.result === side.toUpperCase() ? styles.winner : ''
      }`}
    >
      <h2>{t(SPOT_NAMES[side])}</h2>
      <p>{t(CORNER_NAMES[side])}</p>
    </div>
  );

  return (
    <section className={clientStyles.game} aria-label={paytable.name}>
      <div className={`${tableStyles.table} on-dark`}>
        <DealerBar remaining={countdown.remaining} playing={play.isPending} />

        <div className={styles.arena}>
          {corner('meron')}
          <p className={styles.fight}>{t('providerClient.cockfight.fight', { number: fight })}</p>
          {corner('wala')}
        </div>

        <StakeSpots
          label={t('providerClient.cockfight.spotsLabel')}
          className={styles.spots}
          spots={spots}
          stakes={stakes}
          currency={session.currency}
          onPlace={place}
          disabled={play.isPending}
        />

        <TableControls
          currency={session.currency}
          chip={chip}
          onChip={setChip}
          onClear={clear}
          total={total}
          playing={play.isPending}
          counting={countdown.counting}
          onPlay={countdown.start}
          playLabel={t('providerClient.cockfight.start')}
          playingLabel={t('providerClient.cockfight.fighting')}
        />
      </div>

      <TableMeter
        balance={money(session.balance)}
        lastWin={round ? money(round.played.payout) : null}
        onTable={money(total)}
      />

      <TableResult
        currency={session.currency}
        spots={spots}
        result={
          round && outcome
            ? {
                title: t('providerClient.cockfight.resultTitle', {
                  number: round.fight,
                  result: t(RESULT_NAMES[outcome.result]),
                }),
                spotPayouts: outcome.spotPayouts,
                payout: round.played.payout,
              }
            : null
        }
      />
      <RoundError error={play.error} />

      <PayoutRules
        title={t('providerClient.cockfight.rulesTitle')}
        chanceHeading={t('providerClient.cockfight.chance')}
        rows={COCKFIGHT_SPOTS.map((spot) => ({
          key: spot,
          name: t(SPOT_NAMES[spot]),
          chance: paytable.chances[spot.toUpperCase() as Uppercase<CockfightSpot>],
          returns: paytable.returns[spot],
          returnToPlayer: paytable.returnToPlayer[spot],
        }))}
        rules={t('providerClient.cockfight.rules', {
          minutes: paytable.fightSeconds / 60,
          minimum: money(paytable.minimumBet),
          maximum: money(paytable.maximumBetPerSpot),
          drawReturn: paytable.drawReturn,
        })}
      />
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DRAGON_TIGER_SPOTS,
  type DragonTigerBetRequest,
  type DragonTigerOutcome,
  type DragonTigerPaytable,
  type DragonTigerSpot,
  type ProviderRoundResponse,
  type ProviderSessionResponse,
} from '@wps/shared-types';
import { useBettingCountdown } from '../hooks/useBettingCountdown';
import { usePlayRound } from '../hooks/useProviderSession';
import { useMoney } from '../hooks/useMoney';
import { useTableStakes } from '../hooks/useTableStakes';
import { DealerBar } from './DealerBar';
import { TableMeter } from './GameMeter';
import { PayoutRules } from './PayoutRules';
import { PlayingCard } from './PlayingCard';
import { RoundError } from './RoundError';
import { TableResult } from './SpotPayouts';
import { StakeSpots } from './StakeSpots';
import { TableControls } from './TableControls';
import clientStyles from './ProviderClient.module.css';
import tableStyles from './LiveTable.module.css';
import styles from './DragonTigerGame.module.css';

const SPOT_NAMES = {
  dragon: 'providerClient.dragonTiger.spots.dragon',
  tiger: 'providerClient.dragonTiger.spots.tiger',
  tie: 'providerClient.dragonTiger.spots.tie',
} as const satisfies Record<DragonTigerSpot, string>;

const RESULTS = {
  DRAGON: 'providerClient.dragonTiger.results.DRAGON',
  TIGER: 'providerClient.dragonTiger.results.TIGER',
  TIE: 'providerClient.dragonTiger.results.TIE',
} as const satisfies Record<DragonTigerOutcome['result'], string>;

// The table as laid out: dragon on the left, tie between, tiger on the right.
const TABLE_ORDER = ['dragon', 'tie', 'tiger'] as const satisfies readonly DragonTigerSpot[];

interface DragonTigerGameProps {
  token: string;
  session: ProviderSessionResponse;
  paytable: DragonTigerPaytable;
  updateSession: (change: Partial<ProviderSessionResponse>) => void;
}

/**
 * Dragon tiger at a dealer's table: chips on dragon, tie or tiger, "deal" opens the betting
 * countdown, one card each is dealt when it runs out.
 */
export function DragonTigerGame({ token, session, paytable, updateSession }: DragonTigerGameProps) {
  const { t } = useTranslation('providerClient');
  const money = useMoney(session.currency);
  const { chip, setChip, stakes, place, clear, total, bet } = useTableStakes<DragonTigerSpot>(
    paytable.maximumBetPerSpot,
  );
  const [round, setRound] = useState<ProviderRoundResponse | null>(null);
  const play = usePlayRound<DragonTigerBetRequest>(token, updateSession);
  const countdown = useBettingCountdown(paytable.bettingSeconds, () =>
    play.mutate(bet, { onSuccess: setRound }),
  );
  const outcome = round?.outcome as DragonTigerOutcome | undefined;
  const spots = TABLE_ORDER.map((spot) => ({
    spot,
    name: t(SPOT_NAMES[spot]),
    className: styles[spot],
  }));

  return (
    <section className={clientStyles.game} aria-label={paytable.name}>
      <div className={`${tableStyles.table} on-dark`}>
        <DealerBar remaining={countdown.remaining} playing={play.isPending} />

        <div className={styles.hands}>
          {(
            [
              ['dragon', outcome?.dragonCard],
              ['tiger', outcome?.tigerCard],
            ] as const
          ).map(([hand, card]) => (
            <div key={hand} className={`${styles.hand} ${styles[hand]}`}>
              <h2>{t(SPOT_NAMES[hand])}</h2>
              <ul className={tableStyles.cards} key={round?.roundId}>
                {card && <PlayingCard card={card} index={hand === 'dragon' ? 0 : 1} />}
              </ul>
            </div>
          ))}
        </div>

        <StakeSpots
          label={t('providerClient.dragonTiger.spotsLabel')}
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
          playLabel={t('providerClient.dragonTiger.deal')}
          playingLabel={t('providerClient.dragonTiger.dealing')}
        />
      </div>

      <TableMeter
        balance={money(session.balance)}
        lastWin={round ? money(round.payout) : null}
        onTable={money(total)}
      />

      <TableResult
        currency={session.currency}
        spots={spots}
        result={
          round && outcome
            ? {
                title: t(RESULTS[outcome.result]),
                spotPayouts: outcome.spotPayouts,
                payout: round.payout,
              }
            : null
        }
      />
      <RoundError error={play.error} />

      <PayoutRules
        title={t('providerClient.dragonTiger.rulesTitle')}
        rows={DRAGON_TIGER_SPOTS.map((spot) => ({
          key: spot,
          name: t(SPOT_NAMES[spot]),
          returns: paytable.returns[spot],
          returnToPlayer: paytable.returnToPlayer[spot],
        }))}
        rules={t('providerClient.dragonTiger.rules', {
          decks: paytable.decks,
          minimum: money(paytable.minimumBet),
          maximum: money(paytable.maximumBetPerSpot),
          tieReturn: paytable.tieReturn,
        })}
      />
    </section>
  );
}

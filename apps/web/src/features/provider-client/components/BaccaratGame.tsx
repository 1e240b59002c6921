import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BACCARAT_SPOTS,
  type BaccaratBetRequest,
  type BaccaratOutcome,
  type BaccaratPaytable,
  type BaccaratSpot,
  type ProviderRoundResponse,
  type ProviderSessionResponse,
} from '@wps/shared-types';
import { usePlayRound } from '../hooks/useProviderSession';
import { useMoney } from '../hooks/useMoney';
import { useTableStakes } from '../hooks/useTableStakes';
import { TableMeter } from './GameMeter';
import { PayoutRules } from './PayoutRules';
import { PlayingCard } from './PlayingCard';
import { RoundError } from './RoundError';
import { TableResult } from './SpotPayouts';
import { StakeSpots } from './StakeSpots';
import { TableControls } from './TableControls';
import clientStyles from './ProviderClient.module.css';
import tableStyles from './LiveTable.module.css';
import styles from './BaccaratGame.module.css';

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

interface BaccaratGameProps {
  token: string;
  session: ProviderSessionResponse;
  paytable: BaccaratPaytable;
  updateSession: (change: Partial<ProviderSessionResponse>) => void;
}

/** Punto Banco: chips on five spots, Deal, both hands with their totals and what each spot paid. */
export function BaccaratGame({ token, session, paytable, updateSession }: BaccaratGameProps) {
  const { t } = useTranslation('providerClient');
  const money = useMoney(session.currency);
  const { chip, setChip, stakes, place, clear, total, bet } = useTableStakes<BaccaratSpot>(
    paytable.maximumBetPerSpot,
  );
  const [round, setRound] = useState<ProviderRoundResponse | null>(null);
  const play = usePlayRound<BaccaratBetRequest>(token, updateSession);
  const outcome = round?.outcome as BaccaratOutcome | undefined;
  const spots = BACCARAT_SPOTS.map((spot) => ({
    spot,
    name: t(SPOT_NAMES[spot]),
    className: styles[spot],
  }));

  const deal = () => play.mutate(bet, { onSuccess: setRound });

  return (
    <section className={clientStyles.game} aria-label={paytable.name}>
      <div className={`${tableStyles.table} on-dark`}>
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
                <ul className={tableStyles.cards} key={round?.roundId}>
                  {cards.map((card, index) => (
                    <PlayingCard key={index} card={card} index={index} />
                  ))}
                </ul>
                {pair && <p className={styles.pair}>{t('providerClient.baccarat.pair')}</p>}
              </div>
            ))}
          </div>
        )}

        <StakeSpots
          label={t('providerClient.baccarat.spotsLabel')}
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
          onPlay={deal}
          playLabel={t('providerClient.baccarat.deal')}
          playingLabel={t('providerClient.baccarat.dealing')}
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
        title={t('providerClient.baccarat.payoutTable')}
        rows={spots.map(({ spot, name }) => ({
          key: spot,
          name,
          returns: paytable.returns[spot],
          returnToPlayer: paytable.returnToPlayer[spot],
        }))}
        rules={t('providerClient.baccarat.rules', {
          decks: paytable.decks,
          minimum: money(paytable.minimumBet),
          maximum: money(paytable.maximumBetPerSpot),
        })}
      />
    </section>
  );
}

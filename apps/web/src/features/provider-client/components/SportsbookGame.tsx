import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SPORT_MARKETS,
  type EsportsTitle,
  type ProviderSessionResponse,
  type SportBet,
  type SportBetStatus,
  type SportFixtureView,
  type SportMarket,
  type SportMarketView,
  type SportResultView,
  type SportSelection,
  type SportsbookPaytable,
  type SportsbookStateResponse,
} from '@wps/shared-types';
import { fetchSportsbookState, placeSportBet, sportsbookKeys } from '../api';
import { postBalanceChanged } from '../balance-message';
import { useMoney } from '../hooks/useMoney';
import { GameMeter } from './GameMeter';
import { RoundError } from './RoundError';
import clientStyles from './ProviderClient.module.css';
import styles from './SportsbookGame.module.css';

// The book follows the matches: kick-offs, results and settled bets appear within this long.
const REFRESH_MS = 5_000;

const MARKET_NAMES = {
  WINNER: 'providerClient.sportsbook.markets.winner',
  HANDICAP: 'providerClient.sportsbook.markets.handicap',
  TOTAL: 'providerClient.sportsbook.markets.total',
} as const satisfies Record<SportMarket, string>;

const STATUS_NAMES = {
  PENDING: 'providerClient.sportsbook.statuses.pending',
  OPEN: 'providerClient.sportsbook.statuses.open',
  SETTLED: 'providerClient.sportsbook.statuses.settled',
  ROLLED_BACK: 'providerClient.sportsbook.statuses.rolledBack',
} as const satisfies Record<SportBetStatus, string>;

// Game titles are names: the same in every language.
const TITLE_NAMES: Record<EsportsTitle, string> = {
  DOTA2: 'Dota 2',
  CS2: 'Counter-Strike 2',
  MLBB: 'Mobile Legends: Bang Bang',
};

/** A selection on the slip: the match and the odds as listed when it was picked. */
interface SlipLeg {
  fixture: SportFixtureView;
  market: SportMarket;
  selection: SportSelection;
  line: string | null;
  odds: string;
}

interface SportsbookGameProps {
  token: string;
  session: ProviderSessionResponse;
  paytable: SportsbookPaytable;
  updateSession: (change: Partial<ProviderSessionResponse>) => void;
}

/** "Harimau Johor -0.5", "Over 2.5", "Draw": what a selection backs, in words. */
function useSelectionName() {
  const { t } = useTranslation('providerClient');
  return (
    teams: { home: string; away: string },
    market: SportMarket,
    selection: SportSelection,
    line: string | null,
  ) => {
    if (selection === 'DRAW') return t('providerClient.sportsbook.draw');
    if (selection === 'OVER') return t('providerClient.sportsbook.over', { line });
    if (selection === 'UNDER') return t('providerClient.sportsbook.under', { line });
    const team = selection === 'HOME' ? teams.home : teams.away;
    if (market !== 'HANDICAP' || line === null) return team;
    // The line is the home side's; the away side takes the opposite.
    const away = line.startsWith('-') ? `+${line.slice(1)}` : `-${line.slice(1)}`;
    return `${team} ${selection === 'HOME' ? line : away}`;
  };
}

/** The exact product of the legs' odds, rounded down to the cent as the book prices it. */
function slipOdds(legs: readonly SlipLeg[]): string {
  const hundredths = legs.reduce(
    (total, leg) => total * BigInt(Math.round(Number(leg.odds) * 100)),
    1n,
  );
  const odds = hundredths / 100n ** BigInt(Math.max(legs.length - 1, 0));
  return `${odds / 100n}.${String(odds % 100n).padStart(2, '0')}`;
}

function Fixture({
  fixture,
  picked,
  onPick,
  disabled,
}: {
  fixture: SportFixtureView;
  picked: (market: SportMarket, selection: SportSelection) => boolean;
  onPick: (market: SportMarketView, selection: SportSelection, odds: string) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('providerClient');
  const selectionName = useSelectionName();
  const name = t('providerClient.sportsbook.fixture', { home: fixture.home, away: fixture.away });
  return (
    <article className={styles.fixture} role="group" aria-label={name}>
      <header className={styles.fixtureHeader}>
        <h3>{name}</h3>
        <p className={clientStyles.hint}>
          {fixture.title && <span className={styles.title}>{TITLE_NAMES[fixture.title]}</span>}
          {t('providerClient.sportsbook.kickOff', {
            time: new Date(fixture.kickOffAt).toLocaleTimeString([], {
              hour: '2-digit',
              minute: '2-digit',
            }),
          })}
        </p>
      </header>
      {fixture.markets.map((market) => (
        <div key={market.market} className={styles.market}>
          <p className={styles.marketName}>{t(MARKET_NAMES[market.market])}</p>
          <div className={styles.odds}>
            {market.selections.map(({ selection, odds }) => (
              <button
                key={selection}
                type="button"
                className={styles.pick}
                aria-pressed={picked(market.market, selection)}
                disabled={disabled}
                onClick={() => onPick(market, selection, odds)}
              >
                {/* The space reads between the two in the button's name; flex drops it. */}
                <span>{selectionName(fixture, market.market, selection, market.line)}</span>{' '}
                <strong>{odds}</strong>
              </button>
            ))}
          </div>
        </div>
      ))}
    </article>
  );
}

function BetHistory({ bets, money }: { bets: SportBet[]; money: (amount: string) => string }) {
  const { t } = useTranslation('providerClient');
  const selectionName = useSelectionName();
  if (bets.length === 0) return <p>{t('providerClient.sportsbook.noBets')}</p>;
  return (
    <ul className={styles.bets}>
      {bets.map((bet) => (
        <li key={bet.betId} className={styles.bet}>
          <p className={styles.betHeader}>
            <strong>
              {bet.kind === 'SINGLE'
                ? t('providerClient.sportsbook.single')
                : t('providerClient.sportsbook.parlay', { legs: bet.legs.length })}
            </strong>
            <span>
              {t('providerClient.sportsbook.stakeAtOdds', {
                stake: money(bet.stake),
                odds: bet.odds,
              })}
            </span>
            <span>{t(STATUS_NAMES[bet.status])}</span>
            {bet.payout !== null && (
              <span>{t('providerClient.sportsbook.paid', { amount: money(bet.payout) })}</span>
            )}
          </p>
          <ul className={styles.legs}>
            {bet.legs.map((leg) => (
              <li key={leg.fixtureId}>
                {t('providerClient.sportsbook.fixture', { home: leg.home, away: leg.away })}:{' '}
                {selectionName(leg, leg.market, leg.selection, leg.line)} @ {leg.odds}
                {leg.outcome &&
                  ` · ${t(
                    leg.outcome === 'WON'
                      ? 'providerClient.sportsbook.won'
                      : 'providerClient.sportsbook.lost',
                  )} (${leg.score})`}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function Results({ results }: { results: SportResultView[] }) {
  const { t } = useTranslation('providerClient');
  if (results.length === 0) return <p>{t('providerClient.sportsbook.noResults')}</p>;
  return (
    <ul className={styles.bets}>
      {results.map((result) => (
        <li key={result.fixtureId} className={styles.bet}>
          <p className={styles.betHeader}>
            <strong>
              {t('providerClient.sportsbook.score', {
                home: result.home,
                away: result.away,
                homeScore: result.homeScore,
                awayScore: result.awayScore,
              })}
            </strong>
            <span>{result.fixtureId}</span>
          </p>
          <p>
            {t('providerClient.sportsbook.ratings', {
              home: result.home,
              homeRating: result.homeRating,
              away: result.away,
              awayRating: result.awayRating,
            })}
          </p>
          <p className={styles.seed}>
            {t('providerClient.sportsbook.serverSeed')}: <code>{result.serverSeed}</code>
          </p>
          <p className={styles.seed}>
            {t('providerClient.sportsbook.seedHash')}: <code>{result.serverSeedHash}</code>
          </p>
        </li>
      ))}
    </ul>
  );
}

function Rules({
  paytable,
  money,
}: {
  paytable: SportsbookPaytable;
  money: (a: string) => string;
}) {
  const { t } = useTranslation('providerClient');
  return (
    <details className={clientStyles.panel}>
      <summary>{t('providerClient.sportsbook.rulesTitle')}</summary>
      <table className={clientStyles.table}>
        <thead>
          <tr>
            <th scope="col">{t('providerClient.sportsbook.market')}</th>
            <th scope="col">{t('providerClient.sportsbook.rtp')}</th>
            <th scope="col">{t('providerClient.sportsbook.margin')}</th>
          </tr>
        </thead>
        <tbody>
          {SPORT_MARKETS.map((market) => (
            <tr key={market}>
              <th scope="row">{t(MARKET_NAMES[market])}</th>
              <td>{paytable.returnToPlayer[market]}%</td>
              <td>{paytable.margin[market]}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={clientStyles.hint}>
        {t(
          paytable.sport === 'FOOTBALL'
            ? 'providerClient.sportsbook.marketsFootball'
            : 'providerClient.sportsbook.marketsEsports',
        )}
      </p>
      <p className={clientStyles.hint}>
        {t('providerClient.sportsbook.rules', {
          every: paytable.kickOffMinutes,
          minutes: paytable.matchMinutes,
          legs: paytable.maximumLegs,
          minimum: money(paytable.minimumStake),
          maximum: money(paytable.maximumStake),
          payout: money(paytable.maximumPayout),
        })}
      </p>
      <p className={clientStyles.hint}>{t('providerClient.sportsbook.fairness')}</p>
    </details>
  );
}

/**
 * The sportsbook client: the matches open for bets with their markets, a bet slip making a
 * single of one selection and a parlay of several, the player's bets and the latest results,
 * and the rules with each market's return and margin.
 */
export function SportsbookGame({ token, session, paytable, updateSession }: SportsbookGameProps) {
  const { t } = useTranslation('providerClient');
  const money = useMoney(session.currency);
  const queryClient = useQueryClient();
  const selectionName = useSelectionName();
  const [slip, setSlip] = useState<SlipLeg[]>([]);
  const [stake, setStake] = useState('10');
  // One key per bet the player means to place: a repeat of a failed submission reuses it.
  const betKey = useRef(crypto.randomUUID());
  const state = useQuery({
    queryKey: sportsbookKeys.state(token),
    queryFn: ({ signal }) => fetchSportsbookState(token, signal),
    refetchInterval: REFRESH_MS,
  });
  const place = useMutation({
    mutationFn: () =>
      placeSportBet({
        token,
        betKey: betKey.current,
        stake,
        selections: slip.map(({ fixture, market, selection }) => ({
          fixtureId: fixture.fixtureId,
          market,
          selection,
        })),
      }),
    onSuccess: (answer) => {
      betKey.current = crypto.randomUUID();
      setSlip([]);
      updateSession({ balance: answer.balance });
      postBalanceChanged();
      queryClient.setQueryData<SportsbookStateResponse>(sportsbookKeys.state(token), (current) =>
        current
          ? { ...current, balance: answer.balance, bets: [answer.bet, ...current.bets] }
          : current,
      );
    },
  });
  const data = state.data;
  // The balance moves when a match pays: the state's is the newest.
  const balance = data?.balance ?? session.balance;
  const lastPaid = data?.bets.find((bet) => bet.status === 'SETTLED');

  // One selection per match: picking another of the same match replaces it, the same one
  // takes it off the slip.
  const pick = (
    fixture: SportFixtureView,
    market: SportMarketView,
    selection: SportSelection,
    odds: string,
  ) => {
    place.reset();
    setSlip((legs) => {
      const current = legs.find((leg) => leg.fixture.fixtureId === fixture.fixtureId);
      const others = legs.filter((leg) => leg !== current);
      if (current?.market === market.market && current.selection === selection) return others;
      if (!current && legs.length >= paytable.maximumLegs) return legs;
      return [...others, { fixture, market: market.market, selection, line: market.line, odds }];
    });
  };
  const picked = (fixture: SportFixtureView) => (market: SportMarket, selection: SportSelection) =>
    slip.some(
      (leg) =>
        leg.fixture.fixtureId === fixture.fixtureId &&
        leg.market === market &&
        leg.selection === selection,
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    place.mutate();
  };
  const odds = slipOdds(slip);
  const potential = Number.isFinite(Number(stake))
    ? (Number(stake) * Number(odds)).toFixed(2)
    : null;

  return (
    <section className={clientStyles.game} aria-label={paytable.name}>
      <GameMeter
        balance={money(balance)}
        lastWin={lastPaid?.payout ? money(lastPaid.payout) : null}
      />
      <div className={styles.book}>
        <section className={styles.matches} aria-labelledby="sportsbook-matches">
          <h2 id="sportsbook-matches">{t('providerClient.sportsbook.matches')}</h2>
          {data?.fixtures.length === 0 && <p>{t('providerClient.sportsbook.noMatches')}</p>}
          {data?.fixtures.map((fixture) => (
            <Fixture
              key={fixture.fixtureId}
              fixture={fixture}
              picked={picked(fixture)}
              onPick={(market, selection, legOdds) => pick(fixture, market, selection, legOdds)}
              disabled={place.isPending}
            />
          ))}
        </section>

        <aside className={styles.slip} aria-labelledby="sportsbook-slip">
          <h2 id="sportsbook-slip">{t('providerClient.sportsbook.slip')}</h2>
          {slip.length === 0 ? (
            <p className={clientStyles.hint}>{t('providerClient.sportsbook.emptySlip')}</p>
          ) : (
            <form className={styles.slipForm} onSubmit={submit}>
              <p className={styles.slipKind}>
                {slip.length === 1
                  ? t('providerClient.sportsbook.single')
                  : t('providerClient.sportsbook.parlay', { legs: slip.length })}
              </p>
              <ul className={styles.legs}>
                {slip.map((leg) => {
                  const name = selectionName(leg.fixture, leg.market, leg.selection, leg.line);
                  return (
                    <li key={leg.fixture.fixtureId} className={styles.slipLeg}>
                      <span>
                        {t('providerClient.sportsbook.fixture', {
                          home: leg.fixture.home,
                          away: leg.fixture.away,
                        })}
                        : <strong>{name}</strong> @ {leg.odds}
                      </span>
                      <button
                        type="button"
                        className="button"
                        onClick={() => setSlip((legs) => legs.filter((other) => other !== leg))}
                      >
                        {t('providerClient.sportsbook.remove', { selection: name })}
                      </button>
                    </li>
                  );
                })}
              </ul>
              <p>{t('providerClient.sportsbook.totalOdds', { odds })}</p>
              <label className={styles.stake}>
                {t('providerClient.sportsbook.stake')}
                <input
                  name="stake"
                  inputMode="decimal"
                  autoComplete="off"
                  value={stake}
                  onChange={(event) => setStake(event.target.value)}
                />
              </label>
              {potential && (
                <p>{t('providerClient.sportsbook.potential', { amount: money(potential) })}</p>
              )}
              <button type="submit" className="button button--primary" disabled={place.isPending}>
                {place.isPending
                  ? t('providerClient.sportsbook.placing')
                  : t('providerClient.sportsbook.place')}
              </button>
            </form>
          )}
          {place.isSuccess && (
            <p role="status">
              {t('providerClient.sportsbook.placed', {
                kind:
                  place.data.bet.kind === 'SINGLE'
                    ? t('providerClient.sportsbook.single')
                    : t('providerClient.sportsbook.parlay', { legs: place.data.bet.legs.length }),
                odds: place.data.bet.odds,
              })}
            </p>
          )}
          <RoundError error={place.error ?? state.error} />
        </aside>
      </div>

      <section aria-labelledby="sportsbook-bets">
        <h2 id="sportsbook-bets">{t('providerClient.sportsbook.bets')}</h2>
        {data && <BetHistory bets={data.bets} money={money} />}
      </section>
      <section aria-labelledby="sportsbook-results">
        <h2 id="sportsbook-results">{t('providerClient.sportsbook.results')}</h2>
        {data && <Results results={data.results} />}
      </section>
      <Rules paytable={paytable} money={money} />
    </section>
  );
}

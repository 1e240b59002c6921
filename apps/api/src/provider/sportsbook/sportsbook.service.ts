import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  SPORT_BETS_PAGE_SIZE,
  SPORT_RESULTS_SHOWN,
  SPORTS,
  type Sport,
  type SportBet,
  type SportBetListResponse,
  type SportBetRequest,
  type SportBetResponse,
  type SportFixtureView,
  type SportResultView,
  type SportsbookStateResponse,
} from '@wps/shared-types';
import { invalidInput } from '../../common/app-error.js';
import { pageCount } from '../../common/paging.query.js';
import { CLOCK, type Clock } from '../../config/clock.js';
import { RateLimiter } from '../../rate-limit/rate-limiter.js';
import { GameSessionService } from '../../wallet/game-session.service.js';
import {
  type BoughtRound,
  creditBought,
  debitBought,
  type MoveFromPending,
  rollBackBought,
} from '../bought-rounds.js';
import { providerGameFor } from '../games/provider-games.js';
import {
  betPayout,
  checkBet,
  formatLine,
  marketLines,
  oddsOf,
  openKickOffs,
  type PricedLeg,
  roundFixtures,
  selectionsOf,
  selectionWins,
  SPORT_OF,
  type SportsbookCode,
  sportsbookPaytable,
} from '../games/sportsbook.js';
import { amountToCents, centsToAmount } from '../money.js';
import { ProviderWallets } from '../provider-wallets.js';
import { verifySportFixture } from '../verify-round.js';
import {
  type FixtureRow,
  type SportBetRow,
  SportsbookRepository,
  type StoredLeg,
} from './sportsbook.repository.js';

// Bets per player token per minute: far above a player's pace, well below a script's.
const BET_RULE = { limit: 120, windowMs: 60_000 };
// A bet whose debit got no answer this long is rolled back by the results job.
const PENDING_AGE_MS = 60_000;
// Matches and bets handled per job run; more wait for the next run (5 s later).
const BATCH = 200;

/** The round a bet is in the seamless wallet: its id names its three transactions. */
const boughtRound = (bet: SportBetRow): BoughtRound => ({
  roundId: `SB-${bet.id}`,
  playerToken: bet.playerToken,
  gameCode: bet.gameCode,
});

function fixtureView(fixture: FixtureRow): SportFixtureView {
  return {
    fixtureId: fixture.fixtureId,
    sport: fixture.sport,
    title: fixture.title,
    home: fixture.home,
    away: fixture.away,
    kickOffAt: fixture.kickOffAt.toISOString(),
    endsAt: fixture.endsAt.toISOString(),
    serverSeedHash: fixture.serverSeedHash,
    markets: marketLines(fixture).map((line) => ({
      market: line.market,
      line: formatLine(line),
      selections: selectionsOf(fixture.sport, line.market).map((selection) => ({
        selection,
        odds: centsToAmount(oddsOf(fixture, line, selection)),
      })),
    })),
  };
}

function resultView(fixture: FixtureRow): SportResultView {
  return {
    fixtureId: fixture.fixtureId,
    sport: fixture.sport,
    title: fixture.title,
    home: fixture.home,
    away: fixture.away,
    kickOffAt: fixture.kickOffAt.toISOString(),
    homeRating: fixture.homeRating,
    awayRating: fixture.awayRating,
    homeScore: fixture.homeScore ?? 0,
    awayScore: fixture.awayScore ?? 0,
    serverSeedHash: fixture.serverSeedHash,
    serverSeed: fixture.serverSeed,
    clientSeed: fixture.fixtureId,
  };
}

function betView(bet: SportBetRow): SportBet {
  return {
    betId: String(bet.id),
    kind: bet.legs.length === 1 ? 'SINGLE' : 'PARLAY',
    legs: bet.legs.map(({ lineHalves, ...leg }) => ({
      ...leg,
      line: formatLine({ market: leg.market, lineHalves }),
    })),
    stake: bet.stake,
    odds: bet.odds,
    status: bet.status,
    payout: bet.payout,
    placedAt: bet.createdAt.toISOString(),
  };
}

/**
 * The built-in provider's sportsbook: matches scheduled every few minutes and committed to their
 * seeds before they are listed, bets placed with the launch's player token before kick-off (each
 * one round of the seamless wallet, its stake debited at once), and the results job playing each
 * match from its seed when it ends and crediting every bet whose last match is over.
 */
@Injectable()
export class SportsbookService {
  private readonly logger = new Logger('Sportsbook');

  constructor(
    private readonly sessions: GameSessionService,
    private readonly wallets: ProviderWallets,
    private readonly sportsbook: SportsbookRepository,
    private readonly rateLimiter: RateLimiter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async state(token: string): Promise<SportsbookStateResponse> {
    const player = await this.player(token);
    const [fixtures, wallet, bets, results] = await Promise.all([
      this.openFixtures(player.sport),
      this.wallets.forVendor(player.vendorCode).wallet.balance({ playerToken: token }),
      this.sportsbook.bets(player.playerId, player.sport, 1, SPORT_BETS_PAGE_SIZE),
      this.sportsbook.latestResults(player.sport, SPORT_RESULTS_SHOWN),
    ]);
    return {
      balance: wallet.balance,
      currency: wallet.currency,
      paytable: sportsbookPaytable(player.code),
      fixtures: fixtures.map(fixtureView),
      bets: bets.rows.map(betView),
      results: results.map(resultView),
    };
  }

  async bets(token: string, pageNo: number): Promise<SportBetListResponse> {
    const { playerId, sport } = await this.player(token);
    const { rows, total } = await this.sportsbook.bets(
      playerId,
      sport,
      pageNo,
      SPORT_BETS_PAGE_SIZE,
    );
    return { list: rows.map(betView), totalPages: pageCount(total, SPORT_BETS_PAGE_SIZE) };
  }

  /**
   * Places a single or a parlay on matches not yet kicked off, its odds as listed, and debits its
   * stake. A repeat with the same bet key answers the same bet and debits nothing more.
   */
  async place(token: string, request: Omit<SportBetRequest, 'token'>): Promise<SportBetResponse> {
    await this.rateLimiter.consume('sportsbook-bet', token, BET_RULE);
    const stake = stakeCents(request.stake);
    const player = await this.player(token);
    const fixtures = await this.sportsbook.fixtures(request.selections.map((leg) => leg.fixtureId));
    const now = this.clock.now();
    const legs = request.selections.map((selection, index): PricedLeg & { fixture: FixtureRow } => {
      const field = `selections.${index}`;
      const fixture = fixtures.find((row) => row.fixtureId === selection.fixtureId);
      if (!fixture || fixture.sport !== player.sport) {
        throw invalidInput({ [field]: 'is not a match of this book' });
      }
      if (fixture.kickOffAt.getTime() <= now) {
        throw invalidInput({ [field]: 'the match has kicked off: bets are closed' });
      }
      const line = marketLines(fixture).find((market) => market.market === selection.market);
      if (!line || !selectionsOf(fixture.sport, line.market).includes(selection.selection)) {
        throw invalidInput({ [field]: 'is not a selection of this match' });
      }
      return {
        ...line,
        fixtureId: fixture.fixtureId,
        selection: selection.selection,
        odds: oddsOf(fixture, line, selection.selection),
        fixture,
      };
    });
    const odds = checkBet(stake, legs);
    const bet = await this.sportsbook.recordBet({
      playerId: player.playerId,
      betKey: request.betKey,
      playerToken: token,
      vendorCode: player.vendorCode,
      gameCode: player.gameCode,
      sport: player.sport,
      stake: centsToAmount(stake),
      odds: centsToAmount(odds),
      legs: legs.map(({ fixture, market, selection, lineHalves, odds: legOdds }) => ({
        fixtureId: fixture.fixtureId,
        title: fixture.title,
        home: fixture.home,
        away: fixture.away,
        kickOffAt: fixture.kickOffAt.toISOString(),
        market,
        selection,
        lineHalves,
        odds: centsToAmount(legOdds),
        outcome: null,
        score: null,
      })),
      settlesAt: new Date(Math.max(...legs.map((leg) => leg.fixture.endsAt.getTime()))),
    });
    const wallet = this.wallets.forVendor(bet.vendorCode).wallet;
    if (bet.status === 'PENDING') {
      await debitBought(
        wallet,
        boughtRound(bet),
        amountToCents(bet.stake),
        this.fromPending(bet),
        'no bet was placed',
      );
    }
    const [balance, current] = await Promise.all([
      wallet.balance({ playerToken: token }),
      this.sportsbook.bet(bet.id),
    ]);
    return { bet: betView(current), balance: balance.balance, currency: balance.currency };
  }

  /**
   * The results job: plays every match that is over from its committed seed, credits the bets
   * whose last match is over, rolls back bets whose debit never got an answer, and commits the
   * matches open for bets. Answers how many matches it played.
   */
  async runResults(now: Date, signal?: AbortSignal): Promise<number> {
    let played = 0;
    for (const fixture of await this.sportsbook.unplayed(now, BATCH)) {
      signal?.throwIfAborted();
      // Played as a player verifies it: from the committed seed, which must match its hash.
      const score = verifySportFixture(fixture);
      if (await this.sportsbook.recordScore(fixture.fixtureId, score, now)) played += 1;
    }
    for (const bet of await this.sportsbook.toSettle(now, BATCH)) {
      signal?.throwIfAborted();
      await this.settle(bet);
    }
    const stale = await this.sportsbook.stalePending(
      new Date(now.getTime() - PENDING_AGE_MS),
      BATCH,
    );
    for (const bet of stale) {
      signal?.throwIfAborted();
      const wallet = this.wallets.forVendor(bet.vendorCode).wallet;
      await rollBackBought(wallet, boughtRound(bet), this.fromPending(bet)).catch(
        (error: unknown) => this.logger.warn(`bet ${bet.id} stays pending: ${String(error)}`),
      );
    }
    // Committed ahead, so a match's seed is fixed before anyone sees its odds.
    for (const sport of SPORTS) await this.openFixtures(sport, now.getTime());
    return played;
  }

  /** The matches open for bets, committed (their seed hashes fixed) if nobody had yet. */
  private async openFixtures(sport: Sport, now = this.clock.now()): Promise<FixtureRow[]> {
    const scheduled = openKickOffs(now).flatMap((kickOffAt) => roundFixtures(sport, kickOffAt));
    const fixtures = await this.sportsbook.commitFixtures(scheduled);
    return fixtures.filter((fixture) => fixture.kickOffAt.getTime() > now);
  }

  /** Credits the bet's payout once all its matches are played (zero for a loss). */
  private async settle(bet: SportBetRow): Promise<void> {
    const fixtures = await this.sportsbook.fixtures(bet.legs.map((leg) => leg.fixtureId));
    const legs: StoredLeg[] = [];
    for (const leg of bet.legs) {
      const fixture = fixtures.find((row) => row.fixtureId === leg.fixtureId);
      if (fixture?.homeScore == null || fixture.awayScore == null) return;
      const score = { home: fixture.homeScore, away: fixture.awayScore };
      const won = selectionWins(leg, leg.selection, score);
      legs.push({ ...leg, outcome: won ? 'WON' : 'LOST', score: `${score.home}-${score.away}` });
    }
    const payout = legs.every((leg) => leg.outcome === 'WON')
      ? betPayout(amountToCents(bet.stake), amountToCents(bet.odds))
      : 0n;
    const wallet = this.wallets.forVendor(bet.vendorCode).wallet;
    if (!(await creditBought(wallet, boughtRound(bet), payout, this.logger))) return;
    await this.sportsbook.moveBet(bet.id, 'OPEN', 'SETTLED', {
      payout: centsToAmount(payout),
      legs,
    });
  }

  private fromPending(bet: SportBetRow): MoveFromPending {
    return (to) => this.sportsbook.moveBet(bet.id, 'PENDING', to);
  }

  private async player(token: string) {
    const launch = await this.sessions.launchOf(token);
    const code = providerGameFor(
      launch.game.categoryCode,
      launch.game.gameCode,
      launch.game.classify?.code ?? null,
    );
    if (code !== 'SPORTSBOOK' && code !== 'ESPORTS') {
      throw invalidInput({ token: 'is not a session of the sportsbook' });
    }
    return {
      code: code satisfies SportsbookCode,
      sport: SPORT_OF[code],
      playerId: String(launch.memberId),
      vendorCode: launch.vendor.code,
      gameCode: launch.game.gameCode,
    };
  }
}

function stakeCents(stake: string): bigint {
  try {
    return amountToCents(stake);
  } catch {
    throw invalidInput({ stake: 'must be an amount with at most two decimals' });
  }
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SPORT_MARKETS, SPORTS, type Sport, type SportMarket } from '@wps/shared-types';
import { AppError } from '../../common/app-error.js';
import { RoundRandom, type RandomSource } from '../provably-fair.js';
import {
  betOdds,
  checkBet,
  drawScore,
  everyMatch,
  formatLine,
  type Fixture,
  marketLines,
  type MatchModel,
  oddsOf,
  openKickOffs,
  type PricedLeg,
  roundFixtures,
  selectionReturn,
  selectionsOf,
  selectionWins,
  SPORT_PUBLISHED_RTP,
  sportsbookPaytable,
} from './sportsbook.js';

const MINUTE = 60_000;
// A Saturday 20:00 in Kuala Lumpur.
const KICK_OFF = Date.UTC(2026, 10, 28, 12, 0);
const evenMatch: MatchModel = { sport: 'FOOTBALL', homeRating: 3, awayRating: 3 };
const percentOf = ({ numerator, denominator }: { numerator: bigint; denominator: bigint }) =>
  Number((numerator * 1_000_000n) / denominator) / 10_000;

// Fixtures of consecutive rounds, as the schedule lists them: the realistic mix of matches.
function scheduled(sport: Sport, count: number): Fixture[] {
  const fixtures: Fixture[] = [];
  for (let round = 0; fixtures.length < count; round++) {
    fixtures.push(...roundFixtures(sport, KICK_OFF + round * 5 * MINUTE));
  }
  return fixtures;
}

const played = (fixture: Fixture) =>
  drawScore(
    new RoundRandom({ serverSeed: 'b7'.repeat(32), clientSeed: fixture.fixtureId, nonce: 0 }),
    fixture,
  );

describe('Sportsbook', () => {
  it('publishes each market return and its margin, in the paytable and in sportsbook.md', () => {
    const document = readFileSync(join(__dirname, 'sportsbook.md'), 'utf8');
    expect(sportsbookPaytable('SPORTSBOOK')).toMatchObject({
      sport: 'FOOTBALL',
      returnToPlayer: { WINNER: '94.00', HANDICAP: '95.00', TOTAL: '95.00' },
      margin: { WINNER: '6.38', HANDICAP: '5.26', TOTAL: '5.26' },
      kickOffMinutes: 5,
      matchMinutes: 3,
      minimumStake: '1.00',
      maximumStake: '5000.00',
      maximumPayout: '100000.00',
      maximumLegs: 8,
    });
    expect(sportsbookPaytable('ESPORTS').sport).toBe('ESPORTS');
    for (const market of SPORT_MARKETS) {
      expect(document).toContain(`**${SPORT_PUBLISHED_RTP[market]}%**`);
      expect(document).toContain(`${sportsbookPaytable('SPORTSBOOK').margin[market]}%`);
    }
  });

  it.each(SPORTS)(
    'prices every %s match so a selection returns at most its market figure, less than 1 point below',
    (sport) => {
      for (const model of everyMatch(sport)) {
        for (const line of marketLines(model)) {
          const published = Number(SPORT_PUBLISHED_RTP[line.market]);
          for (const selection of selectionsOf(sport, line.market)) {
            expect(oddsOf(model, line, selection)).toBeGreaterThanOrEqual(101n);
            const percent = percentOf(selectionReturn(model, line, selection));
            expect(percent).toBeLessThanOrEqual(published);
            expect(percent).toBeGreaterThan(published - 1);
          }
        }
      }
    },
  );

  it('offers 1X2, the evenest half-goal handicap and total in football', () => {
    const [winner, handicap, total] = marketLines(evenMatch);
    expect(winner).toEqual({ market: 'WINNER', lineHalves: null });
    expect(formatLine(handicap)).toBe('-0.5');
    expect(formatLine(total)).toBe('1.5');
    expect(selectionsOf('FOOTBALL', 'WINNER')).toEqual(['HOME', 'DRAW', 'AWAY']);
    // Equal sides: the home side is favoured, 1X2 odds and both totals as priced.
    expect(oddsOf(evenMatch, winner, 'HOME')).toBe(219n);
    expect(oddsOf(evenMatch, winner, 'DRAW')).toBe(318n);
    expect(oddsOf(evenMatch, winner, 'AWAY')).toBe(340n);
  });

  it('gives e-sports two-way winners, the favourite -1.5 maps and 2.5 maps', () => {
    const model: MatchModel = { sport: 'ESPORTS', homeRating: 2, awayRating: 4 };
    const [winner, handicap, total] = marketLines(model);
    expect(selectionsOf('ESPORTS', winner.market)).toEqual(['HOME', 'AWAY']);
    expect(formatLine(handicap)).toBe('+1.5');
    expect(formatLine(total)).toBe('2.5');
  });

  it('settles each market by the final score (half lines never push)', () => {
    const handicap = { market: 'HANDICAP' as const, lineHalves: -3 };
    const total = { market: 'TOTAL' as const, lineHalves: 5 };
    const winner = { market: 'WINNER' as const, lineHalves: null };
    expect(selectionWins(winner, 'HOME', { home: 2, away: 1 })).toBe(true);
    expect(selectionWins(winner, 'DRAW', { home: 1, away: 1 })).toBe(true);
    expect(selectionWins(winner, 'AWAY', { home: 1, away: 1 })).toBe(false);
    // Home -1.5: a two-goal win covers, a one-goal win does not.
    expect(selectionWins(handicap, 'HOME', { home: 3, away: 1 })).toBe(true);
    expect(selectionWins(handicap, 'AWAY', { home: 2, away: 1 })).toBe(true);
    expect(selectionWins(total, 'OVER', { home: 2, away: 1 })).toBe(true);
    expect(selectionWins(total, 'UNDER', { home: 1, away: 1 })).toBe(true);
  });

  it('draws football goals through the goal tables and e-sports maps until a team has two', () => {
    const draws = (values: number[]): RandomSource => ({ nextInt: () => values.shift() ?? 0 });
    // 0.9 goals expected for the away side of an even match: 4066 of 10,000 draws are 0.
    expect(drawScore(draws([3011, 4065]), evenMatch)).toEqual({ home: 0, away: 0 });
    expect(drawScore(draws([3012, 4066]), evenMatch)).toEqual({ home: 1, away: 1 });
    const esports: MatchModel = { sport: 'ESPORTS', homeRating: 3, awayRating: 3 };
    expect(drawScore(draws([49, 50, 10]), esports)).toEqual({ home: 2, away: 1 });
    expect(drawScore(draws([60, 70]), esports)).toEqual({ home: 0, away: 2 });
  });

  it('schedules the same matches for a kick-off every time, each team once a round', () => {
    const [first, second] = roundFixtures('FOOTBALL', KICK_OFF);
    expect(roundFixtures('FOOTBALL', KICK_OFF)).toEqual([first, second]);
    expect(first.fixtureId).toBe('FB-202611282000-1');
    expect(second.fixtureId).toBe('FB-202611282000-2');
    expect(new Set([first.home, first.away, second.home, second.away]).size).toBe(4);
    expect(first.endsAt.getTime() - first.kickOffAt.getTime()).toBe(3 * MINUTE);
    const esports = roundFixtures('ESPORTS', KICK_OFF);
    expect(esports[0].title).not.toBe(esports[1].title);
    expect(esports[0].fixtureId).toBe('ES-202611282000-1');
    // Open for bets: the next six kick-offs after now, every five minutes.
    expect(openKickOffs(KICK_OFF - 1)).toEqual(
      [0, 5, 10, 15, 20, 25].map((minutes) => KICK_OFF + minutes * MINUTE),
    );
    expect(openKickOffs(KICK_OFF)[0]).toBe(KICK_OFF + 5 * MINUTE);
  });

  it('prices a parlay at the product of its odds rounded down, within the limits', () => {
    const leg = (fixtureId: string, odds: bigint): PricedLeg => ({
      fixtureId,
      market: 'WINNER',
      lineHalves: null,
      selection: 'HOME',
      odds,
    });
    expect(betOdds([leg('a', 185n), leg('b', 210n)])).toBe(388n);
    expect(checkBet(1_000n, [leg('a', 185n)])).toBe(185n);
    const refused: [bigint, PricedLeg[]][] = [
      [99n, [leg('a', 185n)]],
      [500_001n, [leg('a', 185n)]],
      [1_000n, []],
      [1_000n, [leg('a', 185n), leg('a', 210n)]],
      [1_000n, 'abcdefghi'.split('').map((id) => leg(id, 150n))],
      // 5,000 at 21.00 could pay 105,000.
      [500_000n, [leg('a', 2_100n)]],
    ];
    for (const [stake, legs] of refused) expect(() => checkBet(stake, legs)).toThrow(AppError);
  });

  it.each(SPORTS)(
    'returns about each market figure over 100,000 provably fair %s matches',
    (sport) => {
      const fixtures = scheduled(sport, 100_000);
      const sums = Object.fromEntries(
        SPORT_MARKETS.map((market) => [market, { returned: 0, squares: 0, expected: 0 }]),
      ) as Record<SportMarket, { returned: number; squares: number; expected: number }>;
      for (const fixture of fixtures) {
        const score = played(fixture);
        for (const line of marketLines(fixture)) {
          // One unit on every selection of the market: what the market returns per unit.
          const selections = selectionsOf(sport, line.market);
          let returned = 0;
          for (const selection of selections) {
            if (selectionWins(line, selection, score)) {
              returned += Number(oddsOf(fixture, line, selection)) / 100;
            }
            sums[line.market].expected +=
              percentOf(selectionReturn(fixture, line, selection)) / selections.length;
          }
          sums[line.market].returned += returned / selections.length;
          sums[line.market].squares += (returned / selections.length) ** 2;
        }
      }
      for (const market of SPORT_MARKETS) {
        const { returned, squares, expected } = sums[market];
        const mean = returned / fixtures.length;
        const standardError =
          Math.sqrt((squares / fixtures.length - mean ** 2) / fixtures.length) * 100;
        const exact = expected / fixtures.length;
        // The exact return of the matches played lies within a point below the published figure,
        // and the simulation within four standard errors (each under half a point) of it.
        expect(exact).toBeLessThanOrEqual(Number(SPORT_PUBLISHED_RTP[market]));
        expect(exact).toBeGreaterThan(Number(SPORT_PUBLISHED_RTP[market]) - 1);
        expect(standardError).toBeLessThan(0.5);
        expect(Math.abs(mean * 100 - exact)).toBeLessThan(4 * standardError);
      }
    },
  );

  it('returns about the product of its legs for parlays of two matches', () => {
    const fixtures = scheduled('FOOTBALL', 100_000);
    let returned = 0;
    let squares = 0;
    let expected = 0;
    const pairs = fixtures.length / 2;
    for (let index = 0; index < fixtures.length; index += 2) {
      const legs = [fixtures[index], fixtures[index + 1]].map((fixture, leg) => {
        const line = marketLines(fixture)[leg === 0 ? 0 : 2];
        const selection = leg === 0 ? 'HOME' : 'OVER';
        return { fixture, line, selection, odds: oddsOf(fixture, line, selection) } as const;
      });
      const won = legs.every(({ fixture, line, selection }) =>
        selectionWins(line, selection, played(fixture)),
      );
      const odds = Number(betOdds(legs.map(({ odds: legOdds }) => ({ odds: legOdds })))) / 100;
      returned += won ? odds : 0;
      squares += won ? odds ** 2 : 0;
      expected += legs.reduce(
        (product, { fixture, line, selection }) =>
          (product * percentOf(selectionReturn(fixture, line, selection))) / 100,
        100,
      );
    }
    const mean = returned / pairs;
    const standardError = Math.sqrt((squares / pairs - mean ** 2) / pairs) * 100;
    // About 94% x 95%: each leg keeps its market's margin.
    expect(expected / pairs).toBeGreaterThan(87);
    expect(expected / pairs).toBeLessThan(90);
    expect(Math.abs(mean * 100 - expected / pairs)).toBeLessThan(4 * standardError);
  });
});

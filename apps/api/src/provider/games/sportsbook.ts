import {
  ESPORTS_TITLES,
  type EsportsTitle,
  type ProviderGameCode,
  SPORT_MARKETS,
  type Sport,
  type SportMarket,
  type SportSelection,
  type SportsbookPaytable,
} from '@wps/shared-types';
import { hash32, seededRandom } from '../../common/deterministic-random.js';
import { invalidInput } from '../../common/app-error.js';
import { centsToAmount } from '../money.js';
import type { RandomSource } from '../provably-fair.js';
import { type ExactRatio, formatPercent } from './game.js';

// The built-in sportsbook's rules (sportsbook.md): who plays whom and when, each match's score
// distribution (exact weights, so every market's chance is an exact ratio), the odds made from
// those chances and the market's return to player, and the score drawn from a fixture's seed.

export const SPORTSBOOK_CODE = 'SPORTSBOOK' satisfies ProviderGameCode;
export const ESPORTS_CODE = 'ESPORTS' satisfies ProviderGameCode;
export type SportsbookCode = typeof SPORTSBOOK_CODE | typeof ESPORTS_CODE;

export const SPORT_OF: Readonly<Record<SportsbookCode, Sport>> = {
  SPORTSBOOK: 'FOOTBALL',
  ESPORTS: 'ESPORTS',
};

/** A round of matches kicks off every 5 minutes; each match is played in 3 (docs/decisions.md). */
export const KICK_OFF_MINUTES = 5;
export const MATCH_MINUTES = 3;
const KICK_OFF_MS = KICK_OFF_MINUTES * 60_000;
const MATCH_MS = MATCH_MINUTES * 60_000;
/** Rounds open for bets: the next six kick-offs (half an hour of matches). */
export const OPEN_ROUNDS = 6;
const MATCHES_PER_ROUND = 2;

/** Each market's return to player in basis points: the odds are fair odds times it. */
export const SPORT_RTP_BASIS: Readonly<Record<SportMarket, bigint>> = {
  WINNER: 9_400n,
  HANDICAP: 9_500n,
  TOTAL: 9_500n,
};
/** The returns as published in sportsbook.md. */
export const SPORT_PUBLISHED_RTP: Readonly<Record<SportMarket, string>> = {
  WINNER: '94.00',
  HANDICAP: '95.00',
  TOTAL: '95.00',
};

/** Stakes RM 1 to RM 5,000 (sen allowed); a bet that could pay above RM 100,000 is refused. */
export const SPORT_MIN_STAKE = 100n;
export const SPORT_MAX_STAKE = 500_000n;
export const SPORT_MAX_PAYOUT = 10_000_000n;
export const SPORT_MAX_LEGS = 8;

interface Team {
  name: string;
  /** 1 (weakest) to 5. */
  rating: number;
}

// Made-up clubs and teams: the matches are simulated, so no real team's name is put to them.
const FOOTBALL_TEAMS: readonly Team[] = [
  { name: 'Harimau Johor', rating: 5 },
  { name: 'Gergasi Selangor', rating: 4 },
  { name: 'Helang Kedah', rating: 4 },
  { name: 'Badak Sabah', rating: 3 },
  { name: 'Kenyalang Sarawak', rating: 3 },
  { name: 'Seladang Pahang', rating: 3 },
  { name: 'Rusa Perak', rating: 3 },
  { name: 'Penyu Terengganu', rating: 2 },
  { name: 'Camar Pulau Pinang', rating: 2 },
  { name: 'Rajawali Kelantan', rating: 2 },
  { name: 'Hang Tuah Melaka', rating: 1 },
  { name: 'Kancil Negeri Sembilan', rating: 1 },
];

const ESPORTS_TEAMS: Readonly<Record<EsportsTitle, readonly Team[]>> = {
  DOTA2: [
    { name: 'Naga Merah', rating: 5 },
    { name: 'Garuda Ascend', rating: 4 },
    { name: 'Bunian Five', rating: 3 },
    { name: 'Lang Hitam', rating: 3 },
    { name: 'Puteri Gunung', rating: 2 },
    { name: 'Sang Kancil', rating: 1 },
  ],
  CS2: [
    { name: 'KL Vipers', rating: 5 },
    { name: 'Borneo Hawks', rating: 4 },
    { name: 'Penang Spectre', rating: 3 },
    { name: 'Ipoh Rush', rating: 3 },
    { name: 'Kuching Blaze', rating: 2 },
    { name: 'Melaka Strike', rating: 1 },
  ],
  MLBB: [
    { name: 'Rimau Legion', rating: 5 },
    { name: 'Ombak Nation', rating: 4 },
    { name: 'Pahlawan Squad', rating: 3 },
    { name: 'Bayu Esports', rating: 3 },
    { name: 'Sinar Gaming', rating: 2 },
    { name: 'Jentayu Muda', rating: 1 },
  ],
};

/** A match as scheduled: who plays, when, and the ratings its chances come from. */
export interface Fixture {
  fixtureId: string;
  sport: Sport;
  title: EsportsTitle | null;
  home: string;
  away: string;
  homeRating: number;
  awayRating: number;
  kickOffAt: Date;
  endsAt: Date;
}

/** What a match's chances depend on. */
export type MatchModel = Pick<Fixture, 'sport' | 'homeRating' | 'awayRating'>;

const MALAYSIA_OFFSET_MS = 8 * 3_600_000;

/** "FB-202611291535-1": the sport, the kick-off in Malaysian time, the match of the round. */
function fixtureIdOf(sport: Sport, kickOffAt: number, match: number): string {
  const local = new Date(kickOffAt + MALAYSIA_OFFSET_MS).toISOString().slice(0, 16);
  return `${sport === 'FOOTBALL' ? 'FB' : 'ES'}-${local.replaceAll(/[-T:]/g, '')}-${match + 1}`;
}

/** Distinct teams for a round, in an order fixed by the round alone. */
function shuffled(teams: readonly Team[], seed: string): Team[] {
  const random = seededRandom(hash32(seed));
  const order = [...teams];
  for (let index = order.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [order[index], order[other]] = [order[other], order[index]];
  }
  return order;
}

/** The matches of the round kicking off at `kickOffAt`: the same every time it is asked. */
export function roundFixtures(sport: Sport, kickOffAt: number): Fixture[] {
  const round = Math.floor(kickOffAt / KICK_OFF_MS);
  return Array.from({ length: MATCHES_PER_ROUND }, (_, match) => {
    // E-sports rounds rotate through the titles, one title a match.
    const title =
      sport === 'ESPORTS' ? ESPORTS_TITLES[(round + match) % ESPORTS_TITLES.length] : null;
    const teams =
      title === null
        ? shuffled(FOOTBALL_TEAMS, `${sport}:${round}`).slice(match * 2)
        : shuffled(ESPORTS_TEAMS[title], `${sport}:${round}:${match}`);
    const [home, away] = teams;
    return {
      fixtureId: fixtureIdOf(sport, kickOffAt, match),
      sport,
      title,
      home: home.name,
      away: away.name,
      homeRating: home.rating,
      awayRating: away.rating,
      kickOffAt: new Date(kickOffAt),
      endsAt: new Date(kickOffAt + MATCH_MS),
    };
  });
}

/** The kick-offs open for bets at `now`: the next OPEN_ROUNDS after it. */
export function openKickOffs(now: number): number[] {
  const first = (Math.floor(now / KICK_OFF_MS) + 1) * KICK_OFF_MS;
  return Array.from({ length: OPEN_ROUNDS }, (_, index) => first + index * KICK_OFF_MS);
}

// Football: each side's goals are one draw from a table of 10,000 weights for 0 to 7 goals
// (Poisson weights of its expected goals, 7 standing for 7 or more). The table of a side is
// picked by the rating difference, the home side one table up.
const GOAL_TABLES: readonly (readonly bigint[])[] = [
  [6065n, 3033n, 758n, 126n, 16n, 2n, 0n, 0n], // 0.5 goals expected
  [4965n, 3476n, 1217n, 284n, 50n, 7n, 1n, 0n], // 0.7
  [4066n, 3659n, 1647n, 494n, 111n, 20n, 3n, 0n], // 0.9
  [3012n, 3615n, 2169n, 867n, 260n, 62n, 12n, 3n], // 1.2
  [2231n, 3348n, 2510n, 1255n, 471n, 141n, 35n, 9n], // 1.5
  [1496n, 2841n, 2700n, 1710n, 812n, 309n, 98n, 34n], // 1.9
  [907n, 2177n, 2613n, 2090n, 1254n, 602n, 241n, 116n], // 2.4
];
const GOAL_WEIGHT_TOTAL = 10_000;

const clampTable = (index: number) => Math.max(0, Math.min(GOAL_TABLES.length - 1, index));

function goalTables({ homeRating, awayRating }: MatchModel) {
  const difference = homeRating - awayRating;
  return {
    home: GOAL_TABLES[clampTable(3 + difference)],
    away: GOAL_TABLES[clampTable(2 - difference)],
  };
}

// E-sports: best of three maps; the home team wins each map with a chance of 50% plus 6 points
// per rating point it has over the other team (26% to 74%).
function mapChance({ homeRating, awayRating }: MatchModel): number {
  return 50 + 6 * (homeRating - awayRating);
}

/** A final score: goals, or maps won. */
export interface Score {
  home: number;
  away: number;
}

interface WeightedScore extends Score {
  weight: bigint;
}

/** Every score the match can end with and its weight; the weights sum to `total`. */
function scoreWeights(model: MatchModel): { scores: WeightedScore[]; total: bigint } {
  if (model.sport === 'FOOTBALL') {
    const { home, away } = goalTables(model);
    const scores = home.flatMap((homeWeight, homeGoals) =>
      away.map((awayWeight, awayGoals) => ({
        home: homeGoals,
        away: awayGoals,
        weight: homeWeight * awayWeight,
      })),
    );
    return { scores, total: BigInt(GOAL_WEIGHT_TOTAL) ** 2n };
  }
  const win = BigInt(mapChance(model));
  const lose = 100n - win;
  // Out of 100^3: a 2-0 leaves its third map undrawn, so it counts for all 100 of it.
  return {
    scores: [
      { home: 2, away: 0, weight: win * win * 100n },
      { home: 2, away: 1, weight: 2n * win * win * lose },
      { home: 1, away: 2, weight: 2n * win * lose * lose },
      { home: 0, away: 2, weight: lose * lose * 100n },
    ],
    total: 1_000_000n,
  };
}

function pickGoals(table: readonly bigint[], draw: number): number {
  let first = 0n;
  for (const [goals, weight] of table.entries()) {
    first += weight;
    if (BigInt(draw) < first) return goals;
  }
  throw new RangeError(`No goal count at ${draw}`);
}

/**
 * The final score from the fixture's random numbers (provably-fair.md): football the home
 * side's goals then the away side's, each an integer in [0, 10000) read through its goal table;
 * e-sports map after map, each an integer in [0, 100), the home team's when below its chance,
 * until a team has two.
 */
export function drawScore(random: RandomSource, model: MatchModel): Score {
  if (model.sport === 'FOOTBALL') {
    const { home, away } = goalTables(model);
    return {
      home: pickGoals(home, random.nextInt(GOAL_WEIGHT_TOTAL)),
      away: pickGoals(away, random.nextInt(GOAL_WEIGHT_TOTAL)),
    };
  }
  const chance = mapChance(model);
  const score = { home: 0, away: 0 };
  while (score.home < 2 && score.away < 2) {
    if (random.nextInt(100) < chance) score.home += 1;
    else score.away += 1;
  }
  return score;
}

/** A market of a match: its line in half goals (or maps), null for the winner. */
export interface MarketLine {
  market: SportMarket;
  lineHalves: number | null;
}

/** Whether the selection wins with the final score (half lines: never a push). */
export function selectionWins(
  { market, lineHalves }: MarketLine,
  selection: SportSelection,
  { home, away }: Score,
): boolean {
  const line = lineHalves ?? 0;
  switch (market) {
    case 'WINNER':
      return selection === 'HOME'
        ? home > away
        : selection === 'AWAY'
          ? away > home
          : home === away;
    case 'HANDICAP': {
      const homeCovers = 2 * (home - away) + line > 0;
      return selection === 'HOME' ? homeCovers : !homeCovers;
    }
    case 'TOTAL':
      return selection === 'OVER' ? 2 * (home + away) > line : 2 * (home + away) < line;
  }
}

const SELECTIONS: Readonly<Record<SportMarket, (sport: Sport) => SportSelection[]>> = {
  WINNER: (sport) => (sport === 'FOOTBALL' ? ['HOME', 'DRAW', 'AWAY'] : ['HOME', 'AWAY']),
  HANDICAP: () => ['HOME', 'AWAY'],
  TOTAL: () => ['OVER', 'UNDER'],
};

export function selectionsOf(sport: Sport, market: SportMarket): SportSelection[] {
  return SELECTIONS[market](sport);
}

// Chances depend on the ratings, the line and the selection alone: a few thousand at most, each
// summed over the scores once (the simulation prices hundreds of thousands of matches).
const chances = new Map<string, ExactRatio>();

/** The exact chance that the selection wins. */
export function chanceOf(
  model: MatchModel,
  line: MarketLine,
  selection: SportSelection,
): ExactRatio {
  const key = `${model.sport}:${model.homeRating}:${model.awayRating}:${line.market}:${line.lineHalves}:${selection}`;
  const known = chances.get(key);
  if (known) return known;
  const { scores, total } = scoreWeights(model);
  const numerator = scores
    .filter((score) => selectionWins(line, selection, score))
    .reduce((sum, score) => sum + score.weight, 0n);
  const chance = { numerator, denominator: total };
  chances.set(key, chance);
  return chance;
}

// The half lines a market may take: the one closest to an even chance is offered.
const FOOTBALL_HANDICAPS = [-5, -3, -1, 1, 3, 5];
const FOOTBALL_TOTALS = [3, 5, 7, 9];

function evenest(model: MatchModel, market: SportMarket, lines: number[]): number {
  const distance = (lineHalves: number) => {
    const { numerator, denominator } = chanceOf(
      model,
      { market, lineHalves },
      selectionsOf(model.sport, market)[0],
    );
    const gap = 2n * numerator - denominator;
    return gap < 0n ? -gap : gap;
  };
  return lines.reduce((best, line) => (distance(line) < distance(best) ? line : best));
}

/** The match's markets with their lines: e-sports give the favourite -1.5 maps, total 2.5 maps. */
export function marketLines(model: MatchModel): MarketLine[] {
  const football = model.sport === 'FOOTBALL';
  return SPORT_MARKETS.map((market) => ({
    market,
    lineHalves:
      market === 'WINNER'
        ? null
        : market === 'HANDICAP'
          ? football
            ? evenest(model, market, FOOTBALL_HANDICAPS)
            : mapChance(model) >= 50
              ? -3
              : 3
          : football
            ? evenest(model, market, FOOTBALL_TOTALS)
            : 5,
  }));
}

/** The odds in hundredths: the fair odds times the market's return, rounded down to the cent. */
export function oddsOf(model: MatchModel, line: MarketLine, selection: SportSelection): bigint {
  const { numerator, denominator } = chanceOf(model, line, selection);
  return (SPORT_RTP_BASIS[line.market] * denominator) / (numerator * 100n);
}

/** What 1 staked on the selection returns on average, exactly. */
export function selectionReturn(
  model: MatchModel,
  line: MarketLine,
  selection: SportSelection,
): ExactRatio {
  const { numerator, denominator } = chanceOf(model, line, selection);
  return { numerator: numerator * oddsOf(model, line, selection), denominator: denominator * 100n };
}

/** "-1.5", "+0.5" for a handicap, "2.5" for a total. */
export function formatLine({ market, lineHalves }: MarketLine): string | null {
  if (lineHalves === null) return null;
  const text = (Math.abs(lineHalves) / 2).toFixed(1);
  if (market === 'TOTAL') return text;
  return `${lineHalves < 0 ? '-' : '+'}${text}`;
}

/** One selection of a bet, its odds fixed when placed (in hundredths). */
export interface PricedLeg extends MarketLine {
  fixtureId: string;
  selection: SportSelection;
  odds: bigint;
}

/** The bet's odds: the product of its legs', rounded down to the cent. */
export function betOdds(legs: readonly Pick<PricedLeg, 'odds'>[]): bigint {
  const product = legs.reduce((total, leg) => total * leg.odds, 1n);
  return product / 100n ** BigInt(legs.length - 1);
}

/** What the bet pays when every leg wins, in cents. */
export function betPayout(stake: bigint, odds: bigint): bigint {
  return (stake * odds) / 100n;
}

/** Checks the stake and the legs' count against the limits; answers the bet's odds. */
export function checkBet(stake: bigint, legs: readonly PricedLeg[]): bigint {
  const fields: Record<string, string> = {};
  if (stake < SPORT_MIN_STAKE || stake > SPORT_MAX_STAKE) {
    fields.stake = `must be from ${centsToAmount(SPORT_MIN_STAKE)} to ${centsToAmount(SPORT_MAX_STAKE)}`;
  }
  if (legs.length < 1 || legs.length > SPORT_MAX_LEGS) {
    fields.selections = `must be 1 to ${SPORT_MAX_LEGS} selections`;
  } else if (new Set(legs.map((leg) => leg.fixtureId)).size < legs.length) {
    fields.selections = 'a parlay takes one selection per match';
  }
  if (Object.keys(fields).length > 0) throw invalidInput(fields);
  const odds = betOdds(legs);
  if (betPayout(stake, odds) > SPORT_MAX_PAYOUT) {
    throw invalidInput({ stake: `the bet could pay more than ${centsToAmount(SPORT_MAX_PAYOUT)}` });
  }
  return odds;
}

/** The bookmaker's margin (overround) of a market with this return: 1 / RTP - 1. */
function marginOf(market: SportMarket): ExactRatio {
  const basis = SPORT_RTP_BASIS[market];
  return { numerator: 10_000n - basis, denominator: basis };
}

export function sportsbookPaytable(code: SportsbookCode): SportsbookPaytable {
  const perMarket = (value: (market: SportMarket) => string) =>
    Object.fromEntries(SPORT_MARKETS.map((market) => [market, value(market)])) as Record<
      SportMarket,
      string
    >;
  return {
    gameCode: code,
    name: code === SPORTSBOOK_CODE ? 'Football' : 'E-sports',
    sport: SPORT_OF[code],
    returnToPlayer: { ...SPORT_PUBLISHED_RTP },
    margin: perMarket((market) => formatPercent(marginOf(market))),
    kickOffMinutes: KICK_OFF_MINUTES,
    matchMinutes: MATCH_MINUTES,
    minimumStake: centsToAmount(SPORT_MIN_STAKE),
    maximumStake: centsToAmount(SPORT_MAX_STAKE),
    maximumPayout: centsToAmount(SPORT_MAX_PAYOUT),
    maximumLegs: SPORT_MAX_LEGS,
  };
}

/** Every match a sport can schedule: each pairing of ratings its teams have. */
export function everyMatch(sport: Sport): MatchModel[] {
  const teams = sport === 'FOOTBALL' ? [FOOTBALL_TEAMS] : Object.values(ESPORTS_TEAMS);
  return teams.flatMap((list) =>
    list.flatMap((home) =>
      list
        .filter((away) => away !== home)
        .map((away) => ({ sport, homeRating: home.rating, awayRating: away.rating })),
    ),
  );
}

// The built-in provider's sportsbook (issue 22): sports tiles open football, e-sports tiles open
// e-sports (Dota 2, CS2, Mobile Legends). Fixtures are generated on a schedule, each committed to
// a server seed before its odds are shown; its result is drawn from that seed when the match
// ends (kick-off plus the match's length) and the seed is published with it. A bet is a single
// or a parlay (2 or more selections of different matches) and one seamless-wallet round: its
// stake debited when placed, its payout (or zero) credited when its last match ends.

export const SPORTSBOOK_PATHS = {
  // GET ?token= : the fixtures open for bets, the rules, the player's newest bets, results.
  state: '/provider/api/sportsbook',
  // POST: place a bet (single or parlay).
  bets: '/provider/api/sportsbook/bets',
  // GET ?token=&pageNo= : the player's bets, newest first.
  betList: '/provider/api/sportsbook/bets',
} as const;

/** The sports of the book: football (1X2) and e-sports (two-way, best of three maps). */
export const SPORTS = ['FOOTBALL', 'ESPORTS'] as const;
export type Sport = (typeof SPORTS)[number];

export const ESPORTS_TITLES = ['DOTA2', 'CS2', 'MLBB'] as const;
export type EsportsTitle = (typeof ESPORTS_TITLES)[number];

/** Match winner (1X2 in football), handicap (goals or maps) and over/under (goals or maps). */
export const SPORT_MARKETS = ['WINNER', 'HANDICAP', 'TOTAL'] as const;
export type SportMarket = (typeof SPORT_MARKETS)[number];

export const SPORT_SELECTIONS = ['HOME', 'DRAW', 'AWAY', 'OVER', 'UNDER'] as const;
export type SportSelection = (typeof SPORT_SELECTIONS)[number];

export const SPORT_BETS_PAGE_SIZE = 20;
export const SPORT_RESULTS_SHOWN = 10;

export interface SportsbookPaytable {
  gameCode: 'SPORTSBOOK' | 'ESPORTS';
  name: string;
  sport: Sport;
  // Percent with two decimals: the most a selection of the market returns (its odds are the
  // fair odds times this, rounded down to the cent).
  returnToPlayer: Record<SportMarket, string>;
  // The bookmaker's margin of the market (overround), percent: 100 / RTP - 100.
  margin: Record<SportMarket, string>;
  // A round of matches kicks off every this many minutes; each lasts matchMinutes.
  kickOffMinutes: number;
  matchMinutes: number;
  minimumStake: string;
  maximumStake: string;
  // A bet whose payout could pass this is refused.
  maximumPayout: string;
  maximumLegs: number;
}

export interface SportOddsView {
  selection: SportSelection;
  odds: string;
}

export interface SportMarketView {
  market: SportMarket;
  // The home side's handicap ("-1.5") or the total's line ("2.5"); null for the winner.
  line: string | null;
  selections: SportOddsView[];
}

export interface SportFixtureView {
  fixtureId: string;
  sport: Sport;
  title: EsportsTitle | null;
  home: string;
  away: string;
  kickOffAt: string;
  endsAt: string;
  // SHA-256 of the server seed the result will be drawn from.
  serverSeedHash: string;
  markets: SportMarketView[];
}

/** A played match, with what recomputes it (provably-fair.md, "Sportsbook results"). */
export interface SportResultView {
  fixtureId: string;
  sport: Sport;
  title: EsportsTitle | null;
  home: string;
  away: string;
  kickOffAt: string;
  // The teams' ratings (1 to 5) the score was drawn with (sportsbook.md).
  homeRating: number;
  awayRating: number;
  // Goals, or maps won in e-sports.
  homeScore: number;
  awayScore: number;
  serverSeedHash: string;
  serverSeed: string;
  // The result's client seed is its fixture id and its nonce 0.
  clientSeed: string;
}

export interface SportSelectionRequest {
  fixtureId: string;
  market: SportMarket;
  selection: SportSelection;
}

export interface SportBetRequest {
  token: string;
  // Chosen by the client once per bet: a repeat of the same request places nothing more.
  betKey: string;
  stake: string;
  // One selection is a single; two or more (of different matches) a parlay.
  selections: SportSelectionRequest[];
}

export type SportBetStatus = 'PENDING' | 'OPEN' | 'SETTLED' | 'ROLLED_BACK';
export type SportLegOutcome = 'WON' | 'LOST';

export interface SportBetLeg {
  fixtureId: string;
  title: EsportsTitle | null;
  home: string;
  away: string;
  kickOffAt: string;
  market: SportMarket;
  selection: SportSelection;
  line: string | null;
  odds: string;
  // Once the match is played.
  outcome: SportLegOutcome | null;
  score: string | null;
}

export interface SportBet {
  betId: string;
  kind: 'SINGLE' | 'PARLAY';
  legs: SportBetLeg[];
  stake: string;
  // The product of the legs' odds, rounded down to the cent.
  odds: string;
  status: SportBetStatus;
  // What the bet paid once settled ("0.00" for a loss); null until its last match ends.
  payout: string | null;
  placedAt: string;
}

export interface SportBetResponse {
  bet: SportBet;
  balance: string;
  currency: string;
}

export interface SportsbookStateResponse {
  balance: string;
  currency: string;
  paytable: SportsbookPaytable;
  // Open for bets, by kick-off.
  fixtures: SportFixtureView[];
  bets: SportBet[];
  results: SportResultView[];
}

export interface SportBetListResponse {
  list: SportBet[];
  totalPages: number;
}

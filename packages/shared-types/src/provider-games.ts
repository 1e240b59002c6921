import type { FourDPaytable } from './four-d.js';
import type { SportsbookPaytable } from './sportsbook.js';

// The built-in game provider (spec/0-decisions.md "Game vendors"): the API it offers its own game
// client, which runs in the /game frame. Launching a catalogue game opens a player session with
// the provider; the client plays rounds with the player token, and every round settles through
// the seamless-wallet calls (seamless-wallet.ts). Amounts are decimal strings, never floats.

export const PROVIDER_PATHS = {
  // GET ?token= : the session the client starts from.
  session: '/provider/api/session',
  // POST: play one round.
  play: '/provider/api/play',
  // POST: set the client seed of the next rounds.
  clientSeed: '/provider/api/seeds/client',
  // POST: reveal the server seed and start a new one.
  rotateSeed: '/provider/api/seeds/rotate',
  // GET ?token=&pageNo=: the player's rounds, newest first, with what verifies them.
  rounds: '/provider/api/rounds',
} as const;

// The web route of the provider's game client; the /game page frames `${path}?token=…`.
export const PROVIDER_CLIENT_PATH = '/play';

// The games the built-in provider serves; every catalogue game launches into one of them by its
// category (slots into the slot, fishing into the fishing game, table categories into a table
// game), its vendor's classify (a roulette, dragon tiger or cockfight table into its own game, a
// sportsbook or virtual sports tile into the football book, an e-sports tile into the e-sports
// book, other tables into baccarat) or, for the provider's own lottery game, its game code (four-d.ts).
export const PROVIDER_GAME_CODES = [
  'HARIMAU_EMAS',
  'BACCARAT',
  'FOUR_D',
  'ROULETTE',
  'DRAGON_TIGER',
  'COCKFIGHT',
  'SPORTSBOOK',
  'ESPORTS',
  'FISHING',
] as const;
export type ProviderGameCode = (typeof PROVIDER_GAME_CODES)[number];

// Symbol names come with the paytable (the wild, the scatter, the reel strips).
export type SlotSymbol = string;

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];

export interface SlotPaytable {
  gameCode: 'HARIMAU_EMAS';
  name: string;
  reels: number;
  rows: number;
  wild: SlotSymbol;
  scatter: SlotSymbol;
  // Row index (0 top) on each reel for each payline.
  paylines: number[][];
  // Multiples of the line bet for 2, 3, 4 and 5 of a kind, per symbol.
  linePays: Record<SlotSymbol, number[]>;
  // Multiples of the total bet for 3, 4 and 5 scatters anywhere.
  scatterPays: number[];
  reelStrips: SlotSymbol[][];
  betLevels: string[];
  // Percent with two decimals, e.g. "96.10".
  returnToPlayer: string;
}

export interface BaccaratPaytable {
  gameCode: 'BACCARAT';
  name: string;
  decks: number;
  // Paid back per 1 staked on a win, stake included.
  returns: Record<BaccaratSpot, string>;
  minimumBet: string;
  maximumBetPerSpot: string;
  returnToPlayer: Record<BaccaratSpot, string>;
}

// European roulette (one zero). Straight-up spots are the numbers "0" to "36"; the outside
// spots are the even-money bets, the dozens and the columns.
export const ROULETTE_OUTSIDE_SPOTS = [
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen1',
  'dozen2',
  'dozen3',
  'column1',
  'column2',
  'column3',
] as const;
export type RouletteOutsideSpot = (typeof ROULETTE_OUTSIDE_SPOTS)[number];
export const ROULETTE_POCKETS = 37;
export const ROULETTE_NUMBER_SPOTS = Array.from({ length: ROULETTE_POCKETS }, (_, pocket) =>
  String(pocket),
);
export type RouletteSpot = RouletteOutsideSpot | `${number}`;
export const ROULETTE_SPOTS: readonly RouletteSpot[] = [
  ...(ROULETTE_NUMBER_SPOTS as `${number}`[]),
  ...ROULETTE_OUTSIDE_SPOTS,
];
export const ROULETTE_RED_NUMBERS = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
] as const;

export type RouletteColour = 'RED' | 'BLACK' | 'GREEN';

/** The kinds of roulette bet: one number, or an outside spot of each kind. */
export type RouletteBetKind = 'straight' | 'evenMoney' | 'dozen' | 'column';

/** The paytable of a live table: how long bets stay open before each spin or deal. */
interface LiveTablePaytable {
  name: string;
  // The dealer-style countdown the client runs between "place bets" and the round.
  bettingSeconds: number;
  minimumBet: string;
  maximumBetPerSpot: string;
}

export interface RoulettePaytable extends LiveTablePaytable {
  gameCode: 'ROULETTE';
  // Paid back per 1 staked on a win, stake included, per kind of bet.
  returns: Record<RouletteBetKind, string>;
  // Every bet returns the same; percent with two decimals.
  returnToPlayer: string;
  // The wheel's pockets clockwise from zero.
  wheel: number[];
  redNumbers: number[];
}

export const DRAGON_TIGER_SPOTS = ['dragon', 'tiger', 'tie'] as const;
export type DragonTigerSpot = (typeof DRAGON_TIGER_SPOTS)[number];

export interface DragonTigerPaytable extends LiveTablePaytable {
  gameCode: 'DRAGON_TIGER';
  decks: number;
  returns: Record<DragonTigerSpot, string>;
  // What a dragon or tiger bet returns per 1 staked when the round ties.
  tieReturn: string;
  returnToPlayer: Record<DragonTigerSpot, string>;
}

// Cockfight: meron (the favourite's corner), wala (the other) or a draw.
export const COCKFIGHT_SPOTS = ['meron', 'wala', 'draw'] as const;
export type CockfightSpot = (typeof COCKFIGHT_SPOTS)[number];
export type CockfightResult = 'MERON' | 'WALA' | 'DRAW';

export interface CockfightPaytable extends LiveTablePaytable {
  gameCode: 'COCKFIGHT';
  // The table's rhythm: a fight every this many seconds, numbered by it (docs/decisions.md).
  fightSeconds: number;
  returns: Record<CockfightSpot, string>;
  // What a meron or wala bet returns per 1 staked when the fight is a draw.
  drawReturn: string;
  // In how many fights of 100 each result comes (the same for every fight).
  chances: Record<CockfightResult, string>;
  returnToPlayer: Record<CockfightSpot, string>;
}

// Fishing: each shot at a fish of the pond stakes the cannon's level; a catch pays the fish's
// multiple of it. The pond is the client's drawing; the provider decides every catch.
export const FISHING_FISH = [
  'ANCHOVY',
  'CLOWNFISH',
  'PUFFERFISH',
  'ANGELFISH',
  'LIONFISH',
  'TURTLE',
  'STINGRAY',
  'SHARK',
  'WHALE',
  'NAGA',
] as const;
export type FishingFish = (typeof FISHING_FISH)[number];

export interface FishingFishPay {
  fish: FishingFish;
  // Multiples of the shot's stake a catch pays: one for a fish, several (equally likely) for the
  // boss.
  multipliers: number[];
  // In how many shots of 100 at it the fish is caught, with two decimals.
  catchChance: string;
  boss: boolean;
}

export interface FishingPaytable {
  gameCode: 'FISHING';
  name: string;
  // From the smallest fish to the boss.
  fish: FishingFishPay[];
  // What a shot may stake (the cannon's levels).
  stakes: string[];
  // Every fish returns the same; percent with two decimals.
  returnToPlayer: string;
}

export type ProviderPaytable =
  | SlotPaytable
  | BaccaratPaytable
  | FourDPaytable
  | RoulettePaytable
  | DragonTigerPaytable
  | CockfightPaytable
  | SportsbookPaytable
  | FishingPaytable;

export interface ProviderFairness {
  serverSeedHash: string;
  clientSeed: string;
  // The nonce of the next round (in a round answer: of that round).
  nonce: number;
}

export interface ProviderSessionResponse {
  // The catalogue game the member launched (its name is the title the client shows).
  catalogueGameCode: string;
  gameName: string;
  vendor: string;
  providerGame: ProviderGameCode;
  currency: string;
  balance: string;
  // Play money of a demo account.
  demo: boolean;
  fairness: ProviderFairness;
  paytable: ProviderPaytable;
}

export interface SlotBetRequest {
  totalBet: string;
}

export type BaccaratBetRequest = Partial<Record<BaccaratSpot, string>>;
export type RouletteBetRequest = Partial<Record<RouletteSpot, string>>;
export type DragonTigerBetRequest = Partial<Record<DragonTigerSpot, string>>;
export type CockfightBetRequest = Partial<Record<CockfightSpot, string>>;

// One shot: the cannon's stake and the fish it is aimed at.
export interface FishingBetRequest {
  stake: string;
  fish: FishingFish;
}

export type ProviderBetRequest =
  | SlotBetRequest
  | BaccaratBetRequest
  | RouletteBetRequest
  | DragonTigerBetRequest
  | CockfightBetRequest
  | FishingBetRequest;

export interface ProviderPlayRequest {
  token: string;
  bet: ProviderBetRequest;
}

export interface SlotLineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  payout: string;
}

export interface SlotOutcome {
  stops: number[];
  // Three rows of five symbols.
  screen: SlotSymbol[][];
  lineWins: SlotLineWin[];
  scatter: { count: number; payout: string } | null;
}

export interface BaccaratCard {
  rank: string;
  suit: string;
}

export interface BaccaratOutcome {
  playerCards: BaccaratCard[];
  bankerCards: BaccaratCard[];
  playerTotal: number;
  bankerTotal: number;
  result: 'PLAYER' | 'BANKER' | 'TIE';
  playerPair: boolean;
  bankerPair: boolean;
  spotPayouts: Partial<Record<BaccaratSpot, string>>;
}

export interface RouletteOutcome {
  pocket: number;
  colour: RouletteColour;
  spotPayouts: Partial<Record<RouletteSpot, string>>;
}

export interface DragonTigerOutcome {
  dragonCard: BaccaratCard;
  tigerCard: BaccaratCard;
  result: 'DRAGON' | 'TIGER' | 'TIE';
  spotPayouts: Partial<Record<DragonTigerSpot, string>>;
}

export interface CockfightOutcome {
  result: CockfightResult;
  spotPayouts: Partial<Record<CockfightSpot, string>>;
}

export interface FishingOutcome {
  fish: FishingFish;
  caught: boolean;
  // The multiple of the stake paid: 0 when the fish got away.
  multiplier: number;
}

export interface ProviderRoundResponse {
  roundId: string;
  providerGame: ProviderGameCode;
  stake: string;
  payout: string;
  balance: string;
  currency: string;
  fairness: ProviderFairness;
  outcome:
    | SlotOutcome
    | BaccaratOutcome
    | RouletteOutcome
    | DragonTigerOutcome
    | CockfightOutcome
    | FishingOutcome;
}

export interface ProviderClientSeedRequest {
  token: string;
  clientSeed: string;
}

export interface ProviderRotateSeedRequest {
  token: string;
  // The client seed of the new server seed; a random one when left out.
  clientSeed?: string;
}

export interface ProviderRotateSeedResponse {
  // The seed that is no longer used, revealed so every round played with it can be verified.
  revealed: {
    serverSeed: string;
    serverSeedHash: string;
    clientSeed: string;
    roundsPlayed: number;
  };
  fairness: ProviderFairness;
}

export interface ProviderRoundRecord {
  roundId: string;
  providerGame: ProviderGameCode;
  stake: string;
  payout: string;
  status: 'SETTLED' | 'ROLLED_BACK' | 'OPEN';
  serverSeedHash: string;
  // Known once the seed was rotated; null while it is still in use.
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
  playedAt: string;
}

export interface ProviderRoundListResponse {
  list: ProviderRoundRecord[];
  totalPages: number;
}

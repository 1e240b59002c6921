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
// category (slots and fishing into the slot, table categories into baccarat).
export const PROVIDER_GAME_CODES = ['HARIMAU_EMAS', 'BACCARAT'] as const;
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

export type ProviderPaytable = SlotPaytable | BaccaratPaytable;

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

export interface ProviderPlayRequest {
  token: string;
  bet: SlotBetRequest | BaccaratBetRequest;
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

export interface ProviderRoundResponse {
  roundId: string;
  providerGame: ProviderGameCode;
  stake: string;
  payout: string;
  balance: string;
  currency: string;
  fairness: ProviderFairness;
  outcome: SlotOutcome | BaccaratOutcome;
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

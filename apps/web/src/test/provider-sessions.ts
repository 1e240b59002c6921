// Provider answers for the game client's tests (the figures of harimau-emas.md and baccarat.md).
import type {
  BaccaratPaytable,
  CockfightPaytable,
  FishingPaytable,
  DragonTigerPaytable,
  ProviderRoundResponse,
  ProviderSessionResponse,
  RoulettePaytable,
  SlotPaytable,
  SportsbookPaytable,
} from '@wps/shared-types';

const LINE_SYMBOLS = [
  'TIGER',
  'HIBISCUS',
  'KETUPAT',
  'DURIAN',
  'RAMBUTAN',
  'A',
  'K',
  'Q',
  'J',
  'TEN',
];

export const slotPaytable: SlotPaytable = {
  gameCode: 'HARIMAU_EMAS',
  name: 'Harimau Emas',
  reels: 5,
  rows: 3,
  wild: 'TIGER',
  scatter: 'WAU',
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
    [2, 1, 0, 1, 2],
    ...Array.from({ length: 15 }, () => [1, 0, 1, 0, 1]),
  ],
  linePays: Object.fromEntries(LINE_SYMBOLS.map((symbol) => [symbol, [3, 8, 20, 50]])),
  scatterPays: [1, 5, 20],
  reelStrips: Array.from({ length: 5 }, () => ['A', 'K', 'Q', 'J', 'TEN', 'WAU', 'DURIAN']),
  betLevels: ['0.20', '1.00', '2.00'],
  returnToPlayer: '96.10',
};

export const baccaratPaytable: BaccaratPaytable = {
  gameCode: 'BACCARAT',
  name: 'Baccarat',
  decks: 8,
  returns: {
    player: '2.00',
    banker: '1.95',
    tie: '9.00',
    playerPair: '12.00',
    bankerPair: '12.00',
  },
  minimumBet: '1.00',
  maximumBetPerSpot: '5000.00',
  returnToPlayer: {
    player: '98.76',
    banker: '98.94',
    tie: '85.64',
    playerPair: '89.64',
    bankerPair: '89.64',
  },
};

// One second of betting time keeps the countdown visible without slowing the tests down.
export const roulettePaytable: RoulettePaytable = {
  gameCode: 'ROULETTE',
  name: 'European Roulette',
  bettingSeconds: 1,
  returns: { straight: '36.00', evenMoney: '2.00', dozen: '3.00', column: '3.00' },
  minimumBet: '1.00',
  maximumBetPerSpot: '5000.00',
  returnToPlayer: '97.30',
  wheel: [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1],
  redNumbers: [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36],
};

export const dragonTigerPaytable: DragonTigerPaytable = {
  gameCode: 'DRAGON_TIGER',
  name: 'Dragon Tiger',
  bettingSeconds: 1,
  decks: 8,
  returns: { dragon: '2.00', tiger: '2.00', tie: '9.00' },
  tieReturn: '0.50',
  minimumBet: '1.00',
  maximumBetPerSpot: '5000.00',
  returnToPlayer: { dragon: '96.27', tiger: '96.27', tie: '67.23' },
};

export const cockfightPaytable: CockfightPaytable = {
  gameCode: 'COCKFIGHT',
  name: 'Cockfight',
  bettingSeconds: 1,
  fightSeconds: 60,
  returns: { meron: '1.90', wala: '1.90', draw: '9.00' },
  drawReturn: '1.00',
  chances: { MERON: '45.00', WALA: '45.00', DRAW: '10.00' },
  minimumBet: '1.00',
  maximumBetPerSpot: '5000.00',
  returnToPlayer: { meron: '95.50', wala: '95.50', draw: '90.00' },
};

export const sportsbookPaytable: SportsbookPaytable = {
  gameCode: 'SPORTSBOOK',
  name: 'Football',
  sport: 'FOOTBALL',
  returnToPlayer: { WINNER: '94.00', HANDICAP: '95.00', TOTAL: '95.00' },
  margin: { WINNER: '6.38', HANDICAP: '5.26', TOTAL: '5.26' },
  kickOffMinutes: 5,
  matchMinutes: 3,
  minimumStake: '1.00',
  maximumStake: '5000.00',
  maximumPayout: '100000.00',
  maximumLegs: 8,
};

export const fishingPaytable: FishingPaytable = {
  gameCode: 'FISHING',
  name: 'Naga Laut',
  fish: [
    { fish: 'ANCHOVY', multipliers: [2], catchChance: '48.00', boss: false },
    { fish: 'SHARK', multipliers: [50], catchChance: '1.92', boss: false },
    { fish: 'NAGA', multipliers: [100, 150, 200, 250, 300], catchChance: '0.48', boss: true },
  ],
  stakes: ['0.10', '1.00', '10.00'],
  returnToPlayer: '96.00',
};

// The catalogue game each provider game is launched from in the tests.
const CATALOGUE_GAMES: Record<string, { code: string; name: string }> = {
  HARIMAU_EMAS: { code: 'PG_64', name: 'Hidden Coin' },
  BACCARAT: { code: 'EVO_BACCARAT', name: 'Speed Baccarat' },
  ROULETTE: { code: 'EVO_ROULETTE', name: 'Lightning Roulette' },
  DRAGON_TIGER: { code: 'EVO_DRAGON_TIGER', name: 'Speed Dragon Tiger' },
  COCKFIGHT: { code: 'DS88_SABONG_ARENA', name: 'Sabong Arena' },
  SPORTSBOOK: { code: 'IBC_SPORTSBOOK', name: 'Saba Sports Sportsbook' },
  FISHING: { code: 'JILI_OCEAN_KING', name: 'Ocean King' },
};

export const fairness = { serverSeedHash: 'a1b2c3hash', clientSeed: 'lucky', nonce: 4 };

export function session(
  paytable:
    | SlotPaytable
    | BaccaratPaytable
    | RoulettePaytable
    | DragonTigerPaytable
    | CockfightPaytable
    | SportsbookPaytable
    | FishingPaytable,
  overrides: Partial<ProviderSessionResponse> = {},
): ProviderSessionResponse {
  return {
    catalogueGameCode: CATALOGUE_GAMES[paytable.gameCode].code,
    gameName: CATALOGUE_GAMES[paytable.gameCode].name,
    vendor: 'PG',
    providerGame: paytable.gameCode,
    currency: 'MYR',
    balance: '100.00',
    demo: false,
    fairness,
    paytable,
    ...overrides,
  };
}

export function round(overrides: Partial<ProviderRoundResponse>): ProviderRoundResponse {
  return {
    roundId: 'a1b2c3-4',
    providerGame: 'HARIMAU_EMAS',
    stake: '2.00',
    payout: '0.00',
    balance: '98.00',
    currency: 'MYR',
    fairness,
    outcome: { stops: [0, 0, 0, 0, 0], screen: [], lineWins: [], scatter: null },
    ...overrides,
  };
}

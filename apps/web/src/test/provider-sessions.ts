// Provider answers for the game client's tests (the figures of harimau-emas.md and baccarat.md).
import type {
  BaccaratPaytable,
  ProviderRoundResponse,
  ProviderSessionResponse,
  SlotPaytable,
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

export const fairness = { serverSeedHash: 'a1b2c3hash', clientSeed: 'lucky', nonce: 4 };

export function session(
  paytable: SlotPaytable | BaccaratPaytable,
  overrides: Partial<ProviderSessionResponse> = {},
): ProviderSessionResponse {
  return {
    catalogueGameCode: paytable.gameCode === 'BACCARAT' ? 'EVO_BACCARAT' : 'PG_64',
    gameName: paytable.gameCode === 'BACCARAT' ? 'Speed Baccarat' : 'Hidden Coin',
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

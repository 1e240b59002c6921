import type { RandomSource } from '../provably-fair.js';

// A shoe of eight fresh decks, shuffled anew every round (so each round stands and is proved on
// its own), for the card tables: baccarat and dragon tiger. Cards are numbered deck by deck,
// suits S H D C, ranks A to K: card n has rank n % 13.

export const SHOE_DECKS = 8;
export const RANKS = 13;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export const RANK_NAMES = [
  'A',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  'J',
  'Q',
  'K',
] as const;
export const SHOE_SIZE = SHOE_DECKS * RANKS * SUITS.length;
export const CARDS_PER_RANK = SHOE_DECKS * SUITS.length;

export interface Card {
  rank: (typeof RANK_NAMES)[number];
  suit: (typeof SUITS)[number];
}

/** Rank index 0 (ace) to 12 (king) of a card number. */
export function rankOf(card: number): number {
  return card % RANKS;
}

export function cardOf(card: number): Card {
  return { rank: RANK_NAMES[rankOf(card)], suit: SUITS[Math.floor(card / RANKS) % SUITS.length] };
}

/**
 * Deals from a fresh shoe by a partial Fisher-Yates shuffle: the n-th card is the one at a
 * uniform random position among those left. Only moved positions are kept (a position not in
 * the map still holds its own card).
 */
export function freshShoe(random: RandomSource): () => number {
  const moved = new Map<number, number>();
  let dealt = 0;
  return () => {
    const pick = dealt + random.nextInt(SHOE_SIZE - dealt);
    const card = moved.get(pick) ?? pick;
    moved.set(pick, moved.get(dealt) ?? dealt);
    dealt += 1;
    return card;
  };
}

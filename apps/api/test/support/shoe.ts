import { RANK_NAMES, RANKS, type Card } from '../../src/provider/games/shoe.js';
import type { RandomSource } from '../../src/provider/provably-fair.js';

/**
 * A random source that makes a fresh shoe (freshShoe) deal the given ranks in order. The shoe
 * starts in card order and the n-th draw swaps position n with the pick, so card
 * 13 * (n + 1) + rank is still in its own place when drawn n-th.
 */
export function dealing(ranks: readonly Card['rank'][]): RandomSource {
  let drawn = 0;
  return {
    nextInt: () => {
      const card = RANKS * (drawn + 1) + RANK_NAMES.indexOf(ranks[drawn]);
      return card - drawn++;
    },
  };
}

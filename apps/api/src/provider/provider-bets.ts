import {
  BACCARAT_SPOTS,
  isOneOf,
  COCKFIGHT_SPOTS,
  DRAGON_TIGER_SPOTS,
  FISHING_FISH,
  type ProviderGameCode,
  ROULETTE_SPOTS,
} from '@wps/shared-types';
import { invalidInput } from '../common/app-error.js';
import type { BaccaratBet } from './games/baccarat.js';
import type { CockfightBet } from './games/cockfight.js';
import type { DragonTigerBet } from './games/dragon-tiger.js';
import type { FishingBet } from './games/fishing.js';
import type { HarimauEmasBet } from './games/harimau-emas.js';
import type { RouletteBet } from './games/roulette.js';
import type { SpotBet } from './games/table-bets.js';
import { amountToCents } from './money.js';

// The client sends amounts as decimal strings (shared-types SlotBetRequest and the table games'
// bet requests); the games count cents. Each game checks its own limits on the result.

const AMOUNT_MESSAGE = 'must be an amount with at most two decimals';

function cents(field: string, value: unknown): bigint {
  try {
    if (typeof value === 'string') return amountToCents(value);
  } catch {
    // Reported below with the field's name.
  }
  throw invalidInput({ [field]: AMOUNT_MESSAGE });
}

function fieldsOf(bet: unknown): Record<string, unknown> {
  if (typeof bet !== 'object' || bet === null || Array.isArray(bet)) {
    throw invalidInput({ bet: 'must be an object' });
  }
  return bet as Record<string, unknown>;
}

function refuseUnknown(fields: Record<string, unknown>, known: readonly string[]): void {
  const unknown = Object.keys(fields).filter((field) => !known.includes(field));
  if (unknown.length > 0) {
    throw invalidInput(Object.fromEntries(unknown.map((field) => [field, 'is not a bet field'])));
  }
}

export function slotBet(bet: unknown): HarimauEmasBet {
  const fields = fieldsOf(bet);
  refuseUnknown(fields, ['totalBet']);
  return { totalBet: cents('totalBet', fields.totalBet) };
}

/** A table game's chips: an amount on each of its named spots. */
function spotBet<TSpot extends string>(spots: readonly TSpot[], bet: unknown): SpotBet<TSpot> {
  const fields = fieldsOf(bet);
  refuseUnknown(fields, spots);
  const parsed: SpotBet<TSpot> = {};
  for (const [spot, amount] of Object.entries(fields)) {
    parsed[spot as TSpot] = cents(spot, amount);
  }
  return parsed;
}

export function baccaratBet(bet: unknown): BaccaratBet {
  return spotBet(BACCARAT_SPOTS, bet);
}

export function rouletteBet(bet: unknown): RouletteBet {
  return spotBet(ROULETTE_SPOTS, bet);
}

export function dragonTigerBet(bet: unknown): DragonTigerBet {
  return spotBet(DRAGON_TIGER_SPOTS, bet);
}

export function cockfightBet(bet: unknown): CockfightBet {
  return spotBet(COCKFIGHT_SPOTS, bet);
}

/** A shot: the cannon's stake at a fish named as the pond names it. */
export function fishingBet(bet: unknown): FishingBet {
  const fields = fieldsOf(bet);
  refuseUnknown(fields, ['stake', 'fish']);
  const { fish } = fields;
  if (typeof fish !== 'string' || !isOneOf(FISHING_FISH, fish)) {
    throw invalidInput({ fish: 'must be a fish of the pond' });
  }
  return { stake: cents('stake', fields.stake), fish };
}

/** The bet parser of each game played in rounds (4D tickets are bought on their own route). */
export const PROVIDER_BETS = {
  HARIMAU_EMAS: slotBet,
  BACCARAT: baccaratBet,
  ROULETTE: rouletteBet,
  DRAGON_TIGER: dragonTigerBet,
  COCKFIGHT: cockfightBet,
  FISHING: fishingBet,
} as const satisfies Partial<Record<ProviderGameCode, (bet: unknown) => unknown>>;

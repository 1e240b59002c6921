import { BACCARAT_SPOTS, type BaccaratSpot } from '@wps/shared-types';
import { invalidInput } from '../common/app-error.js';
import type { BaccaratBet } from './games/baccarat.js';
import type { HarimauEmasBet } from './games/harimau-emas.js';
import { amountToCents } from './money.js';

// The client sends amounts as decimal strings (shared-types SlotBetRequest and
// BaccaratBetRequest); the games count cents. Each game checks its own limits on the result.

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

export function baccaratBet(bet: unknown): BaccaratBet {
  const fields = fieldsOf(bet);
  refuseUnknown(fields, BACCARAT_SPOTS);
  const parsed: BaccaratBet = {};
  for (const [spot, amount] of Object.entries(fields)) {
    parsed[spot as BaccaratSpot] = cents(spot, amount);
  }
  return parsed;
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import type { BetRefusal, ExclusionView, PlayerLimitKind } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { KEY_VALUE_STORE, type KeyValueStore } from '../store/key-value-store.js';

// Long enough for a game frame open now to see it; the frame shows only refusals newer than the
// one it found when it opened.
const KEEP_MS = 3_600_000;

const keyOf = (memberId: number) => `protection:bet-refusal:${memberId}`;

/**
 * The seamless wallet's last refusal of each member's bet, for the game frame: a vendor passes
 * only "bet refused" on to the player, so the site's frame polls this and says which limit or
 * exclusion it was. Kept in the short-lived store: it matters only while the member plays.
 */
@Injectable()
export class BetRefusals {
  private readonly logger = new Logger('BetRefusals');

  constructor(@Inject(KEY_VALUE_STORE) private readonly store: KeyValueStore) {}

  /** Keeps `error` when it is a limit's or an exclusion's refusal; never throws. */
  async record(memberId: number, error: unknown, at: Date): Promise<void> {
    const refusal = refusalOf(error, at);
    if (!refusal) return;
    try {
      await this.store.set(keyOf(memberId), JSON.stringify(refusal), KEEP_MS);
    } catch (failure) {
      // The bet is refused all the same; only the frame's explanation is lost.
      this.logger.warn(`Bet refusal of member ${memberId} not kept: ${String(failure)}`);
    }
  }

  async latest(memberId: number): Promise<BetRefusal | null> {
    const stored = await this.store.get(keyOf(memberId));
    return stored === null ? null : (JSON.parse(stored) as BetRefusal);
  }
}

/** The refusal guardBet's error describes (its value as PlayerProtectionService builds it). */
function refusalOf(error: unknown, at: Date): BetRefusal | null {
  if (!(error instanceof AppError)) return null;
  if (error.code === 'PLAY_LIMIT_REACHED') {
    const { kind, limit } = error.value as { kind: PlayerLimitKind; limit: string };
    return { code: error.code, at: at.toISOString(), kind, limit };
  }
  if (error.code === 'PLAY_EXCLUDED') {
    return { code: error.code, at: at.toISOString(), exclusion: error.value as ExclusionView };
  }
  return null;
}

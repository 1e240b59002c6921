import type { GameOutcome } from './games/game.js';

/** A round as the provider records it before the stake is debited (its outcome already drawn). */
export interface OpenedRound {
  roundId: string;
  playerId: string;
  playerToken: string;
  /** The provider's game (HARIMAU_EMAS, BACCARAT). */
  providerGame: string;
  /** The catalogue game and vendor the player launched, as the wallet knows them. */
  gameCode: string;
  vendorCode: string;
  bet: unknown;
  stake: bigint;
  outcome: GameOutcome;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export type ClosedRoundStatus = 'SETTLED' | 'ROLLED_BACK';

/**
 * Where the provider records its rounds: each is opened before its debit, marked debited once
 * the wallet acknowledged the stake, and closed once the wallet has settled or cancelled it, so
 * a round the wallet never answered for stays OPEN for the open-round job to finish: by its
 * win when it was debited, by a rollback otherwise.
 */
export interface RoundLog {
  open(round: OpenedRound): Promise<void>;
  debited(roundId: string): Promise<void>;
  close(roundId: string, status: ClosedRoundStatus): Promise<void>;
}

/** The round log kept in memory, for tests of the provider without a database. */
export class InMemoryRoundLog implements RoundLog {
  readonly rounds = new Map<
    string,
    OpenedRound & { status: 'OPEN' | ClosedRoundStatus; debited: boolean }
  >();

  async open(round: OpenedRound): Promise<void> {
    this.rounds.set(round.roundId, { ...round, status: 'OPEN', debited: false });
  }

  async debited(roundId: string): Promise<void> {
    const round = this.rounds.get(roundId);
    if (!round) throw new Error(`No round ${roundId}`);
    round.debited = true;
  }

  async close(roundId: string, status: ClosedRoundStatus): Promise<void> {
    const round = this.rounds.get(roundId);
    if (!round) throw new Error(`No round ${roundId}`);
    round.status = status;
  }
}

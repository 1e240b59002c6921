import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { isDemoAccount } from '@wps/shared-types';
import { AppError } from '../common/app-error.js';
import { TtlCache } from '../common/ttl-cache.js';
import {
  GameSessionRepository,
  type GameSessionFacts,
  type GameSessionLaunch,
  type GameSessionRow,
} from './game-session.repository.js';
import { WalletRepository } from './wallet.repository.js';

// Long enough for a long session at a live table; a round that ends later still settles,
// because credits and rollbacks accept an expired token.
export const GAME_SESSION_TTL_MS = 12 * 60 * 60 * 1000;

// The facts of the tokens in play (a few hundred bytes each), kept for the calls that settle
// what a bet staked: a session's member, operator and vendor never change; a game's code could
// be given to another game, so the facts are read again after a minute.
const SETTLING_FACTS_MS = 60_000;
const SETTLING_FACTS_LIMIT = 50_000;

export interface OpenedGameSession {
  playerToken: string;
  expiresAt: Date;
  demo: boolean;
}

/** Opens game sessions (the launch call) and resolves the player of a seamless-wallet call. */
@Injectable()
export class GameSessionService {
  private readonly settlingFacts = new TtlCache<string, GameSessionFacts | null>(
    SETTLING_FACTS_MS,
    SETTLING_FACTS_LIMIT,
  );

  constructor(
    private readonly sessions: GameSessionRepository,
    private readonly wallets: WalletRepository,
  ) {}

  /** A new player token for the member in this vendor's game; demo accounts play demo money. */
  async open(memberId: number, vendorCode: string, gameCode: string): Promise<OpenedGameSession> {
    const [member, vendor] = await Promise.all([
      this.sessions.member(memberId),
      this.wallets.vendorByCode(vendorCode),
    ]);
    const game = vendor && (await this.wallets.gameOf(vendor.id, gameCode));
    if (!member || !vendor || !game) throw new AppError('NOT_FOUND', 'No such game');
    // 256 random bits: the token alone lets a vendor move the member's money.
    const playerToken = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + GAME_SESSION_TTL_MS);
    const demo = isDemoAccount(member.isAgent);
    await this.sessions.create({
      playerToken,
      memberId,
      vendorId: vendor.id,
      gameId: game.id,
      isDemo: demo,
      expiresAt,
    });
    return { playerToken, expiresAt, demo };
  }

  /**
   * The session of a player token sent by `vendorId`, with the game `gameCode` names. A token of
   * another vendor is unknown to this one (UNAUTHENTICATED); an expired token is refused
   * (TOKEN_EXPIRED, so the vendor can tell the player to reopen the game) unless `allowExpired`
   * (settling a round that ran late).
   */
  async resolve(
    playerToken: string,
    vendorId: number,
    allowExpired: boolean,
    gameCode: string | null = null,
  ): Promise<GameSessionRow> {
    const session = await this.sessions.findByToken(playerToken, gameCode);
    if (session) this.settlingFacts.set(factsKey(playerToken, gameCode), factsOf(session));
    if (!session || session.vendorId !== vendorId) {
      throw new AppError('UNAUTHENTICATED', 'Unknown player token');
    }
    if (!allowExpired && isExpired(session)) throw tokenExpired();
    return session;
  }

  /**
   * The facts of a token sent by `vendorId`, for a call that settles what was staked (a win, a
   * rollback, the end of a round) and so looks at neither the token's end nor the member's
   * state: taken from the bet's own lookup when it was made within SETTLING_FACTS_MS, which
   * spares the second lookup of every settled round. A token of another vendor is unknown to
   * this one (UNAUTHENTICATED).
   */
  async settling(
    playerToken: string,
    vendorId: number,
    gameCode: string | null = null,
  ): Promise<GameSessionFacts> {
    const key = factsKey(playerToken, gameCode);
    const facts = await this.settlingFacts.get(key, async () => {
      const session = await this.sessions.findByToken(playerToken, gameCode);
      return session && factsOf(session);
    });
    // Unknown tokens are not kept: a stranger's guesses cost a lookup each, not memory.
    if (!facts) this.settlingFacts.delete(key);
    if (!facts || facts.vendorId !== vendorId) {
      throw new AppError('UNAUTHENTICATED', 'Unknown player token');
    }
    return facts;
  }

  /** What a live player token was opened for: the game client's start (any vendor's token). */
  /**
   * The launch of a token, expired or not: a vendor settles a round (a win, a rollback) after
   * the session ended, and names the player as the launch did.
   */
  async launchOfAnyAge(playerToken: string): Promise<GameSessionLaunch> {
    const session = await this.sessions.findLaunch(playerToken);
    if (!session) throw new AppError('UNAUTHENTICATED', 'Unknown player token');
    return session;
  }

  async launchOf(playerToken: string): Promise<GameSessionLaunch> {
    const session = await this.sessions.findLaunch(playerToken);
    if (!session || session.expiresAt.getTime() <= Date.now()) {
      throw new AppError('UNAUTHENTICATED', 'Unknown or expired player token');
    }
    return session;
  }
}

/** The session's player token is past its end (12 hours after the launch). */
export function isExpired(session: { expiresAt: Date }): boolean {
  return session.expiresAt.getTime() <= Date.now();
}

/** The refusal of a call that needs a live token, made with an expired one. */
export function tokenExpired(): AppError {
  return new AppError(
    'TOKEN_EXPIRED',
    'This player token has expired; the game must be opened again',
  );
}

// Unambiguous whatever characters a token or a code holds.
const factsKey = (playerToken: string, gameCode: string | null) =>
  JSON.stringify([playerToken, gameCode]);

function factsOf(session: GameSessionRow): GameSessionFacts {
  const { memberId, merchantId, vendorId, isDemo, game } = session;
  return { memberId, merchantId, vendorId, isDemo, game };
}

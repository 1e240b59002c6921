import { Inject, Injectable, Optional } from '@nestjs/common';
import pg from 'pg';
import { PG_POOL, PRISMA } from '../database/database.module.js';
import { GroupSender } from '../database/group-sender.js';
import type { PrismaClient } from '../database/prisma.factory.js';
import type { MemberStatus } from '../generated/prisma/client.js';

/** What a player token names for good: its member, operator, vendor, and the game of a code. */
export interface GameSessionFacts {
  memberId: number;
  merchantId: number;
  vendorId: number;
  isDemo: boolean;
  /** The game a call named, when it is one of the session's vendor's games. */
  game: { id: number; categoryCode: string } | null;
}

/** A session as read now: its facts, its end and its member's state. */
export interface GameSessionRow extends GameSessionFacts {
  expiresAt: Date;
  /** Read with the session on every call: a member not ACTIVE may not bet. */
  memberStatus: MemberStatus;
  /**
   * The member has a loss or wager limit or an exclusion: its bets go through player
   * protection's check. Members without one pay only the two index probes of the lookup.
   */
  playGuarded: boolean;
}

interface SessionLookup {
  playerToken: string;
  gameCode: string | null;
}

interface SessionLookupRow extends Omit<GameSessionRow, 'game'> {
  n: number;
  gameId: number | null;
  categoryCode: string | null;
}

/** A session with the catalogue game and vendor it was opened for. */
export interface GameSessionLaunch {
  memberId: number;
  isDemo: boolean;
  expiresAt: Date;
  vendor: { code: string };
  game: {
    gameCode: string;
    name: string;
    categoryCode: string;
    /** The vendor's kind of game (ROULETTE, BACCARAT...), if the catalogue gives one. */
    classify: { code: string } | null;
  };
}

// Every seamless-wallet call resolves its player token and the game it names: one statement
// for all the calls that arrive while the previous lookup is in the database, sent as a named
// prepared statement. Nothing is cached here, so an expired session or a member's new state is
// seen at once (GameSessionService.settling keeps only what never changes). The lookup is
// a function (20261128200100_game_session_lookup) so that Postgres plans it once per connection,
// not at every call.
const SESSIONS_BY_TOKEN_SQL = `
  SELECT n, member_id AS "memberId", merchant_id AS "merchantId", vendor_id AS "vendorId",
         is_demo AS "isDemo", expires_at AS "expiresAt", member_status AS "memberStatus",
         game_id AS "gameId", category_code AS "categoryCode", play_guarded AS "playGuarded"
  FROM game_sessions_by_token($1::text[], $2::text[])`;

// Lookups are small and read-only: a few groups may be out at once.
const LOOKUP_GROUP = { maxGroup: 128, maxInFlight: 2 };

/** Game sessions (player tokens) handed to vendors at launch. */
@Injectable()
export class GameSessionRepository {
  private readonly lookups = new GroupSender<SessionLookup, GameSessionRow | null>(
    (group) => this.findGroup(group),
    LOOKUP_GROUP,
  );

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    // The pool under Prisma (absent for the bench's own instance, which goes through Prisma).
    @Optional() @Inject(PG_POOL) private readonly pool?: pg.Pool,
  ) {}

  member(memberId: number) {
    return this.prisma.member.findUnique({
      where: { id: memberId },
      select: { id: true, isAgent: true },
    });
  }

  async create(session: {
    playerToken: string;
    memberId: number;
    vendorId: number;
    gameId: number;
    isDemo: boolean;
    expiresAt: Date;
  }): Promise<void> {
    await this.prisma.gameSession.create({ data: session, select: { id: true } });
  }

  /** The session of a player token, with the game `gameCode` names among its vendor's. */
  findByToken(playerToken: string, gameCode: string | null): Promise<GameSessionRow | null> {
    return this.lookups.submit({ playerToken, gameCode });
  }

  private async findGroup(group: SessionLookup[]): Promise<(GameSessionRow | null)[]> {
    const values = [
      group.map((lookup) => lookup.playerToken),
      group.map((lookup) => lookup.gameCode),
    ];
    const rows = this.pool
      ? (
          await this.pool.query<SessionLookupRow>({
            name: 'game_sessions_by_token',
            text: SESSIONS_BY_TOKEN_SQL,
            values,
          })
        ).rows
      : await this.prisma.$queryRawUnsafe<SessionLookupRow[]>(SESSIONS_BY_TOKEN_SQL, ...values);
    const found = new Map(rows.map((row) => [row.n, row]));
    return group.map((_, index) => {
      const row = found.get(index + 1);
      if (!row) return null;
      const { gameId, categoryCode } = row;
      return {
        memberId: row.memberId,
        merchantId: row.merchantId,
        vendorId: row.vendorId,
        isDemo: row.isDemo,
        expiresAt: row.expiresAt,
        memberStatus: row.memberStatus,
        playGuarded: row.playGuarded,
        game: gameId !== null && categoryCode !== null ? { id: gameId, categoryCode } : null,
      };
    });
  }

  findLaunch(playerToken: string): Promise<GameSessionLaunch | null> {
    return this.prisma.gameSession.findUnique({
      where: { playerToken },
      select: {
        memberId: true,
        isDemo: true,
        expiresAt: true,
        vendor: { select: { code: true } },
        game: {
          select: {
            gameCode: true,
            name: true,
            categoryCode: true,
            classify: { select: { code: true } },
          },
        },
      },
    });
  }
}
